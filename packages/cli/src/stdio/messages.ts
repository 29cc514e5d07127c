/**
 * The messages of `roundtable stdio` (docs/protocol.md, "The stdio driver"): newline-delimited JSON, one
 * object a line, each with a `type`. Inputs are zod schemas, strict (an unknown field is refused); outputs
 * are types. Decisions, answers, views, events and records are the engine's own, unchanged.
 */
import { BOT_NAMES, type BotName } from "@roundtable/bots";
import {
  type Decision,
  EDITIONS,
  type GameEvent,
  type GameRecord,
  isSeed,
  MAX_PLAYERS,
  type PlayerView,
  type PublicDecision,
  type Recipient,
  type SeatView,
  type Seed,
  type TableView,
} from "@roundtable/engine";
import { VariantFields } from "@roundtable/protocol";
import { z } from "zod";

/** The stdio protocol's version, in the `hello` line. A change of a message's meaning gets a new number. */
export const STDIO_PROTOCOL = 1;

/** The longest input line read (1 MiB): a longer one is refused with `too-big`. */
export const MAX_LINE = 1 << 20;

/** A client's label for an input, echoed in the line that ends its reply (or in its error). */
const Ref = z.string().max(100).optional();
const GameId = z.string().min(1).max(100);
const Seat = z
  .int()
  .min(0)
  .max(MAX_PLAYERS - 1);

/** Who a view or an event stream is for: a seat, a spectator, or the judge (the engine's Recipient). */
export const RecipientSchema = z.union([
  z.strictObject({ seat: Seat }),
  z.strictObject({ spectator: z.literal(true), hands: z.boolean().optional() }),
  z.strictObject({ judge: z.literal(true) }),
]);

/** A deck: "random" (a ready deck chosen with the seed), "pool", a ready deck's name, or a list of card ids. */
const DeckSpec = z.union([z.string().min(1).max(100), z.array(z.string().min(1).max(100)).min(1).max(1000)]);

/** A player as `start` lists them: every field optional. */
const PlayerSpec = z.strictObject({
  name: z.string().trim().min(1).max(60).optional(),
  deck: DeckSpec.optional(),
  /** The driver answers this player's decisions with this built-in bot. */
  bot: z.enum(BOT_NAMES).optional(),
});

export const StartMessage = z.strictObject({
  type: z.literal("start"),
  ref: Ref,
  /** The new game's id (default: "g1", "g2", … the first free). */
  game: GameId.optional(),
  variant: z.string().min(1).max(100).default("free-for-all"),
  /** How many players (each a default player), or each player; default: the variant's default table. */
  players: z.union([z.int().min(1).max(MAX_PLAYERS), z.array(PlayerSpec).min(1).max(MAX_PLAYERS)]).optional(),
  edition: z.enum(EDITIONS).optional(),
  options: VariantFields.optional(),
  /** A 32-bit integer or 32 lowercase hexadecimal digits (128 bits, as the table server draws them). */
  seed: z
    .custom<Seed>((v) => isSeed(v) && (typeof v === "string" || (v >= -0x80000000 && v <= 0xffffffff)), {
      error: "must be a 32-bit integer or 32 lowercase hexadecimal digits",
    })
    .default(1),
  /** Who gets `events` lines: every seat (default), nobody, or the recipients listed. */
  events: z
    .union([z.enum(["seats", "none"]), z.array(RecipientSchema).max(MAX_PLAYERS + 2)])
    .default("seats"),
});

export const AnswerMessage = z.strictObject({
  type: z.literal("answer"),
  ref: Ref,
  game: GameId,
  player: Seat,
  decision: z.int().min(0),
  /** Checked by the engine against the decision's kind (docs/protocol.md, What an answer may be). */
  answer: z.unknown(),
});

export const BotMessage = z.strictObject({
  type: z.literal("bot"),
  ref: Ref,
  game: GameId,
  player: Seat,
  /** The decision to answer (default: the player's open decision with the lowest id). */
  decision: z.int().min(0).optional(),
  bot: z.enum(BOT_NAMES).default("heuristic"),
});

const GameMessage = <T extends string>(type: T) =>
  z.strictObject({ type: z.literal(type), ref: Ref, game: GameId });

