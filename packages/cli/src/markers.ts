/**
 * Grand Melee's turn markers (807.4) as the command line names them: which marker a turn belongs to, and
 * a marker's title ("marker 2 — Carol's turn 37, declare attackers step").
 */
import { type MarkerView, type PlayerId, STEP_NAMES } from "@roundtable/engine";

/** Short step names, for the one-line summary of every marker. */
export const SHORT_STEPS: Record<string, string> = {
  untap: "untap",
  upkeep: "upkeep",
  draw: "draw",
  main1: "main 1",
  "beginning-of-combat": "combat",
  "declare-attackers": "attackers",
  "declare-blockers": "blockers",
  "first-strike-damage": "first strike",
  "combat-damage": "damage",
  "end-of-combat": "end of combat",
  main2: "main 2",
  end: "end step",
  cleanup: "cleanup",
};

/** What the markers' names need of a view (a table's or a player's): the rules and the turn markers. */
export interface MarkerSource {
  config: { turnMarkers: boolean };
  markers?: readonly { marker: number; turn: { number: number } }[];
}

/** The turn marker whose turn is turn `number` (807.4b), while that turn is under way. */
export function markerOfTurn(view: MarkerSource, number: number): number | undefined {
  return view.markers?.find((m) => m.turn.number === number)?.marker;
}

/** Whether a game has more than one turn marker at a time, so that its log names them on every line. */
export function severalMarkers(view: MarkerSource): boolean {
  return view.config.turnMarkers && (view.markers === undefined || view.markers.length > 1);
}

/**
 * "marker 2 — Carol's turn 37, declare attackers step", "marker 1 — your turn 41, upkeep", or for a
 * holder who waits to begin their turn (807.4d) "marker 3 — Ivan waits to begin a turn (807.4d)"; with a
 * designation for removal (807.4e) "…, designated for removal".
 */
export function markerTitle(
  m: MarkerView,
  name: (seat: PlayerId) => string,
  viewer: PlayerId | null,
): string {
  const you = m.holder === viewer;
  const what = m.taking
    ? `${you ? "your" : `${name(m.holder)}'s`} turn ${m.turn.number}, ${STEP_NAMES[m.turn.step]}`
    : `${you ? "you wait" : `${name(m.holder)} waits`} to begin a turn (807.4d)`;
  const removal =
    m.designations > 0
      ? `, designated for removal${m.designations > 1 ? ` ×${m.designations}` : ""} (807.4e)`
      : "";
  return `marker ${m.marker} — ${what}${removal}`;
}

/**
 * "M2 Carol: turn 37 attackers, stack 1" — one marker in the one-line summary of every marker; "M3 Ivan:
 * waiting"; the viewer is "you".
 */
export function markerBrief(
  m: MarkerView,
  name: (seat: PlayerId) => string,
  viewer: PlayerId | null,
): string {
  const who = m.holder === viewer ? "you" : name(m.holder);
  const parts = [m.taking ? `turn ${m.turn.number} ${SHORT_STEPS[m.turn.step] ?? m.turn.step}` : "waiting"];
  if (m.stack.length > 0) parts.push(`stack ${m.stack.length}`);
  if (m.designations > 0) parts.push(`to be removed${m.designations > 1 ? ` ×${m.designations}` : ""}`);
  return `M${m.marker} ${who}: ${parts.join(", ")}`;
}
