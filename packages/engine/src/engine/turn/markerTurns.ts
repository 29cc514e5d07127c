/**
 * Grand Melee's turns (807.4): a turn marker's holder begins a turn — the extra turn they were owed first
 * (807.4i–j) — and, when it ends, the marker passes, stays for an extra turn, or is removed (turnMarkers.ts
 * decides; lanes.ts applies it to the lanes).
 */
import type { GameState, Lane, PlayerId, TurnMarker, TurnState } from "../../state.ts";
import { turnOfBegins } from "../characteristics/continuous.ts";
import type { Ctx } from "../context/ctx.ts";
import type { Happening } from "../context/record.ts";
import { applyMarkerEvents, currentMarker, lanes, seated } from "../players/lanes.ts";
import { inGame } from "../players/players.ts";
import { endTurn, mustWait, playersLeave } from "../players/turnMarkers.ts";
import { beginTurn, skippedTurns } from "./turnBegins.ts";

/**
 * The current marker's holder begins a turn: an extra turn they kept the marker for (807.4i), else an
 * extra turn owed "just before their next turn" (807.4i–j) — their normal turn then follows it at once
 * (`beforeNormal`) — else their normal turn.
 */
export function beginMarkerTurn(g: Ctx): void {
  const s = g.s;
  const k = currentMarker(s);
  if (k === undefined) return;
  const holder = k.holder;
  const kept = s.extraTurns.indexOf(holder);
  if (kept >= 0) {
    s.extraTurns.splice(kept, 1);
    beginTurn(g, holder, true);
    return;
  }
  if (!beginOwedExtraTurn(g, holder)) beginTurn(g, holder);
}

/**
 * 807.4i–j: an extra turn owed to `holder` just before their next turn begins, if they are owed one; their
 * normal turn is to follow (`beforeNormal`). False if they are owed none.
 */
function beginOwedExtraTurn(g: Ctx, holder: PlayerId): boolean {
  const deferred = g.s.melee!.deferred;
  const owed = deferred.indexOf(holder);
  if (owed < 0) return false;
  deferred.splice(owed, 1);
  beginTurn(g, holder, true);
  g.s.turn.beforeNormal = true;
  return true;
}

/**
 * 807.4c, 807.4g, 807.4i–j: the current marker's turn has ended. Extra turns created during it for its
 * holder keep the marker when 807.4i allows (taken one at a time, at once or after waiting), else they
 * wait for the holder's next turn; extra turns for anyone else wait for that player's next turn (807.4j).
 * After an owed extra turn (`beforeNormal`) the holder's next owed one begins at once, else their normal
 * turn (or, if they have left, would have begun: 800.4m). Extra turns given to them meanwhile are carried
 * to that normal turn's end, where 807.4i decides them.
 */
export function markerTurnEnds(g: Ctx): void {
  const s = g.s;
  const m = s.melee!;
  const k = currentMarker(s);
  if (k === undefined) return;
  const holder = k.holder;
  const mine = s.extraTurns.filter((p) => p === holder).length;
  for (const p of s.extraTurns) if (p !== holder && inGame(s, p)) m.deferred.push(p);
  s.extraTurns = [];
  if (normalTurnDue(s.turn, k)) {
    if (inGame(s, holder)) {
      // 807.4j, 500.7: all the extra turns owed are taken just before the normal turn, one after another.
      if (!beginOwedExtraTurn(g, holder)) beginTurn(g, holder);
      s.extraTurns = Array.from({ length: mine }, () => holder);
      return;
    }
    // 800.4m: the holder left during it: their normal turn would have begun as it ends, and their effects
    // until their next turn end now, not when a marker next passes their seat (800.4k: it doesn't begin).
    turnOfBegins(g, holder, true);
  }
  const r = markersAsTurnEnds(s, k, mine);
  for (const e of r.events) if (e.type === "pass") skippedTurns(g, e.from, e.to);
  if (r.events.some((e) => e.type === "deferExtraTurn"))
    for (let n = 1; n < mine; n++) m.deferred.push(holder);
  else s.extraTurns = Array.from({ length: mine }, () => holder);
  // 807.4b: turns that begin at the same moment are numbered in marker order — this marker's next turn
  // too, so it begins with the others (loop.ts runs fresh markers in order), not ahead of them.
  applyMarkerEvents(s, r.markers, r.events);
  waitedTurns(g);
}

