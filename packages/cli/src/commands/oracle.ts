/**
 * `roundtable oracle import FILE [--out PATH]`: imports MTGJSON's AtomicCards file into the Oracle table
 * (docs/cards.md). Exit 0: the table is written; 2: the file is missing or not an AtomicCards file we know.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Command } from "commander";

/** Where `oracle import` writes the table unless told otherwise (ignored by git, like the rest of ./data). */
export const DEFAULT_ORACLE_TABLE = "data/oracle.json";

export async function oracleImportCommand(
  file: string,
  outPath: string,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  if (!existsSync(file)) {
    err(`error: ${file}: no such file (download it first: docs/cards.md)`);
    return 2;
  }
  // Imported here, not at the top: the program is also loaded where there are no files (the web table's tests).
  const { importAtomicCardsFile, OracleImportError, serializeOracleTable } = await import(
    "@roundtable/cards/oracle"
  );
  try {
    const { table, skipped } = await importAtomicCardsFile(file);
    const text = serializeOracleTable(table);
    mkdirSync(dirname(outPath), { recursive: true });
    writeFileSync(outPath, text);
    const kb = (Buffer.byteLength(text) / 1024).toFixed(0);
    out(
      `imported ${table.cards.length} cards from MTGJSON ${table.source.version} (${table.source.date})` +
        `${skipped > 0 ? `, skipped ${skipped} tokens and art cards` : ""} → ${outPath} (${kb} KB)`,
    );
    return 0;
  } catch (e) {
    if (e instanceof OracleImportError) {
      err(`error: ${e.message}`);
      return 2;
    }
    throw e;
  }
}

/** Adds `oracle import` to the program. */
export function addOracleCommand(
  program: Command,
  setCode: (code: number) => void,
  out: (line: string) => void,
  err: (line: string) => void,
): void {
  program
    .command("oracle")
    .description("card data: import MTGJSON's AtomicCards file into the Oracle table (docs/cards.md)")
    .command("import")
    .description(
      "read an AtomicCards.json (or .json.gz) file downloaded from mtgjson.com and write the Oracle table",
    )
    .argument("<file>", "AtomicCards.json or AtomicCards.json.gz")
    .option("--out <path>", "where to write the table", DEFAULT_ORACLE_TABLE)
    .action(async (file: string, o: { out: string }) => {
      setCode(await oracleImportCommand(file, o.out, out, err));
    });
}
