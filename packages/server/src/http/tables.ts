/** The tables' HTTP API: create, the lobby, a table's info, join (with a pasted deck list), leave, spectate, a game's record. */
import type { CardResolver } from "@roundtable/cards";
import { DeckListText, parseCreateTable } from "@roundtable/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { TableError } from "../tables/errors.ts";
import type { TableRegistry } from "../tables/registry.ts";
import type { Table } from "../tables/table.ts";
import { parseOr400 } from "../validation.ts";
import { bearer } from "./errors.ts";

const IdParams = z.object({ id: z.string().min(1).max(100) });
const JoinBody = z.strictObject({
  name: z.string().trim().min(1).max(40),
  seat: z.number().int().min(0).optional(),
  /** A pasted deck list to play instead of the table's deck for the seat. */
  deck: DeckListText.optional(),
});
const LobbyQuery = z.object({ status: z.enum(["waiting", "playing"]).optional() });

/** `cards` resolves the names of the lists pasted into a create-table request (default: the pool alone). */
export function registerTables(app: FastifyInstance, tables: TableRegistry, cards?: CardResolver): void {
  const tableOf = async (params: unknown): Promise<Table> => {
    const { id } = parseOr400(IdParams, params, "params");
    const table = await tables.get(id);
    if (table === null) throw new TableError("not-found", `no table "${id}"`, 404);
    return table;
  };

  app.post("/api/tables", async (req, reply) => {
    const request = parseCreateTable(req.body, cards);
    const { table, judgeToken } = await tables.create(request);
    return reply.status(201).send({ id: table.id, judgeToken, table: table.info() });
  });

  app.get("/api/tables", async (req) => {
    const { status } = parseOr400(LobbyQuery, req.query, "query");
    const all = tables.list();
    const waiting = all.filter((t) => t.state === "waiting" && t.openSeats() > 0).map((t) => t.info());
    const playing = all.filter((t) => t.state === "playing" && t.spectatable()).map((t) => t.info());
    return status === undefined
      ? { waiting, playing }
      : { [status]: status === "waiting" ? waiting : playing };
  });

  app.get("/api/tables/:id", async (req) => (await tableOf(req.params)).info());

  app.post("/api/tables/:id/seats", async (req, reply) => {
    const table = await tableOf(req.params);
    const body = parseOr400(JoinBody, req.body, "body");
    return reply.status(201).send(await table.join(body.name, body.seat, body.deck));
  });

  app.post("/api/tables/:id/leave", async (req) => {
    const table = await tableOf(req.params);
    const token = bearer(req.headers.authorization);
    if (token === undefined)
      throw new TableError("unauthorised", "a seat token is needed (Authorization: Bearer …)", 401);
    await table.leave(token);
    return { ok: true };
  });

  app.post("/api/tables/:id/spectators", async (req, reply) => {
    const table = await tableOf(req.params);
    return reply.status(201).send({ token: await table.spectate() });
  });

  app.get("/api/games/:id/record", async (req) => {
    const table = await tableOf(req.params);
    return table.record(table.isJudge(bearer(req.headers.authorization)));
  });
}
