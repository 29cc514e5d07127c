/**
 * Opens the store, builds the server and listens: what `npm run serve` (main.ts) and `npm start`
 * (start/main.ts) share. `close()` stops accepting, shuts the tables down and closes the store.
 */
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { buildServer } from "./app.ts";
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
  /** The seed of the first table created, then one more for each (default: random). */
  tableSeed?: number;
  allowOrigins?: string[];
  workerPlayers?: number;
  webDist?: string;
  /** An Oracle table file: deck checks resolve names against the pool and every real card (oracleTable.ts). */
  oracle?: string | null;
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
  const store = openStore(o.db, o.dataDir);
  await store.init();
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
  });
  await app.listen({ port: o.port, host: o.host });
  const addr = app.server.address();
  const port = typeof addr === "object" && addr !== null ? addr.port : o.port;
  let closing: Promise<void> | null = null;
  return {
    app,
    tables,
    store,
    url: `http://${o.host}:${port}`,
    close: () => {
      closing ??= app.close().then(() => store.close());
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

/** Checks a --table-seed value: a 32-bit integer, as the engine's seeds are. */
export function tableSeed(value: string): number {
  const seed = Number(value);
  if (value.trim() === "" || !Number.isInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 32)
    throw new Error(`--table-seed: not a 32-bit integer: ${value}`);
  return seed | 0;
}
