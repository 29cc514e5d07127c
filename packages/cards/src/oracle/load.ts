/** Where the Oracle tables live, and reading one from disk. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type OracleTable, parseOracleTable } from "./table.ts";

/** The shipped sample of MTGJSON's AtomicCards file (a few dozen cards in the file's exact format). */
export const SAMPLE_ATOMIC_CARDS = fileURLToPath(
  new URL("../../data/mtgjson/AtomicCards.sample.json", import.meta.url),
);
/** The Oracle table imported from the sample, committed for tests. */
export const SAMPLE_ORACLE_TABLE = fileURLToPath(new URL("../../data/oracle.sample.json", import.meta.url));

/** Reads an Oracle table file written by `roundtable oracle import`. */
export function loadOracleTable(path: string): OracleTable {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new Error(`cannot read the Oracle table ${path}: ${(e as Error).message}`);
  }
  return parseOracleTable(text, path);
}
