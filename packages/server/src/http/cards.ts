/**
 * A card's text for the web table's hover (`GET /api/cards/:id`): its name, mana cost, type line, P/T or
 * loyalty, and the full rules text generated from its definition (packages/cards cardText). Served here
 * rather than shipped in the client's bundle: the generator and the card data are ~27 kB gzipped more.
 */
import { cardDb, cardText } from "@roundtable/cards";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { TableError } from "../tables/errors.ts";
import { parseOr400 } from "../validation.ts";

const Params = z.object({ id: z.string().min(1).max(100) });

export function registerCards(app: FastifyInstance): void {
  app.get("/api/cards/:id", async (req, reply) => {
    const { id } = parseOr400(Params, req.params, "params");
    const def = cardDb.get(id);
    if (def === undefined) throw new TableError("not-found", `no card "${id}"`, 404);
    // The card pool changes only with a new server: an hour in the browser's cache.
    return reply.header("cache-control", "public, max-age=3600").send(cardText(def));
  });
}
