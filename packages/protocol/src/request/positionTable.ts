/**
 * The body of POST /api/tables for a table that starts from a saved position: a scenario file
 * (docs/scenarios.md) instead of the variant, players, decks and options, with the usual seats and
 * settings. Only the request's shape is checked here; the file itself is checked by
 * `@roundtable/scenario` where the table is made (the server: its problems named `position.…`), which also
 * knows how many players it seats — `seats`' default and count are the server's.
 */
import { MAX_PLAYERS } from "@roundtable/engine";
import { z } from "zod";
import { Seat, TableSettings } from "./fields.ts";
import { RequestError, type RequestIssue, requestError } from "./requestError.ts";

/** The fields of a create request that a position's file gives instead (its variant, players, decks, options). */
export const POSITION_GIVES = ["variant", "players", "edition", "options", "decks", "vanguards"] as const;

export const PositionTableRequest = z.strictObject({
  /** A scenario file (a JSON object, docs/scenarios.md), e.g. one saved with "Save this position". */
  position: z.record(z.string(), z.unknown()),
  /** One a player of the file, in its order; default: the first player still in the game open, the others heuristic bots. */
  seats: z.array(Seat).max(MAX_PLAYERS).optional(),
  settings: TableSettings.prefault({}),
  /**
   * Fresh randomness (docs/server.md § A table from a position): every library shuffled (below the cards the
   * file's actions draw) and the game seeded with the server's 128 random bits instead of the file's `seed`
   * and `rng`, so that nobody — not even whoever saved the position — knows what comes next. Default false:
   * the file's libraries and random numbers, as in the game it was saved from (a practice table).
   */
  freshRandomness: z.boolean().optional(),
});

/** A position request as a client sends it (optional fields may be left out). */
export type PositionTableInput = z.input<typeof PositionTableRequest>;
/** A parsed position request: its settings' defaults filled in; the file not checked yet. */
export type PositionTableRequest = z.output<typeof PositionTableRequest>;

/** Whether a create-table body asks for a table from a position (it has `position`). */
export function isPositionBody(body: unknown): body is { position: unknown } {
  return typeof body === "object" && body !== null && !Array.isArray(body) && "position" in body;
}

/**
 * Parses a create-table body that has `position`: the request, or a RequestError naming each problem's
 * path — a field the file gives instead (`variant`, `players`, `edition`, `options`, `decks`, `vanguards`)
 * first, each by its name.
 */
export function parsePositionTable(body: {
  position: unknown;
  [field: string]: unknown;
}): PositionTableRequest {
  const given = POSITION_GIVES.filter((field) => field in body);
  const rest = Object.fromEntries(
    Object.entries(body).filter(([k]) => !(POSITION_GIVES as readonly string[]).includes(k)),
  );
  const parsed = PositionTableRequest.safeParse(rest);
  if (parsed.success && given.length === 0) return parsed.data;
  const both: RequestIssue[] = given.map((field) => ({
    path: field,
    message: `${field}: a table from a position plays the file's variant, players, decks and options: send "position" or "${field}", not both`,
  }));
  throw new RequestError([...both, ...(parsed.success ? [] : requestError(parsed.error).issues)]);
}
