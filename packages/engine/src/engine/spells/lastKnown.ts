/**
 * 608.2h: "Exile target creature. Its controller gains life equal to its power." By the time the second
 * effect applies, the creature has left the battlefield, so the effect uses its last known information.
 * A spell or ability whose effects say "its controller" or "its power" keeps, as it begins to resolve, the
 * controller and power of each target object; nothing earlier in the resolution can change them, so they
 * are what the object last had on the battlefield. Other spells keep nothing (no change to their state).
 */
import type { Effect } from "../../cards/types.ts";
import type { ObjId, Ref } from "../../state.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";
import { effectMentions } from "../effects/effectJson.ts";
import type { KnownObject } from "../effects/resolving.ts";

/** Whether an effect says "its controller" or "its power" anywhere. */
function asksLastKnown(e: Effect): boolean {
  return effectMentions(e, '"controllerOf"') || effectMentions(e, '"powerOf"');
}

/** The target objects' controller and power, if the effects ask for them later; otherwise undefined. */
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
      if (o === undefined || o.zone !== "battlefield") continue;
      known[t.object] = { controller: o.controller, power: characteristics(g.db, g.s, o).power ?? 0 };
    }
  return known;
}
