/**
 * "Choose one [permanent], then tap the rest." (Regna's Sanction's foes: "Each foe chooses one untapped creature
 * they control, then taps the rest."): the controller of the effect chooses one of the permanents matching the
 * filter, as they see it ("you control" is theirs), and taps (701.26a) the others. With one or none there is
 * nothing to choose and none to tap.
 */
import type { Effect } from "../../cards/types.ts";
import { tapPermanent } from "../actions/move.ts";
import { askChoose } from "../ask/ask.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { permanentsMatching, refOption } from "../targets/targets.ts";
import type { EffectHandlers } from "./effectTable.ts";
import type { Resolving } from "./resolving.ts";

export function tapAllButOneEffect(g: Ctx, r: Resolving, e: Effect & { e: "tapAllButOne" }): void {
  const all = permanentsMatching(g, e.filter, r.controller);
  if (all.length <= 1) return;
  const prompt = `${defOf(g, r.object).name}: choose the one you keep untapped; the others become tapped`;
  const options = all.map((o) => refOption(g, { object: o.id }));
  const [kept] = askChoose(g, r.controller, "keep", prompt, options, 1, 1);
  all.forEach((o, i) => {
    if (i !== kept) tapPermanent(g, o);
  });
}

/** The effect table's entries for "choose one, then tap the rest" (effectTable.ts). */
export const tapAllButOneEffects: EffectHandlers = { tapAllButOne: tapAllButOneEffect };
