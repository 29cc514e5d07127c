/**
 * The WebSocket protocol between a table server and its clients (docs/server-protocol.md, version 1).
 * Client messages are zod schemas: the server validates every frame with them. Server messages are types;
 * a client may trust them (it talks to its own server).
 */

import type { BotName } from "@roundtable/bots/names";
import type { Edition, ErrorCode as EngineErrorCode, GameEvent } from "@roundtable/engine";
import type { Operation } from "fast-json-patch";
import { z } from "zod";
import { ChatChannel, type ChatLine, ChatText } from "./chat.ts";
import { type StopSettings, stopSettingsSchema } from "./stopsSchema.ts";
import type { You } from "./you.ts";

export const PROTOCOL_VERSION = 1;

/** A client's own label for a request, echoed in the error or pong that answers it. */
const Ref = z.string().max(100).optional();

export const Hello = z.strictObject({
  type: z.literal("hello"),
  protocol: z.number().int(),
  table: z.string().min(1).max(100),
  // A seat's or the judge's token has 43 characters; a spectator's names them too (up to 300 or so).
  token: z.string().min(1).max(400).optional(),
  lastSeq: z.number().int().min(0).optional(),
});

export const AnswerMessage = z.strictObject({
  type: z.literal("answer"),
  ref: Ref,
  decision: z.number().int().min(0),
  /** Checked by the engine against the decision's kind (its answerShape). */
  answer: z.unknown(),
});

export const ConcedeMessage = z.strictObject({ type: z.literal("concede"), ref: Ref });

/** New stop settings for your seat (their `passUntil` is ignored: "pass" sets it). */
export const StopsMessage = z.strictObject({
  type: z.literal("stops"),
  ref: Ref,
  settings: stopSettingsSchema,
});

/** "Pass until …" at your open priority decision, or null to stop passing. */
export const PassMessage = z.strictObject({
  type: z.literal("pass"),
  ref: Ref,
  until: z.enum(["end-of-turn", "my-turn", "something-happens"]).nullable(),
});

/**
 * Full control for your seat, on or off (the engine's Game.setFullControl): on, you are asked at every
 * priority, even when you can only pass — the server doesn't pass for you then either —, so that nobody
 * learns from a pass made at once that you hold nothing to use. An input of the game, logged as answers are.
 */
export const FullControlMessage = z.strictObject({
  type: z.literal("fullControl"),
  ref: Ref,
  on: z.boolean(),
});

export const PingMessage = z.strictObject({ type: z.literal("ping"), ref: Ref });

/** A line for the table's chat (chat.ts): to everyone at the table (the default), or to your team. */
export const SayMessage = z.strictObject({
  type: z.literal("say"),
  ref: Ref,
  to: ChatChannel.default("table"),
  text: ChatText,
});

