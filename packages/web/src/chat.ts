/**
 * The table chat as the page shows it (protocol chat.ts; docs/server-protocol.md § say, § chat): who said a
 * line, whom it went to, who the viewer's teammates are, how many lines are unread, and a refusal of a line
 * said, told apart from the table's other errors by the `say`'s ref. It shows only what the server sent: a
 * team's lines reach a page only when the server let its reader read them.
 */
import type { PlayerView } from "@roundtable/engine";
import {
  CHAT_MAX_CHARS,
  type ChatLine,
  type ErrorCode,
  type Role,
  withoutControls,
} from "@roundtable/protocol";
import { teamLetter } from "./table/palette.ts";

/** Who is reading: the page's role and seat (ClientState's `you`). */
export type Reader = { role: Role; seat: number | null } | null;

/** A `say`'s ref: its refusal (an `error` with the same ref) is shown by the chat's input. */
export const sayRef = (n: number): string => `say-${n}`;
export const isSayRef = (ref: string | undefined): ref is string => ref?.startsWith("say-") === true;

/** How many characters left before the counter shows under the input. */
export const CHAT_COUNT_FROM = 100;

/** A line's characters as the server counts them (code points, the spaces at either end dropped). */
export function chatLength(text: string): number {
  return [...text.trim()].length;
}

/** What the input holds as a line: control characters (a pasted tab) as spaces, trimmed. */
export function chatText(draft: string): string {
  return withoutControls(draft, " ").trim();
}

/** Whether the line is the reader's own (said from their seat, or by the judge for the judge). */
export function isMine(line: ChatLine, you: Reader): boolean {
  if (you === null) return false;
  if (line.from.role === "judge") return you.role === "judge";
  return you.role === "player" && you.seat === line.from.seat;
}

/** Who said it: the seat's name, or "Judge"; "(you)" after the reader's own. */
export function speaker(line: ChatLine, you: Reader): string {
  const name = line.from.role === "judge" ? "Judge" : line.from.name;
  return isMine(line, you) ? `${name} (you)` : name;
}

/**
 * Whom a team's line went to, as the reader reads it: "to your team" for its players; for the judge (who
 * reads every team's), the team by its letter as the seats show it, "to Team B".
 */
export function teamAddress(line: ChatLine, you: Reader, view: PlayerView | null): string {
  if (you?.role === "player") return "to your team";
  const team = line.from.role === "player" ? view?.players[line.from.seat]?.team : null;
  return team === null || team === undefined ? "to their team" : `to Team ${teamLetter(team)}`;
}

/**
 * The names of the reader's teammates (the players of their team but them), in seat order: none for a
 * spectator, the judge, a game without teams or one not begun (the server takes no team line then).
 */
export function teammates(view: PlayerView | null, you: Reader): string[] {
  if (view === null || you?.role !== "player" || you.seat === null) return [];
  const team = view.players[you.seat]?.team ?? null;
  if (team === null) return [];
  return view.players.filter((p) => p.team === team && p.seat !== you.seat).map((p) => p.name);
}

/** The lines after the last one read (`read`, its n) that others said. */
export function unreadCount(lines: readonly ChatLine[], read: number, you: Reader): number {
  return lines.filter((l) => l.n > read && !isMine(l, you)).length;
}

/** A replay's lines at step `step`: those said by then (ChatLine.after ≤ step: the game had had `after` inputs). */
export function saidBy(lines: readonly ChatLine[], step: number): ChatLine[] {
  return lines.filter((l) => l.after <= step);
}

/** Which lines a replay's chat holds, for its reader (GET /api/games/:id/chat answers by the token sent). */
export function replayReaderNote(you: Reader): string {
  if (you?.role === "judge") return "As the judge you read every line, each team's too.";
  if (you?.role === "player") return "You read the table's lines and your team's.";
  return "The table's lines: a team's are read by its players, in the browser they played in, and the judge.";
}

/** A refusal of a line as the input shows it: the server's reason ("at most 5 lines at once …"). */
export function refusalText(m: { code: ErrorCode; message: string }): string {
  const reason = m.message.replace(/[.\s]+$/, "");
  if (m.code === "rate-limited") return `Not sent: too many lines — ${reason}. Try again in a moment.`;
  return `Not sent: ${reason}.`;
}

export const LOST_CONNECTION = "Not sent: the connection is lost. It is being opened again — try again then.";
/** The counter of a line `n` characters long, over the limit. */
export function tooLong(n: number): string {
  const over = n - CHAT_MAX_CHARS;
  return `${over} character${over === 1 ? "" : "s"} too many (at most ${CHAT_MAX_CHARS}).`;
}
