/**
 * "Whenever you / an opponent tap(s) a [permanent] for mana" (Vorinclex, Voice of Hunger). To tap a
 * permanent for mana is to activate a mana ability of it with {T} in its cost (106.12); the ability
 * triggers as that mana ability resolves and produces mana (106.12a).
 *
 * - A triggered ability that adds mana ("add one mana of any type that land produced") is a triggered
 *   mana ability (605.1b): it doesn't use the stack and resolves immediately after the mana ability that
 *   triggered it (605.4a) — so the mana is there to pay the cost being paid, and payment planning
 *   (mana.ts) counts it as part of what the source makes.
 * - A triggered ability that triggers this way but can't add mana ("that land doesn't untap during its
 *   controller's next untap step") is not a mana ability (605.5a): it waits to be put on the stack like
 *   any trigger, and remembers the permanent tapped as the trigger's object.
 */

import type { Ability, CardDb, TriggerWhen } from "../../cards/types.ts";
import type { GameObject, PlayerId } from "../../state.ts";
import { permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";
import { inRange, isOpponent } from "../players/players.ts";
import { matchesFilter } from "../targets/targets.ts";

type TapTrigger = Ability & { kind: "triggered"; when: TriggerWhen & { on: "tappedForMana" } };

/** 605.1b: a triggered ability without targets whose effects add mana is a mana ability. */
function isManaAbility(a: TapTrigger): boolean {
  const adds = a.effects.length > 0 && a.effects.every((e) => e.e === "addProducedMana");
  return adds && (a.targets ?? []).length === 0 && a.modes === undefined;
}

/** 605.1b: whether `a` is a triggered mana ability (one that never goes on the stack). */
export function isTriggeredManaAbility(a: Ability): boolean {
  return a.kind === "triggered" && a.when.on === "tappedForMana" && isManaAbility(a as TapTrigger);
}

/** The "tapped for mana" abilities of permanents that trigger when `p` taps `tapped` for mana. */
function matching(
  g: Ctx,
  p: PlayerId,
  tapped: GameObject,
): { source: GameObject; index: number; a: TapTrigger }[] {
  const s = g.s;
  const out: { source: GameObject; index: number; a: TapTrigger }[] = [];
  const cards = cardsWithTapTriggers(g.db);
  for (const id of permanentsWith(s, cards)) {
    const src = s.objects[id];
    // Its abilities as they are now (an effect may have removed them).
    characteristics(g.db, s, src).abilities.forEach((a, index) => {
      if (!isTapTrigger(a)) return;
      const w = a.when;
      const who =
        w.who === "any" || (w.who === "you" ? src.controller === p : isOpponent(s, src.controller, p));
      if (!inRange(s, src.controller, p)) return; // 801.7: the event is outside its controller's range
      if (who && matchesFilter(g, tapped, w.filter, src.controller)) out.push({ source: src, index, a });
    });
  }
  return out;
}

function isTapTrigger(a: Ability): a is TapTrigger {
  return a.kind === "triggered" && a.when.on === "tappedForMana";
}

/** The cards with a "tapped for mana" trigger (most games have none: nothing to look for). */
export function cardsWithTapTriggers(db: CardDb): Set<string> {
  return cardsWhere(db, "tapTrigger", (def) => (def.abilities ?? []).some(isTapTrigger));
}

/** How much mana triggered mana abilities add when `p` taps `tapped` for mana (for payment planning). */
export function extraManaForTapping(g: Ctx, p: PlayerId, tapped: GameObject): number {
  let n = 0;
  for (const m of matching(g, p, tapped))
    if (isManaAbility(m.a)) for (const e of m.a.effects) if (e.e === "addProducedMana") n += e.amount;
  return n;
}

/**
 * `p` tapped `tapped` for mana: the triggered mana abilities resolve at once (605.4a) — returns how much
 * mana they add, of the type the permanent produced (the caller adds it: one activation makes mana of
 * one type, so "one mana of any type that land produced" is of that type) — and the other abilities wait
 * for the stack (605.5a), with the permanent as their object ("that land").
 */
export function tappedForMana(g: Ctx, p: PlayerId, tapped: GameObject): number {
  let extra = 0;
  for (const m of matching(g, p, tapped)) {
    if (isManaAbility(m.a)) {
      for (const e of m.a.effects) if (e.e === "addProducedMana") extra += e.amount;
      continue;
    }
    g.s.triggers.push({
      source: m.source.id,
      card: m.source.card,
      ability: m.index,
      controller: m.source.controller,
      triggering: p,
      object: tapped.id,
    });
  }
  return extra;
}
