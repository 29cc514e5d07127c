/**
 * `roundtable scenario <files…>`: checks and runs scenario files, printing PASS / FAIL / INVALID per file
 * (per file and run, for a file with `tableSizes` or `ranges`) and a diff per failed expectation. Exit code:
 * 0 all pass, 1 a run or an expectation failed, 2 a file is invalid (2 wins over 1).
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { type CardDb, showValue as show } from "@roundtable/engine";
import { loadScenarioFile } from "./parse.ts";
import { type RunResult, runScenarioAtEverySize } from "./runner.ts";
import type { Scenario } from "./schema.ts";
import { runLabel } from "./table.ts";

/** Files as given; a directory stands for every `.json` file under it, in name order. */
export function expandFiles(paths: readonly string[]): string[] {
  return paths.flatMap((p) => {
    let dir = false;
    try {
      dir = statSync(p).isDirectory();
    } catch {}
    if (!dir) return [p];
    const found = readdirSync(p, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"));
    return found.sort().map((f) => join(p, f));
  });
}

/** How many trace lines to show after a failed run. */
const TRACE_LINES = 8;

/** The report lines for one run (without the PASS/FAIL line). */
export function formatFailures(result: RunResult): string[] {
  const lines: string[] = [];
  if (result.error !== undefined) {
    const [first, ...rest] = result.error.split("\n");
    lines.push(`  run failed: ${first}`, ...rest.map((l) => `    ${l}`));
    if (result.trace.length > 0) {
      const last = result.trace.slice(-TRACE_LINES);
      lines.push(
        `  the last ${last.length} of ${result.trace.length} decisions:`,
        ...last.map((l) => `    ${l}`),
      );
    }
  }
  for (const f of result.failures) {
    lines.push(
      `  ${f.path}: ${f.message}`,
      `      expected: ${show(f.expected)}`,
      `      actual:   ${show(f.actual)}`,
    );
  }
  return lines;
}

function stopped(result: RunResult): string {
  const at = result.stoppedAt;
  if (at === null) return "";
  return at.gameOver ? ` (game over in turn ${at.turn})` : ` (stopped at turn ${at.turn} ${at.step})`;
}

/** " [4 players]", " [4 players, range 1]", " [unlimited range]" for a run of a file that runs several times. */
function sizeLabel(scn: Scenario, result: RunResult): string {
  const label = runLabel(scn, result);
  return label === "" ? "" : ` [${label}]`;
}

export function formatResult(file: string, scn: Scenario, result: RunResult): string[] {
  const head = `${result.passed ? "PASS" : "FAIL"} ${file}${sizeLabel(scn, result)}: ${scn.name}${stopped(result)}`;
  return result.passed ? [head] : [head, ...formatFailures(result)];
}

export interface ScenarioCommandOptions {
  /** Card database (default: the full pool of @roundtable/cards). */
  db?: CardDb;
  /** Print every answered decision of every run, not only the last few of a failed one. */
  trace?: boolean;
}

export async function scenarioCommand(
  files: string[],
  write: (line: string) => void,
  opts: ScenarioCommandOptions = {},
): Promise<number> {
  const cards = opts.db ?? cardDb;
  const list = expandFiles(files);
  if (list.length === 0) {
    write("no scenario files given");
    return 2;
  }
  let passed = 0;
  let failed = 0;
  let invalid = 0;
  let runs = 0;
  let ranged = false;
  for (const file of list) {
    const parsed = loadScenarioFile(file, cards);
    if (!parsed.ok) {
      invalid++;
      write(`INVALID ${file}`);
      for (const e of parsed.errors) write(`  ${e.path}: ${e.message}`);
      continue;
    }
    if (parsed.scenario.ranges !== undefined) ranged = true;
    for (const result of runScenarioAtEverySize(parsed.scenario, cards)) {
      runs++;
      if (result.passed) passed++;
      else failed++;
      for (const line of formatResult(file, parsed.scenario, result)) write(line);
      if (opts.trace) for (const line of result.trace) write(`    ${line}`);
    }
  }
  const parts = [`${passed} passed`];
  if (failed > 0) parts.push(`${failed} failed`);
  if (invalid > 0) parts.push(`${invalid} invalid`);
  const counting = ranged ? "counting each table size and range" : "counting each table size";
  const sized = runs !== list.length - invalid ? ` (${runs} runs, ${counting})` : "";
  write(`${list.length} scenario${list.length === 1 ? "" : "s"}${sized}: ${parts.join(", ")}`);
  return invalid > 0 ? 2 : failed > 0 ? 1 : 0;
}
