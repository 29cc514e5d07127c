/**
 * Moving objects between zones (400) and tapping. An object that moves from one zone to another
 * becomes a new object with no memory of its previous existence (400.7): it gets a new id. Each move
 * consults the replacement effects (614) first and records what happened for the triggers (603.2).
 */
import { writable } from "../../forkState.ts";
import { setBaseController, setCounters, setFlag } from "../../objectFields.ts";
import type { GameObject, ObjId, PlayerId, WritableObject, Zone } from "../../state.ts";
import { indexEnters } from "../characteristics/battlefieldIndex.ts";
import { namedByEffect } from "../characteristics/continuous.ts";
import { graveyardsCounted } from "../characteristics/graveyardCounts.ts";
import { type Ctx, defOf, obj } from "../context/ctx.ts";
import { invalidateLayers, layersRecount, layersTouched } from "../context/layerCache.ts";
import { emit } from "../context/record.ts";
import { handViewers } from "../players/players.ts";
import { isVanguardCard } from "../players/vanguards.ts";
import { beforeLeaving } from "../records/lookBack.ts";
import { commandZoneInstead } from "../replacement/commandZoneInstead.ts";
import { graveyardExileInstead } from "../replacement/graveyardExile.ts";
import { entersTapped, enterWithCounters, flashbackTo, unearthedTo } from "../replacement/replacements.ts";
import { leaveBattlefield, newObject, removeFrom, zoneList } from "../zones/zones.ts";

const HIDDEN: ReadonlySet<Zone> = new Set<Zone>(["library", "hand"]);

export interface MoveOptions {
  /** Library position: "top" (default) or "bottom". */
  position?: "top" | "bottom";
  controller?: PlayerId;
  tapped?: boolean;
  /** Onto the battlefield "with a [kind] counter on it" (702.79a persist), as it enters (614.1c). */
  withCounter?: string;
}

/**
 * Moves an object to a zone, returning the new object (400.7), the state's own to change. Cards go to their
 * owner's zones (400.3).
 * A token that leaves the battlefield ceases to exist (111.7–111.8): it moves, then is deleted; null is
 * returned then. Abilities on the stack are deleted, never moved.
 */
export function moveObject(g: Ctx, id: ObjId, to: Zone, opts: MoveOptions = {}): WritableObject | null {
  const instead = unearthedTo(g, id, to); // 702.84a: "if it would leave the battlefield, exile it instead"
  if (instead !== to) return moveObject(g, id, instead, opts);
  const flashback = flashbackTo(g, id, to); // 702.34a: "exile this card instead of putting it anywhere else"
  if (flashback !== to) return moveObject(g, id, flashback, opts);
  const command = commandZoneInstead(g, obj(g, id), to); // 903.9b: a commander to its owner's hand or library
  if (command !== to) return moveObject(g, id, command);
  const exiled = graveyardExileInstead(g, obj(g, id), to); // 614.1a: Leyline of the Void
  if (exiled !== to) return moveObject(g, id, exiled, opts);
  const s = g.s;
  const old = obj(g, id);
  const from = old.zone;
  // 313.2, 400.4b: a vanguard card that would leave the command zone remains there.
  if (from === "command" && s.config.vanguard === true && isVanguardCard(g.db.get(old.card)))
    return writable(s, id);
  // Characteristics are computed for permanents, and for the spells an effect names (layers.ts): other
  // moves don't change them. A permanent entering or leaving is noted: the layer system may bring what it
  // computed up to date for that object alone.
  const named = from === "stack" && namedByEffect(s, id);
  const permanent = from === "battlefield" || to === "battlefield";
  if (from === "battlefield") beforeLeaving(g); // 603.10a: before the layer cache hears of the move
  if (named) invalidateLayers(s);
  else if (permanent) layersTouched(s, id, old.card);
  removeFrom(zoneList(s, old), id);
  if (from === "battlefield") leaveBattlefield(s, old);
  delete s.objects[id];
  if (old.stack !== undefined && old.stack.kind !== "spell") return null;
  // 707.10a: a copy of a spell (a token on the stack) ceases to exist in any other zone.
  if (old.token && from === "stack" && to !== "battlefield") return null;
  if (old.token && from === "battlefield") {
    emit(g, { type: "ceased", before: old, to }); // 610.3 too: untilLeaves
    return null;
  }
  const o = newObject(s, old.card, old.owner, to);
  if (old.token) o.token = true;
  if (to === "battlefield") {
    o.controller = opts.controller ?? old.owner;
    setBaseController(o, o.controller);
    setFlag(o, "tapped", opts.tapped ?? entersTapped(g, o)); // 614.1d
    if (from === "stack" && old.stack?.kicked === true) {
      setFlag(o, "kicked", true); // 702.33e
      if (old.stack.timesKicked !== undefined) o.timesKicked = old.stack.timesKicked; // 702.33c
    }
    enterWithCounters(g, o, from === "stack" ? (old.stack?.x ?? 0) : 0, opts.withCounter); // 614.1c
    o.sick = true;
    // 306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty.
    const d = defOf(g, o);
    if (d.loyalty !== undefined && d.types.includes("Planeswalker")) setCounters(o, "loyalty", d.loyalty);
  }
  if (to === "stack") {
    o.controller = opts.controller ?? old.controller;
    setBaseController(o, o.controller);
  }
  const list = zoneList(s, o);
  if (to === "library" && opts.position !== "bottom") list.unshift(o.id);
  else list.push(o.id);
  if (to === "battlefield") indexEnters(s, o);
  // Looked at on its way in (enters tapped?): now it is there, with its counters; or gone.
  if (named) invalidateLayers(s);
  else if (permanent) {
    layersTouched(s, id, old.card);
    if (to === "battlefield") layersTouched(s, o.id, o.card);
  }
  // Characteristic-defining abilities may count the cards in graveyards (Mortivore, Tarmogoyf).
  if ((from === "graveyard" || to === "graveyard") && graveyardsCounted(g.db, s)) layersRecount(s);
  const name = defOf(g, o).name;
  const base = { type: "move", object: o.id, from, to, owner: o.owner, before: old, after: o } as const;
  // A move between two hidden zones: only those who may see the hand learn the card (handViewers).
  emit(
    g,
    HIDDEN.has(from) && HIDDEN.has(to)
      ? { ...base, secret: { to: handViewers(s, o.owner), card: name } }
      : { ...base, card: name },
  );
  return o;
}

/** Taps a permanent ("becomes tapped" triggers, Lifetap). Tapping a tapped permanent does nothing. */
export function tapPermanent(g: Ctx, o: GameObject): void {
  if (o.tapped) return;
  writable(g.s, o.id).tapped = true;
  emit(g, { type: "tap", object: o.id });
}
