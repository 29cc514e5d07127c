/**
 * `npm run loadtest`: the table server under load (issue 16). A real server process, and in this
 * process simulated people at its tables over WebSocket on loopback; each scenario runs for a bounded
 * time and the whole stops by itself. Reports answers per second, p50/p99 latency from an answer to the
 * next decision reaching its player, server memory per table, errors and games finished, against the
 * goals. `--quick`: a tiny run (5 tables, 10 s) the test suite makes. See docs/PERFORMANCE.md.
 */
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import { Command, InvalidArgumentError, Option } from "commander";
import { WORKER_PLAYERS } from "../../packages/server/src/tables/cores.ts";
import { startPostgres } from "../../packages/server/test/support/postgres.ts";
import { startRedis } from "../../packages/server/test/support/redis.ts";
import { runScenario, type ScenarioOptions, type ScenarioResult } from "./scenario.ts";
import { pin } from "./server.ts";
import type { Cluster } from "./servers.ts";
import { startStallWatch } from "./stallWatch.ts";

const GOALS = { ffa: 100, gm: 250 } as const;

function positive(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new InvalidArgumentError("not a positive whole number");
  return n;
}

function whole(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError("not a whole number");
  return n;
}

function fraction(value: string): number {
  const n = Number(value);
  if (!(n >= 0 && n <= 1)) throw new InvalidArgumentError("not a number from 0 to 1");
  return n;
}

const program = new Command("loadtest")
  .description("Loads a real table server with simulated people and reports latency, throughput and memory")
  .addOption(
    new Option(
      "--scenario <name>",
      "ffa (500 four-player tables), gm (one 200-player Grand Melee), all (both), beside (ffa alone, then with the Grand Melee beside it in its own thread on its own CPU), or spread (two processes, each on a CPU of its own, the Grand Melee on one and the ffa tables on the other by placement, clients connecting to the owners: ffa beside an idle Grand Melee, beside a played one, and beside an idle one again)",
    )
      .choices(["ffa", "gm", "all", "beside", "spread"])
      .default("all"),
  )
  .option("--tables <n>", "tables in the ffa scenario (default 500; --quick 5)", positive)
  .option("--players <n>", "players at the Grand Melee table (default 200; --quick 10)", positive)
  .option("--think-ms <ms>", "how long a person thinks before answering (default 2000; --quick 500)", whole)
  .option(
    "--think-jitter <fraction>",
    "think times drawn uniformly from think-ms × (1 ± this); 0: exactly think-ms",
    fraction,
    0.5,
  )
  .option(
    "--mulligan-think-ms <ms>",
    "how long a person thinks over their opening hand (103.5: one player at a time)",
    whole,
    0,
  )
  .option(
    "--server-node <flag...>",
    "more node flags for the server's process, e.g. --server-node=--max-semi-space-size=64 (experiments)",
  )
  .option("--profile <dir>", "run the server with --cpu-prof, its profiles written to <dir>")
  .option(
    "--duration-s <s>",
    "each scenario's time, warm-up (a quarter) and measure (default 60; --quick 10)",
    positive,
  )
  .option(
    "--stalls",
    "watch both processes' event loops: stalls over 20 ms with the GC pauses and the server's work in them",
  )
  .option(
    "--processes <n>",
    "several server processes sharing PostgreSQL and Redis (started on loopback): the ffa scenario on one process, then on n, and their ratio; then both with a Grand Melee of --players people beside",
    positive,
  )
  .option(
    "--db-cpu <n>",
    "with --scenario spread: the CPU PostgreSQL and Redis run on — 0 (the default), with the Grand Melee's process and the load test, or 1, with the ffa tables' process",
    whole,
    0,
  )
  .option("--quick", "a tiny run: 5 tables, 10 players, 10 s each, think 500 ms")
  .option("--json", "print the results as one JSON line at the end");

interface Options {
  scenario: string;
  tables?: number;
  players?: number;
  thinkMs?: number;
  thinkJitter: number;
  mulliganThinkMs: number;
  profile?: string;
  serverNode?: string[];
  durationS?: number;
  quick?: boolean;
  stalls?: boolean;
  processes?: number;
  dbCpu: number;
  json?: boolean;
}

const pct = (v: number) => `${(100 * v).toFixed(0)} %`;
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "-");
/** `r`'s p50, p99 and answers/s as ratios to `base`'s. */
const against = (r: ScenarioResult, base: ScenarioResult) =>
  `p50 ×${ratio(r.p50, base.p50)}, p99 ×${ratio(r.p99, base.p99)}, answers/s ×${ratio(r.answersPerSecond, base.answersPerSecond)}`;
