/**
 * A mana ability that hurts as it resolves (605.3a): "{T}: Add {U} or {B}. This artifact deals 1 damage to
 * you." (the Talismans). The damage is dealt by the permanent to the player who activated it (120.3a), as
 * any damage is — it can be prevented (615) — whether the ability was activated by hand (activate.ts) or to
 * pay a cost (payment.ts).
 */
import type { Ability } from "../../cards/types.ts";
import type { GameObject, PlayerId } from "../../state.ts";
import { dealDamage, sourceInfo } from "../actions/damage.ts";
import type { Ctx } from "../context/ctx.ts";

/** `a`, a mana ability of `o` that `p` activated, has resolved: the damage it deals `p`, if it deals any. */
export function manaAbilityDamage(g: Ctx, p: PlayerId, o: GameObject, a: Ability & { kind: "mana" }): void {
  const n = a.damagesYou ?? 0;
  if (n === 0 || g.s.objects[o.id] === undefined) return;
  dealDamage(g, [{ source: sourceInfo(g, o.id), to: { player: p }, amount: n, combat: false }]);
}
