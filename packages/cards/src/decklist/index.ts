export { checkDeckList, type DeckCheck, mainDeckIds, playableDeck, reportLines } from "./check.ts";
export { MAX_COUNT, MAX_SUGGESTED, parseDeckList } from "./parse.ts";
export { type CardResolver, poolResolver, type RealCards, type Resolved, realCards } from "./resolver.ts";
export {
  type CheckOptions,
  CONSTRUCTED,
  type DeckProblem,
  type DeckProblemCode,
  type DeckRules,
  deckProblems,
  deckRules,
} from "./rules.ts";
export * from "./types.ts";
export { writeDeckList } from "./write.ts";
