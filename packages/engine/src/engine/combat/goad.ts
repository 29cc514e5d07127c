/**
 * 701.15 Goad. A goaded creature attacks each combat if able and attacks a player other than the player who
 * goaded it if able (701.15b); several players may goad it, each adding those two requirements (701.15c),
 * and the same player goading it again adds nothing (701.15d).
 *
 * Goading with a spell or ability (701.15a: "until your next turn") is a continuous effect with the
 * designation `{ m: "goaded" }` on a locked set of objects (611.2c: a creature that changes zones is a
 * new object, no longer goaded, 400.7), lasting until the goading player's next turn — or, once they
 * have left the game, until that turn would have begun (800.4m; characteristics/continuous.ts). An Aura
 * or Equipment whose static ability says the creature "is goaded" (Bloodthirsty Blade) goads it for as
 * long as it is attached, on behalf of its controller.
 *
 * 508.1d: the declaration must obey as many requirements as possible. Nothing in the pool ties one
 * creature's attack to another's or makes attacking cost anything, so each creature obeys its own
 * requirements at their maximum: a goaded creature that can attack must attack, and it must attack one of
 * the players or planeswalkers that obey the most of its "other than" requirements — a player who goaded
 * it obeys every requirement but its own, a planeswalker none (the rulings: goaded by each opponent, it
 * attacks an opponent rather than a planeswalker). Who it can attack at all (range, 801.3; attack left
 * or right, 803.1; teammates, 805) is decided first, by the attack rules (combat.ts).
 */
import type { Ability, CardDb, Effect } from "../../cards/types.ts";
import type { ContinuousEffect, DefenderRef, GameObject, GameState, ObjId, PlayerId } from "../../state.ts";
import { permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { addEffect, effectApplies } from "../characteristics/continuous.ts";
import type { Ctx } from "../context/ctx.ts";
import type { EffectHandlers } from "../effects/effectTable.ts";
import { objectsOf, type Resolving } from "../effects/resolving.ts";

/**
 * Every goaded permanent with the players who goaded it and still do (701.15c–d: each once), in seat
 * order — computed once for a whole declaration or view.
 */
export function goadedPermanents(db: CardDb, s: GameState): Map<ObjId, PlayerId[]> {
  const goading = permanentsWith(s, goadingCards(db));
  if (goading.length === 0 && !s.effects.some(goads)) return new Map(); // nearly always: nothing is goaded
  const by = new Map<ObjId, Set<PlayerId>>();
  const add = (id: ObjId, p: PlayerId): void => {
    if (s.objects[id]?.zone !== "battlefield") return;
    const set = by.get(id) ?? new Set<PlayerId>();
    set.add(p);
    by.set(id, set);
  };
  for (const e of s.effects)
    if (goads(e) && effectApplies(s, e)) for (const id of e.objects) add(id, e.controller);
  // "Enchanted / equipped creature … is goaded": the controller of the attached permanent goads it. Only
  // cards printed with that ability can have it (effects remove abilities, never grant this one).
  for (const id of goading) {
    const a = s.objects[id];
    if (a.attachedTo === undefined) continue;
    if (characteristics(db, s, a).abilities.some(goadsAttached)) add(a.attachedTo, a.controller);
  }
  return new Map([...by].map(([id, set]) => [id, [...set].sort((p, q) => p - q)]));
}

/** An effect that goads its objects (701.15a). */
function goads(e: ContinuousEffect): boolean {
  return e.mods.some((m) => m.m === "goaded");
}

/** A static ability saying the creature it is attached to is goaded (Bloodthirsty Blade). */
function goadsAttached(ab: Ability): boolean {
  return (
    ab.kind === "static" &&
    ab.effect.s === "continuous" &&
    (ab.effect.affects === "enchanted" || ab.effect.affects === "equipped") &&
    ab.effect.mods.some((m) => m.m === "goaded")
  );
}

/** The cards printed with such an ability. */
function goadingCards(db: CardDb): Set<string> {
  return cardsWhere(db, "goadsAttached", (def) => (def.abilities ?? []).some(goadsAttached));
}

/** The players who goaded `o` and still do, in seat order. */
export function goadersOf(db: CardDb, s: GameState, o: GameObject): PlayerId[] {
  return goadedPermanents(db, s).get(o.id) ?? [];
}

/** How many of the "attacks a player other than [goader]" requirements attacking `d` obeys (701.15b). */
function obeyed(goaders: readonly PlayerId[], d: DefenderRef): number {
  return "player" in d ? goaders.filter((p) => p !== d.player).length : 0;
}

/**
 * 508.1d for a goaded creature: of the defenders it may attack, those obeying as many of its goad requirements
 * as attacking one of the `free` defenders (those it attacks without paying a cost: nobody is required to pay
 * one, 508.1d) could — all of them when it isn't goaded, or when attacking costs something everywhere.
 */
export function goadedDefenders(
  goaders: readonly PlayerId[],
  defenders: DefenderRef[],
  free: readonly DefenderRef[],
): DefenderRef[] {
  if (goaders.length === 0 || defenders.length === 0) return defenders;
  const best = Math.max(0, ...free.map((d) => obeyed(goaders, d)));
  return defenders.filter((d) => obeyed(goaders, d) >= best);
}

/** 701.15a: goad the objects until the controller's next turn; only creatures on the battlefield. */
function goad(g: Ctx, r: Resolving, e: Effect & { e: "goad" }): void {
  const objects = objectsOf(g, r, e.what)
    .filter((o) => o.zone === "battlefield" && characteristics(g.db, g.s, o).types.includes("Creature"))
    .map((o) => o.id);
  addEffect(g, {
    controller: r.controller,
    source: r.source ?? r.object.id,
    objects,
    mods: [{ m: "goaded" }],
    duration: "untilYourNextTurn",
  });
}

/** The effect table's entry for goad (701.15). */
export const goadEffects: EffectHandlers = { goad };