const ms = (v: number) => (Number.isNaN(v) ? "-" : `${v.toFixed(1)} ms`);

/** The server's own part of the latency (its span "answer read → update sent", with --stalls). */
function serverSide(report: object | null): string {
  const spans = (report as { spans?: Record<string, { p50?: number; p99?: number; maxMs: number }> } | null)
    ?.spans;
  const s = spans?.["answer read → update sent"];
  return s === undefined
    ? "-"
    : `p50 ${ms(s.p50 ?? Number.NaN)}  p99 ${ms(s.p99 ?? Number.NaN)}  max ${ms(s.maxMs)}`;
}

function report(r: ScenarioResult, goal: number): string[] {
  const met = r.samples > 0 && r.p99 < goal;
  return [
    `${r.name}: ${r.tables} × ${r.variant} of ${r.players} players${r.processes > 1 ? ` on ${r.processes} server processes` : ""}${r.beside === undefined ? "" : `, a ${r.beside}-player Grand Melee beside them`}, think ${r.thinkMs} ms ± ${100 * r.thinkJitter} %, measured ${r.seconds.toFixed(0)} s${r.pinned ? " (server on CPU 0, clients on CPU 1)" : ""}`,
    `  answers/s ${r.answersPerSecond.toFixed(1)}   latency p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  max ${ms(r.max)}  (${r.samples} samples)`,
    `  memory ${r.memoryPerTableMB.toFixed(2)} MB per table${r.beside === undefined ? "" : " (the Grand Melee's included)"} (server RSS ${r.serverRssMB.toFixed(0)} MB)   errors ${r.errors}${r.errors > 0 ? ` ${JSON.stringify(r.errorCodes)}` : ""}   games finished ${r.gamesFinished}   seated in ${r.setupSeconds.toFixed(1)} s`,
    ...(r.placement === undefined
      ? []
      : [
          `  placed: measured tables per process ${JSON.stringify(r.placement.tables)}, the Grand Melee${r.besideIdle === true ? " (idle: nobody seated)" : ""} on process ${r.placement.beside ?? "-"}   each process ran ${(r.busyEach ?? []).map(pct).join(", ")} of a CPU (its main thread ${(r.mainBusyEach ?? []).map(pct).join(", ")})${r.pinnedEach === true ? " (process i pinned to CPU i)" : ""}`,
        ]),
    `  server ping p50 ${ms(r.pingP50)}  p99 ${ms(r.pingP99)}   client event-loop delay p99 ${ms(r.clientLoopP99)}`,
    `  server (all threads): ran ${pct(r.serverBusy)} of a CPU, waited for one ${pct(r.serverWaited)}   load test: ran ${pct(r.clientsBusy)}, waited ${pct(r.clientsWaited)}`,
    ...(r.stallReports === undefined
      ? []
      : [
          `  in the server, from an answer read to its update sent: ${serverSide(r.stallReports.server)}`,
          `  stalls, server: ${JSON.stringify(r.stallReports.server)}`,
          `  stalls, load test: ${JSON.stringify(r.stallReports.clients)}`,
        ]),
    ...r.serverWarnings.slice(0, 5).map((line) => `  server: ${line.slice(0, 300)}`),
    `  goal p99 < ${goal} ms: ${met ? "met" : "NOT met"}`,
  ];
}

