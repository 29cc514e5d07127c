/**
 * Rows as both databases hold them: JSON documents as text (kept exactly as written, key order included —
 * the engine's state hash is over JSON text), snake_case columns. Rows read back are checked with zod, so
 * a damaged database gives a clear error instead of a half-read table.
 */
import type { GameRecord, Input } from "@roundtable/engine";
import { z } from "zod";
import type { Dialect } from "./schema.ts";
import {
  type ChatRow,
  type DeckRow,
  type GameStart,
  type LoggedInput,
  StoreConflict,
  type TableChange,
  type TableRow,
} from "./types.ts";

const json = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: "custom", message: "not valid JSON" });
    return z.NEVER;
  }
});

const tableRowSchema = z.object({
  id: z.string(),
  created: z.coerce.number().int(),
  status: z.enum(["waiting", "playing", "over"]),
  spec: json,
  seats: json,
  start: json.nullable(),
  judge_token_hash: z.string(),
  owner: z.string().nullable(),
  rematch: z.string().nullable(),
});

const inputRowSchema = z.object({
  seq: z.coerce.number().int().min(1),
  input: json,
  hash: z.string().nullable(),
});

const recordRowSchema = z.object({ record: json });

const deckRowSchema = z.object({
  owner: z.string(),
  name: z.string(),
  list: z.string(),
  updated: z.coerce.number().int(),
});

const chatRowSchema = z.object({
  n: z.coerce.number().int().min(1),
  at: z.coerce.number().int(),
  team: z.coerce.number().int().nullable(),
  line: json.pipe(
    z.object({
      from: z.union([
        z.object({ role: z.literal("player"), seat: z.number().int(), name: z.string() }),
        z.object({ role: z.literal("spectator"), spectator: z.number().int(), name: z.string() }),
        z.object({ role: z.literal("judge") }),
      ]),
      to: z.enum(["table", "team"]),
      text: z.string(),
      // Absent from the lines stored before it was kept (ChatRow.after).
      after: z.number().int().min(0).optional(),
    }),
  ),
});

export const CHAT_COLUMNS = "n, at, team, line";

/** A chat line's columns, in the order CHAT_COLUMNS names them after `table_id`. */
export function chatValues(tableId: string, row: ChatRow): unknown[] {
  const { n, at, team, from, to, text, after } = row;
  return [tableId, n, at, team, jsonText({ from, to, text, ...(after === null ? {} : { after }) })];
}

export function chatFromRow(raw: unknown): ChatRow {
  const r = parseRow(chatRowSchema, raw, "chat");
  const { after, ...line } = r.line;
  return { n: r.n, at: r.at, team: r.team, ...line, after: after ?? null };
}

export const DECK_COLUMNS = "owner, name, list, updated";

export function deckFromRow(raw: unknown): DeckRow {
  return parseRow(deckRowSchema, raw, "decks");
}

function parseRow<S extends z.ZodType>(schema: S, raw: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new Error(`store: bad ${what} row in the database: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function tableFromRow(raw: unknown): TableRow {
  const r = parseRow(tableRowSchema, raw, "tables");
  return {
    id: r.id,
    created: r.created,
    status: r.status,
    spec: r.spec,
    seats: r.seats,
    start: r.start as TableRow["start"],
    judgeTokenHash: r.judge_token_hash,
    owner: r.owner,
    ...(r.rematch === null ? {} : { rematch: r.rematch }),
  };
}

export function inputFromRow(raw: unknown): LoggedInput {
  const r = parseRow(inputRowSchema, raw, "inputs");
  return { seq: r.seq, input: r.input as Input, hash: r.hash };
}

export function recordFromRow(raw: unknown): GameRecord {
  return parseRow(recordRowSchema, raw, "records").record as GameRecord;
}

export const jsonText = (value: unknown): string => JSON.stringify(value);

export function noTableError(operation: string, id: string): Error {
  return new Error(`${operation}: there is no table "${id}"`);
}

/**
 * The number a table's next spectator gets (Store.addSpectator), over its `spectators` rows: after every
 * number allocated, and after the count of rows — older rows have no number, but their tokens' numbers are
 * at most their count.
 */
export function nextSpectator(dialect: Dialect): string {
  return `${dialect === "postgres" ? "greatest" : "max"}(count(*), coalesce(max(number), 0)) + 1`;
}

/** A new table's columns, in the order `TABLE_COLUMNS` names them. */
export function tableValues(row: TableRow): unknown[] {
  return [
    row.id,
    row.created,
    row.status,
    jsonText(row.spec),
    jsonText(row.seats),
    row.start === null ? null : jsonText(row.start),
    row.judgeTokenHash,
    row.owner,
    row.rematch ?? null,
  ];
}

export const TABLE_COLUMNS = "id, created, status, spec, seats, start, judge_token_hash, owner, rematch";

/** The columns `updateTable` changes, with their values as stored. */
export function changedColumns(change: TableChange) {
  const columns: { column: string; value: unknown }[] = [];
  if (change.status !== undefined) columns.push({ column: "status", value: change.status });
  if (change.seats !== undefined) columns.push({ column: "seats", value: jsonText(change.seats) });
  if (change.start !== undefined)
    columns.push({ column: "start", value: change.start && jsonText(change.start) });
  if (change.owner !== undefined) columns.push({ column: "owner", value: change.owner });
  return columns;
}

/** A game's start (Store.startGame) as stored: its JSON texts; an Error if its inputs are not numbered 1, 2, …. */
export function gameStartValues(tableId: string, game: GameStart) {
  const gap = game.inputs.findIndex((i, n) => i.seq !== n + 1);
  if (gap >= 0)
    throw new Error(
      `startGame: table "${tableId}": a game's first inputs are numbered 1, 2, … (input ${gap} is ${game.inputs[gap]?.seq})`,
    );
  return {
    start: jsonText(game.start),
    seats: jsonText(game.seats),
    inputs: game.inputs.map((i) => ({ seq: i.seq, input: jsonText(i.input), hash: i.hash })),
  };
}

/** Why `startGame` wrote nothing: the table has a start already, or there is no such table. */
export function notStarted(tableId: string, exists: boolean): Error {
  return exists
    ? new StoreConflict(`startGame: table "${tableId}" has started already`)
    : noTableError("startGame", tableId);
}
