/**
 * Grand Melee's simultaneous turns (807.4–807.5) as lanes: each turn marker has its own turn, stack, work
 * list and open decision. The current marker's lane lives in the state's own fields (`turn`, `stack`,
 * `work`, `pending`, `combat`, `triggers`, `extraTurns`), so every rule reads "the turn" and "the stack" as
 * that marker's; the other lanes are parked in `melee.parked` and swapped in to run (`enterLane`). Swapping
 * moves references only: it is cheap, and it changes nothing in the game.
 *
 * The turn markers' bookkeeping (who holds which, passing, waiting, removal) is turnMarkers.ts; this module
 * applies its results to the lanes. Readings (docs/grand-melee.md): each turn fixes its own ranges of
 * influence as it begins (801.2c), and whatever a turn's spells, abilities and turn-based actions do is
 * measured with them; a triggered ability goes on the stack of the turn in which it triggered (807.5b).
 */
import type { Decision } from "../../decisions.ts";
import type { GameState, Lane, PlayerId, TurnMarker } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import { invalidateLayers } from "../context/layerCache.ts";
import { shownTurn } from "../context/shownTurn.ts";
import { sameRanges } from "./players.ts";
import { type MarkerEvent, placeMarkers } from "./turnMarkers.ts";

/** The marker whose lane is the current one, if it still exists. */
export function currentMarker(s: GameState): TurnMarker | undefined {
  const m = s.melee;
  return m === undefined ? undefined : m.markers.find((k) => k.id === m.current);
}

function park(s: GameState): Lane {
  return {
    turn: s.turn,
    stack: s.stack,
    work: s.work,
    pending: s.pending,
    combat: s.combat,
    triggers: s.triggers,
    extraTurns: s.extraTurns,
  };
}

function load(s: GameState, l: Lane): void {
  s.turn = l.turn;
  s.stack = l.stack;
  s.work = l.work;
  s.pending = l.pending;
  s.combat = l.combat;
  s.triggers = l.triggers;
  s.extraTurns = l.extraTurns;
}

/** Makes marker `id`'s lane the current one. */
export function enterLane(s: GameState, id: number): void {
  const m = s.melee;
  if (m === undefined || m.current === id) return;
  const l = m.parked[id];
  if (l === undefined) throw new Error(`internal: no lane for turn marker ${id}`);
  if (m.markers.some((k) => k.id === m.current)) m.parked[m.current] = park(s);
  loadLane(s, id, l);
}

/** Marker `id`'s lane `l` becomes the current one (the current one is parked or dropped by the caller). */
function loadLane(s: GameState, id: number, l: Lane): void {
  const m = s.melee!;
  delete m.parked[id];
  const ranges = s.turn.inRange;
  load(s, l);
  m.current = id;
  // Each turn has the ranges fixed as it began (801.2c, 807.4h); characteristics computed with another
  // turn's ranges are recomputed when those differ (after departures).
  if (!sameRanges(ranges, s.turn.inRange)) invalidateLayers(s);
}

/** Every lane with its marker id, the current one as the state's fields (read-only use). */
export function lanes(s: GameState): { marker: number; lane: Lane }[] {
  const m = s.melee;
  if (m === undefined) return [{ marker: 0, lane: park(s) }];
  return m.markers.map((k) => ({ marker: k.id, lane: k.id === m.current ? park(s) : m.parked[k.id] }));
}

/** Runs `fn` with each marker's lane current in turn (marker order), then returns to the lane it was in. */
export function forEachLane(s: GameState, fn: (marker: number) => void): void {
  const m = s.melee;
  if (m === undefined) {
    fn(0);
    return;
  }
  const back = m.current;
  for (const k of [...m.markers]) {
    if (!m.markers.includes(k)) continue;
    enterLane(s, k.id);
    fn(k.id);
  }
  if (m.markers.some((k) => k.id === back)) enterLane(s, back);
}

/** The open decision of marker `id`'s lane, if any. */
export function pendingOf(s: GameState, id: number): Decision | null {
  const m = s.melee;
  return m === undefined || id === m.current ? s.pending : (m.parked[id]?.pending ?? null);
}

/** Every open decision, in marker order (one at most per marker; one in games without turn markers). */
export function openDecisions(s: GameState): Decision[] {
  if (s.melee === undefined) return s.pending === null ? [] : [s.pending];
  const out: Decision[] = [];
  for (const k of s.melee.markers) {
    const d = pendingOf(s, k.id);
    if (d !== null) out.push(d);
  }
  return out;
}

