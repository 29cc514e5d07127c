/**
 * buildServer: the Fastify instance with the HTTP API and the WebSocket endpoint, its tables restored from
 * the store. Used by main.ts and by in-process tests.
 */
import { randomBytes } from "node:crypto";
import replyFrom from "@fastify/reply-from";
import websocket from "@fastify/websocket";
import type { CardResolver } from "@roundtable/cards";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { Logger } from "pino";
import type { Cluster } from "./cluster/cluster.ts";
import { registerCards } from "./http/cards.ts";
import { registerDecks } from "./http/decks.ts";
import { registerErrors } from "./http/errors.ts";
import { registerMeta } from "./http/meta.ts";
import { registerPosition } from "./http/position.ts";
import { registerReplays } from "./http/replays.ts";
import { registerTables } from "./http/tables.ts";
import { registerWeb } from "./http/web.ts";
import { Replays } from "./replays/replays.ts";
import { ReplayThread, type ThreadModule } from "./replays/replayThread.ts";
import type { Store } from "./store/types.ts";
import { TableRegistry } from "./tables/registry.ts";
import { handleConnection, MAX_MESSAGE_BYTES } from "./ws/connection.ts";
import { originAllowed } from "./ws/origin.ts";

export interface ServerOptions {
  store: Store;
  logger: Logger;
  /** Overrides every table's bot delay, in ms (tests). */
  botDelayMs?: number;
  /** The least time between two hash checkpoints of a table, in ms (default CHECKPOINT_EVERY_MS). */
  checkpointEveryMs?: number;
  /** The seed of the first table this server creates, then one more for each next table; default 128 random bits each. */
  tableSeed?: number;
  /** Origins allowed to open a WebSocket; empty: the same host only (or none sent). */
  allowOrigins?: string[];
  /** Tables of at least this many players run their game in a worker thread (default 16). */
  workerPlayers?: number;
  /** The built web table to serve at `/` (main.ts: packages/web/dist); none when not given. */
  webDist?: string;
  /**
   * How pasted deck lists' names are resolved: the pool alone by default; with an Oracle table (serve's `oracle`),
   * deckResolver's, which names real cards the engine does not support yet.
   */
  cards?: CardResolver;
  /** This server instance's name (the store's `owner`); default a random one. */
  instance?: string;
  /**
   * Several processes sharing the database (issue 21): which owns which table. Its tables are then taken
   * over by the cluster's scan (`Cluster.start`), not all restored here.
   */
  cluster?: Cluster;
  /** The replay thread's module (replays/replayThread.ts; tests: one with hooks); default replayEntry.ts. */
  replayThread?: ThreadModule;
}

export async function buildServer(
  opts: ServerOptions,
): Promise<{ app: FastifyInstance; tables: TableRegistry; replays: Replays }> {
  const app = Fastify({ loggerInstance: opts.logger as FastifyBaseLogger, bodyLimit: 256 * 1024 });
  const instance = opts.instance ?? newInstanceId();
  const tables = new TableRegistry(
    {
      store: opts.store,
      log: opts.logger,
      botDelayMs: opts.botDelayMs,
      checkpointEveryMs: opts.checkpointEveryMs,
      cards: opts.cards,
    },
    instance,
    opts.workerPlayers,
    opts.tableSeed,
    opts.cluster,
  );
  registerErrors(app, opts.webDist === undefined ? undefined : await registerWeb(app, opts.webDist));
  // Frames above MAX_MESSAGE_BYTES get a "too-big" error; far bigger ones close the connection (ws).
  await app.register(websocket, { options: { maxPayload: 16 * MAX_MESSAGE_BYTES } });
  // Several processes: a request for a table another process owns is passed on to it (http/locate.ts).
  if (opts.cluster !== undefined) await app.register(replyFrom, { http: {} });
  registerMeta(app, opts.store, instance);
  // Replays, saved positions and the position requests' checks run in a thread of their own whatever
  // --worker-players: each replays a whole game at once (a big one's, tens of seconds), or runs a
  // scenario file up to the runner's limits, far more than any table's batch.
  const thread = new ReplayThread(opts.replayThread);
  registerTables(app, tables, thread, opts.cards, opts.cluster);
  registerCards(app);
  registerDecks(app, opts.store, opts.cards);
  const replays = new Replays(opts.store, thread);
  registerPosition(app, tables, thread);
  registerReplays(app, replays);
  app.get(
    "/ws",
    {
      websocket: true,
      preValidation: async (req, reply) => {
        if (!originAllowed(req.headers.origin, req.headers.host, opts.allowOrigins ?? []))
          return reply
            .status(403)
            .send({ error: { code: "bad-origin", message: `origin ${req.headers.origin} is not allowed` } });
      },
    },
    (socket) => handleConnection(socket, tables, opts.logger),
  );
  app.addHook("onClose", async () => {
    await tables.close();
    await thread.close();
  });
  if (opts.cluster === undefined) await tables.restoreAll();
  return { app, tables, replays };
}

/** A new server instance's name: the owner of the tables it creates or takes over. */
export function newInstanceId(): string {
  return `server-${randomBytes(6).toString("hex")}`;
}
