/**
 * A game's position as a scenario file, the answer of both "save this position" routes — a table's
 * position now (`GET /api/tables/:id/position`, position.ts) and a finished game's at a replay's step
 * (`GET /api/games/:id/position`, replays.ts): savePositionNow of @roundtable/scenario, or a 422
 * `cannot-save` naming why the turn's beginning can't be saved (docs/scenarios.md § Saving a position).
 */
import { cardDb } from "@roundtable/cards";
import { type GameRecord, LayoutError } from "@roundtable/engine";
import type { SavedPosition } from "@roundtable/protocol";
import { savePositionNow } from "@roundtable/scenario";
import type { FastifyReply } from "fastify";

/** The position `record`'s inputs lead to, saved under `name` and offered as `filename`; or the 422. */
export function savedPosition(
  reply: FastifyReply,
  record: GameRecord,
  name: string,
  filename: string,
): SavedPosition | FastifyReply {
  try {
    return { ...savePositionNow(cardDb, record, name), filename };
  } catch (e) {
    if (!(e instanceof LayoutError)) throw e;
    return reply.status(422).send({
      error: {
        code: "cannot-save",
        message: `this position can't be saved as a scenario file: ${e.problems.join("; ")}`,
        problems: e.problems,
      },
    });
  }
}
