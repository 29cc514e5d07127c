/**
 * "You may pay [mana]. If you do, [effects]." (Mind's Eye): a cost paid as the ability resolves (118.12a), which
 * its controller chooses whether to pay — not asked without the mana for it (118.3) — paying with mana abilities
 * and their pool (unless.ts). If they pay, the effects happen, each as its own step of the resolution.
 */
import { rulesTextOfEffects } from "../../cards/rulesText.ts";
import type { Effect } from "../../cards/types.ts";
import { concreteCost } from "../characteristics/manaCost.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import type { EffectHandlers } from "../effects/effectTable.ts";
import { playersOf, type Resolving } from "../effects/resolving.ts";
import { followUp } from "../effects/stepwise.ts";
import { paysOnResolution } from "./unless.ts";

export function payIfYouDoEffect(g: Ctx, r: Resolving, e: Effect & { e: "payIfYouDo" }): void {
  const you = playersOf(g, r, "you")[0]; // 800.4f: a controller who has left pays nothing
  if (you === undefined) return;
  const name = defOf(g, r.object).name;
  const prompt = () => {
    const text = rulesTextOfEffects(name, e.effects).replace(/\.$/, "");
    return `${name}: pay ${e.mana}? If you do: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  };
  if (paysOnResolution(g, you, concreteCost(e.mana, 0), name, prompt)) followUp(r, ...e.effects);
}

/** The effect table's entries for "you may pay … If you do, …" (effectTable.ts). */
export const payIfYouDoEffects: EffectHandlers = { payIfYouDo: payIfYouDoEffect };
