/**
 * `--oracle FILE` of the commands that read deck lists or card names: with an Oracle table (docs/cards.md) a
 * real card the engine does not support yet is reported as such, and did-you-mean draws on every real card.
 * Without the option, the table `oracle import` writes by default (data/oracle.json) is used if it exists;
 * `--no-oracle`: the card pool alone.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { type CardResolver, poolCards } from "@roundtable/cards";
import { Option } from "commander";
import { DEFAULT_ORACLE_TABLE } from "./commands/oracle.ts";
import { UsageError } from "./table.ts";

/** The value of `--oracle`/`--no-oracle`: a file, false for none, undefined for the default. */
export type OracleChoice = string | false | undefined;

export const oracleOption = (): Option =>
  new Option(
    "--oracle <file>",
    `an Oracle table (roundtable oracle import): real cards the engine does not support yet are named as such, and did-you-mean draws on every real card (default: ${DEFAULT_ORACLE_TABLE} if it exists)`,
  );
export const noOracleOption = (): Option =>
  new Option("--no-oracle", `the card pool alone, even if ${DEFAULT_ORACLE_TABLE} exists`);

/** The table file a choice stands for, or null for the pool alone. */
export function oracleFile(choice: OracleChoice, cwd = process.cwd()): string | null {
  if (typeof choice === "string") return choice;
  if (choice === false) return null;
  const fallback = resolve(cwd, DEFAULT_ORACLE_TABLE);
  return existsSync(fallback) ? fallback : null;
}

/** How names are resolved: the pool, with the chosen Oracle table if any (a UsageError naming a bad table). */
export async function cardResolver(choice: OracleChoice): Promise<CardResolver> {
  const file = oracleFile(choice);
  if (file === null) return poolCards;
  // Imported here, not at the top: the program is also loaded where there are no files (the web table's tests).
  const { deckResolver, loadOracleTable } = await import("@roundtable/cards/oracle");
  try {
    return deckResolver(loadOracleTable(file));
  } catch (e) {
    throw new UsageError(`--oracle: ${(e as Error).message}`);
  }
}
