/**
 * A game's position as a scenario file, the answer of both "save this position" routes — a table's
 * position now (`GET /api/tables/:id/position`, position.ts) and a finished game's at a replay's step
 * (`GET /api/games/:id/position`, replays.ts): savePositionNow of @roundtable/scenario (run in the replay
 * thread, replays/replayJobs.ts), or a 422 `cannot-save` naming why the turn's beginning can't be saved
 * (docs/scenarios.md § Saving a position).
 */
import type { SavedPosition } from "@roundtable/protocol";
import type { FastifyReply } from "fastify";
import type { SaveAnswer } from "../replays/replayMessages.ts";

/** The position saved, offered as `filename`; or the 422 naming its problems. */
export function savedPosition(
  reply: FastifyReply,
  answer: SaveAnswer,
  filename: string,
): SavedPosition | FastifyReply {
  if ("saved" in answer) return { ...answer.saved, filename };
  return reply.status(422).send({
    error: {
      code: "cannot-save",
      message: `this position can't be saved as a scenario file: ${answer.problems.join("; ")}`,
      problems: answer.problems,
    },
  });
}
