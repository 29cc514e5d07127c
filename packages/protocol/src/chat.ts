/**
 * Table chat (docs/server-protocol.md § `say`, § `chat`): the players of a table talk to everyone at it,
 * and teammates among themselves — "teammates may discuss strategies at any time" (808.5 Team vs. Team,
 * 809.7 Emperor, 810.5 Two-Headed Giant, 811.5 Alternating Teams; 805.3a "teammates may consult"); its
 * spectators to the table where its settings let them (`spectatorsChat`). A team's lines reach that team's
 * players and the judge, no one else: they are filtered by the server before they are sent (DEVELOPERS.md
 * principle 4), never sent and hidden by a client.
 */
import { z } from "zod";
import { isPlain, SeatName } from "./plainText.ts";
import type { You } from "./you.ts";

/** The most characters a line may have (after its spaces at either end are dropped). */
export const CHAT_MAX_CHARS = 500;
/** How many lines a welcome carries: the table's last lines its recipient may read. */
export const CHAT_HISTORY = 100;

/** Who hears a line: everyone at the table (its players, spectators and judge), or the speaker's team. */
export const ChatChannel = z.enum(["table", "team"]);
export type ChatChannel = z.infer<typeof ChatChannel>;

/** A line's text: trimmed, 1 to CHAT_MAX_CHARS characters, no control characters. */
export const ChatText = z
  .string()
  .transform((t) => t.trim())
  .refine((t) => t.length > 0, "the line is empty")
  .refine((t) => [...t].length <= CHAT_MAX_CHARS, `a line has at most ${CHAT_MAX_CHARS} characters`)
  .refine(isPlain, "a line may not hold line breaks or other control characters");

/**
 * A spectator's name, as the spectate request (`POST /api/tables/:id/spectators`) may give it: trimmed, 1 to
 * 40 characters, no control characters (a seat's name's limits). Without one the server names them
 * "Spectator N", N their number at the table.
 */
export const SpectatorName = SeatName;

/**
 * Who said a line: a seat's player (by the seat's name), a spectator (by their number at the table, from 1,
 * and their name), or the table's judge.
 */
export type ChatSpeaker =
  | { role: "player"; seat: number; name: string }
  | { role: "spectator"; spectator: number; name: string }
  | { role: "judge" };

/** One line of a table's chat, as its readers get it (`chat` messages, and the `welcome`'s `chat`). */
export interface ChatLine {
  /** The line's number at its table, from 1, in the order the server took them (shared by both channels). */
  n: number;
  /** When the server took it: milliseconds since the epoch (the server's clock). */
  at: number;
  /**
   * Where it falls in the game: the number of inputs the table's game had accepted when the server took it
   * (0 in the lobby and before the first input; the game's length once it is over). A replay shows it from
   * step `after` on. A line stored before lines kept it has the count when it is read: a finished game's
   * length (its inputs' times are not kept, so it can't be placed closer).
   */
  after: number;
  from: ChatSpeaker;
  /** "team": only the speaker's team (and the judge) got it. */
  to: ChatChannel;
  text: string;
}

/**
 * A finished game's chat for its replay (`GET /api/games/:id/chat`): every line the bearer of the request's
 * token may read, oldest first — without a token (or a spectator's) the table's lines, with a seat's the
 * table's and its team's, with the judge's every line. With `as` (a seat, or "judge": the replay's "View
 * as"), the lines that viewer read, within those: the table's and that seat's team's (the judge: all).
 */
export interface GameChat {
  /** Who read them: as the welcome's `you` (no token: a spectator) — the token's, whatever `as` is. */
  you: You;
  lines: ChatLine[];
  /**
   * Whether `as` read team lines that the token may not read, left out (an opponent team's, for a seat's
   * token; any team's, without a token): whether there were any, it doesn't say. False without `as`. A
   * server older than this field (2026-12-06) sends none.
   */
  teamLinesWithheld?: boolean;
}
