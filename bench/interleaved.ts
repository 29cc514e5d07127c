/**
 * `--against <commit> --parts interleaved` (against.ts): the games of `run.ts` played on this tree's engine
 * and on the older tree's **in one process, game by game in turn** — seed 1 on one, then on the other
 * (which goes first alternates), then seed 2 … — so that however the machine's load drifts, both trees are
 * measured over the same seconds. On the shared machines here, where the same tree's figures moved by
 * ±15 % from one process to the next, the ratio of two trees measured so moves by about ±5 %.
 *
 * Run as `tsx bench/interleaved.ts <older tree> [--only duel,free-for-all]`; prints one line of JSON: per
 * variant, each tree's decisions, wall and CPU milliseconds.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import * as newer from "./games.ts";
import { cpuNow, type Variant } from "./games.ts";

type Games = typeof newer;

/** The variants compared, and how many games (seeds 1…n, after `warmUp` other seeds). */
export const INTERLEAVED: { name: string; variant: Variant; players: number; games: number }[] = [
  { name: "duel (2 players)", variant: "duel", players: 2, games: 120 },
  { name: "free-for-all (4 players)", variant: "free-for-all", players: 4, games: 48 },
  { name: "emperor (6 players, ranges, deploy)", variant: "emperor", players: 6, games: 12 },
  { name: "two-headed-giant (4 players)", variant: "two-headed-giant", players: 4, games: 24 },
  { name: "emperor-classic (6 players, territories)", variant: "emperor-classic", players: 6, games: 12 },
  // 903: 100-card singleton decks, commanders in the command zone (their 903.9b choices previewed).
  { name: "commander (4 players)", variant: "commander", players: 4, games: 8 },
];
const WARM_UP = 0.5; // a warm-up of half as many games again, on other seeds

export interface Side {
  decisions: number;
  ms: number;
  cpuMs: number;
}
export interface InterleavedRow {
  name: string;
  games: number;
  newer: Side;
  older: Side;
}

function timed(games: Games, variant: Variant, players: number, seed: number, side: Side): void {
  const t0 = performance.now();
  const c0 = cpuNow();
  const d = games.playSeed(variant, players, seed);
  side.ms += performance.now() - t0;
  side.cpuMs += cpuNow() - c0;
  side.decisions += d;
}

/** The rows of `INTERLEAVED` (those of the variants in `only`, if given), each played on both trees. */
function compare(older: Games, only?: readonly string[]): InterleavedRow[] {
  const variants = only === undefined ? INTERLEAVED : INTERLEAVED.filter((v) => only.includes(v.variant));
  return variants.map(({ name, variant, players, games }) => {
    process.stderr.write(`interleaved: ${name}…\n`);
    const warm = Math.ceil(games * WARM_UP);
    for (let i = 1; i <= warm; i++) {
      newer.playSeed(variant, players, 100000 + i);
      older.playSeed(variant, players, 100000 + i);
    }
    const row: InterleavedRow = {
      name,
      games,
      newer: { decisions: 0, ms: 0, cpuMs: 0 },
      older: { decisions: 0, ms: 0, cpuMs: 0 },
    };
    for (let seed = 1; seed <= games; seed++) {
      const order: [Games, Side][] = [
        [newer, row.newer],
        [older, row.older],
      ];
      if (seed % 2 === 0) order.reverse();
      for (const [g, side] of order) timed(g, variant, players, seed, side);
    }
    return row;
  });
}

const [tree, flag, list] = process.argv.slice(2);
if (tree === undefined || (flag !== undefined && (flag !== "--only" || list === undefined)))
  throw new Error("usage: tsx bench/interleaved.ts <older tree> [--only variant,variant]");
const only = list?.split(",");
const unknown = only?.filter((v) => !INTERLEAVED.some((i) => i.variant === v)) ?? [];
if (unknown.length > 0) throw new Error(`--only: unknown ${unknown.join(", ")}`);
const older = (await import(pathToFileURL(join(tree, "bench", "games.ts")).href)) as Games;
console.log(JSON.stringify(compare(older, only)));
