/**
 * Where the game is, for the scenario runner: the position of a turn and step, and in Grand Melee (807.4)
 * each turn marker's lane — the turn its holder is taking, its stack and its open decision — and which
 * stack a targeted spell is on (807.5b).
 */
import {
  type CardDb,
  type Decision,
  type GameState,
  lanes,
  type ObjId,
  STEPS,
  type Step,
  shownTurn,
  type TurnState,
} from "@roundtable/engine";
import { resolveRef, stateCandidates } from "./resolve.ts";
import { MULLIGANS } from "./table.ts";

/**
 * Grand Melee (807.4): one turn marker's lane — the turn its holder is taking (or last took, while the
 * marker waits), its stack and its open decision. A game without turn markers has one lane, marker 0.
 */
export interface LaneInfo {
  marker: number;
  /** The holder is taking a turn (807.4d: false while they wait to begin one). */
  taking: boolean;
  turn: TurnState;
  stack: ObjId[];
  decision: Decision | null;
}

/** Where a turn and step fall (the engine's turn number): later turns and steps come after. */
export function position(turn: number, step: Step): number {
  return turn * STEPS.length + STEPS.indexOf(step);
}

/**
 * The game's turn and step (the current lane's, in Grand Melee), the turn numbered as the game shows it (a
 * saved position's from its `turnNumber`, as the file numbers it); before the first turn, the mulligans.
 */
export function where(s: GameState): string {
  return s.turn.number === 0 ? MULLIGANS : `turn ${shownTurn(s, s.turn.number)} ${s.turn.step}`;
}

/** A lane's turn (as the game shows it) and step, and its turn marker. */
export function laneWhere(s: GameState, l: LaneInfo): string {
  return `turn ${shownTurn(s, l.turn.number)} ${l.turn.step} (turn marker ${l.marker})`;
}

/** Every turn marker's lane, in marker order (one lane, marker 0, without turn markers). */
export function laneInfos(s: GameState): LaneInfo[] {
  const taking = new Map(s.melee?.markers.map((m) => [m.id, m.taking]) ?? []);
  return lanes(s).map(({ marker, lane }) => ({
    marker,
    taking: s.melee === undefined || taking.get(marker) === true,
    turn: lane.turn,
    stack: lane.stack,
    decision: lane.pending,
  }));
}

/** Grand Melee: every turn going on, "turn 3 main1 (turn marker 1), turn 2 upkeep (turn marker 2)". */
export function meleeWhere(s: GameState): string {
  const going = laneInfos(s).filter((l) => l.taking);
  return going.length === 0
    ? "no turn (every turn marker waits)"
    : going.map((l) => laneWhere(s, l)).join(", ");
}

/** The lane taking turn n (the engine's number) now, if any (Grand Melee). */
export function runningLane(all: readonly LaneInfo[], n: number): LaneInfo | undefined {
  return all.find((l) => l.taking && l.turn.number === n);
}

/** The open decision of turn marker `marker`'s lane (marker 0: the game's only one). */
export function pendingIn(s: GameState, marker: number): Decision | null {
  return lanes(s).find((l) => l.marker === marker)?.lane.pending ?? null;
}

/** The turn marker whose lane holds decision d (0 without turn markers). */
export function markerOf(s: GameState, d: Decision): number {
  return lanes(s).find((l) => l.lane.pending?.id === d.id)?.marker ?? 0;
}

/**
 * 807.5b: for each target text that is a spell or ability on another turn marker's stack than `here`'s,
 * why a spell or ability put on `here`'s stack can't target it.
 */
export function otherStackNotes(
  db: CardDb,
  s: GameState,
  names: readonly string[],
  here: LaneInfo | null,
  texts: readonly string[],
): string[] {
  if (s.melee === undefined || here === null) return [];
  return texts.flatMap((t) => {
    if (names.includes(t)) return [];
    const r = resolveRef(t, stateCandidates(db, s), names);
    const on = r.ok ? lanes(s).find((l) => l.lane.stack.includes(r.id)) : undefined;
    return on !== undefined && on.marker !== here.marker
      ? [
          `"${t}" is on turn marker ${on.marker}'s stack: a spell or ability put on turn marker ${here.marker}'s stack can't target it (807.5b)`,
        ]
      : [];
  });
}
