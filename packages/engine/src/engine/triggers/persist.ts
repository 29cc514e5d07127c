/**
 * Persist (702.79a) and its twin undying (702.93a): "When this permanent is put into a graveyard from the
 * battlefield, if it had no -1/-1 [+1/+1] counters on it, return it to the battlefield under its owner's control
 * with a -1/-1 [+1/+1] counter on it." A leaves-the-battlefield ability: it looks back at the permanent as it
 * last existed (603.10a) — its controller then, and its counters for the intervening "if" (603.4, checked again
 * on resolution). "It" is the card the permanent became in the graveyard (400.7), remembered as the trigger's
 * object: if that card leaves the graveyard first, the new object isn't returned; a token with persist or
 * undying triggers but ceases to exist (111.8). They trigger from the card's printed keywords (a layout's effect
 * may not give them: layoutMods.ts), and only if the permanent still had them as it left (603.10a, 613.7: not
 * once it had lost all its abilities), as last known (characteristics/lastKnown.ts).
 */
import { abilityAt, keywordIndex } from "../../cards/keywords.ts";
import type { GameObject } from "../../state.ts";
import { lastKnownCharacteristics } from "../characteristics/lastKnown.ts";
import type { Ctx } from "../context/ctx.ts";
import { checkCondition } from "../effects/conditions.ts";

/** `before` was put into a graveyard from the battlefield as `after` (null: a token that ceased to exist). */
export function persistTriggers(g: Ctx, before: GameObject, after: GameObject | null): void {
  const def = g.db.get(before.card);
  for (const k of ["persist", "undying"] as const) {
    if (def?.keywords?.includes(k) !== true) continue;
    if (!lastKnownCharacteristics(g, before).keywords.includes(k)) continue; // 613.7: lost as it left
    const a = abilityAt(def, keywordIndex(k))!;
    if (a.kind !== "triggered" || (a.condition && !checkCondition(g, a.condition, before, before.controller)))
      continue;
    g.s.triggers.push({
      source: before.id,
      card: before.card,
      ability: keywordIndex(k),
      controller: before.controller,
      triggering: null,
      ...(after !== null ? { object: after.id } : {}),
    });
  }
}
