export {
  BOT_NAMES,
  BotError,
  type BotName,
  botRng,
  makeBot,
  type PlayOptions,
  type PlayResult,
  playGame,
} from "./driver.ts";
export { heuristicBot } from "./heuristic.ts";
export { randomBot, randomDamage, randomDivide } from "./random.ts";
export { type Bot, type BotInput, checkAnswer, manaValue } from "./util.ts";
export { CASUAL, type HumanStyle, humanAnswer, simpleAnswer } from "./viewAnswers.ts";
