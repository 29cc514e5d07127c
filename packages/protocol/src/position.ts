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
