/**
 * "Save this position" (docs/scenarios.md § Saving a position): `GET /api/tables/:id/position` gives the
 * game's position now as a scenario file (savedPosition.ts: savePositionNow of @roundtable/scenario, run
 * in the replay thread, replays/replayThread.ts) — to the table's judge at any time (but while its judge
 * plays at the table with other people: 403 `judge-is-playing`, Table.asJudge), and to a player once
 * the game is over or at a practice table (every other seat a bot), where a saved position gives away
 * nothing another person doesn't know. The token goes in `Authorization: Bearer …`. A finished game's
 * position at any step of its replay: replays.ts.
 */
import { maySavePosition } from "@roundtable/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ReplayThread } from "../replays/replayThread.ts";
import { TableError } from "../tables/errors.ts";
import type { TableRegistry } from "../tables/registry.ts";
import type { Table } from "../tables/table.ts";
import { parseOr400 } from "../validation.ts";
import { bearer } from "./errors.ts";
import { tableHere } from "./locate.ts";
import { refuse } from "./refuse.ts";
import { savedPosition } from "./savedPosition.ts";

const Params = z.object({ id: z.string().min(1).max(100) });

/**
 * Why this token may not save the table's position (protocol `maySavePosition`), or null if it may; the
 * judge token while its judge plays, a TableError (403 `judge-is-playing`: Table.asJudge).
 */
function refusal(table: Table, token: string | undefined): string | null {
  const mine = table.seatHolding(token);
  const who = table.asJudge(token)
    ? { role: "judge", seat: null }
    : mine === null
      ? null
      : { role: "player", seat: mine.seat };
  if (maySavePosition(who, table.state, table.info().seats)) return null;
  return who === null
    ? "saving the position is for the table's judge (judge token), or a player in a finished game or at a practice table"
    : "a player may save the position once the game is over, or at a practice table (every other seat a bot); ask the judge";
}

/** `thread`: where the game is replayed and saved, off the server's thread (replays/replayThread.ts). */
export function registerPosition(app: FastifyInstance, tables: TableRegistry, thread: ReplayThread): void {
  app.get("/api/tables/:id/position", async (req, reply) => {
    const { id } = parseOr400(Params, req.params, "params");
    const table = await tableHere(tables, id);
    const token = bearer(req.headers.authorization);
    const why = refusal(table, token);
    if (why !== null) return refuse(table, token, { needed: "a judge or seat token", why });
    if (table.state === "waiting") throw new TableError("not-started", "the game has not begun", 409);
    // Asked again in the table's queue: no seat is taken by its judge between the answer and the record.
    const record = await table.record(() => refusal(table, token) === null);
    const saved = await thread.run({ kind: "save", record, name: `A position of ${table.info().name}` });
    return savedPosition(reply, saved, `${table.id}-turn-${record.inputs.length}.json`);
  });
}
