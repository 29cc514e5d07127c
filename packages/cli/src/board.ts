/**
 * A compact text rendering of a player's view: whose turn (the active team's, with shared team turns) and
 * which step, who sits where, each player's team (and Emperor role), range of influence, life (once per
 * team when the team shares it), hand and library sizes and permanents (P/T, tapped), the stack, the
 * attacks, the viewer's own hand and the teammates' hands the viewer may see. In a classic Emperor game
 * each permanent is listed under the territory it stands in: another player's creature there is named
 * with its controller ("Frank's Grizzly Bears"), and its controller's entry says where it went ("in Eve's
 * territory: Grizzly Bears"). A Grand Melee table gets its own layout (meleeBoard.ts).
 */

import { type PlayerView, STEP_NAMES } from "@roundtable/engine";
import { joinNames } from "@roundtable/protocol";
import {
  attackLines,
  boardNames,
  handLines,
  NO_SEATING,
  playerLines,
  stackLines,
  teamTotals,
} from "./boardLines.ts";
import { type MeleeBoardOptions, renderMeleeBoard } from "./meleeBoard.ts";
import { type SeatingInfo, seatingLine, teamLabel } from "./seating.ts";

export { permanentLabel } from "./boardLines.ts";

/**
 * The board for `view`; `seating` adds the teams and ranges of influence (public, not in the view). A
 * Grand Melee game (807) shows the turn markers and only the seats near the viewer (`melee`).
 */
export function renderBoard(
  view: PlayerView,
  seating: SeatingInfo = NO_SEATING,
  melee: MeleeBoardOptions = {},
): string[] {
  if (seating.turnMarkers) return renderMeleeBoard(view, seating, melee);
  const n = boardNames(view);
  const t = view.turn;
  const out: string[] = [];
  const prio = t.priority !== null ? ` — priority: ${n.name(t.priority)}` : "";
  // 805.4a: with shared team turns, every player of the active team is an active player.
  const active = t.activePlayers.length > 0 ? t.activePlayers : [t.active];
  const team = seating.teams?.[t.active];
  const whose =
    active.length > 1
      ? `${joinNames(active.map(n.name))}${team !== undefined ? ` (team ${team + 1})` : ""}`
      : n.name(active[0]);
  if (t.number === 0) out.push("── Before the game: opening hands ──");
  else out.push(`── Turn ${t.number} — ${whose}, ${STEP_NAMES[t.step]}${prio} ──`);
  if (view.players.length > 2) out.push(seatingLine(view.players, view.viewer));
  if (seating.territories)
    out.push("Each permanent is listed under the player whose territory it stands in.");
  const teams = seating.sharedLife ? seating.teams : null;
  if (teams !== null) out.push(...teamTotals(view.players, teams));
  for (const p of view.players) {
    const marks = [
      p.seat === view.viewer ? "you" : "",
      p.seat === t.active || active.includes(p.seat) ? "active" : "",
      teamLabel(seating, p.seat) ?? "",
      p.left ? "left the game" : "",
    ];
    out.push(...playerLines(view, seating, p, marks, n));
  }
  if (view.stack.length > 0) out.push("Stack (top first):", ...stackLines(view.stack, n));
  if (view.attacks.length > 0) out.push("Attacks:", ...attackLines(view.attacks, n));
  out.push(...handLines(view));
  return out;
}
