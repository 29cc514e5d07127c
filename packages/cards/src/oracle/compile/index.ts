/** The Oracle-text compiler: Oracle table entries to card definitions, or refusals (docs/cards.md). */
export { type Acceptance, acceptDefinition } from "./accept.ts";
export { type Compiled, compileOracle } from "./compile.ts";
export { oracleEntryOf } from "./entryOf.ts";
export { type Refusal, refusalText } from "./phrases/refusal.ts";
