/**
 * Split second (702.61): "As long as this spell is on the stack, players can't cast other spells or activate
 * abilities that aren't mana abilities." (702.61a). Mana abilities may still be activated and special actions
 * taken (702.61b: playing a land, turning a face-down creature face up); triggered abilities still trigger and
 * are put on the stack. Multiple instances are redundant (702.61c). Read by the priority listing (castable.ts)
 * and by the cast and activate tasks (cast.ts, activate.ts), so a scripted answer can't get round it either.
 */

import { characteristics } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";

/** 702.61a: whether a spell with split second (a copy's too, 707.2) is on the stack. */
export function splitSecondOnStack(g: Ctx): boolean {
  const s = g.s;
  for (const id of s.stack) {
    const o = s.objects[id];
    if (o.stack?.kind !== "spell") continue;
    const abilities = characteristics(g.db, s, o).abilities;
    if (abilities.some((a) => a.kind === "static" && a.effect.s === "splitSecond")) return true;
  }
  return false;
}
