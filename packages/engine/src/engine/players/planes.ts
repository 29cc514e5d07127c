/**
 * Planechase (901): who and what the planar rules are about — the face-up planes and phenomena, the
 * planar controller (901.6), each player's planar deck (901.3, 901.15c), and 801.18's exemption from the
 * limited range of influence. State queries only; the actions are in actions/planeswalk.ts.
 */

import type { CardDb, StaticEffect } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import { setBaseController } from "../../objectFields.ts";
import type { GameObject, GameState, ObjId, PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import { invalidateLayers } from "../context/layerCache.ts";
import { setTurnRanges, turnRanges } from "./players.ts";

/** 311, 312: whether a card is a plane or a phenomenon. */
export function isPlanarCard(db: CardDb, card: string): boolean {
  const types = db.get(card)?.types ?? [];
  return types.includes("Plane") || types.includes("Phenomenon");
}

/** The face-up plane and phenomenon cards (none outside a Planechase game). */
export function faceUpPlanar(s: GameState): GameObject[] {
  return s.planechase === undefined ? [] : s.planechase.faceUp.map((id) => s.objects[id]);
}

/** 901.15c: the planar deck a rule or ability means by "[p]'s planar deck" (the communal one, 901.15). */
export function planarDeckOf(s: GameState, p: PlayerId): ObjId[] {
  const pc = s.planechase!;
  return s.config.singlePlanarDeck === true ? pc.decks[0] : pc.decks[p];
}

/** 701.31b: the planar deck a card goes to the bottom of — its owner's (901.15b: the communal one). */
export function ownersPlanarDeck(s: GameState, o: GameObject): ObjId[] {
  return planarDeckOf(s, o.owner);
}

/** 901.6, 901.14a: the players who are planar controllers (several in Grand Melee). */
export function planarControllers(s: GameState): PlayerId[] {
  return [...new Set(faceUpPlanar(s).map((o) => o.controller))];
}

/**
 * 801.18, 901.13: outside Grand Melee, planes and phenomena are exempt from the limited range of
 * influence: their abilities and effects affect every applicable object and player.
 */
export function planarIgnoresRange(s: GameState, source: GameObject | undefined): boolean {
  return (
    s.planechase !== undefined &&
    !s.config.turnMarkers &&
    source !== undefined &&
    s.planechase.faceUp.includes(source.id)
  );
}

/**
 * 801.18, 901.13: runs `fn` (choosing a plane's or phenomenon's targets, resolving its ability) without
 * the limited range of influence when `card` is a plane or phenomenon outside Grand Melee. The ranges
 * fixed for the turn (801.2c) are set aside and put back, and the characteristics computed meanwhile are
 * forgotten (they depend on ranges, 801.10).
 */
export function planarRangeFree<T>(g: Ctx, card: string, fn: () => T): T {
  const s = g.s;
  const saved = turnRanges(s);
  if (s.planechase === undefined || s.config.turnMarkers || saved === null || !isPlanarCard(g.db, card))
    return fn();
  s.turn.inRange = null;
  invalidateLayers(s);
  try {
    return fn();
  } finally {
    setTurnRanges(s, s.turn, saved);
    invalidateLayers(s);
  }
}

/** 901.6, 901.12b: as `p`'s turn begins, `p` becomes the planar controller (in Grand Melee, of the cards of the turn marker whose turn it is: 901.14). */
export function planarControllerAsTurnBegins(s: GameState, p: PlayerId): void {
  const pc = s.planechase;
  if (pc === undefined) return;
  for (const id of pc.faceUp) {
    if (pc.markers !== undefined && s.melee !== undefined && pc.markers[id] !== s.melee.current) continue;
    if (s.objects[id].controller === p) continue;
    const o = writable(s, id);
    o.controller = p;
    setBaseController(o, p);
    invalidateLayers(s); // its static abilities now reach from p's range (801.10, 901.7)
  }
}

/** Whether a face-up plane or phenomenon has a static ability of kind `kind` (901.7: it affects the game). */
export function planarStatic(g: Ctx, kind: StaticEffect["s"]): boolean {
  return faceUpPlanar(g.s).some((o) =>
    (g.db.get(o.card)?.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === kind),
  );
}