/**
 * The open decision `id` (any value a caller passed) and the marker whose lane holds it (0 without turn
 * markers), or null: one pass over the markers (an answer is looked for twice, checked then submitted).
 */
export function openDecision(s: GameState, id: unknown): { decision: Decision; marker: number } | null {
  if (s.melee === undefined)
    return s.pending !== null && s.pending.id === id ? { decision: s.pending, marker: 0 } : null;
  for (const k of s.melee.markers) {
    const d = pendingOf(s, k.id);
    if (d !== null && d.id === id) return { decision: d, marker: k.id };
  }
  return null;
}

/** Who has left, seat by seat, as turnMarkers.ts counts seats. */
export function seated(s: GameState): boolean[] {
  return s.players.map((p) => p.left);
}

/**
 * 807.4b: the turn markers are handed out from the starting player and every holder begins a turn at the
 * same time: the turns are numbered in marker order. `begin` begins a turn for a player in the current lane.
 * `before`, for each holder in marker order with their marker current, comes before the first turns begin
 * (901.14a: each sets a starting plane).
 */
export function placeTurnMarkers(
  g: Ctx,
  start: PlayerId,
  begin: (p: PlayerId) => void,
  before?: (p: PlayerId) => void,
): void {
  const s = g.s;
  const markers = placeMarkers(seated(s), start);
  s.melee = { markers, current: 1, parked: {}, fresh: [], turns: 0, deferred: [] };
  if (before !== undefined) {
    for (const k of markers) {
      s.melee.current = k.id;
      before(k.holder);
    }
    s.melee.current = 1;
  }
  for (const k of markers) {
    if (k.id !== 1) {
      s.melee.parked[s.melee.current] = park(s);
      load(s, emptyLane(s));
      s.melee.current = k.id;
    }
    begin(k.holder);
  }
  enterLane(s, 1);
  laneEvent(g); // the first marker's lane runs first: its turn's first steps are its own
}

/** Grand Melee: the events that follow happen in the current lane's turn (a marker, not a change). */
export function laneEvent(g: Ctx): void {
  g.events?.push({ type: "lane", marker: g.s.melee!.current, turn: shownTurn(g.s, g.s.turn.number) });
}

function emptyLane(s: GameState): Lane {
  return {
    turn: { ...s.turn },
    stack: [],
    work: [],
    pending: null,
    combat: null,
    triggers: [],
    extraTurns: [],
  };
}

/**
 * Applies what happened to the markers (turnMarkers.ts): removed markers lose their lanes; a marker whose
 * holder may now begin a turn is `fresh`: its lane begins the turn when it next runs, the fresh markers in
 * marker order (loop.ts), so turns that begin at the same moment are numbered in marker order (807.4b).
 */
export function applyMarkerEvents(s: GameState, markers: TurnMarker[], events: readonly MarkerEvent[]): void {
  const m = s.melee!;
  m.markers = markers;
  for (const e of events) {
    if (e.type === "deferExtraTurn") m.deferred.push(e.player);
    else if (e.type === "remove") {
      delete m.parked[e.marker];
      m.fresh = m.fresh.filter((id) => id !== e.marker);
    } else if (e.type === "begin") {
      if (m.parked[e.marker] === undefined && e.marker !== m.current) m.parked[e.marker] = emptyLane(s);
      if (!m.fresh.includes(e.marker)) m.fresh.push(e.marker);
    }
  }
}

/**
 * After the current lane's marker was removed (807.4g), another lane becomes the current one: the
 * lowest-numbered marker's. The removed lane's leftovers (an empty work list) are dropped.
 */
export function settleCurrent(s: GameState): void {
  const m = s.melee;
  if (m === undefined || m.markers.some((k) => k.id === m.current)) return;
  const next = m.markers[0];
  if (next === undefined) return;
  loadLane(s, next.id, m.parked[next.id] ?? emptyLane(s));
}

/** The next lane that can run, in marker order: a fresh turn to begin, or work without an open decision. */
export function nextRunnable(s: GameState): { marker: number; fresh: boolean } | null {
  const m = s.melee;
  if (m === undefined) return null;
  let next: { marker: number; fresh: boolean } | null = null;
  for (const k of m.markers) {
    if (!k.taking || (next !== null && next.marker < k.id)) continue;
    if (m.fresh.includes(k.id)) next = { marker: k.id, fresh: true };
    else if (pendingOf(s, k.id) === null) next = { marker: k.id, fresh: false };
  }
  return next;
}
