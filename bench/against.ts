/**
 * `npm run bench -- --against <commit> [--rounds N] [--parts a,b]`: the bench's measurements on this tree and
 * on an older commit, side by side, with the ratio new/old per line.
 *
 * The older commit is checked out in a temporary `git worktree` whose node_modules links every external
 * package of this checkout but links `@roundtable/*` to that tree's own packages (as npm's workspaces do
 * here: `node_modules/@roundtable/engine` → `../../packages/engine`); this tree's bench files are copied
 * into it, so both trees run the same measuring code. Each part (`run.ts` PARTS) runs in a fresh process
 * per tree, new and old alternating part by part and round by round, so that the machine's noise falls
 * on both. With several rounds each line is the median of the rounds, and a last column compares the best
 * round of each tree (the highest decisions/s, the lowest µs): another process can only add time.
 *
 * `--code built` measures both trees' built JavaScript (`npm run build` in each: the packages' dist/, what an npm
 * user runs) instead of their TypeScript sources run through tsx (`--code source`, the default): the children
 * run without the `@roundtable/source` condition, so only the bench's own files go through tsx.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { InterleavedRow, Side } from "./interleaved.ts";
import { fmt, type GameRow, type MeleeRow, type OpRow, table } from "./report.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, "..");
const PART_NAMES = ["duels", "multiplayer", "interleaved", "copies", "layers", "grand-melee"] as const;
type PartName = (typeof PART_NAMES)[number];

export function git(args: string[], cwd = ROOT): string {
  return execFileSync("git", args, { cwd, encoding: "utf8" }).trim();
}

/** A worktree of `commit` in a temporary folder, with node_modules as described above. */
export function checkOut(commit: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), "roundtable-bench-")), "tree");
  git(["worktree", "add", "--quiet", "--detach", dir, commit]);
  const modules = join(ROOT, "node_modules");
  const theirs = join(dir, "node_modules");
  execFileSync("mkdir", ["-p", join(theirs, "@roundtable")]);
  for (const name of readdirSync(modules)) {
    if (name === "@roundtable" || name.startsWith(".package-lock")) continue;
    symlinkSync(join(modules, name), join(theirs, name));
  }
  for (const pkg of readdirSync(join(dir, "packages")))
    symlinkSync(join("..", "..", "packages", pkg), join(theirs, "@roundtable", pkg));
  for (const file of readdirSync(HERE))
    if (file.endsWith(".ts")) copyFileSync(join(HERE, file), join(dir, "bench", file));
  return dir;
}

export function remove(dir: string): void {
  rmSync(join(dir, "node_modules"), { recursive: true, force: true }); // the links, not what they point to
  git(["worktree", "remove", "--force", dir]);
  rmSync(dirname(dir), { recursive: true, force: true });
}

/** Which code of each tree is measured: its TypeScript sources through tsx, or its built dist/. */
export type Code = "source" | "built";
const CODES: readonly Code[] = ["source", "built"];

/**
 * How a child process runs a bench file on `code`: its Node options, and its environment (the workspace's
 * `npm run` puts the source condition into NODE_OPTIONS, which children inherit; built code runs without).
 */
function childRun(code: Code, file: string, args: string[]): { argv: string[]; env: NodeJS.ProcessEnv } {
  if (code === "source")
    return { argv: ["--conditions=@roundtable/source", "--import", "tsx", file, ...args], env: process.env };
  const options = (process.env.NODE_OPTIONS ?? "").replace(/--conditions=@roundtable\/source/g, "").trim();
  return { argv: ["--import", "tsx", file, ...args], env: { ...process.env, NODE_OPTIONS: options } };
}

/** Builds a tree's packages (their dist/) for `--code built`. */
function build(tree: string): void {
  process.stderr.write(`building ${tree}…\n`);
  const r = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: tree,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (r.status !== 0) throw new Error(`npm run build failed in ${tree} (exit ${r.status})`);
}

