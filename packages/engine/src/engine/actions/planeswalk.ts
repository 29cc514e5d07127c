/**
 * Planechase's actions (901): setting the starting plane (901.5, 103.7), planeswalking (701.31, 901.11),
 * rolling the planar die (901.9), and what happens to the planar cards as a player leaves the game
 * (901.6, 901.10, 901.14b). The planar cards stay in the command zone throughout (901.4); a face-up card
 * turned face down becomes a new object (901.7a).
 */

import type { CardDb } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import { setBaseController } from "../../objectFields.ts";
import { randInt } from "../../prng.ts";
import type { GameObject, GameState, PlayerId } from "../../state.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { invalidateLayers } from "../context/layerCache.ts";
import { emit } from "../context/record.ts";
import { faceUpPlanar, ownersPlanarDeck, planarDeckOf } from "../players/planes.ts";
import { inGame, nextInGame, playersInGame } from "../players/players.ts";
import { newObject } from "../zones/zones.ts";

function isPhenomenon(db: CardDb, card: string): boolean {
  return db.get(card)?.types.includes("Phenomenon") === true;
}

/** 901.7a, 701.31b: `o` goes face down to the bottom of its owner's planar deck, as a new object. */
function turnFaceDown(g: Ctx, o: GameObject): void {
  const s = g.s;
  const pc = s.planechase!;
  pc.faceUp = pc.faceUp.filter((id) => id !== o.id);
  if (pc.markers !== undefined) delete pc.markers[o.id];
  const deck = ownersPlanarDeck(s, o);
  delete s.objects[o.id];
  const fresh = newObject(s, o.card, o.owner, "command");
  deck.push(fresh.id);
  invalidateLayers(s); // its static abilities stop applying (901.7)
}

/**
 * Moves the top card of `p`'s planar deck off it and turns it face up under `p`'s control (901.6), for
 * Grand Melee's turn marker `marker` (901.14). Null when the deck is empty.
 */
function turnTopFaceUp(g: Ctx, p: PlayerId, marker: number | undefined): GameObject | null {
  const s = g.s;
  const pc = s.planechase!;
  const id = planarDeckOf(s, p).shift();
  if (id === undefined) return null;
  const o = writable(s, id);
  o.controller = p;
  setBaseController(o, p);
  pc.faceUp.push(id);
  if (marker !== undefined) pc.markers = { ...pc.markers, [id]: marker };
  invalidateLayers(s);
  return o;
}

/** The Grand Melee turn marker whose turn is running (the current lane), if any. */
function currentMarker(s: GameState): number | undefined {
  return s.melee?.current;
}

/**
 * 901.5, 103.7, 901.14a: `p` sets the starting plane — the top card of their planar deck turned face up;
 * a phenomenon goes to the bottom and the next card is turned up, until a plane is. No ability triggers.
 */
export function setStartingPlane(g: Ctx, p: PlayerId): void {
  const s = g.s;
  if (s.planechase === undefined) return;
  for (let tries = planarDeckOf(s, p).length; tries > 0; tries--) {
    const o = turnTopFaceUp(g, p, currentMarker(s));
    if (o === null) return;
    emit(g, { type: "planeswalk", player: p, card: defOf(g, o).name, object: o.id, away: [], start: true });
    if (!isPhenomenon(g.db, o.card)) return;
    turnFaceDown(g, o);
  }
}

/**
 * 701.31b: `p` planeswalks — each face-up plane and phenomenon (in Grand Melee, each one `p` controls:
 * 901.14) goes to the bottom of its owner's planar deck face down (901.11c), then the top card of `p`'s
 * planar deck is turned face up. 701.31a: only a planar controller planeswalks (outside Grand Melee, the
 * planar controller planeswalks away from every face-up card).
 */
export function planeswalk(g: Ctx, p: PlayerId): void {
  const s = g.s;
  if (s.planechase === undefined || !inGame(s, p)) return;
  const melee = s.config.turnMarkers;
  const leaving = faceUpPlanar(s).filter((o) => !melee || o.controller === p);
  // Grand Melee: the new card belongs to the turn marker of the ones it replaces (901.14).
  const marker = (leaving.length > 0 ? s.planechase.markers?.[leaving[0].id] : undefined) ?? currentMarker(s);
  const away = leaving.map((o) => ({ ...o }));
  for (const o of leaving) turnFaceDown(g, o);
  const to = turnTopFaceUp(g, p, marker);
  emit(g, {
    type: "planeswalk",
    player: p,
    card: to === null ? "" : defOf(g, to).name,
    object: to?.id ?? 0,
    away: away.map((o) => defOf(g, o).name),
  });
  // "When you planeswalk away from [this]" (701.31d): the cards as they were.
  emit(g, { type: "planeswalkedAway", player: p, away });
}

