/**
 * `npm run bench -- history BASE [--every N]`: the engine's speed along main since a fixed older commit — a
 * standing check. Losses of a few per cent a session, each within one A/B's noise against its parent, added up
 * to a fifth between 2026-12-04 and 12-07 unseen (docs/PERFORMANCE.md, the twenty-eighth and twenty-ninth
 * sessions); measured against one fixed commit, each step of the walk shows where they came.
 *
 * For every Nth commit of main's first-parent history after BASE (and the last one, HEAD), the commit and BASE are
 * checked out side by side (against.ts `checkOut`: this tree's bench files copied into both) and their duels and
 * 4-player Free-for-All games played in one process, game by game in turn (interleaved.ts, run from the commit's
 * tree with BASE as the older one): the ratio commit/BASE of decisions per second and per CPU-second. Both trees
 * run their TypeScript sources through tsx (against.ts `--code source`). About 15 seconds a commit; one commit's
 * figure is good to about ±5 % (two engines in one process, docs/PERFORMANCE.md): read the trend, not one line.
 */
import { loadavg } from "node:os";
import { checkOut, git, remove, runChild } from "./against.ts";
import type { InterleavedRow } from "./interleaved.ts";
import { fmt, table } from "./report.ts";

/** The variants measured at each commit: those issue 22's goal names. */
const VARIANTS = "duel,free-for-all";

/** About this many commits are measured when `--every` isn't given. */
const STEPS = 12;

/** The commits measured: every `every`th of main's first-parent history after `base`, and the last. */
export function commitsAfter(all: readonly string[], every: number): string[] {
  const picked = all.filter((_, i) => (i + 1) % every === 0);
  const last = all.at(-1);
  if (last !== undefined && picked.at(-1) !== last) picked.push(last);
  return picked;
}

export function runHistory(base: string | undefined, args: string[]): void {
  if (base === undefined || base.startsWith("--"))
    throw new Error("history needs a commit to measure against (npm run bench -- history 5f03059)");
  const full = git(["rev-parse", "--verify", `${base}^{commit}`]);
  const all = git(["rev-list", "--first-parent", "--reverse", `${full}..HEAD`])
    .split("\n")
    .filter(Boolean);
  if (all.length === 0) throw new Error(`history: no commit on main after ${base}`);
  const flag = args.indexOf("--every");
  const every = flag >= 0 ? Number(args[flag + 1]) : Math.max(1, Math.ceil(all.length / STEPS));
  if (!Number.isInteger(every) || every < 1)
    throw new Error(`--every: a whole number ≥ 1, not "${args[flag + 1]}"`);
  const commits = commitsAfter(all, every);
  console.log(
    `against ${full.slice(0, 7)}: ${commits.length} of the ${all.length} commits after it (every ${every}); load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}\n`,
  );
  const baseTree = checkOut(full);
  const rows = [["commit", "date", "subject", "duel", "duel CPU", "free-for-all", "free-for-all CPU"]];
  try {
    for (const c of commits) {
      process.stderr.write(`${c.slice(0, 7)}…\n`);
      const tree = checkOut(c);
      try {
        const result = runChild(
          "source",
          tree,
          "bench/interleaved.ts",
          [baseTree, "--only", VARIANTS],
          `the interleaved games at ${c.slice(0, 7)}`,
        ) as InterleavedRow[];
        const [date, subject] = git([
          "log",
          "-1",
          "--format=%ad%x00%s",
          "--date=format:%m-%d %H:%M",
          c,
        ]).split("\0");
        const ratios = result.flatMap((r) => [
          fmt(r.newer.decisions / r.newer.ms / (r.older.decisions / r.older.ms), 2),
          fmt(r.newer.decisions / r.newer.cpuMs / (r.older.decisions / r.older.cpuMs), 2),
        ]);
        rows.push([c.slice(0, 7), date, subject.slice(0, 48), ...ratios]);
      } finally {
        remove(tree);
      }
    }
  } finally {
    remove(baseTree);
  }
  console.log(table(rows));
  console.log(
    `\ncommit/${full.slice(0, 7)}, decisions per second (and per CPU-second), both trees in one process; load average at the end ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
}