/** Runs a bench file on `code` in a fresh process in `cwd` and reads the JSON of its last line; `what` names it in an error. */
export function runChild(code: Code, cwd: string, file: string, args: string[], what: string): unknown {
  const { argv, env } = childRun(code, file, args);
  const r = spawnSync(process.execPath, argv, {
    cwd,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 1 << 26,
  });
  if (r.status !== 0) throw new Error(`${what} failed in ${cwd} (exit ${r.status})`);
  return JSON.parse(r.stdout.trim().split("\n").pop() ?? "");
}

/** Runs one part of the bench in `tree` (a fresh process) and reads its JSON line. */
function runPart(tree: string, part: PartName, code: Code): unknown {
  return runChild(code, tree, "bench/run.ts", ["--part", part], `bench part "${part}"`);
}

/** The games played on both trees in one process, in turn (bench/interleaved.ts): each tree's rows. */
function runInterleaved(tree: string, code: Code): { newer: GameRow[]; older: GameRow[] } {
  const what = "the interleaved games";
  const rows = runChild(code, ROOT, "bench/interleaved.ts", [tree], what) as InterleavedRow[];
  const row = (name: string, games: number, s: Side): GameRow => ({
    name: `${name}, interleaved`,
    gamesPerS: Number.NaN,
    decisionsPerS: (s.decisions / s.ms) * 1000,
    decisionsPerCpuS: (s.decisions / s.cpuMs) * 1000,
    msPerGame: Number.NaN,
    rme: Number.NaN,
    decisionsPerGame: s.decisions / games,
    games,
    unfinished: 0,
  });
  return {
    newer: rows.map((r) => row(r.name, r.games, r.newer)),
    older: rows.map((r) => row(r.name, r.games, r.older)),
  };
}

/** One compared figure: a value per tree and round. */
interface Line {
  part: PartName;
  name: string;
  unit: string;
  /** Whether more is better (decisions/s) or less is (µs). */
  higher: boolean;
  newer: number[];
  older: number[];
}

/** The figures a part's result gives, in the order printed. */
function figures(
  part: PartName,
  result: unknown,
): { name: string; unit: string; higher: boolean; value: number }[] {
  switch (part) {
    case "duels":
    case "multiplayer":
      return (result as GameRow[]).flatMap((r) => [
        { name: r.name, unit: "decisions/s", higher: true, value: r.decisionsPerS },
        { name: r.name, unit: "decisions/CPU-s", higher: true, value: r.decisionsPerCpuS },
      ]);
    case "interleaved":
      // Decisions a game: the same on both trees when they play the same games (new/old 1.00).
      return (result as GameRow[]).flatMap((r) => [
        { name: r.name, unit: "decisions/s", higher: true, value: r.decisionsPerS },
        { name: r.name, unit: "decisions/CPU-s", higher: true, value: r.decisionsPerCpuS },
        { name: r.name, unit: "decisions/game", higher: true, value: r.decisionsPerGame },
      ]);
    case "copies":
    case "layers":
      return (result as { rows: OpRow[] }).rows.map((r) => ({
        name: r.name,
        unit: "µs",
        higher: false,
        value: r.us,
      }));
    case "grand-melee": {
      const rows = result as MeleeRow[];
      const first = rows[0];
      const last = rows[rows.length - 1];
      const ratio = `grand-melee ${last.players} / ${first.players} players`;
      return [
        ...rows.flatMap((r) => [
          {
            name: `grand-melee ${r.players} players`,
            unit: "µs/decision",
            higher: false,
            value: r.usPerDecision,
          },
          {
            name: `grand-melee ${r.players} players`,
            unit: "CPU µs/decision",
            higher: false,
            value: r.cpuUsPerDecision,
          },
          { name: `grand-melee ${r.players} players`, unit: "state KiB", higher: false, value: r.kib },
          {
            name: `grand-melee ${r.players} players`,
            unit: "state heap MiB",
            higher: false,
            value: r.heapMiB,
          },
          {
            name: `grand-melee ${r.players} players`,
            unit: "layers/decision",
            higher: false,
            value: r.layersPerDecision,
          },
        ]),
        { name: ratio, unit: "×", higher: false, value: last.usPerDecision / first.usPerDecision },
        { name: ratio, unit: "CPU ×", higher: false, value: last.cpuUsPerDecision / first.cpuUsPerDecision },
      ];
    }
  }
}

