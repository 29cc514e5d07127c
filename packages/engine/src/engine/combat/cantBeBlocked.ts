/**
 * "Target creature can't be blocked this turn." (Rogue's Passage): a resolved effect's blocking restriction on
 * the creature (509.1b) — it affects a game rule, not the creature's characteristics (613.11), so it is
 * noted as the modification `cantBeBlocked` of a continuous effect on a locked set of objects (611.2c),
 * lasting as the effect says (611.2a: "this turn", until the cleanup step, 514.2).
 */
import type { GameObject } from "../../state.ts";
import { effectApplies } from "../characteristics/continuous.ts";
import type { Ctx } from "../context/ctx.ts";

/** Whether an effect says the creature can't be blocked (509.1b). */
export function cantBeBlocked(g: Ctx, attacker: GameObject): boolean {
  return g.s.effects.some(
    (e) =>
      e.objects.includes(attacker.id) && e.mods.some((m) => m.m === "cantBeBlocked") && effectApplies(g.s, e),
  );
}
