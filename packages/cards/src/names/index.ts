/**
 * One name matcher for every card list: the card pool's (decklist/resolver.ts) and the Oracle table's
 * (oracle/resolver.ts). One normalisation (key.ts), one edit distance (fastest-levenshtein, suggest.ts).
 */
export { deckNames, nameKey, nameWords } from "./key.ts";
export { type NameIndex, nameIndex } from "./nameIndex.ts";
export { type Candidate, Suggester, suggest } from "./suggest.ts";
