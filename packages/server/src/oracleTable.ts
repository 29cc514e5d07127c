/**
 * The server's Oracle table (docs/cards.md): with one, pasted deck lists are checked against the pool and every real
 * card, so that a real card the engine does not support yet is named as such and did-you-mean draws on every real
 * card. `--oracle FILE` (env ROUNDTABLE_ORACLE), else `<data-dir>/oracle.json` if it exists; `--no-oracle`: none.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { CardResolver } from "@roundtable/cards";
import { deckResolver, loadOracleTable } from "@roundtable/cards/oracle";
import { Option } from "commander";

/** The environment variable naming the Oracle table. */
export const ORACLE_ENV = "ROUNDTABLE_ORACLE";

export const oracleOptions = (env: NodeJS.ProcessEnv): Option[] => [
  new Option(
    "--oracle <file>",
    `an Oracle table (roundtable oracle import): deck checks name the real cards the engine does not support yet (env ${ORACLE_ENV}; default <data-dir>/oracle.json if it exists)`,
  ).default(env[ORACLE_ENV]),
  new Option("--no-oracle", "check deck lists against the card pool alone"),
];

/** The table file a start uses, or null for the pool alone. */
export function oracleTableFile(choice: string | false | undefined, dataDir: string): string | null {
  if (typeof choice === "string" && choice !== "") return choice;
  if (choice === false) return null;
  const fallback = join(dataDir, "oracle.json");
  return existsSync(fallback) ? fallback : null;
}

/** Deck lists' resolver over the pool and the table in `file`, and how many cards the table has. */
export function oracleCards(file: string): { cards: CardResolver; size: number; version: string } {
  const table = loadOracleTable(file);
  return { cards: deckResolver(table), size: table.cards.length, version: table.source.version };
}