async function main(): Promise<void> {
  program.parse();
  const o = program.opts<Options>();
  const quick = o.quick === true;
  const durationS = o.durationS ?? (quick ? 10 : 60);
  // Bounded whatever happens: a server that stops answering ends the run (and, on exit, the server).
  const budgetS = 2 * (durationS + 300);
  setTimeout(() => {
    console.error(`load test: not done after ${budgetS} s, giving up`);
    process.exit(1);
  }, budgetS * 1000).unref();
  const log = (line: string) => console.log(line);
  if (o.stalls === true) startStallWatch();
  log(
    `machine: ${availableParallelism()} cpus (${cpus()[0]?.model ?? "?"}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`,
  );
  const common = {
    thinkMs: o.thinkMs ?? (quick ? 500 : 2000),
    thinkJitter: o.thinkJitter,
    mulliganThinkMs: o.mulliganThinkMs,
    profileDir: o.profile,
    serverNodeFlags: o.serverNode ?? [],
    stalls: o.stalls === true,
    durationS,
    pinCores: !quick,
    log,
  };
  const results: ScenarioResult[] = [];
  const lines: string[] = [];
  if (o.processes !== undefined && o.processes > 1) {
    lines.push(
      ...(await severalProcesses(
        o.processes,
        o.players ?? (quick ? 10 : 200),
        { ...common, tables: o.tables ?? (quick ? 5 : 500) },
        results,
      )),
    );
  } else if (o.scenario === "spread") {
    lines.push(
      ...(await spreadRuns(
        o.players ?? (quick ? 10 : 200),
        o.dbCpu,
        { ...common, tables: o.tables ?? (quick ? 5 : 500) },
        results,
      )),
    );
  } else if (o.scenario === "beside") {
    lines.push(
      ...(await besideRuns(
        o.players ?? (quick ? 10 : 200),
        { ...common, tables: o.tables ?? (quick ? 5 : 500) },
        results,
      )),
    );
  } else if (o.scenario !== "gm") {
    const r = await runScenario({
      ...common,
      name: "ffa",
      variant: "free-for-all",
      tables: o.tables ?? (quick ? 5 : 500),
      players: 4,
    });
    results.push(r);
    lines.push(...report(r, GOALS.ffa));
  }
  if (o.scenario === "gm" || o.scenario === "all") {
    const r = await runScenario({
      ...common,
      name: "gm",
      variant: "grand-melee",
      tables: 1,
      players: o.players ?? (quick ? 10 : 200),
    });
    results.push(r);
    lines.push(...report(r, GOALS.gm));
  }
  for (const line of lines) log(line);
  // Other work on the machine skews the figures: the load average tells whether it was quiet.
  log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  if (o.json === true) log(JSON.stringify(results));
}

/**
 * Issue 21, "one 200-player Grand Melee does not slow the tables beside it": the ffa scenario on one
 * pinned process (its threads on CPU 0, the load test on CPU 1), alone and then with a Grand Melee of
 * `gmPlayers` simulated people beside it, whose worker thread is moved to CPU 1 — a CPU of its own apart
 * from the main thread that runs the other tables, as it has on a machine with more CPUs than busy threads.
 */
async function besideRuns(
  gmPlayers: number,
  common: Omit<Parameters<typeof runScenario>[0], "name" | "variant" | "players">,
  results: ScenarioResult[],
): Promise<string[]> {
  const run = (beside?: number) =>
    runScenario({
      ...common,
      name: beside === undefined ? "ffa" : `ffa+gm${beside}`,
      variant: "free-for-all",
      players: 4,
      ...(beside === undefined ? {} : { beside, isolateBeside: true }),
    });
  const alone = await run();
  const beside = await run(gmPlayers);
  results.push(alone, beside);
  const moved = beside.besideThread;
  return [
    ...report(alone, GOALS.ffa),
    ...report(beside, GOALS.ffa),
    moved === undefined
      ? "the Grand Melee's thread was not moved (the server is not pinned: no taskset, or --quick)"
      : moved === null
        ? "the Grand Melee's thread could not be moved (taskset failed)"
        : `the Grand Melee's worker thread (${moved.tid}, ${(100 * moved.share).toFixed(0)} % of a CPU) ran on CPU 1`,
    `a ${gmPlayers}-player Grand Melee beside them: ${against(beside, alone)}`,
  ];
}

/** What every run of a several-process scenario shares (its name, table and cluster are its own). */
type CommonOptions = Omit<Parameters<typeof runScenario>[0], "name" | "variant" | "players" | "cluster">;

/**
 * Issue 21, "one 200-player Grand Melee does not slow the tables beside it", with what is built for it:
 * two server processes sharing PostgreSQL and Redis (on loopback), process i pinned to CPU i (not with
 * --quick); a Grand Melee of `gmPlayers` created first, then the ffa tables, which placement puts on the
 * other process (cluster/load.ts: away from a big table); every person connects to their table's owner
 * (the HTTP answers' `owner`), so nothing is relayed. Three runs, each on fresh processes and a fresh
 * database: the Grand Melee idle (created, nobody seated: the same placement at no cost), played by
 * simulated people, and idle again — the two idle runs give the run-to-run noise. The ffa tables' process
 * runs on CPU 1; the Grand Melee's process shares CPU 0 with the load test (the simulated people), so the
 * people's latency includes their own waits for CPU 0, while the server's own part (`--stalls`: from an
 * answer read to its update sent) is the ffa process's; PostgreSQL and Redis run on `dbCpu`.
 */