/** 901.9: the planar die's result (901.3a: one Planeswalker face, one chaos face, four blank faces). */
export function rollPlanarDie(g: Ctx, p: PlayerId, cost: number): void {
  const s = g.s;
  const face = randInt(s.rng, 6);
  const result = face === 0 ? "planeswalker" : face === 1 ? "chaos" : "blank";
  emit(g, { type: "planarDie", player: p, result, cost });
  if (result === "chaos") emit(g, { type: "chaos", player: p }); // 901.9b, 311.7
  if (result === "planeswalker") {
    // 901.8, 901.9c: the planeswalking ability triggers; it has no source (113.8's exception) and is
    // controlled by the player who rolled. It is held by a face-up plane's card for its name.
    const plane =
      faceUpPlanar(s).find((o) => !s.config.turnMarkers || o.controller === p) ?? faceUpPlanar(s)[0];
    if (plane === undefined) return;
    s.triggers.push({
      source: plane.id,
      card: plane.card,
      ability: -1,
      controller: p,
      triggering: null,
      delayed: { effects: [{ e: "planeswalk" }], objects: [] },
    });
  }
}

/**
 * 901.6, 901.10b, 901.14b, 901.15b: before `p` leaves the game. Their face-up cards pass to the next
 * player in turn order (in Grand Melee, when the turn markers would be fewer, they go to the bottom of
 * their owners' planar decks and nobody planeswalks), and so do the abilities of phenomena they control on
 * the stack; a communal planar deck passes to another owner. Returns the face-up cards `p` owns, which
 * leave the game with them (901.10).
 */
export function beforePlanarLeave(g: Ctx, p: PlayerId): GameObject[] {
  const s = g.s;
  const pc = s.planechase;
  if (pc === undefined) return [];
  const next = nextInGame(s, p);
  if (s.config.singlePlanarDeck === true && next !== null) {
    // 901.15b: the communal deck's cards are the planar controller's: they don't leave with `p`.
    for (const id of [...pc.decks[0], ...pc.faceUp])
      if (s.objects[id].owner === p) writable(s, id).owner = next;
  }
  const mine = faceUpPlanar(s).filter((o) => o.controller === p);
  const markersAfter = Math.max(1, Math.floor((playersInGame(s).length - 1) / 4)); // 807.4a
  if (s.config.turnMarkers && s.melee !== undefined && markersAfter < s.melee.markers.length) {
    for (const o of mine) turnFaceDown(g, o); // 901.14b: no player planeswalks
  } else if (next !== null) {
    for (const o of mine) {
      const w = writable(s, o.id);
      w.controller = next;
      setBaseController(w, next);
    }
    // 901.10b: abilities from phenomena stay on the stack, controlled by the new planar controller.
    for (const id of s.stack) {
      const ab = s.objects[id];
      if (ab.controller === p && ab.stack?.kind === "triggered" && isPhenomenon(g.db, ab.card)) {
        const w = writable(s, id);
        w.controller = next;
        w.owner = next;
      }
    }
  }
  return faceUpPlanar(s).filter((o) => o.owner === p);
}

/**
 * 901.10: after `p` left with their planar cards: the lists forget them; if a face-up card left, its
 * planar controller turns the top card of their planar deck face up (they planeswalk, 901.11a), and a
 * planeswalking ability of a plane that left ceases to exist (901.10a).
 */
export function afterPlanarLeave(g: Ctx, gone: readonly GameObject[]): void {
  const s = g.s;
  const pc = s.planechase;
  if (pc === undefined) return;
  pc.decks = pc.decks.map((d) => d.filter((id) => s.objects[id] !== undefined));
  pc.faceUp = pc.faceUp.filter((id) => s.objects[id] !== undefined);
  for (const o of gone) {
    const marker = pc.markers?.[o.id] ?? currentMarker(s);
    if (pc.markers !== undefined) delete pc.markers[o.id];
    for (const id of [...s.stack]) {
      const ab = s.objects[id];
      if (ab.stack?.source === o.id && ab.stack.delayed?.effects[0]?.e === "planeswalk") {
        s.stack.splice(s.stack.indexOf(id), 1);
        delete s.objects[id];
      }
    }
    if (inGame(s, o.controller)) {
      const to = turnTopFaceUp(g, o.controller, marker);
      if (to !== null)
        emit(g, {
          type: "planeswalk",
          player: o.controller,
          card: defOf(g, to).name,
          object: to.id,
          away: [defOf(g, o).name],
        });
    }
  }
  invalidateLayers(s);
}
