/**
 * 608.2h: "Exile target creature. Its controller gains life equal to its power." By the time the second
 * effect applies, the creature has left the battlefield, so the effect uses its last known information.
 * A spell or ability whose effects say "its controller", "its power" or "its mana value" keeps, as it begins to
 * resolve, the controller, power and mana value of each target object; nothing earlier in the resolution can
 * change them, so they are what the object last had where it was. Other spells keep nothing (no change to their
 * state).
 */
import type { Effect } from "../../cards/types.ts";
import type { ObjId, Ref } from "../../state.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { manaValue } from "../characteristics/manaCost.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { effectMentions } from "../effects/effectJson.ts";
import type { KnownObject } from "../effects/resolving.ts";

/** Whether an effect says "its controller", "its power" or "its mana value" anywhere. */
function asksLastKnown(e: Effect): boolean {
  return (
    effectMentions(e, '"controllerOf"') ||
    effectMentions(e, '"powerOf"') ||
    effectMentions(e, '"manaValueOf"')
  );
}

/**
 * The target objects' controller, power and mana value, if the effects ask for them later; otherwise undefined.
 * A target in any zone is known: a spell countered ("Counter target … spell. Its controller creates …", Swan
 * Song), a card put onto the battlefield from a graveyard ("… You lose life equal to its mana value.", Reanimate).
 */
export function knownAtStart(
  g: Ctx,
  targets: readonly (readonly Ref[])[],
  effects: readonly { effect: Effect }[],
): Record<ObjId, KnownObject> | undefined {
  if (!effects.some((x) => asksLastKnown(x.effect))) return undefined;
  const known: Record<ObjId, KnownObject> = {};
  for (const refs of targets)
    for (const t of refs) {
      if (!("object" in t)) continue;
      const o = g.s.objects[t.object];
      if (o === undefined) continue;
      const power = o.zone === "battlefield" ? (characteristics(g.db, g.s, o).power ?? 0) : 0;
      known[t.object] = { controller: o.controller, power, manaValue: manaValue(defOf(g, o).cost) };
    }
  return known;
}