export const ClientMessage = z.discriminatedUnion("type", [
  Hello,
  AnswerMessage,
  ConcedeMessage,
  StopsMessage,
  PassMessage,
  FullControlMessage,
  PingMessage,
  SayMessage,
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

export type { Role, You } from "./you.ts";

export type SeatKind = "bot" | "human" | "open";
/** A seat's part in its game beyond its team: 809.2 an Emperor team's emperor; 904.2a, 904.12b an archenemy. */
export type SeatRole = "emperor" | "archenemy";
export type TableStatusName = "waiting" | "playing" | "over" | "broken";

export interface SeatInfo {
  seat: number;
  kind: SeatKind;
  name: string;
  /**
   * A bot seat's bot: "random", "heuristic" or "search" (as the create request's `{kind: "bot", bot}`
   * chose it). Only on bot seats; absent from servers older than this field (docs/server-protocol.md).
   */
  bot?: BotName;
  /**
   * The seat's team (102.3: teams are public), an index into the game's teams from 0 — "Team A" is 0 — as
   * the server's team lines go by it: before the start too, where the table's options tell it (Two-Headed
   * Giant, Emperor, Archenemy; a saved position's teams). Absent where everyone plays alone, where the
   * teams are known only as the game begins (807.3: seated at random), and from servers older than this
   * field (docs/server-protocol.md).
   */
  team?: number;
  /**
   * The seat's role, where its game gives it one (public, as the seats are): "emperor" for the seat in the
   * middle of an Emperor team (809.2), "archenemy" for the archenemy's seat (904.2a; every seat of a
   * Supervillain Rumble, 904.12b); a general or a player alone has none. Known when `team` is, by the same
   * rule: before the start too where the table's options tell it, absent where the seats are drawn at
   * random as the game begins (807.3), and from servers older than this field (docs/server-protocol.md).
   */
  role?: SeatRole;
  connected: boolean;
}

/** What anyone may know of a table (GET /api/tables/:id, welcome, lobby). */
export interface TableInfo {
  id: string;
  name: string;
  variant: string;
  /** The edition of the multiplayer rules it plays: "current" unless the create request asked for another. */
  edition: Edition;
  players: number;
  status: TableStatusName;
  seats: SeatInfo[];
  settings: unknown;
  /** The number of inputs in the game's log (0 before the first). */
  seq: number;
  /**
   * The last checkpoint: the state hash after input `hashSeq` (null before the first). The server hashes
   * the state after an update is sent, when it is idle, so `hashSeq` may be behind `seq` for a moment; it
   * equals `seq` once the table is quiet, and always when the game is over.
   */
  hash: string | null;
  hashSeq: number | null;
  /**
   * Present (true) where the table's game seats its players at random as it begins (807.3 Grand Melee; the
   * 2004 draft's Free-for-All, Melee, Grand Melee and Pentagon, 605.2, 606.2, 607.2 and 611.2): a seat taken before the start holds its
   * person's place in the list, not their seat in the game, which is drawn as it begins (the seats are the
   * game's from then on). Absent elsewhere — a table from a saved position too (its seats are the file's) —
   * and from servers older than this field (docs/server-protocol.md).
   */
  randomSeating?: true;
  /**
   * Present (true) at a table from a saved position made with fresh randomness (docs/server.md § A table from
   * a position): its libraries were shuffled and its game seeded anew as it was made, so nobody — not even
   * whoever saved the position — knows what comes next. Absent elsewhere (a table from a position plays the
   * file's libraries and random numbers), and from servers older than this field (docs/server-protocol.md).
   */
  freshRandomness?: true;
  /**
   * Several server processes (issue 21), in HTTP answers only: the public address of the process that owns
   * the table (`http://host:port`, its `--public-url`), where a client may open its WebSocket directly
   * instead of through the process it asked (which would relay it). Absent with one process.
   */
  owner?: string;
  /**
   * The id of this finished table's rematch (`POST /api/tables/:id/rematch`: a new table with the same
   * create request, for its players to play again), once one of its players asked for it. Absent before.
   */
  rematch?: string;
  /**
   * The seat the table's judge plays: taken with the table's judge token (`POST /api/tables/:id/seats` with
   * it as Bearer, or by the player whose "play again" made this table). While the game isn't over and
   * another seat is a person's or open, the judge token's judge role is refused (`judge-is-playing`:
   * protocol `judgeIsPlaying`). Absent where the judge plays no seat, and from servers older than this field.
   */
  judgeSeat?: number;
}

/** An error's code: the server's own, or the engine's refusal of an answer (kept as the engine gave it). */
export type ErrorCode =
  | "bad-message"
  | "too-big"
  | "rate-limited"
  | "unauthorised"
  | "protocol"
  | "not-found"
  | "not-your-decision"
  | "not-a-player"
  | "not-started"
  | "no-decision"
  | "game-over"
  /** A line for your team (`say` to "team") where you have none: a judge, or a table without teams. */
  | "no-team"
  /**
   * A hello with the judge token while the table's judge plays a seat at it and the game isn't over, at a
   * table where another seat is a person's (`judgeIsPlaying`): the judge's view opens when it is over.
   */
  | "judge-is-playing"
  | "internal"
  /** Several server processes (issue 21): the table is moving to another process; reconnect in a moment. */
  | "unavailable"
  | EngineErrorCode;

export type ServerMessage<View = unknown> =
  | {
      type: "welcome";
      protocol: number;
      you: You;
      table: TableInfo;
      seq: number;
      view: View | null;
      missed: GameEvent[] | null;
      stops: StopSettings | null;
      /** The table's last chat lines this connection may read (chat.ts: at most CHAT_HISTORY), oldest first. */
      chat: ChatLine[];
    }
  | {
      type: "started";
      seq: number;
      /** Your seat in the game: Grand Melee seats players at random as it begins (807.3). */
      you: You;
      view: View;
      events: GameEvent[];
    }
  | { type: "update"; seq: number; events: GameEvent[]; table: Operation[]; seat: Operation[] }
  | { type: "lobby"; table: TableInfo }
  /** Your seat's stop settings changed: a "pass until …" began or ended. */
  | { type: "stops"; settings: StopSettings }
  /** A line of the table's chat this connection may read (chat.ts): the table's, or its team's. */
  | { type: "chat"; line: ChatLine }
  | { type: "error"; ref?: string; code: ErrorCode; message: string }
  | { type: "pong"; ref?: string };
