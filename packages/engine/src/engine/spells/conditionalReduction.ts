/**
 * 601.2f: a spell's own cost reduction under a condition — "This spell costs {3} less to cast if you control a
 * creature with power 4 or greater." (Bolt Bend) — its condition checked as the spell's total cost is determined
 * (801.11: only what is within the caster's range is seen; effects/conditions.ts). Like every reduction it lowers
 * only the generic part (costChanges.ts).
 */
import type { CardDb, CardDef } from "../../cards/types.ts";
import type { GameObject, PlayerId } from "../../state.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import type { Ctx } from "../context/ctx.ts";
import { checkCondition } from "../effects/conditions.ts";

/** The cards with a `costsLessIf` ability (Bolt Bend). */
function conditionallyReducedCards(db: CardDb): Set<string> {
  return cardsWhere(db, "costsLessIf", (def) =>
    (def.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === "costsLessIf"),
  );
}

/** The generic mana `p` casting `o` saves by the card's `costsLessIf` abilities whose conditions hold. */
export function conditionalReduction(g: Ctx, p: PlayerId, o: GameObject, def: CardDef): number {
  if (!conditionallyReducedCards(g.db).has(def.id)) return 0; // nearly every card: asked at every castable check
  let n = 0;
  for (const a of def.abilities ?? [])
    if (a.kind === "static" && a.effect.s === "costsLessIf" && checkCondition(g, a.effect.cond, o, p))
      n += a.effect.amount;
  return n;
}
