/**
 * A server table's info (TableInfo) in words, as the terminal shows it while the table waits (`connect`'s
 * waiting line), as a table is made (`connect --create`) and in the server's list of tables (`roundtable
 * tables`): its name and game, who sits where and which seats are open, by team where the seats name their
 * teams (102.3), each seat's role (809.2, 904.2a) and its bots.
 */
import { gameTitle, type SeatInfo } from "@roundtable/protocol";

/** What the words need of a seat: TableInfo's (a lobby's seats too, whose roles a newer server may add to). */
export type SeatWords = Pick<SeatInfo, "seat" | "kind" | "name" | "team"> & { role?: string };

/**
 * The seats, numbered as the game's header numbers them: "1. Ann (you), 2. open, 3. Bob (bot)"; where
 * every seat names its team, by team: "team 1: 1. Ann (you), 2. open; team 2: 3. Ben, 4. Bob (bot)". A
 * seat with a role says it, so that a person choosing a seat knows which is whose: "2. open (emperor)"
 * (809.2), "1. Ann (you, archenemy)" (904.2a). `you`: the person's seat, if they have one.
 */
export function seatList(seats: readonly SeatWords[], you: number | null = null): string {
  const line = (s: SeatWords): string => {
    const marks = [s.kind === "bot" ? "bot" : null, s.seat === you ? "you" : null, s.role ?? null];
    const said = marks.filter((m) => m !== null);
    const who = s.kind === "open" ? "open" : s.name;
    return `${s.seat + 1}. ${who}${said.length > 0 ? ` (${said.join(", ")})` : ""}`;
  };
  const teams = seats.every((s) => s.team !== undefined)
    ? [...new Set(seats.map((s) => s.team as number))].sort((a, b) => a - b)
    : [];
  if (teams.length === 0) return seats.map(line).join(", ");
  const of = (team: number) => seats.filter((s) => s.team === team).map(line);
  return teams.map((t) => `team ${t + 1}: ${of(t).join(", ")}`).join("; ");
}

/** "Waiting for 2 more players — 1. Ann (you), 2. open, 3. open": a waiting table's open seats, then its seats. */
export function waitingLine(seats: readonly SeatWords[], you: number | null = null): string {
  const open = seats.filter((s) => s.kind === "open").length;
  return `Waiting for ${open} more player${open === 1 ? "" : "s"} — ${seatList(seats, you)}`;
}

/**
 * "Friday night: Emperor, 6 players": the table's name, then its game by the variant's title, with the
 * edition of the multiplayer rules where an older one is in force ("Two-Headed Giant, 2007 Comprehensive
 * Rules (606–609)").
 */
export function tableTitle(t: { name: string; variant: string; edition?: string; players: number }): string {
  return `${t.name}: ${gameTitle(t.variant, t.edition)}, ${t.players} players`;
}
