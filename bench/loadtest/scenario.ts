/**
 * One scenario: a fresh server, `tables` tables of `players` seats each, every seat a simulated person.
 * The tables are created and every seat taken over HTTP, each person connects, then the load runs for a
 * warm-up (a quarter of the time) and is measured for the rest. Memory per table is the server's RSS
 * once the tables are running minus its RSS before any was made, over the number of tables.
 */
import { createTable, joinSeat } from "../../packages/server/test/support/tables.ts";
import { SimHuman } from "./human.ts";
import { Probe, type ProbeFigures } from "./probe.ts";
import { type LoadServer, pinBusiestWorker, sched, threadIds } from "./server.ts";
import { type Cluster, ServerGroup } from "./servers.ts";
import { stallReport } from "./stallWatch.ts";
import { Stats, type Summary, TableClock } from "./stats.ts";

export interface ScenarioOptions {
  name: string;
  variant: "free-for-all" | "grand-melee";
  tables: number;
  players: number;
  thinkMs: number;
  thinkJitter: number;
  mulliganThinkMs: number;
  durationS: number;
  pinCores: boolean;
  profileDir?: string;
  /** More node flags for the server's process. */
  serverNodeFlags: string[];
  /** Watch both processes' event loops for stalls (stallWatch.ts) and report them. */
  stalls: boolean;
  log: (line: string) => void;
  /** Several server processes sharing PostgreSQL and Redis (issue 21); none: one process on SQLite. */
  cluster?: Cluster;
  /**
   * A Grand Melee of this many simulated people (thinking as the others do) seated first, beside the
   * measured tables and not measured itself (issue 21: "one 200-player Grand Melee does not slow the tables
   * beside it"). Placement decides which process it lands on.
   */
  beside?: number;
  /**
   * With `beside` on one pinned process: the Grand Melee's worker thread is moved to the load test's CPU,
   * so that it has a CPU apart from the server's main thread — as on a machine with a CPU per thread.
   */
  isolateBeside?: boolean;
  /**
   * With `beside`: the Grand Melee is created but nobody sits at it — it waits, costing nothing, while
   * placement keeps the other tables off its process as it would off a played one (the `spread`
   * scenario's baseline).
   */
  besideIdle?: boolean;
  /**
   * Each table's seats are taken and its people connect at the process that owns it, as the HTTP answers
   * name it (`owner`, issue 21), instead of the one given by the table's number (which relays them).
   */
  direct?: boolean;
}

