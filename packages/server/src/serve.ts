/**
 * Opens the store, builds the server and listens: what `npm run serve` (main.ts) and `npm start`
 * (start/main.ts) share. `close()` stops accepting, shuts the tables down and closes the store.
 */
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { buildServer, newInstanceId } from "./app.ts";
import { Cluster } from "./cluster/cluster.ts";
import { oracleCards } from "./oracleTable.ts";
import { openStore } from "./store/open.ts";
import type { Store } from "./store/types.ts";
import type { TableRegistry } from "./tables/registry.ts";

export interface ServeOptions {
  port: number;
  host: string;
  /** A SQLite file or a postgres:// URL; default `<dataDir>/roundtable.sqlite`. */
  db?: string;
  dataDir: string;
  logger: Logger;
  botDelayMs?: number;
  checkpointEveryMs?: number;
  /** The (integer) seed of the first table created, then one more for each (default: 128 random bits each). */
  tableSeed?: number;
  allowOrigins?: string[];
  workerPlayers?: number;
  webDist?: string;
  /** An Oracle table file: deck checks resolve names against the pool and every real card (oracleTable.ts). */
  oracle?: string | null;
  /**
   * Several processes (issue 21): Redis's URL, where the processes sharing the (PostgreSQL) database
   * announce themselves and hold their tables' leases.
   */
  redis?: string;
  /** The URL the other processes reach this one at (default the URL it listens on). */
  advertise?: string;
  /**
   * The URL clients reach this one at directly (the `owner` of its tables in HTTP answers: issue 21);
   * default `advertise`.
   */
  publicUrl?: string;
  /** How long a table's lease lasts without renewal, in ms (default cluster.ts's LEASE_MS). */
  leaseMs?: number;
}

export interface Running {
  app: FastifyInstance;
  tables: TableRegistry;
  store: Store;
  /** `http://host:port`, with the port actually bound (port 0 picks one). */
  url: string;
  close(): Promise<void>;
}

export async function serve(o: ServeOptions): Promise<Running> {
  // Read before the store opens: a bad table stops the start with a message naming the file.
  const oracle = o.oracle == null ? undefined : oracleCards(o.oracle);
  if (oracle !== undefined)
    o.logger.info({ oracle: o.oracle, cards: oracle.size, version: oracle.version }, "Oracle table loaded");
  if (o.redis !== undefined && !/^postgres(ql)?:\/\//.test(o.db ?? ""))
    throw new Error("--redis: several processes share one database: give a PostgreSQL --db (postgres://…)");
  for (const [flag, value] of [
    ["--advertise", o.advertise],
    ["--public-url", o.publicUrl],
  ] as const)
    if (value !== undefined && !/^https?:\/\/[^/]+$/.test(value))
      throw new Error(`${flag}: not an http(s)://host:port URL: ${value}`);
  if (o.leaseMs !== undefined && o.leaseMs < 100)
    throw new Error(`--lease: at least 100 ms (a lease is renewed every third of it), got ${o.leaseMs}`);
  const store = openStore(o.db, o.dataDir);
  await store.init();
  const instance = newInstanceId();
  const cluster =
    o.redis === undefined
      ? undefined
      : new Cluster({
          redis: o.redis,
          self: { id: instance, url: "" },
          publicUrl: o.publicUrl,
          leaseMs: o.leaseMs,
          store,
          log: o.logger,
        });
  await cluster?.connect();
  const { app, tables } = await buildServer({
    store,
    logger: o.logger,
    botDelayMs: o.botDelayMs,
    checkpointEveryMs: o.checkpointEveryMs,
    tableSeed: o.tableSeed,
    allowOrigins: o.allowOrigins,
    workerPlayers: o.workerPlayers,
    webDist: o.webDist,
    cards: oracle?.cards,
    instance,
    cluster,
  });
  await app.listen({ port: o.port, host: o.host });
  const addr = app.server.address();
  const port = typeof addr === "object" && addr !== null ? addr.port : o.port;
  const url = `http://${o.host}:${port}`;
  await cluster?.start(tables, o.advertise ?? url);
  let closing: Promise<void> | null = null;
  return {
    app,
    tables,
    store,
    url,
    close: () => {
      // With several processes, the tables are let go first, for the others to take over at once.
      closing ??= (cluster?.stop() ?? Promise.resolve()).then(() => app.close()).then(() => store.close());
      return closing;
    },
  };
}

/** Checks a --port value: an integer from 0 to 65535. */
export function portNumber(value: string, flag = "--port"): number {
  const port = Number(value);
  if (value.trim() === "" || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${flag}: not a port number: ${value}`);
  return port;
}

/** Checks a --bot-delay value: a whole number of milliseconds. */
export function milliseconds(value: string, flag = "--bot-delay"): number {
  const ms = Number(value);
  if (value.trim() === "" || !(Number.isInteger(ms) && ms >= 0))
    throw new Error(`${flag}: not a number of milliseconds: ${value}`);
  return ms;
}

/** Checks a --table-seed value: a 32-bit integer, the first of a sequence of integer seeds. */
export function tableSeed(value: string): number {
  const seed = Number(value);
  if (value.trim() === "" || !Number.isInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 32)
    throw new Error(`--table-seed: not a 32-bit integer: ${value}`);
  return seed | 0;
}
