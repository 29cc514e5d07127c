/**
 * Fight (701.14): "Target creature you control fights target creature you don't control." Each creature
 * deals damage equal to its power to the other (701.14a), at once; the damage isn't combat damage
 * (701.14d). If either is no longer a legal target, on the battlefield or a creature, neither deals damage
 * (701.14b); a creature that fights itself deals twice its power to itself (701.14c).
 *
 * One-sided ("bite", Rabid Bite): "Target creature you control deals damage equal to its power to target
 * creature or planeswalker you don't control." Only the first deals damage, and only if both targets are
 * still legal.
 */
import type { Effect } from "../../cards/types.ts";
import type { GameObject } from "../../state.ts";
import { dealDamage, sourceInfo } from "../actions/damage.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";
import type { DamageItem } from "../replacement/replacements.ts";
import type { EffectHandlers } from "./effectTable.ts";
import type { Resolving } from "./resolving.ts";

/** The creature chosen for target spec `n`, if it is still a legal target and a creature on the battlefield. */
function fighter(g: Ctx, r: Resolving, n: number, creature: boolean): GameObject | null {
  const ref = r.targets[n]?.[0];
  if (ref === undefined || !("object" in ref)) return null;
  const o = g.s.objects[ref.object];
  if (o === undefined || o.zone !== "battlefield") return null;
  const types = characteristics(g.db, g.s, o).types;
  const ok = creature
    ? types.includes("Creature")
    : types.includes("Creature") || types.includes("Planeswalker");
  return ok ? o : null;
}

function damageBy(g: Ctx, from: GameObject, to: GameObject): DamageItem {
  const power = characteristics(g.db, g.s, from).power ?? 0;
  return { source: sourceInfo(g, from.id), to: { object: to.id }, amount: Math.max(0, power), combat: false };
}

export function fightEffect(g: Ctx, r: Resolving, e: Effect & { e: "fight" }): void {
  const a = fighter(g, r, 0, true);
  const b = fighter(g, r, 1, e.oneSided !== true);
  if (a === null || b === null) return; // 701.14b
  const items = [damageBy(g, a, b)];
  if (e.oneSided !== true) items.push(damageBy(g, b, a));
  dealDamage(g, items);
}

/** The effect table's entry for 701.14 fight (effectTable.ts). */
export const fightEffects: EffectHandlers = { fight: fightEffect };
