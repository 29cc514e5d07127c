/**
 * The effect interpreter: carries out one Effect of a resolving spell or ability. An effect that needs
 * choices asks them all (in APNAP order, 101.4) before it changes anything, then acts simultaneously.
 */
import type { Amount, Effect, Modification, ObjectRef, PlayerRef } from "../cards/types.ts";
import { randInt } from "../prng.ts";
import type { GameObject, ObjId, PlayerId, Ref } from "../state.ts";
import { askChoose } from "./ask.ts";
import { characteristics } from "./characteristics.ts";
import { addEffect } from "./continuous.ts";
import { applyControl } from "./control.ts";
import { type Ctx, defOf, emit, nameOf } from "./ctx.ts";
import { type DamageItem, dealDamage, gainLife, loseLife, type SourceInfo, sourceInfo } from "./damage.ts";
import { inApnapOrder, inGame, opponents } from "./players.ts";
import { permanentsMatching } from "./targets.ts";
import { drawCard, moveObject } from "./zones.ts";

export interface Resolving {
  object: GameObject;
  controller: PlayerId;
  /** The spell itself, or the source of the ability (may have left its zone: use last known information). */
  source: ObjId | null;
  /** Targets still legal, per target spec (608.2b). */
  targets: Ref[][];
  /** Targets as chosen, per spec (for "divided evenly" among the original targets). */
  allTargets: Ref[][];
  x: number | null;
  divide: number[] | null;
  triggering: PlayerId | null;
}

const PLAYER_REFS = new Set(["you", "each", "eachOpponent", "triggering"]);

function isPlayerRef(ref: PlayerRef | ObjectRef): ref is PlayerRef {
  return typeof ref === "string" ? PLAYER_REFS.has(ref) : false;
}

export function playersOf(g: Ctx, r: Resolving, ref: PlayerRef): PlayerId[] {
  const s = g.s;
  if (typeof ref === "object") return r.targets[ref.target].flatMap((t) => ("player" in t ? [t.player] : []));
  switch (ref) {
    case "you":
      return inGame(s, r.controller) ? [r.controller] : [];
    case "each":
      return inApnapOrder(
        s,
        s.players.map((_, i) => i),
      );
    case "eachOpponent":
      return inApnapOrder(s, opponents(s, r.controller));
    case "triggering":
      return r.triggering !== null && inGame(s, r.triggering) ? [r.triggering] : [];
  }
}

function objectsOf(g: Ctx, r: Resolving, ref: ObjectRef): GameObject[] {
  const s = g.s;
  if (ref === "self") {
    const o = r.source === null ? undefined : s.objects[r.source];
    return o !== undefined && (o.zone === "battlefield" || o.zone === "stack") ? [o] : [];
  }
  if (ref === "enchanted") {
    const src = r.source === null ? undefined : s.objects[r.source];
    const att = src?.attachedTo == null ? undefined : s.objects[src.attachedTo];
    return att ? [att] : [];
  }
  if ("target" in ref)
    return r.targets[ref.target].flatMap((t) =>
      "object" in t && s.objects[t.object] ? [s.objects[t.object]] : [],
    );
  return permanentsMatching(g, ref.each, r.controller);
}

function amountOf(g: Ctx, r: Resolving, a: Amount): number {
  if (typeof a === "number") return a;
  if (a === "X") return r.x ?? 0;
  return permanentsMatching(g, a.count, r.controller).length;
}

function damageSource(g: Ctx, r: Resolving): SourceInfo {
  const id = r.source ?? r.object.id;
  if (g.s.objects[id] !== undefined) return sourceInfo(g, id);
  // Last known information (608.2h): the source has left its zone.
  const def = defOf(g, r.object);
  return { id, card: r.object.card, name: def.name, controller: r.controller, keywords: def.keywords ?? [] };
}

function damageItems(g: Ctx, r: Resolving, e: Effect & { e: "damage" }): DamageItem[] {
  const source = damageSource(g, r);
  const amount = amountOf(g, r, e.amount);
  const to = e.to;
  if (typeof to === "object" && "target" in to) {
    const chosen = r.allTargets[to.target];
    const legal = r.targets[to.target];
    return chosen.flatMap((ref, i) => {
      if (!legal.includes(ref)) return [];
      let n = amount;
      if (e.divided) n = r.divide?.[i] ?? amount;
      // Fireball's ruling: the division involves only the targets still legal as it resolves (608.2b).
      else if (e.evenly) n = Math.floor(amount / legal.length);
      return [{ source, to: ref, amount: n, combat: false }];
    });
  }
  if (isPlayerRef(to))
    return playersOf(g, r, to).map((p) => ({ source, to: { player: p }, amount, combat: false }));
  return objectsOf(g, r, to).map((o) => ({ source, to: { object: o.id }, amount, combat: false }));
}

