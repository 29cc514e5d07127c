/**
 * Persist (702.79a): "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1
 * counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it." A
 * leaves-the-battlefield ability: it looks back at the permanent as it last existed (603.10a) — its
 * controller then, and its counters for the intervening "if" (603.4, checked again on resolution). "It" is the
 * card the permanent became in the graveyard (400.7), remembered as the trigger's object: if that card leaves
 * the graveyard first, the new object isn't returned; a token with persist triggers but ceases to exist (111.8).
 * The engine keeps no characteristics of a permanent that has left, so persist triggers from the card's
 * printed keyword (a layout's effect may not give it: layoutMods.ts).
 */
import { abilityAt, PERSIST_INDEX } from "../../cards/keywords.ts";
import type { GameObject } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import { checkCondition } from "../effects/conditions.ts";

/** `before` was put into a graveyard from the battlefield as `after` (null: a token that ceased to exist). */
export function persistTriggers(g: Ctx, before: GameObject, after: GameObject | null): void {
  const def = g.db.get(before.card);
  if (def?.keywords?.includes("persist") !== true) return;
  const a = abilityAt(def, PERSIST_INDEX)!;
  if (a.kind !== "triggered" || (a.condition && !checkCondition(g, a.condition, before, before.controller)))
    return;
  g.s.triggers.push({
    source: before.id,
    card: before.card,
    ability: PERSIST_INDEX,
    controller: before.controller,
    triggering: null,
    ...(after !== null ? { object: after.id } : {}),
  });
}