async function spreadRuns(
  gmPlayers: number,
  dbCpu: number,
  common: CommonOptions,
  results: ScenarioResult[],
): Promise<string[]> {
  // PostgreSQL and Redis on `dbCpu` (a child keeps its parent's CPUs), then the load test on CPU 0, and
  // the servers it starts too, each then pinned to its own: process 1, the ffa tables', on CPU 1.
  const dbPinned = common.pinCores && pin(process.pid, dbCpu);
  const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  const clientsPinned = dbPinned && pin(process.pid, 0);
  try {
    const run = async (name: string, idle: boolean) => {
      const cluster = {
        processes: 2,
        db: await pg.createDatabase(),
        redis: redis.url,
        pinEach: common.pinCores,
        // The Grand Melee is a big table (a worker thread) at any size, --quick's 10 players too.
        serverArgs: ["--worker-players", String(Math.min(WORKER_PLAYERS, gmPlayers))],
      };
      const r = await ffaOnCluster(common, name, cluster, {
        beside: gmPlayers,
        besideIdle: idle,
        direct: true,
      });
      results.push(r);
      return r;
    };
    const first = await run("ffa-idle-gm", true);
    const played = await run(`ffa+gm${gmPlayers}`, false);
    const again = await run("ffa-idle-gm-again", true);
    return [
      ...[first, played, again].flatMap((r) => report(r, GOALS.ffa)),
      `noise, the idle runs against each other (second/first): ${against(again, first)}`,
      `a ${gmPlayers}-player Grand Melee played beside them, against the first idle run: ${against(played, first)}`,
      `a ${gmPlayers}-player Grand Melee played beside them, against the second idle run: ${against(played, again)}`,
      first.pinnedEach === true && clientsPinned
        ? `process 0 (the Grand Melee) and the load test (every simulated person) ran on CPU 0, process 1 (the ffa tables) on CPU 1, PostgreSQL and Redis on CPU ${dbCpu}`
        : "nothing was pinned (--quick, or taskset failed): the processes, the load test, PostgreSQL and Redis shared the CPUs",
    ];
  } finally {
    await redis.stop();
    await pg.stop();
  }
}

/**
 * Issue 21: the ffa scenario against one process and against `n`, all sharing one PostgreSQL and one Redis
 * started here on loopback (each run its own database), and the ratios of their figures; then both again
 * with a Grand Melee of `gmPlayers` simulated people beside the measured tables, and how much it slowed them.
 */
async function severalProcesses(
  n: number,
  gmPlayers: number,
  common: CommonOptions,
  results: ScenarioResult[],
): Promise<string[]> {
  const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  try {
    const run = async (processes: number, beside?: number) => {
      const cluster = { processes, db: await pg.createDatabase(), redis: redis.url };
      const name = `ffa-${processes}p${beside === undefined ? "" : `+gm${beside}`}`;
      const r = await ffaOnCluster(common, name, cluster, beside === undefined ? {} : { beside });
      results.push(r);
      return r;
    };
    const [one, many, oneGm, manyGm] = [
      await run(1),
      await run(n),
      await run(1, gmPlayers),
      await run(n, gmPlayers),
    ];
    return [
      ...[one, many, oneGm, manyGm].flatMap((r) => report(r, GOALS.ffa)),
      `${n} processes against 1: answers/s ×${ratio(many.answersPerSecond, one.answersPerSecond)}, p50 ×${ratio(many.p50, one.p50)}, p99 ×${ratio(many.p99, one.p99)}`,
      `a ${gmPlayers}-player Grand Melee beside them, on 1 process: ${against(oneGm, one)}`,
      `a ${gmPlayers}-player Grand Melee beside them, on ${n} processes: ${against(manyGm, many)}`,
    ];
  } finally {
    await redis.stop();
    await pg.stop();
  }
}

/** The ffa scenario (four-player tables) on several processes; the processes are pinned, if at all, by `cluster`. */
function ffaOnCluster(
  common: Omit<ScenarioOptions, "name" | "variant" | "players" | "cluster">,
  name: string,
  cluster: Cluster,
  more: Partial<ScenarioOptions>,
): Promise<ScenarioResult> {
  return runScenario({
    ...common,
    name,
    variant: "free-for-all",
    players: 4,
    pinCores: false,
    cluster,
    ...more,
  });
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  },
);