export function runEffect(g: Ctx, r: Resolving, e: Effect): void {
  const s = g.s;
  switch (e.e) {
    case "damage":
      dealDamage(g, damageItems(g, r, e));
      return;
    case "damageEach": {
      const source = damageSource(g, r);
      const amount = amountOf(g, r, e.amount);
      const items: DamageItem[] = [];
      if (e.creatures)
        for (const o of permanentsMatching(g, e.creatures, r.controller))
          items.push({ source, to: { object: o.id }, amount, combat: false });
      if (e.players)
        for (const p of playersOf(g, r, e.players))
          items.push({ source, to: { player: p }, amount, combat: false });
      dealDamage(g, items);
      return;
    }
    case "draw":
      for (const p of playersOf(g, r, e.who))
        for (let i = amountOf(g, r, e.amount); i > 0; i--) drawCard(g, p);
      return;
    case "mill":
      for (const p of playersOf(g, r, e.who))
        for (let i = amountOf(g, r, e.amount); i > 0 && s.players[p].library.length > 0; i--)
          moveObject(g, s.players[p].library[0], "graveyard");
      return;
    case "discard":
      discard(g, r, e.who, amountOf(g, r, e.amount), e.random === true);
      return;
    case "gainLife":
      for (const p of playersOf(g, r, e.who)) gainLife(g, p, amountOf(g, r, e.amount));
      return;
    case "loseLife":
      for (const p of playersOf(g, r, e.who)) loseLife(g, p, amountOf(g, r, e.amount));
      return;
    case "destroy":
      for (const o of objectsOf(g, r, e.what)) destroy(g, o);
      return;
    case "sacrifice": {
      const src = r.source === null ? undefined : s.objects[r.source];
      if (src !== undefined && src.zone === "battlefield" && src.controller === r.controller)
        moveObject(g, src.id, "graveyard");
      return;
    }
    case "counter":
      for (const o of objectsOf(g, r, e.what)) {
        if (o.zone !== "stack") continue;
        emit(g, { type: "counter", object: o.id, card: nameOf(g, o) });
        // 701.6a: a countered spell goes to its owner's graveyard; a countered ability ceases to exist.
        moveObject(g, o.id, "graveyard");
      }
      return;
    case "pump":
    case "grant":
    case "gainControl":
    case "become": {
      const objects = objectsOf(g, r, e.what)
        .filter((o) => o.zone === "battlefield")
        .map((o) => o.id);
      // 800.4b: nothing changes to the control of a player who has left the game.
      if (e.e === "gainControl" && !inGame(s, r.controller)) return;
      addEffect(g, {
        controller: r.controller,
        source: r.source ?? r.object.id,
        objects,
        mods: modsOf(e),
        duration: e.duration,
      });
      if (e.e === "gainControl") applyControl(g);
      return;
    }
    case "tap":
    case "untap":
      for (const o of objectsOf(g, r, e.what)) {
        if (o.zone !== "battlefield" || o.tapped === (e.e === "tap")) continue;
        o.tapped = e.e === "tap";
        emit(g, { type: e.e, object: o.id });
      }
      return;
    case "addCounters":
      for (const o of objectsOf(g, r, e.what)) {
        if (o.zone !== "battlefield") continue;
        o.counters[e.counter] = (o.counters[e.counter] ?? 0) + amountOf(g, r, e.amount);
      }
      return;
    case "bounce":
      for (const o of objectsOf(g, r, e.what)) if (o.zone === "battlefield") moveObject(g, o.id, "hand");
      return;
  }
}

/** The layer modifications of an effect that creates a continuous effect. */
function modsOf(e: Effect & { e: "pump" | "grant" | "gainControl" | "become" }): Modification[] {
  switch (e.e) {
    case "pump":
      return [{ m: "modifyPT", power: e.power, toughness: e.toughness }];
    case "grant":
      return [{ m: "keywords", keywords: e.keywords }];
    case "gainControl":
      return [{ m: "control" }];
    case "become":
      return e.mods;
  }
}

/** 701.8: destroy — indestructible permanents are not destroyed (702.12b). */
export function destroy(g: Ctx, o: GameObject): void {
  if (o.zone !== "battlefield") return;
  if (characteristics(g.db, g.s, o).keywords.includes("indestructible")) return;
  emit(g, { type: "destroy", object: o.id, card: nameOf(g, o) });
  moveObject(g, o.id, "graveyard");
}

/** 701.9: each affected player, in APNAP order, chooses what to discard; then all discard at once. */
function discard(g: Ctx, r: Resolving, who: PlayerRef, n: number, random: boolean): void {
  const s = g.s;
  const picks: { p: PlayerId; cards: ObjId[] }[] = [];
  for (const p of playersOf(g, r, who)) {
    const hand = s.players[p].hand;
    if (random || hand.length <= n) {
      picks.push({ p, cards: hand.length <= n ? [...hand] : [] });
      continue;
    }
    const options = hand.map((id) => ({ label: nameOf(g, s.objects[id]), ref: { object: id } as Ref }));
    const chosen = askChoose(g, p, "discard", `Discard ${n} card${n === 1 ? "" : "s"}`, options, n, n);
    picks.push({ p, cards: chosen.map((i) => hand[i]) });
  }
  for (const { p, cards } of picks) {
    let chosen = cards;
    if (random && s.players[p].hand.length > n) {
      const hand = [...s.players[p].hand];
      chosen = [];
      for (let i = 0; i < n; i++) chosen.push(hand.splice(randInt(s.rng, hand.length), 1)[0]);
    }
    for (const id of chosen) {
      const card = nameOf(g, s.objects[id]);
      const moved = moveObject(g, id, "graveyard");
      if (moved) emit(g, { type: "discard", player: p, object: moved.id, card });
    }
  }
}
