export { renderBoard } from "./board.ts";
export { type DemoOptions, demoCommand } from "./commands/demo.ts";
export { type PlayIO, type PlayOptions, playCommand } from "./commands/play.ts";
export { recordProblem, replayCommand } from "./commands/replay.ts";
export { type SimulateOptions, simulateCommand } from "./commands/simulate.ts";
export { editionPairs } from "./editions.ts";
export { LogFormatter, resultLine } from "./log.ts";
export { buildProgram, main } from "./program.ts";
export { buildSetup, chooseDecks, defaultPlayers, UsageError } from "./table.ts";
