/**
 * Replays over HTTP (docs/server.md § Replays): the finished games the lobby lists, one step of a
 * finished game's record as a seat or the judge saw it, and the position after a step as a scenario file.
 */
import type { Edition, GameEvent, PlayerView } from "@roundtable/engine";
import { z } from "zod";
import type { SeatInfo } from "./messages.ts";
import type { ReplayAnswer } from "./replayAnswer.ts";

/** A finished game in the lobby's list of replays (`GET /api/games`). */
export interface ReplayInfo {
  id: string;
  name: string;
  variant: string;
  /** The edition of the multiplayer rules it was played by: "current" unless the create request asked for another. */
  edition: Edition;
  players: number;
  /** When the table was created (ms since the epoch). */
  created: number;
  /**
   * Each seat as TableInfo's (a bot seat with its `bot`; at a game with teams, its `team`, the game's as it
   * began — 102.3; its `role`, 809.2 the emperor, 904.2a the archenemy), without `connected`.
   */
  seats: Pick<SeatInfo, "seat" | "kind" | "name" | "bot" | "team" | "role">[];
}

/** Whose view a replay shows: a seat's (from 0), or the judge's, who sees every hand. */
export type ReplayViewer = number | "judge";

/** `GET /api/games/:id/replay?step=N&as=S|judge`: the game after its first N inputs, as S or the judge saw it. */
export interface ReplayStep {
  id: string;
  /** 0: the game as it began (before any input); N: after the Nth input of its log. */
  step: number;
  /** The number of inputs in the game's record: the last step. */
  steps: number;
  as: ReplayViewer;
  view: PlayerView;
  /** Who gave the step's input (an answer or a concession; public, as every decision's player is); null at step 0 and for a declared loop. */
  by: number | null;
  /** What the step's input brought about, as that viewer may see it (step 0: the game's start). */
  events: GameEvent[];
  /**
   * The decision the step's input answered and the answer, as that viewer may know them (replayAnswer.ts);
   * null at step 0, for a concession and for a declared loop.
   */
  answered: ReplayAnswer | null;
}

/** A step of a finished game's record: a whole number from 0 (0: the game as it began). */
const Step = z.coerce.number().int().min(0);

/** Whose view, in a query: "judge", or a seat's number from 0 (checked against the game's seats later). */
const Viewer = z.union(
  [
    z.literal("judge"),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ],
  { error: 'a seat\'s number (from 0) or "judge"' },
);

/** The replay endpoint's query: `step` from 0, `as` a seat number or "judge". */
export const ReplayQuery = z.strictObject({ step: Step, as: Viewer });

/**
 * `GET /api/games/:id/chat?as=S|judge`'s query: the lines `as` read, within those the request's token may
 * read (without `as`, the token's own).
 */
export const GameChatQuery = z.strictObject({ as: Viewer.optional() });

/** `GET /api/games/:id/position?step=N`'s query: the step whose position is saved (as the replay's `step`). */
export const PositionQuery = z.strictObject({ step: Step });