/** The best of the rounds: the other processes of a shared machine only ever add time. */
function best(xs: number[], higher: boolean): number {
  return higher ? Math.max(...xs) : Math.min(...xs);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function option(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function runAgainst(commit: string | undefined, args: string[]): Promise<void> {
  if (commit === undefined || commit.startsWith("--"))
    throw new Error("--against needs a commit (npm run bench -- --against 5f03059)");
  const rounds = Number(option(args, "--rounds") ?? 1);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`--rounds: a whole number ≥ 1, not "${option(args, "--rounds")}"`);
  const asked = option(args, "--parts")?.split(",") ?? [...PART_NAMES];
  const unknown = asked.filter((p) => !(PART_NAMES as readonly string[]).includes(p));
  if (unknown.length > 0)
    throw new Error(`--parts: unknown ${unknown.join(", ")} (known: ${PART_NAMES.join(", ")})`);
  const parts = asked as PartName[];
  const code = (option(args, "--code") ?? "source") as Code;
  if (!CODES.includes(code)) throw new Error(`--code: ${CODES.join(" or ")}, not "${code}"`);
  const full = git(["rev-parse", "--verify", `${commit}^{commit}`]);
  const head =
    git(["rev-parse", "--short", "HEAD"]) +
    (git(["status", "--porcelain", "--untracked-files=no"]) === "" ? "" : " + changes");
  const old = full.slice(0, 7);
  console.log(
    `new: this tree (${head}); old: ${old}; ${code === "built" ? "built dist/" : "sources through tsx"}; ${rounds} round(s), alternating; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}\n`,
  );
  const tree = checkOut(full);
  const lines = new Map<string, Line>();
  try {
    if (code === "built") for (const t of [ROOT, tree]) build(t);
    const record = (part: PartName, side: "new" | "old", result: unknown): void => {
      for (const f of figures(part, result)) {
        const key = `${part}\u0000${f.name}\u0000${f.unit}`;
        const line = lines.get(key) ?? {
          part,
          name: f.name,
          unit: f.unit,
          higher: f.higher,
          newer: [],
          older: [],
        };
        (side === "new" ? line.newer : line.older).push(f.value);
        lines.set(key, line);
      }
    };
    for (let round = 1; round <= rounds; round++)
      for (const part of parts) {
        if (part === "interleaved") {
          process.stderr.write(`round ${round}/${rounds}, ${part}, both trees in one process…\n`);
          const both = runInterleaved(tree, code);
          record(part, "new", both.newer);
          record(part, "old", both.older);
          continue;
        }
        for (const side of round % 2 === 1 ? (["new", "old"] as const) : (["old", "new"] as const)) {
          process.stderr.write(`round ${round}/${rounds}, ${part}, ${side}…\n`);
          record(part, side, runPart(side === "new" ? ROOT : tree, part, code));
        }
      }
  } finally {
    remove(tree);
  }
  const rows: string[][] = [
    ["figure", "unit", old, "new", "new/old", "better ×", ...(rounds > 1 ? ["best: better ×"] : [])],
  ];
  for (const l of lines.values()) {
    const o = median(l.older);
    const n = median(l.newer);
    const bo = best(l.older, l.higher);
    const bn = best(l.newer, l.higher);
    const digits =
      l.unit === "layers/decision"
        ? 3
        : l.unit.endsWith("×") || l.unit.endsWith("MiB")
          ? 2
          : l.unit === "µs"
            ? 1
            : 0;
    rows.push([
      l.name,
      l.unit,
      fmt(o, digits),
      fmt(n, digits),
      fmt(n / o, 2),
      fmt(l.higher ? n / o : o / n, 2),
      ...(rounds > 1 ? [fmt(l.higher ? bn / bo : bo / bn, 2)] : []),
    ]);
  }
  console.log(table(rows));
  console.log(
    `\nload average at the end ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
}