export interface ScenarioResult extends Summary, ProbeFigures {
  name: string;
  /** The players of the Grand Melee beside the measured tables, if any. */
  beside?: number;
  /** With `besideIdle`: the Grand Melee beside waited, nobody at it. */
  besideIdle?: boolean;
  /**
   * With several processes: how many of the measured tables each process owned (by its index), and which
   * owned the Grand Melee beside them (null: none, or not known).
   */
  placement?: { tables: number[]; beside: number | null };
  /** With several processes: the share of a CPU each one's threads used while measured. */
  busyEach?: number[];
  /** The same for each one's main thread alone (its event loop). */
  mainBusyEach?: number[];
  /** With several processes: each pinned to a CPU of its own (process i on CPU i). */
  pinnedEach?: boolean;
  /** With `isolateBeside`: the thread moved to the load test's CPU and its share of a CPU then (null: none). */
  besideThread?: { tid: number; share: number } | null;
  variant: string;
  tables: number;
  players: number;
  /** Server processes. */
  processes: number;
  thinkMs: number;
  thinkJitter: number;
  setupSeconds: number;
  /** The server's log lines at warn level or above (it runs with --log-level warn). */
  serverWarnings: string[];
  memoryPerTableMB: number;
  serverRssMB: number;
  /** While measured: the server's threads' time on a CPU, and waiting for one, over the time measured. */
  serverBusy: number;
  serverWaited: number;
  /** The same for this process (the simulated people and the probe). */
  clientsBusy: number;
  clientsWaited: number;
  pinned: boolean;
  /** Tables whose game ended (any time in the run). */
  gamesFinished: number;
  /** With `stalls`: the server's and this process's stall reports over the measured time. */
  stallReports?: { server: object | null; clients: object | null };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `work` over `items`, at most `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

/**
 * Creates a table through `server` and seats a simulated person in each seat (none if `seat` is false);
 * with `o.direct`, at the table's owner. Returns the people and the owner's address as the answer named it
 * (with one process: none).
 */
async function seatTable(
  o: ScenarioOptions,
  table: { variant: ScenarioOptions["variant"]; players: number },
  server: { http: string; ws: string },
  stats: Stats,
  n: number,
  seat = true,
): Promise<{ humans: SimHuman[]; owner: string | undefined }> {
  const created = await createTable(server.http, {
    variant: table.variant,
    players: table.players,
    seats: Array.from({ length: table.players }, () => ({ kind: "open" })),
    settings: { name: `load ${n}` },
  });
  const owner = created.table.owner;
  const { http, ws } =
    o.direct === true && owner !== undefined
      ? { http: owner, ws: `${owner.replace(/^http/, "ws")}/ws` }
      : server;
  const clock = new TableClock(stats);
  const humans: SimHuman[] = [];
  if (!seat) return { humans, owner };
  for (let s = 0; s < table.players; s++) {
    const { token } = await joinSeat(http, created.id, `P${s}`);
    humans.push(
      new SimHuman({
        ws,
        table: created.id,
        token,
        thinkMs: o.thinkMs,
        thinkJitter: o.thinkJitter,
        mulliganThinkMs: o.mulliganThinkMs,
        stats,
        clock,
        seed: n * 1000 + s,
      }),
    );
  }
  await inBatches(humans, 50, (h) => h.connect());
  return { humans, owner };
}

/**
 * Warms up, then measures: the people's figures, the probe's and the stall watch's (of `watched`, the
 * process of the measured tables) and the servers' CPU shares.
 */
async function measure(o: ScenarioOptions, server: ServerGroup, stats: Stats, watched: LoadServer) {
  const warmMs = (o.durationS * 1000) / 4;
  o.log(`${o.name}: warming up ${warmMs / 1000} s, measuring ${(o.durationS * 1000 - warmMs) / 1000} s`);
  await sleep(warmMs);
  const rssRunning = server.rss();
  const probe = await Probe.open(watched.ws);
  probe.begin();
  const schedBefore = server.sched();
  const ranBefore = server.ranEach();
  const mainBefore = server.mainRanEach();
  const ownBefore = sched(process.pid);
  watched.stallsBegin();
  const from = performance.now();
  stats.begin(from);
  await sleep(o.durationS * 1000 - warmMs);
  stats.end(performance.now());
  const stallReports = o.stalls
    ? { server: await watched.stallsEnd(), clients: stallReport(from) }
    : undefined;
  const probed = probe.end();
  const schedAfter = server.sched();
  const ranAfter = server.ranEach();
  const mainAfter = server.mainRanEach();
  const ownAfter = sched(process.pid);
  const summary = stats.summary();
  const wallMs = summary.seconds * 1000;
  return {
    rssRunning,
    busyEach: ranAfter.map((ran, i) => (ran - ranBefore[i]) / wallMs),
    mainBusyEach: mainAfter.map((ran, i) => (ran - mainBefore[i]) / wallMs),
    serverBusy: (schedAfter.ranMs - schedBefore.ranMs) / wallMs,
    serverWaited: (schedAfter.waitedMs - schedBefore.waitedMs) / wallMs,
    clientsBusy: (ownAfter.ranMs - ownBefore.ranMs) / wallMs,
    clientsWaited: (ownAfter.waitedMs - ownBefore.waitedMs) / wallMs,
    ...summary,
    ...probed,
    stallReports,
  };
}

export async function runScenario(o: ScenarioOptions): Promise<ScenarioResult> {
  const server = await ServerGroup.start(o, o.cluster);
  const stats = new Stats();
  const seated: SimHuman[][] = [];
  let result: Omit<ScenarioResult, "serverWarnings">;
  try {
    const rssBefore = server.rss();
    const t0 = performance.now();
    o.log(
      `${o.name}: ${o.tables} table(s) of ${o.players}, think ${o.thinkMs} ms ± ${100 * o.thinkJitter} %: seating…`,
    );
    const threadsBefore = threadIds(server.first.child.pid as number);
    let besideOwner: string | undefined;
    if (o.beside !== undefined) {
      // Its own Stats: its people's answers are not among those measured.
      const big = { variant: "grand-melee" as const, players: o.beside };
      const { humans, owner } = await seatTable(o, big, server.first, new Stats(), o.tables, !o.besideIdle);
      seated.push(humans);
      besideOwner = owner;
    }
    const numbers = Array.from({ length: o.tables }, (_, i) => i);
    const owners: (string | undefined)[] = [];
    await inBatches(numbers, 10, async (n) => {
      const { humans, owner } = await seatTable(o, o, server.for(n), stats, n);
      seated.push(humans);
      owners[n] = owner;
    });
    const placement =
      o.cluster === undefined
        ? undefined
        : {
            tables: server.servers.map((s) => owners.filter((u) => u === s.http).length),
            beside: besideOwner === undefined ? null : server.indexOf(besideOwner),
          };
    // The probe pings the process that owns the first measured table (directly: the tables' own process).
    const probeAt = o.direct === true && owners[0] !== undefined ? server.indexOf(owners[0]) : 0;
    const setupSeconds = (performance.now() - t0) / 1000;
    const besideThread =
      o.isolateBeside === true && o.beside !== undefined && server.pinned
        ? await pinBusiestWorker(server.first.child.pid as number, threadsBefore, 1)
        : undefined;
    const { rssRunning, busyEach, mainBusyEach, ...measured } = await measure(
      o,
      server,
      stats,
      server.servers[Math.max(0, probeAt)],
    );
    result = {
      name: o.name,
      ...(o.beside === undefined ? {} : { beside: o.beside }),
      ...(o.besideIdle === true ? { besideIdle: true } : {}),
      ...(placement === undefined
        ? {}
        : { placement, busyEach, mainBusyEach, pinnedEach: server.pinnedEach }),
      ...(besideThread === undefined ? {} : { besideThread }),
      variant: o.variant,
      tables: o.tables,
      players: o.players,
      processes: o.cluster?.processes ?? 1,
      thinkMs: o.thinkMs,
      thinkJitter: o.thinkJitter,
      setupSeconds,
      memoryPerTableMB: (rssRunning - rssBefore) / o.tables / 2 ** 20,
      serverRssMB: rssRunning / 2 ** 20,
      pinned: server.pinned,
      ...measured,
      gamesFinished: seated.filter((table) => table.length === o.players && table.some((h) => h.over)).length,
    };
  } finally {
    for (const h of seated.flat()) h.close();
    await server.stop();
  }
  // After the stop: what the server logged as it shut down counts too.
  return { ...result, serverWarnings: server.logs().filter((line) => /"level":(4|5|6)\d/.test(line)) };
}