export const ConcedeMessage = GameMessage("concede").extend({ player: Seat });
/** Full control for the player, on or off (the engine's Game.setFullControl): asked even where they can only pass. */
export const FullControlMessage = GameMessage("fullControl").extend({ player: Seat, on: z.boolean() });
export const ViewMessage = GameMessage("view").extend({
  for: RecipientSchema,
  /** The table view and the recipient's seat view apart, as the table server sends them. */
  parts: z.boolean().default(false),
});
export const DecisionsMessage = GameMessage("decisions").extend({ player: Seat.optional() });
export const ForkMessage = GameMessage("fork").extend({ as: GameId.optional() });
export const RecordMessage = GameMessage("record");
export const HashMessage = GameMessage("hash");
export const CloseMessage = GameMessage("close");
export const PingMessage = z.strictObject({ type: z.literal("ping"), ref: Ref });

export const InputMessage = z.discriminatedUnion("type", [
  StartMessage,
  AnswerMessage,
  BotMessage,
  ConcedeMessage,
  FullControlMessage,
  ViewMessage,
  DecisionsMessage,
  ForkMessage,
  RecordMessage,
  HashMessage,
  CloseMessage,
  PingMessage,
]);
export type InputMessage = z.output<typeof InputMessage>;
export type StartMessage = z.output<typeof StartMessage>;
export type PlayerSpec = z.output<typeof PlayerSpec>;

/** An error's code: the driver's own, or the engine's refusal of an answer (kept as the engine gave it). */
export type StdioErrorCode =
  | "bad-message"
  | "too-big"
  | "not-found"
  | "game-exists"
  | "bad-setup"
  | "no-decision"
  | "internal"
  | "not-pending"
  | "stale-decision"
  | "wrong-player"
  | "bad-answer"
  | "illegal"
  | "not-in-game";

/** A seat of a started game: who sits there (807.3: Grand Melee seats the listed players at random). */
export interface SeatInfo {
  seat: number;
  name: string;
  deck: string;
  /** The built-in bot the driver answers this seat's decisions with; null: the client answers them. */
  bot: BotName | null;
}

/** An open decision as the replies list it (the table view's redacted form). */
export type OpenDecision = PublicDecision;

/** What a game-changing reply carries: the inputs recorded so far and every open decision. */
interface Progress {
  game: string;
  seq: number;
  open: OpenDecision[];
}

type Replied = { ref?: string };

export type OutputMessage =
  | {
      type: "hello";
      protocol: number;
      name: "roundtable";
      version: string;
      variants: readonly string[];
      decks: string[];
      bots: readonly string[];
    }
  | { type: "decision"; game: string; player: number; decision: Decision }
  | { type: "events"; game: string; to: Recipient; events: GameEvent[] }
  | {
      type: "end";
      game: string;
      winners: number[];
      players: { seat: number; name: string; result: string | null; reason: string | null }[];
      hash: string;
    }
  | ({ type: "started"; seed: Seed; variant: string; seats: SeatInfo[] } & Progress & Replied)
  | ({
      type: "answered";
      player: number;
      decision: number;
      /** Given when the driver's bot chose the answer. */
      bot?: string;
      answer?: unknown;
    } & Progress &
      Replied)
  | ({ type: "conceded"; player: number } & Progress & Replied)
  | ({ type: "fullControl"; player: number; on: boolean } & Progress & Replied)
  | ({ type: "forked"; from: string } & Progress & Replied)
  | ({
      type: "view";
      game: string;
      for: Recipient;
      /** The combined view; with `parts`, the table view and the recipient's seat view. */
      view: PlayerView | { table: TableView; seat: SeatView };
    } & Replied)
  | ({ type: "decisions"; game: string; decisions: Decision[] } & Replied)
  | ({ type: "record"; game: string; record: GameRecord } & Replied)
  | ({ type: "hash"; game: string; seq: number; hash: string } & Replied)
  | ({ type: "closed"; game: string } & Replied)
  | ({ type: "pong" } & Replied)
  | {
      type: "error";
      code: StdioErrorCode;
      message: string;
      /** The field at fault ("players[2].deck"), "" for the whole line; absent when no field is. */
      path?: string;
      ref: string | null;
      /** The input line's number, from 1. */
      line: number;
      game?: string;
    };
