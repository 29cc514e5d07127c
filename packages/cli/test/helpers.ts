/**
 * What the command-line tests share: capturing written lines, running `main` with its output captured,
 * a simulate report without its speed,
 * playing one human seat up to the first board of a turn, and answering one decision through the prompts.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Game } from "@roundtable/engine";
import { afterAll, onTestFinished } from "vitest";
import { askDecision, type PlayOptions, playCommand } from "../src/commands/play.ts";
import { main } from "../src/program.ts";
import type { TableOptions } from "../src/table.ts";

export function capture(): { lines: string[]; write: (l: string) => void } {
  const lines: string[] = [];
  return { lines, write: (l) => lines.push(l) };
}

/** A new temporary folder, removed when the file's tests are done (made at the top of a test file). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A new temporary folder, removed when the test that makes it is done. */
export function testTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A new temporary folder (removed when the file's tests are done), and a function writing a file into it
 * (returning its path).
 */
export function tempFiles(prefix: string): { dir: string; file: (name: string, text: string) => string } {
  const dir = tempDir(prefix);
  return {
    dir,
    file(name, text) {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
}

/** Runs `main` with stdout and stderr captured. */
export async function runMain(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const so = process.stdout.write;
  const se = process.stderr.write;
  process.stdout.write = ((s: string) => out.push(String(s)) > 0) as typeof process.stdout.write;
  process.stderr.write = ((s: string) => err.push(String(s)) > 0) as typeof process.stderr.write;
  try {
    const code = await main(args);
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    process.stdout.write = so;
    process.stderr.write = se;
  }
}

/** The report without its speed, the one line that depends on where the games ran. */
export const report = (out: string): string =>
  out
    .split("\n")
    .filter((l) => !l.startsWith("Games per second:"))
    .join("\n");

/** A line that starts the board of a turn. */
export const turnBoard = (l: string): boolean => /^── Turn \d+/.test(l);

/**
 * `roundtable play` for one human seat that keeps its opening hand and concedes at the first board of a
 * turn. Returns the exit code, the lines written, and where the first board starts.
 */
export async function playToFirstBoard(
  opts: PlayOptions,
): Promise<{ code: number; out: string[]; at: number }> {
  const out: string[] = [];
  const code = await playCommand(opts, {
    ask: async () => (out.at(-1) === "  1 = mulligan" ? "0" : out.some(turnBoard) ? "concede" : ""),
    write: (l) => out.push(l),
  });
  return { code, out, at: out.findIndex(turnBoard) };
}

/** The prompts of one decision answered with `script`, and the answer. */
export async function askOnce(game: Game, script: string[]) {
  const d = game.pending();
  if (d === null) throw new Error("no decision");
  const lines: string[] = [];
  const answer = await askDecision(
    { ask: async () => script.shift() ?? null, write: (l) => lines.push(l) },
    game.view(d.player),
    d,
  );
  return { d, lines, answer };
}

/** Table options with seed 1 (an integer seed, as `simulate` takes). */
export const table = (
  variant: string,
  players: number,
  more: Partial<TableOptions> & { seed?: number } = {},
): TableOptions & { seed: number } => ({
  variant,
  players,
  seed: 1,
  ...more,
});

/**
 * How many priority prompts in `out` offered nothing but "pass" — "Your options …", "  0 = pass", and no
 * "  1 = …" after it —, asked only under full control (principle 4: else the engine passes at once).
 */
export const passOnlyPrompts = (out: readonly string[]): number =>
  out.filter(
    (l, i) =>
      l.startsWith("Your options") && out[i + 1] === "  0 = pass" && !/^ {2}1 = /.test(out[i + 2] ?? ""),
  ).length;