/**
 * 807.4i–j: after an extra turn owed just before the holder's next normal turn (`turn.beforeNormal`), the
 * holder's next turn — another owed extra turn, else that normal turn — is due at once on the same marker,
 * unless the marker is to be removed (807.4g).
 */
function normalTurnDue(turn: TurnState, k: TurnMarker): boolean {
  return turn.beforeNormal === true && k.designations === 0;
}

/** {@link normalTurnDue}, and it begins: the holder is still in the game (800.4k). */
function normalTurnFollows(s: GameState, turn: TurnState, k: TurnMarker): boolean {
  return normalTurnDue(turn, k) && inGame(s, k.holder);
}

/** 807.4c, 807.4g, 807.4i: how the markers move as marker k's turn ends, with `mine` extra turns of its holder. */
function markersAsTurnEnds(s: GameState, k: TurnMarker, mine: number): ReturnType<typeof endTurn> {
  return endTurn(seated(s), s.melee!.markers, k.id, mine > 0, s.config.extraTurnYieldsToMarkerOnRight);
}

/**
 * Who takes marker `marker`'s next turn after the turn of its lane `lane`, as things stand (nextTurns.ts
 * `nextTurnTaker`): its holder again after an owed extra turn (807.4j: another, or their normal turn) or
 * for an extra turn they keep the marker for (807.4i), else the player the marker passes to on the left
 * (807.4c; they may have to wait, 807.4d, and may take an owed extra turn first, 807.4j). Null when the
 * marker is to be removed (807.4g).
 */
export function nextMarkerTurn(s: GameState, marker: number, lane: Lane): PlayerId | null {
  const k = s.melee?.markers.find((o) => o.id === marker);
  if (k === undefined) return null;
  if (normalTurnFollows(s, lane.turn, k)) return k.holder;
  const mine = lane.extraTurns.filter((p) => p === k.holder).length;
  return markersAsTurnEnds(s, k, mine).markers.find((o) => o.id === marker)?.holder ?? null;
}

/**
 * 807.4c, 807.4e–g: players left the game at once; `leftBefore`: who had left before them. Markers are
 * designated, removed or handed on, and waiting holders may begin.
 */
export function markersAfterLeaving(
  g: Ctx,
  leftBefore: readonly boolean[],
  departed: readonly PlayerId[],
): void {
  const s = g.s;
  if (s.melee === undefined || departed.length === 0) return;
  const r = playersLeave(leftBefore, s.melee.markers, departed, s.config.markerRemoval);
  for (const e of r.events) if (e.type === "pass") skippedTurns(g, e.from, e.to);
  applyMarkerEvents(s, r.markers, r.events);
  // 800.4k: the extra turns they were owed would never begin (nothing reads them: their effects until
  // their next turn end as that turn would have begun, 800.4m, whichever turn it is).
  s.melee.deferred = s.melee.deferred.filter((p) => !departed.includes(p));
  waitedTurns(g);
}

/**
 * 800.4m, 807.4c–d: a holder who left while waiting to begin their turn handed the marker on at once, and
 * their turn would have begun when they would have stopped waiting: when no other marker is within the
 * three seats to their seat's left. Not as they left (800.4m: their effects don't expire immediately), nor
 * when a marker next passes their seat (`skippedTurns` counts the seats a marker passes over, not the one
 * it leaves). They are the departed players seated between the player of a marker's last turn and its
 * holder now, as a marker moves one player in the game at a time (807.4c); the others there are seats it
 * passed over, whose turns would have begun already (ending their effects again changes nothing).
 */
function waitedTurns(g: Ctx): void {
  const s = g.s;
  const left = seated(s);
  const n = left.length;
  const markers = s.melee!.markers;
  for (const { marker, lane } of lanes(s)) {
    const k = markers.find((o) => o.id === marker)!;
    if (k.holder === lane.turn.active) continue; // it has not moved since
    const others = markers.filter((o) => o !== k);
    for (let q = (lane.turn.active + 1) % n; q !== k.holder; q = (q + 1) % n)
      if (left[q] && !mustWait(left, others, { ...k, holder: q })) turnOfBegins(g, q, true);
  }
}

/** 807.4c, 807.4e–g: watches for players leaving the game (leave.ts). */
export function markersOnLeaving(g: Ctx, h: Happening): void {
  if (h.type === "playersLeft") markersAfterLeaving(g, h.leftBefore, h.departed);
}
