/**
 * buildServer: the Fastify instance with the HTTP API and the WebSocket endpoint, its tables restored from
 * the store. Used by main.ts and by in-process tests.
 */
import { randomBytes } from "node:crypto";
import websocket from "@fastify/websocket";
import type { CardResolver } from "@roundtable/cards";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { registerCards } from "./http/cards.ts";
import { registerDecks } from "./http/decks.ts";
import { registerErrors } from "./http/errors.ts";
import { registerMeta } from "./http/meta.ts";
import { registerPosition } from "./http/position.ts";
import { registerReplays } from "./http/replays.ts";
import { registerTables } from "./http/tables.ts";
import { registerWeb } from "./http/web.ts";
import { Replays } from "./replays/replays.ts";
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
  /** The seed of the first table this server creates, then one more for each next table; default random. */
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
}

export async function buildServer(
  opts: ServerOptions,
): Promise<{ app: FastifyInstance; tables: TableRegistry }> {
  const app = Fastify({ loggerInstance: opts.logger as FastifyBaseLogger, bodyLimit: 256 * 1024 });
  const tables = new TableRegistry(
    {
      store: opts.store,
      log: opts.logger,
      botDelayMs: opts.botDelayMs,
      checkpointEveryMs: opts.checkpointEveryMs,
      cards: opts.cards,
    },
    `server-${randomBytes(6).toString("hex")}`,
    opts.workerPlayers,
    opts.tableSeed,
  );
  registerErrors(app, opts.webDist === undefined ? undefined : await registerWeb(app, opts.webDist));
  // Frames above MAX_MESSAGE_BYTES get a "too-big" error; far bigger ones close the connection (ws).
  await app.register(websocket, { options: { maxPayload: 16 * MAX_MESSAGE_BYTES } });
  registerMeta(app, opts.store);
  registerTables(app, tables, opts.cards);
  registerCards(app);
  registerDecks(app, opts.store, opts.cards);
  registerPosition(app, tables);
  registerReplays(app, new Replays(opts.store));
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
  app.addHook("onClose", async () => tables.close());
  await tables.restoreAll();
  return { app, tables };
}
