/**
 * `roundtable oracle import FILE [--out PATH]`: imports MTGJSON's AtomicCards file into the Oracle table
 * (docs/cards.md). Exit 0: the table is written; 2: the file is missing or not an AtomicCards file we know.
 *
 * `roundtable oracle compile [--table FILE] [--card NAME]`: runs the Oracle-text compiler over the table (how many
 * cards compile, and the commonest reasons for refusing the others), or over one card (its definition as JSON, or
 * the refusal naming the sentence and phrase not understood; exit 1).
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

/** The table `oracle compile` reads: --table, else data/oracle.json if imported, else the shipped sample. */
async function tableFor(path: string | undefined, out: (line: string) => void) {
  const { loadOracleTable, SAMPLE_ORACLE_TABLE } = await import("@roundtable/cards/oracle");
  if (path !== undefined) return loadOracleTable(path);
  if (existsSync(DEFAULT_ORACLE_TABLE)) return loadOracleTable(DEFAULT_ORACLE_TABLE);
  out(
    `(no ${DEFAULT_ORACLE_TABLE}: reading the shipped sample; run "roundtable oracle import" for the full table)`,
  );
  return loadOracleTable(SAMPLE_ORACLE_TABLE);
}

export async function oracleCompileCommand(
  opts: { table?: string; card?: string },
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  if (opts.table !== undefined && !existsSync(opts.table)) {
    err(`error: ${opts.table}: no such file`);
    return 2;
  }
  const { compileOracle, oracleResolver, refusalText } = await import("@roundtable/cards/oracle");
  const table = await tableFor(opts.table, out);
  if (opts.card !== undefined) {
    const resolver = oracleResolver(table);
    const card = resolver.lookup(opts.card);
    if (card === undefined) {
      const near = resolver.suggest(opts.card, 3);
      err(
        `error: no card named "${opts.card}"${near.length > 0 ? ` (did you mean ${near.join(", ")}?)` : ""}`,
      );
      return 2;
    }
    const r = compileOracle(card);
    if (!r.ok) {
      out(`refused: ${refusalText(r.refusal)}`);
      return 1;
    }
    out(JSON.stringify(r.def, null, 2));
    return 0;
  }
  const reasons = new Map<string, number>();
  let compiled = 0;
  for (const card of table.cards) {
    const r = compileOracle(card);
    if (r.ok) compiled++;
    else {
      // Refusals grouped by reason and the phrase's first two words ("search your …").
      const { reason, phrase } = r.refusal;
      const key = reason.startsWith("the definition's")
        ? "read, but the generated rules text differs from the Oracle text"
        : `${reason}: "${phrase.split(" ").slice(0, 2).join(" ")}${phrase.includes(" ", phrase.indexOf(" ") + 1) ? " …" : ""}"`;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
  }
  const total = table.cards.length;
  const pct = total === 0 ? 0 : Math.round((100 * compiled) / total);
  out(`${compiled} of ${total} cards compile (${pct}%)`);
  const top = [...reasons].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).slice(0, 8);
  if (top.length > 0) out("commonest refusals:");
  for (const [reason, n] of top) out(`  ${n} × ${reason}`);
  return 0;
}

/** Adds `oracle import` and `oracle compile` to the program. */
export function addOracleCommand(
  program: Command,
  setCode: (code: number) => void,
  out: (line: string) => void,
  err: (line: string) => void,
): void {
  const oracle = program
    .command("oracle")
    .description(
      "card data: import MTGJSON's AtomicCards file into the Oracle table, compile Oracle text (docs/cards.md)",
    );
  oracle
    .command("compile")
    .description(
      "compile the Oracle table's cards into card definitions: how many compile, or one card's definition",
    )
    .option("--table <file>", `the Oracle table (default: ${DEFAULT_ORACLE_TABLE}, else the shipped sample)`)
    .option("--card <name>", "compile this card only: its definition, or why it is refused")
    .action(async (o: { table?: string; card?: string }) => {
      setCode(await oracleCompileCommand(o, out, err));
    });
  oracle
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
