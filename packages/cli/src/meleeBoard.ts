/**
 * The board of a Grand Melee game (807), kept short for big tables: the turn of the marker the viewer is
 * deciding for, a one-line summary of every turn marker around the table (807.4), the seats near the
 * viewer with the markers they hold (taking a turn, waiting, designated for removal), then each marker
 * near the viewer with its turn, step, priority, stack (807.5) and attacks, and the viewer's hand.
 */
import {
  type MarkerView,
  type PlayerId,
  type PlayerSummary,
  type PlayerView,
  STEP_NAMES,
} from "@roundtable/engine";
import {
  attackLines,
  type BoardNames,
  boardNames,
  handLines,
  playerLines,
  stackLines,
} from "./boardLines.ts";
import { markerBrief, markerTitle } from "./markers.ts";
import type { SeatingInfo } from "./seating.ts";

export interface MeleeBoardOptions {
  /** The open decision the board is shown for: its marker's turn heads the board (default: the view's). */
  decision?: number;
  /** How many players on each side of the viewer are shown (default 3). */
  near?: number;
}

/**
 * The seats shown, in turn order: every seat at a table of ten players or fewer (or of at most 2·near + 1);
 * else the viewer (or `centre`) and the `near` players still in the game on each side.
 */
export function nearSeats(players: readonly PlayerSummary[], centre: PlayerId, near: number): PlayerId[] {
  const n = players.length;
  if (n <= Math.max(10, 2 * near + 1)) return players.map((p) => p.seat);
  const walk = (step: 1 | -1): PlayerId[] => {
    const out: PlayerId[] = [];
    for (let k = 1; k < n && out.length < near; k++) {
      const seat = (((centre + step * k) % n) + n) % n;
      if (!players[seat].left) out.push(seat);
    }
    return out;
  };
  const right = walk(-1);
  const left = walk(1).filter((s) => !right.includes(s));
  return [...right.reverse(), centre, ...left];
}

/** "Seating, to the left: … → Grace → Alice (you) → Bob → … (24 players, 2 have left the game)". */
function nearSeatingLine(view: PlayerView, seats: readonly PlayerId[], n: BoardNames): string {
  const label = (seat: PlayerId): string => (seat === view.viewer ? `${n.name(seat)} (you)` : n.name(seat));
  const gone = view.players.filter((p) => p.left).length;
  const note = `${view.players.length} players${gone > 0 ? `, ${gone} ${gone === 1 ? "has" : "have"} left the game` : ""}`;
  return `Seating, to the left: … → ${seats.map(label).join(" → ")} → … (${note})`;
}

/** Whether a marker concerns the seats shown: held there, deciding for the viewer, or acting on them. */
function concerns(m: MarkerView, shown: ReadonlySet<PlayerId>, viewer: PlayerId | null): boolean {
  if (shown.has(m.holder) || m.pending?.player === viewer || m.turn.priority === viewer) return true;
  if (
    m.stack.some(
      (s) => shown.has(s.controller) || s.targets.flat().some((r) => "player" in r && shown.has(r.player)),
    )
  )
    return true;
  return m.attacks.some((a) => "player" in a.defender && shown.has(a.defender.player));
}

export function renderMeleeBoard(view: PlayerView, seating: SeatingInfo, opts: MeleeBoardOptions): string[] {
  const n = boardNames(view);
  const markers = view.markers ?? [];
  const wanted = opts.decision ?? view.pending?.id;
  const focus = markers.find((m) => m.pending !== null && m.pending.id === wanted);
  const out: string[] = [];
  const t = focus?.turn ?? view.turn;
  if (t.number === 0) out.push("── Before the game: opening hands ──");
  else {
    const prio = t.priority !== null ? ` — priority: ${n.name(t.priority)}` : "";
    const of = focus !== undefined ? ` (marker ${focus.marker})` : "";
    out.push(`── Turn ${t.number}${of} — ${n.name(t.active)}, ${STEP_NAMES[t.step]}${prio} ──`);
  }
  if (markers.length > 0)
    out.push(
      `Turn markers (${markers.length}): ${markers.map((m) => markerBrief(m, n.name, view.viewer)).join(" · ")}`,
    );
  const centre = view.viewer ?? focus?.holder ?? 0;
  const seats = nearSeats(view.players, centre, opts.near ?? 3);
  const shown = new Set(seats);
  if (seats.length < view.players.length) out.push(nearSeatingLine(view, seats, n));
  else if (view.players.length > 2) {
    const order = seats.filter((s) => !view.players[s].left);
    const from = Math.max(0, order.indexOf(centre));
    const round = [...order.slice(from), ...order.slice(0, from)];
    const label = (s: PlayerId): string => (s === view.viewer ? `${n.name(s)} (you)` : n.name(s));
    out.push(`Seating, to the left: ${round.map(label).join(" → ")} → back to ${n.name(round[0])}`);
  }
  const held = new Map(markers.map((m) => [m.holder, m]));
  for (const seat of seats) {
    const p = view.players[seat];
    const m = held.get(seat);
    const marks = [
      seat === view.viewer ? "you" : "",
      m === undefined ? "" : `marker ${m.marker}, ${m.taking ? `turn ${m.turn.number}` : "waiting"}`,
      m !== undefined && m.designations > 0 ? "designated for removal" : "",
      p.left ? "left the game" : "",
    ];
    out.push(...playerLines(view, seating, p, marks, n));
  }
  for (const m of markers) {
    if (!concerns(m, shown, view.viewer)) continue;
    const prio = m.taking && m.turn.priority !== null ? ` — priority: ${n.name(m.turn.priority)}` : "";
    const title = markerTitle(m, n.name, view.viewer);
    out.push(`${title.charAt(0).toUpperCase()}${title.slice(1)}${prio}`);
    if (m.stack.length > 0) out.push("   stack (top first):", ...stackLines(m.stack, n));
    if (m.attacks.length > 0) out.push("   attacks:", ...attackLines(m.attacks, n));
  }
  out.push(...handLines(view));
  return out;
}
