/**
 * The messages between the server's thread (replayThread.ts) and the replay thread (replayJobs.ts): jobs
 * posted with an id and answered by that id, every one plain data (structured clone).
 */
import type { GameRecord } from "@roundtable/engine";
import { type ReplayStep, type ReplayViewer, RequestError, type RequestIssue } from "@roundtable/protocol";
import type { SavedNow } from "@roundtable/scenario";
import { TableError } from "../tables/errors.ts";
import type { PositionRequest } from "../tables/fromPosition.ts";

export type ReplayJob =
  /**
   * A step of finished game `game` as `as` saw it. `record`: the game's record, sent only once the thread
   * answered null (it does not hold the game), so that a step of a game it holds costs no store read.
   */
  | { kind: "step"; game: string; step: number; as: ReplayViewer; record?: GameRecord }
  /** savePositionNow of `record` (the position after all its inputs), the file named `name`. */
  | { kind: "save"; record: GameRecord; name: string }
  /**
   * A create-table body with `position` (a scenario file) checked, and its actions run to the file's stop
   * (parsePositionRequest of tables/fromPosition.ts): the request with its start and inputs, or the
   * RequestError of its 400.
   */
  | { kind: "position"; body: { position: unknown } };

export type JobKind = ReplayJob["kind"];
export type JobOf<K extends JobKind> = Extract<ReplayJob, { kind: K }>;

/** The position saved, or why the turn's beginning can't be (a LayoutError's problems: the 422 `cannot-save`). */
export type SaveAnswer = { saved: SavedNow } | { problems: string[] };

/** What each kind of job answers. */
export interface JobAnswers {
  /** null: the thread does not hold the game (never asked, or let go of): ask again with its record. */
  step: ReplayStep | null;
  save: SaveAnswer;
  position: PositionRequest;
}

export interface JobCall {
  id: number;
  job: ReplayJob;
}

export type JobReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/**
 * What the thread posts: `ready` once its modules are loaded (about a second: the card database), from when
 * the time of its first job counts; then each job's answer.
 */
export type ThreadMessage = { ready: true } | JobReply;

/**
 * An error thrown in the thread, as data: a TableError keeps its code and HTTP status, a RequestError its
 * issues (a 400 naming each problem's path).
 */
export interface WireError {
  name: string;
  message: string;
  stack?: string;
  code?: string;
  status?: number;
  issues?: RequestIssue[];
}

export function toWire(e: unknown): WireError {
  const error = e instanceof Error ? e : new Error(String(e));
  const wire: WireError = { name: error.name, message: error.message, stack: error.stack };
  if (error instanceof RequestError) return { ...wire, issues: [...error.issues] };
  return error instanceof TableError ? { ...wire, code: error.code, status: error.status } : wire;
}

/**
 * The error to throw again in the server's thread: a TableError or a RequestError as the same typed
 * answer, else a 500.
 */
export function fromWire(wire: WireError): Error {
  if (wire.issues !== undefined) return new RequestError(wire.issues);
  if (wire.code !== undefined) return new TableError(wire.code, wire.message, wire.status);
  return Object.assign(new Error(wire.message), { name: wire.name, stack: wire.stack });
}
