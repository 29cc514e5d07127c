/**
 * "Save this position" over HTTP (docs/server.md § HTTP API): a table's position now
 * (`GET /api/tables/:id/position`) or a finished game's after a replay's step (`GET /api/games/:id/position`).
 */

/** The answer: the scenario file of the position, and what it holds. */
export interface SavedPosition {
  /** The scenario file (docs/scenarios.md), a JSON object. */
  file: Record<string, unknown>;
  /** Whether the file's `stopAt` is the position itself, else the beginning of its turn (`note` says why). */
  exact: boolean;
  /** What the file holds, in a sentence for people ("the beginning of turn 7 (Ann's upkeep), not …"). */
  note: string;
  /** A name to download it under: the table or game, and its input count or step. */
  filename: string;
}

/**
 * Who may save a table's position now (`GET /api/tables/:id/position`): the judge at any time; a player
 * once the game is over, or at a practice table (every other seat a bot); never a spectator. One rule for
 * the server, which answers by it, and the clients, which offer "Save this position" only where it holds.
 * `who`: the role of the token (`you` in a welcome) and its seat; `status` the table's (`TableInfo`).
 */
export function maySavePosition(
  who: { role: string; seat: number | null } | null,
  status: string | undefined,
  seats: readonly { seat: number; kind: string }[],
): boolean {
  if (who === null) return false;
  if (who.role === "judge") return true;
  if (who.role !== "player") return false;
  return status === "over" || seats.every((s) => s.seat === who.seat || s.kind === "bot");
}
