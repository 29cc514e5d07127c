export { checkDeckList, type DeckCheck, mainDeckIds, playableDeck, reportLines } from "./check.ts";
export { nameKey } from "./names.ts";
export { MAX_COUNT, parseDeckList } from "./parse.ts";
export { type CardResolver, poolResolver, type Resolved } from "./resolver.ts";
export {
  type CheckOptions,
  CONSTRUCTED,
  type DeckProblem,
  type DeckProblemCode,
  type DeckRules,
  deckProblems,
  deckRules,
} from "./rules.ts";
export { suggest } from "./suggest.ts";
export * from "./types.ts";
export { writeDeckList } from "./write.ts";
