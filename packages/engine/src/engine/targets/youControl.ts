/**
 * "If you control N or more [permanents]", "if your team controls another Warrior" (102.4: the teammates'
 * permanents count, 801.11: those within range): one count for a condition of an effect or a trigger
 * (effects/conditions.ts) and for a mana ability's "Activate only if you control five or more lands." (602.5b,
 * Temple of the False God: mana/mana.ts, which sits below the effects).
 */
import type { Condition } from "../../cards/types.ts";
import type { GameObject, PlayerId } from "../../state.ts";
import { permanentsNear, permanentsOf } from "../characteristics/battlefieldIndex.ts";
import type { Ctx } from "../context/ctx.ts";
import { matchesFilter } from "./targets.ts";

export type YouControl = Condition & { if: "youControl" };

/** Whether `you` control at least `c.atLeast` (1) permanents matching `c.filter` — with `another`, not `source`. */
export function youControlHolds(g: Ctx, c: YouControl, you: PlayerId, source?: GameObject): boolean {
  const ids = c.filter.controller === "team" ? permanentsNear(g.s, you) : permanentsOf(g.s, you);
  const other = c.another ? source?.id : undefined;
  let n = 0;
  for (const id of ids) if (id !== other && matchesFilter(g, g.s.objects[id], c.filter, you)) n++;
  return n >= (c.atLeast ?? 1);
}
