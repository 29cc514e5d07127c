/**
 * `npm run bench -- workers`: `roundtable simulate --workers` speed-up. The same 4-player Free-for-All games
 * (random bots, as simulate plays them: GamePool, one task a chunk) on 1 worker thread and on N (the
 * machine's cores, or `npm run bench -- workers 4`), each measured in a fresh process, in rounds.
 *
 * Two comparisons, each in every round:
 * - **by cores**: 1 thread on 1 core against N threads on N cores, the process pinned to its cores with
 *   `taskset` (Linux). This is the speed-up the cores give: a game thread's V8 helper threads (compiling,
 *   marking) share its core, as they do when every core runs a game.
 * - **by threads**: 1 thread against N on the whole machine, unpinned. One game thread keeps more than a
 *   core busy (its V8 helpers take about a third more, see docs/PERFORMANCE.md), so on a machine with few
 *   cores the single thread has had more than one core and this ratio understates what cores add.
 * Each pool first plays WARM_UP games a thread (other seeds), so that thread start-up and compiling are not
 * measured. Also shown: the process's CPU time per game and its CPU time over wall time (how many CPUs it
 * had), which tell a busy machine (fewer CPUs had) from costlier games.
 */
import { spawnSync } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
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
/** Rounds of every configuration, alternating: the machine's load changes from minute to minute. */
const ROUNDS = 3;

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

/** Whether `taskset` can pin a process here (Linux with util-linux). */
function canPin(): boolean {
  return process.platform === "linux" && spawnSync("taskset", ["-c", "0", "true"]).status === 0;
}

/** One pool measured in a fresh process, pinned to the first `cores` CPUs when given. */
function measureIn(threads: number, cores: number | undefined): Measured {
  const node = [process.execPath, "--conditions=@roundtable/source", "--import", "tsx"];
  const self = [fileURLToPath(import.meta.url), "--measure", String(threads)];
  const [cmd, ...args] =
    cores === undefined ? [...node, ...self] : ["taskset", "-c", `0-${cores - 1}`, ...node, ...self];
  const r = spawnSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (r.status !== 0) throw new Error(`measuring ${threads} thread(s) failed (exit ${r.status})`);
  return JSON.parse(r.stdout.trim().split("\n").pop() ?? "") as Measured;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function printWorkers(threads = availableParallelism()): Promise<void> {
  const pin = canPin() && threads <= availableParallelism();
  process.stderr.write(`simulate on 1 and ${threads} worker threads, ${ROUNDS} rounds…\n`);
  const load = loadavg()[0];
  const configs = [
    ...(pin ? [{ label: "1 core", threads: 1, cores: 1 }] : []),
    ...(pin ? [{ label: `${threads} cores`, threads, cores: threads }] : []),
    { label: "unpinned", threads: 1, cores: undefined },
    { label: "unpinned", threads, cores: undefined },
  ];
  const rows: [(typeof configs)[number], Measured][] = [];
  const byCores: number[] = [];
  const byThreads: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const measured = configs.map((c) => measureIn(c.threads, c.cores));
    for (const [i, c] of configs.entries()) rows.push([c, measured[i]]);
    const ratio = (a: number, b: number) => measured[b].rate / measured[a].rate;
    if (pin) byCores.push(ratio(0, 1));
    byThreads.push(ratio(configs.length - 2, configs.length - 1));
  }
  const row = (c: (typeof configs)[number], r: Measured) =>
    [
      String(c.threads).padStart(7),
      c.label.padEnd(9),
      r.rate.toFixed(2).padStart(7),
      Math.round(r.decisions).toLocaleString("en-US").padStart(11),
      r.cpuPerGame.toFixed(3).padStart(10),
      r.cpus.toFixed(2).padStart(9),
    ].join("  ");
  console.log(`simulate --workers: ${GAMES} four-player Free-for-All games, random bots, ${ROUNDS} rounds`);
  console.log("threads  cores      games/s  decisions/s  CPU s/game  CPUs used");
  for (const [c, r] of rows) console.log(row(c, r));
  const list = (xs: number[]) => xs.map((r) => `${r.toFixed(2)}×`).join(", ");
  if (pin)
    console.log(
      `Speed-up with ${threads} cores (${threads} threads on ${threads} cores / 1 on 1): median ${median(byCores).toFixed(2)}× (${list(byCores)} by round)`,
    );
  else console.log("(no `taskset` here, or more threads than cores: the speed-up by cores is not measured)");
  console.log(
    `Speed-up with ${threads} threads on the whole machine, unpinned: median ${median(byThreads).toFixed(2)}× (${list(byThreads)} by round)`,
  );
  console.log(`Load average ${load.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`);
}

// `--measure N`: one pool of N threads, its figures as one line of JSON (what printWorkers reads).
if (process.argv[2] === "--measure") console.log(JSON.stringify(await measure(Number(process.argv[3]))));
