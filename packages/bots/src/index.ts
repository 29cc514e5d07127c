export {
  BOT_NAMES,
  BotError,
  type BotName,
  botRng,
  driverRng,
  makeBot,
  type PlayOptions,
  type PlayResult,
  playGame,
} from "./driver.ts";
export { heuristicBot } from "./heuristic.ts";
export { randomBot, randomDamage, randomDivide } from "./random.ts";
export { determinise } from "./search/determinise.ts";
export { evaluate } from "./search/evaluate.ts";
export { makeSearchBot, SEARCH_DEFAULTS, type SearchOptions, searchBot } from "./search/searchBot.ts";
export { type Bot, type BotInput, checkAnswer, manaValue } from "./util.ts";
export { CASUAL, type HumanStyle, humanAnswer, simpleAnswer } from "./viewAnswers.ts";
