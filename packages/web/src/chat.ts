/**
 * The table chat as the page shows it (protocol chat.ts; docs/server-protocol.md § say, § chat): who said a
 * line, whom it went to, who the viewer's teammates are, how many lines are unread, whether the page's
 * spectator may talk, whose lines the reader muted, and a refusal of a line said, told apart from the
 * table's other errors by the `say`'s ref. It shows only what the server sent: a team's lines reach a page
 * only when the server let its reader read them. Muting is the reader's own choice of what to hide among
 * the lines they may read (kept in the browser: chatMutes.ts), never a filter of hidden information.
 */
import type { PlayerView } from "@roundtable/engine";
import {
  CHAT_MAX_CHARS,
  type ChatLine,
  type ChatSpeaker,
  type ErrorCode,
  type ReplayViewer,
  type Role,
  type TableInfo,
  withoutControls,
} from "@roundtable/protocol";
import type { MutedSpeaker } from "./chatMutes.ts";
import { teamLetter } from "./table/palette.ts";

/**
 * Who is reading: the page's role and seat (ClientState's `you`), and a spectator's number when their
 * token names them (they may talk where the table lets spectators).
 */
export type Reader = { role: Role; seat: number | null; spectator?: number } | null;

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

/** Whether the line is the reader's own (said from their seat, as their spectator's number, or by the judge for the judge). */
export function isMine(line: ChatLine, you: Reader): boolean {
  if (you === null) return false;
  const { from } = line;
  if (from.role === "judge") return you.role === "judge";
  if (from.role === "spectator") return you.role === "spectator" && you.spectator === from.spectator;
  return you.role === "player" && you.seat === from.seat;
}

/** Who said it: the seat's name, a spectator's name and "(spectator)", or "Judge"; "you" for the reader's own. */
export function speaker(line: ChatLine, you: Reader): string {
  const { from } = line;
  const mine = isMine(line, you);
  if (from.role === "spectator") return `${from.name} (spectator${mine ? ", you" : ""})`;
  const name = from.role === "judge" ? "Judge" : from.name;
  return mine ? `${name} (you)` : name;
}

/**
 * A speaker as the reader's mutes name them: a seat's player "seat:N", a spectator "spectator:N" (their
 * number at the table); null for the judge, whose lines can't be muted.
 */
export function speakerKey(from: ChatSpeaker): string | null {
  if (from.role === "judge") return null;
  return from.role === "player" ? `seat:${from.seat}` : `spectator:${from.spectator}`;
}

/** Whether the reader may mute the line's speaker: a player's or a spectator's, not their own. */
export function mayMute(line: ChatLine, you: Reader): boolean {
  return speakerKey(line.from) !== null && !isMine(line, you);
}

/** Whether the line's speaker is muted. */
export function isMuted(line: ChatLine, muted: readonly MutedSpeaker[]): boolean {
  const key = speakerKey(line.from);
  return key !== null && muted.some((m) => m.key === key);
}

/**
 * The lines the reader has not muted, and each muted speaker with how many of the lines are theirs (hidden):
 * "Ben: 3 lines hidden", so that nothing disappears without a word.
 */
export function withoutMuted(
  lines: readonly ChatLine[],
  muted: readonly MutedSpeaker[],
): { shown: ChatLine[]; hidden: (MutedSpeaker & { count: number })[] } {
  const shown = lines.filter((l) => !isMuted(l, muted));
  const hidden = muted.map((m) => ({
    ...m,
    count: lines.filter((l) => speakerKey(l.from) === m.key).length,
  }));
  return { shown, hidden };
}

/** "3 lines hidden", "1 line hidden", "no line hidden yet". */
export function hiddenCount(count: number): string {
  if (count === 0) return "no line hidden yet";
  return `${count} line${count === 1 ? "" : "s"} hidden`;
}

/** Whether the table lets its spectators say lines to it (its settings' `spectatorsChat`, as TableInfo carries them). */
export function spectatorsTalk(info: TableInfo | null): boolean {
  const settings = info?.settings as { spectatorsChat?: unknown } | undefined;
  return settings?.spectatorsChat === true;
}

/**
 * A seat's team (102.3: public): the game's, once it has begun (`view`); before, the table's (`info`: the
 * server says it where the table's options tell it, so that teammates talk from the lobby on — 808.5,
 * 809.7, 810.5, 811.5). Null: the seat plays alone, or its team is known only as the game begins.
 */
export function seatTeam(seat: number, view: PlayerView | null, info: TableInfo | null): number | null {
  if (view !== null) return view.players[seat]?.team ?? null;
  return info?.seats[seat]?.team ?? null;
}

/**
 * Whom a team's line went to, as the reader reads it: "to your team" for its players; for the judge (who
 * reads every team's), the team by its letter as the seats show it, "to Team B".
 */
export function teamAddress(
  line: ChatLine,
  you: Reader,
  view: PlayerView | null,
  info: TableInfo | null = null,
): string {
  if (you?.role === "player") return "to your team";
  const team = line.from.role === "player" ? seatTeam(line.from.seat, view, info) : null;
  return team === null ? "to their team" : `to Team ${teamLetter(team)}`;
}

/**
 * The names of the reader's teammates (the players of their team but them), in seat order: the game's
 * (`view`) once it has begun, the table's seats (`info`) before — an open one as whoever takes it, who will
 * read the team's lines said until then. None for a spectator, the judge, a table without teams, or one
 * whose teams are known only as its game begins (the server takes no team line then).
 */
export function teammates(view: PlayerView | null, you: Reader, info: TableInfo | null = null): string[] {
  if (you?.role !== "player" || you.seat === null) return [];
  const team = seatTeam(you.seat, view, info);
  if (team === null) return [];
  const others = (p: { seat: number; team?: number | null }) => p.team === team && p.seat !== you.seat;
  if (view !== null) return view.players.filter(others).map((p) => p.name);
  return (info?.seats ?? [])
    .filter(others)
    .map((s) => (s.kind === "open" ? `whoever takes seat ${s.seat + 1}` : s.name));
}

/** The lines after the last one read (`read`, its n) that others said, but those the reader muted. */
export function unreadCount(
  lines: readonly ChatLine[],
  read: number,
  you: Reader,
  muted: readonly MutedSpeaker[] = [],
): number {
  return lines.filter((l) => l.n > read && !isMine(l, you) && !isMuted(l, muted)).length;
}

/** A replay's lines at step `step`: those said by then (ChatLine.after ≤ step: the game had had `after` inputs). */
export function saidBy(lines: readonly ChatLine[], step: number): ChatLine[] {
  return lines.filter((l) => l.after <= step);
}

/**
 * Which lines a replay's chat holds: GET /api/games/:id/chat answers those viewer `as` read, within what the
 * token sent may read, and says when it left team lines out (`withheld`). `team` names the team of seat `as`.
 */
export function replayReaderNote(
  you: Reader,
  as: ReplayViewer,
  withheld: boolean,
  team: string | null,
): string {
  if (withheld && you?.role === "player")
    return as === "judge"
      ? "The table's lines and your team's: the other teams' are left out, for their players and the judge."
      : `The table's lines: ${team ?? "that seat's team"}'s are left out, for its players and the judge.`;
  if (you?.role === "judge" && as !== "judge")
    return `The table's lines${team === null ? "" : ` and ${team}'s`}, as seat ${as + 1} read them.`;
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
