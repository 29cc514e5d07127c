/**
 * "If [condition], [effects]. Otherwise, [effects]." (Approach of the Second Sun). The condition is
 * checked as the effect applies; the chosen branch's effects are carried out as one step, so they must
 * not ask questions (a question would run the branch again from its start).
 */
import type { Effect } from "../../cards/types.ts";
import type { Ctx } from "../context/ctx.ts";
import { checkCondition } from "./conditions.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { runEffect } from "./effectTable.ts";
import type { Resolving } from "./resolving.ts";

export function ifEffect(g: Ctx, r: Resolving, e: Effect & { e: "if" }): void {
  const source = r.source === null ? undefined : g.s.objects[r.source];
  const branch = checkCondition(g, e.cond, source, r.controller, r) ? e.effects : (e.otherwise ?? []);
  for (const inner of branch) runEffect(g, r, inner);
}

/** The effect table's entries for "If …, … Otherwise, …" (effectTable.ts). */
export const branchEffects: EffectHandlers = { if: ifEffect };
