/**
 * Card data from MTGJSON: the AtomicCards importer, the Oracle table it writes, the name resolver built on it and the
 * Oracle-text compiler (docs/cards.md). Node only (it reads files): import it as "@roundtable/cards/oracle".
 */

export {
  type Acceptance,
  acceptDefinition,
  type Compiled,
  compileOracle,
  oracleEntryOf,
  type Refusal,
  refusalText,
} from "./compile/index.ts";
export { deckResolver } from "./deckResolver.ts";
export { type ImportResult, importAtomicCardsFile, OracleImportError } from "./importAtomic.ts";
export { loadOracleTable, SAMPLE_ATOMIC_CARDS, SAMPLE_ORACLE_TABLE } from "./load.ts";
export { KNOWN_MTGJSON_MAJORS } from "./mtgjson.ts";
export { namesOf, type OracleResolver, oracleResolver } from "./resolver.ts";
export {
  ORACLE_TABLE_FORMAT,
  type OracleCard,
  type OracleFace,
  type OracleTable,
  parseOracleTable,
  serializeOracleTable,
} from "./table.ts";
