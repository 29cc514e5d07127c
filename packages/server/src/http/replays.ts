/**
 * Replays: the finished games (`GET /api/games`), one step of one as a seat or the judge saw it, the
 * position after a step as a scenario file (a judge's "Save this position" in the replay), and the game's
 * chat as the request's token may read it (and as the replay's "View as" read it, within that).
 */
import { GameChatQuery, PositionQuery, ReplayQuery } from "@roundtable/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Replays } from "../replays/replays.ts";
import { parseOr400 } from "../validation.ts";
import { bearer } from "./errors.ts";
import { savedPosition } from "./savedPosition.ts";

const IdParams = z.object({ id: z.string().min(1).max(100) });

export function registerReplays(app: FastifyInstance, replays: Replays): void {
  app.get("/api/games", async () => ({ games: await replays.list() }));

  app.get("/api/games/:id/replay", async (req) => {
    const { id } = parseOr400(IdParams, req.params, "params");
    const { step, as } = parseOr400(ReplayQuery, req.query, "query");
    return replays.step(id, step, as);
  });

  // The whole conversation the token may read (replays/replayChat.ts): one request for every step, each
  // line placed by its `after`. No token: the table's lines; a seat's: its team's too; the judge's: all.
  // With `as` (a seat or "judge"), the lines that viewer read among those.
  app.get("/api/games/:id/chat", async (req) => {
    const { id } = parseOr400(IdParams, req.params, "params");
    const { as } = parseOr400(GameChatQuery, req.query, "query");
    return replays.chat(id, bearer(req.headers.authorization), as);
  });

  // A finished game's replay is public: no token, every hand is in the file (as the judge's view shows them).
  app.get("/api/games/:id/position", async (req, reply) => {
    const { id } = parseOr400(IdParams, req.params, "params");
    const { step } = parseOr400(PositionQuery, req.query, "query");
    return savedPosition(reply, await replays.position(id, step), `${id}-step-${step}.json`);
  });
}
