/**
 * `npm run bench -- workers`: `roundtable simulate --workers` speed-up. The same 4-player Free-for-All games
 * (random bots, as simulate plays them: GamePool, one task a chunk) on 1 worker thread and on N (the
 * machine's cores, or `npm run bench -- workers 4`), alternately, in two rounds: games per second each and
 * each round's ratio.
 * Each pool first plays one game a thread (other seeds), so that thread start-up and compiling are not
 * measured. See docs/PERFORMANCE.md.
 */
import { availableParallelism, loadavg } from "node:os";
import { chunks, runSeeds } from "../packages/cli/src/simulate/chunks.ts";
import type { GameOptions } from "../packages/cli/src/simulate/games.ts";
import { GamePool } from "../packages/cli/src/simulate/threadPool.ts";

const GAMES = 48;
const OPTIONS: GameOptions = { variant: "free-for-all", players: 4, seed: 1, bot: "random", records: false };

async function gamesPerSecond(threads: number): Promise<{ rate: number; decisions: number }> {
  const pool = new GamePool(threads);
  try {
    await Promise.all(runSeeds(10_001, threads).map((seed) => pool.run(OPTIONS, [seed])));
    const t0 = performance.now();
    const done = await Promise.all(chunks(runSeeds(1, GAMES), threads).map((c) => pool.run(OPTIONS, c)));
    const seconds = (performance.now() - t0) / 1000;
    const decisions = done.flat().reduce((n, o) => n + (o.played?.decisions ?? 0), 0);
    return { rate: GAMES / seconds, decisions: decisions / seconds };
  } finally {
    await pool.close();
  }
}

/** Rounds of 1 thread then N: the machine's load changes from minute to minute; each round's ratio is shown. */
const ROUNDS = 2;

export async function printWorkers(threads = availableParallelism()): Promise<void> {
  process.stderr.write(`simulate on 1 and ${threads} worker threads, ${ROUNDS} rounds…\n`);
  const load = loadavg()[0];
  const rows: [number, { rate: number; decisions: number }][] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const one = await gamesPerSecond(1);
    const many = await gamesPerSecond(threads);
    rows.push([1, one], [threads, many]);
    ratios.push(many.rate / one.rate);
  }
  const row = (n: number, r: { rate: number; decisions: number }) =>
    `${String(n).padStart(7)}  ${r.rate.toFixed(2).padStart(7)}  ${Math.round(r.decisions).toLocaleString("en-US").padStart(11)}`;
  console.log(`simulate --workers: ${GAMES} four-player Free-for-All games, random bots, ${ROUNDS} rounds`);
  console.log("threads  games/s  decisions/s");
  for (const [n, r] of rows) console.log(row(n, r));
  console.log(
    `Speed-up with ${threads} threads: ${ratios.map((r) => `${r.toFixed(2)}×`).join(", ")} by round (load average ${load.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end)`,
  );
}
