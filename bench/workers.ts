/**
 * `npm run bench -- workers`: `roundtable simulate --workers` speed-up. The same 4-player Free-for-All games
 * (random bots, as simulate plays them: GamePool, one task a chunk) on 1 worker thread and on N (the
 * machine's cores, or `npm run bench -- workers 4`), alternately, in two rounds: games per second each and
 * each round's ratio.
 * Each pool first plays WARM_UP games a thread (other seeds), so that thread start-up and compiling are
 * not measured. Also
 * shown: the process's CPU time per game and its CPU time over wall time (how many CPUs it had), which
 * tell a busy machine (fewer CPUs had) from costlier games. See docs/PERFORMANCE.md.
 */
import { availableParallelism, loadavg } from "node:os";
import { chunks, runSeeds } from "../packages/cli/src/simulate/chunks.ts";
import type { GameOptions } from "../packages/cli/src/simulate/games.ts";
import { GamePool } from "../packages/cli/src/simulate/threadPool.ts";

const GAMES = 96;
/**
 * Games each thread plays first (other seeds), so that its code is compiled when measured: V8 optimises
 * the engine's functions on background threads for the first ~50 games or so (a thread that has played 3
 * games still has ~0.6 of a CPU of compiling going on beside it), which on a small machine takes CPU from
 * the measured threads.
 */
const WARM_UP = 30;
const OPTIONS: GameOptions = { variant: "free-for-all", players: 4, seed: 1, bot: "random", records: false };

interface Measured {
  rate: number;
  decisions: number;
  /** The process's CPU time (all its threads) per game, seconds. */
  cpuPerGame: number;
  /** CPU time over wall time: how many of the machine's CPUs the process had, on average. */
  cpus: number;
}

async function measure(threads: number): Promise<Measured> {
  const pool = new GamePool(threads);
  try {
    const warm = Array.from({ length: threads }, (_, t) => runSeeds(10_001 + WARM_UP * t, WARM_UP));
    await Promise.all(warm.map((seeds) => pool.run(OPTIONS, seeds)));
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const done = await Promise.all(chunks(runSeeds(1, GAMES), threads).map((c) => pool.run(OPTIONS, c)));
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const decisions = done.flat().reduce((n, o) => n + (o.played?.decisions ?? 0), 0);
    return {
      rate: GAMES / seconds,
      decisions: decisions / seconds,
      cpuPerGame: cpuSeconds / GAMES,
      cpus: cpuSeconds / seconds,
    };
  } finally {
    await pool.close();
  }
}

/** Rounds of 1 thread then N: the machine's load changes from minute to minute; each round's ratio is shown. */
const ROUNDS = 2;

export async function printWorkers(threads = availableParallelism()): Promise<void> {
  process.stderr.write(`simulate on 1 and ${threads} worker threads, ${ROUNDS} rounds…\n`);
  const load = loadavg()[0];
  const rows: [number, Measured][] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const one = await measure(1);
    const many = await measure(threads);
    rows.push([1, one], [threads, many]);
    ratios.push(many.rate / one.rate);
  }
  const row = (n: number, r: Measured) =>
    [
      String(n).padStart(7),
      r.rate.toFixed(2).padStart(7),
      Math.round(r.decisions).toLocaleString("en-US").padStart(11),
      r.cpuPerGame.toFixed(3).padStart(10),
      r.cpus.toFixed(2).padStart(9),
    ].join("  ");
  console.log(`simulate --workers: ${GAMES} four-player Free-for-All games, random bots, ${ROUNDS} rounds`);
  console.log("threads  games/s  decisions/s  CPU s/game  CPUs used");
  for (const [n, r] of rows) console.log(row(n, r));
  console.log(
    `Speed-up with ${threads} threads: ${ratios.map((r) => `${r.toFixed(2)}×`).join(", ")} by round (load average ${load.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end)`,
  );
}
