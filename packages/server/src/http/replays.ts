/** Replays: the finished games (`GET /api/games`) and one step of one, as a seat or the judge saw it. */
import { ReplayQuery } from "@roundtable/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Replays } from "../replays/replays.ts";
import { parseOr400 } from "../validation.ts";

const IdParams = z.object({ id: z.string().min(1).max(100) });

export function registerReplays(app: FastifyInstance, replays: Replays): void {
  app.get("/api/games", async () => ({ games: await replays.list() }));

  app.get("/api/games/:id/replay", async (req) => {
    const { id } = parseOr400(IdParams, req.params, "params");
    const { step, as } = parseOr400(ReplayQuery, req.query, "query");
    return replays.step(id, step, as);
  });
}
