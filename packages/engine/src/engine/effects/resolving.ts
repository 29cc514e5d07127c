/**
 * 608.2: what a resolving spell or ability is — its controller, source, targets and what it remembers —
 * and the players and objects its effects name: "you", "each opponent" (801.10), "that player", "target
 * creature", "each creature you control".
 */

import { flatMapOf } from "../../arrays.ts";
import type { Effect, ObjectRef, PlayerRef } from "../../cards/types.ts";
import type { GameObject, ObjId, PlayerId, Ref } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { manaValue } from "../characteristics/manaCost.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import {
  activePlayers,
  inApnapOrder,
  inGame,
  inRange,
  isOpponent,
  playersInRangeOf,
} from "../players/players.ts";
import { permanentsMatching } from "../targets/targets.ts";

export interface Resolving {
  object: GameObject;
  controller: PlayerId;
  /** The spell itself, or the source of the ability (may have left its zone: use last known information). */
  source: ObjId | null;
  /** Targets still legal, per target spec (608.2b). */
  targets: Ref[][];
  /** Targets as chosen, per spec (for "divided evenly" among the original targets). */
  allTargets: readonly (readonly Ref[])[];
  x: number | null;
  /** What a delayed or linked ability refers to ("that card", 603.7c). */
  remembered?: readonly ObjId[];
  /** The life the effects so far made players lose ("the life lost this way"), where a later effect reads it. */
  lifeLost?: number;
  /** Trigger context: how much ("for each 1 life you lost"). */
  amount?: number;
  divide: readonly number[] | null;
  triggering: PlayerId | null;
  /** Trigger context: the object the event is about (the spell cast: "counter it"). */
  triggeringObject?: ObjId;
  /**
   * Effects an effect has decided happen next ("… unless that player pays {3}", 118.12a): the resolution
   * carries them out after it, each as its own step, so each may ask its own questions (resolve.ts).
   */
  followUps?: Effect[];
  /** 805.9: the active player "the active player" means in this resolution, once chosen. */
  activePlayer?: PlayerId;
  /**
   * 608.2h: the target objects as resolution began (their controller and power), for "its controller" and
   * "its power" once an earlier effect has moved them. Kept only by spells and abilities that say so.
   */
  known?: Record<ObjId, KnownObject>;
}

/** What an effect may still need to know about a target object after it left the battlefield (608.2h). */
export interface KnownObject {
  controller: PlayerId;
  power: number;
  /** 202.3: its mana value ("its mana value", Reanimate). */
  manaValue: number;
}

/** The target objects of spec N as an effect sees them now, where they are, or as last known (608.2h). */
export function knownTargets(g: Ctx, r: Resolving, spec: number): KnownObject[] {
  return flatMapOf(r.targets[spec] ?? [], (t) => {
    if (!("object" in t)) return [];
    // Still where it was targeted (an object that moves becomes a new object, 400.7): a permanent, or a
    // spell on the stack ("Counter target spell unless its controller pays {3}", Mana Leak).
    const o = g.s.objects[t.object];
    if (o !== undefined) {
      const power = o.zone === "battlefield" ? (characteristics(g.db, g.s, o).power ?? 0) : 0;
      return [{ controller: o.controller, power, manaValue: manaValue(defOf(g, o).cost) }];
    }
    const k = r.known?.[t.object];
    return k === undefined ? [] : [k];
  });
}

const PLAYER_REFS = new Set(["you", "each", "eachOpponent", "eachOther", "triggering", "active"]);

export function isPlayerRef(ref: PlayerRef | ObjectRef): ref is PlayerRef {
  return typeof ref === "string" ? PLAYER_REFS.has(ref) : false;
}

export function playersOf(g: Ctx, r: Resolving, ref: PlayerRef): PlayerId[] {
  const s = g.s;
  if (typeof ref === "object" && "controllerOf" in ref)
    return knownTargets(g, r, ref.controllerOf)
      .map((k) => k.controller)
      .filter((p) => inGame(s, p));
  if (typeof ref === "object")
    return flatMapOf(r.targets[ref.target], (t) => ("player" in t ? [t.player] : []));
  switch (ref) {
    case "you":
      return inGame(s, r.controller) ? [r.controller] : [];
    // 801.10: "each player" / "each opponent" means those within the controller's range of influence.
    case "each":
      return inApnapOrder(s, playersInRangeOf(s, r.controller));
    case "eachOpponent":
      return inApnapOrder(
        s,
        playersInRangeOf(s, r.controller).filter((q) => isOpponent(s, r.controller, q)),
      );
    case "eachOther":
      return inApnapOrder(
        s,
        playersInRangeOf(s, r.controller).filter((q) => q !== r.controller),
      );
    // "That player" is within the controller's range (801.10): the ability triggered only if the event
    // was (801.7, triggers.ts), a delayed trigger names one `playersOf` gave, and ranges are fixed for the turn.
    case "triggering":
      return r.triggering !== null && inGame(s, r.triggering) ? [r.triggering] : [];
    case "active":
      return activePlayerOf(g, r);
  }
}

/**
 * "The active player" within the controller's range (801.10): 805.9, with shared team turns, one of the
 * active team's players, chosen by the controller as the effect applies (and the same one for the rest of
 * the resolution).
 */
function activePlayerOf(g: Ctx, r: Resolving): PlayerId[] {
  const s = g.s;
  const aps = activePlayers(s).filter((q) => inRange(s, r.controller, q));
  if (aps.length <= 1) return aps;
  if (r.activePlayer === undefined || !aps.includes(r.activePlayer)) {
    const options = aps.map((q) => ({ label: s.players[q].name, ref: { player: q } }));
    const prompt = `${defOf(g, r.object).name}: choose the active player it refers to (805.9)`;
    r.activePlayer = aps[askChoose(g, r.controller, "player", prompt, options, 1, 1)[0]];
  }
  return [r.activePlayer];
}

export function objectsOf(g: Ctx, r: Resolving, ref: ObjectRef): GameObject[] {
  const s = g.s;
  if (ref === "self") {
    const o = r.source === null ? undefined : s.objects[r.source];
    // 901.7: a face-up plane's abilities may name it ("put a flame counter on Naar Isle").
    const planar = o !== undefined && s.planechase?.faceUp.includes(o.id) === true;
    return o !== undefined && (o.zone === "battlefield" || o.zone === "stack" || planar) ? [o] : [];
  }
  if (ref === "enchanted") {
    const src = r.source === null ? undefined : s.objects[r.source];
    const att = src?.attachedTo == null ? undefined : s.objects[src.attachedTo];
    return att ? [att] : [];
  }
  if (ref === "remembered")
    return flatMapOf(r.remembered ?? [], (id) => (s.objects[id] !== undefined ? [s.objects[id]] : []));
  if (ref === "triggeringObject") {
    const o = r.triggeringObject === undefined ? undefined : s.objects[r.triggeringObject];
    return o !== undefined ? [o] : [];
  }
  if ("target" in ref)
    return flatMapOf(r.targets[ref.target], (t) =>
      "object" in t && s.objects[t.object] ? [s.objects[t.object]] : [],
    );
  const all = permanentsMatching(g, ref.each, r.controller);
  if (ref.of === undefined) return all;
  const players =
    ref.of === "triggering"
      ? playersOf(g, r, "triggering")
      : flatMapOf(r.targets[ref.of.target], (t) => ("player" in t ? [t.player] : []));
  return all.filter((o) => players.includes(o.controller));
}
