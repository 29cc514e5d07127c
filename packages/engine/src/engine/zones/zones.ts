/**
 * Zones (400): new objects, the zone list an object sits in, taking an object out of the game, and what
 * leaving the battlefield undoes (506.4 combat, 303.4c attachments). Moving objects is an action (move.ts).
 */
import { ownNew, writable } from "../../forkState.ts";
import { clearField, fullObject, fullShapeZone } from "../../objectFields.ts";
import type {
  CombatState,
  GameObject,
  GameState,
  ObjId,
  PlayerId,
  WritableObject,
  Zone,
} from "../../state.ts";
import { indexLeaves } from "../characteristics/battlefieldIndex.ts";
import { forgetEffectsOn, namedByEffect } from "../characteristics/continuous.ts";
import { invalidateLayers, layersRecount, layersTouched } from "../context/layerCache.ts";

/** A new object (400.7): the state's own, shared with no fork. */
export function newObject(s: GameState, card: string, owner: PlayerId, zone: Zone): WritableObject {
  const small: WritableObject = {
    id: s.nextId++,
    card,
    owner,
    controller: owner,
    zone,
    timestamp: s.nextTimestamp++,
  };
  const o = fullShapeZone(zone) ? fullObject(small) : small; // objectFields.ts: two shapes
  s.objects[o.id] = o;
  ownNew(s, o.id);
  return o;
}

/** The zone list an object sits in. */
export function zoneList(s: GameState, o: GameObject): ObjId[] {
  switch (o.zone) {
    case "battlefield":
      return s.battlefield;
    case "stack":
      return s.stack;
    case "phasedOut":
      s.phasedOut ??= [];
      return s.phasedOut;
    default:
      return s.players[o.owner][o.zone];
  }
}

export function removeFrom(list: ObjId[], id: ObjId): void {
  const i = list.lastIndexOf(id);
  if (i < 0) throw new Error(`internal: object ${id} missing from its zone`);
  list.splice(i, 1);
}

/**
 * 506.4: a permanent that leaves the battlefield is removed from combat. A blocked attacker stays blocked
 * (509.1h). Grand Melee: from the combat of whichever turn marker's turn it is in (807.4: a creature may
 * leave during another turn than its combat's).
 */
export function removeFromCombat(s: GameState, id: ObjId): void {
  removeFromCombatOf(s, s.combat, id);
  for (const lane of Object.values(s.melee?.parked ?? {})) removeFromCombatOf(s, lane.combat, id);
}

function removeFromCombatOf(s: GameState, c: CombatState | null, id: ObjId): void {
  if (c === null) return;
  if (c.attacks.some((a) => a.attacker === id)) layersRecount(s); // it stops attacking (Gaea's Liege)
  c.attacks = c.attacks.filter((a) => a.attacker !== id);
  for (const a of c.attacks) if (a.blockers.includes(id)) a.blockers = a.blockers.filter((b) => b !== id);
  delete c.blocks[id];
  for (const key of Object.keys(c.blocks)) {
    const list = c.blocks[Number(key)];
    if (list.includes(id)) c.blocks[Number(key)] = list.filter((x) => x !== id);
  }
}

/** Whatever was attached to a permanent that leaves becomes unattached; 704.5m then deals with Auras (303.4c). */
function detachFrom(s: GameState, id: ObjId): void {
  for (const other of s.battlefield) {
    if (s.objects[other].attachedTo === id) clearField(writable(s, other), "attachedTo");
  }
}

export function leaveBattlefield(s: GameState, o: GameObject): void {
  const id = o.id;
  indexLeaves(s, o);
  removeFromCombat(s, id);
  detachFrom(s, id);
  forgetEffectsOn(s, id);
}

/** The planechase list (a planar deck, or the face-up cards) holding `id`, if any (901.4). */
function planarListOf(s: GameState, id: ObjId): ObjId[] | undefined {
  const pc = s.planechase;
  if (pc === undefined) return undefined;
  if (pc.faceUp.includes(id)) return pc.faceUp;
  return pc.decks.find((d) => d.includes(id));
}

/** Takes an object out of the game entirely (no zone): tokens leaving the battlefield, abilities, 800.4a. */
export function deleteObject(s: GameState, id: ObjId): void {
  const o = s.objects[id];
  // Characteristics are computed for permanents and for the spells on the stack that effects name.
  const named = o.zone === "stack" && namedByEffect(s, id);
  if (named || (o.zone !== "battlefield" && o.zone !== "stack")) invalidateLayers(s);
  const planar = planarListOf(s, id); // 901.4: a planar card (leaving with its owner, 901.10)
  removeFrom(planar ?? zoneList(s, o), id);
  if (o.zone === "phasedOut" && s.phasedOut?.length === 0) delete s.phasedOut; // 702.26k: it left with its owner
  if (o.zone === "battlefield") leaveBattlefield(s, o);
  delete s.objects[id];
  if (o.zone === "battlefield") layersTouched(s, id, o.card); // a permanent gone: layers.ts brings its cache up to date
}

export function attach(s: GameState, object: GameObject, host: ObjId): void {
  const o = writable(s, object.id);
  o.attachedTo = host;
  o.timestamp = s.nextTimestamp++;
  invalidateLayers(s);
}
