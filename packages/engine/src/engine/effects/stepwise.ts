/**
 * Effects that an effect decides happen next, each as its own step of the resolution (resolve.ts:
 * follow-ups), so that each may ask its own questions before it changes anything — and effects done so as a
 * changed resolution: by another player ("you" is them: a tempting offer's accepting opponent) or with
 * another X (join forces: the total paid).
 */
import type { Effect } from "../../cards/types.ts";
import type { Ctx } from "../context/ctx.ts";
import { runEffect } from "./effectTable.ts";
import type { Resolving } from "./resolving.ts";

/** The effects happen next, in order, each as its own step of the resolution. */
export function followUp(r: Resolving, ...next: Effect[]): void {
  if (r.followUps === undefined)
    throw new Error("internal: a follow-up outside a resolving spell or ability");
  r.followUps.push(...next);
}

/**
 * Does the first of `effects` as the resolution changed by `as`; what it decided happens next and the rest
 * of `effects` are then left to `resume`, whose effect (the step's own, with what is left) does them the
 * same way, one step each.
 */
export function stepAs(
  g: Ctx,
  r: Resolving,
  as: Partial<Pick<Resolving, "controller" | "x">>,
  effects: readonly Effect[],
  resume: (left: Effect[]) => Effect,
): void {
  const [first, ...rest] = effects;
  if (first === undefined) return;
  const changed: Resolving = { ...r, ...as, followUps: [] };
  runEffect(g, changed, first);
  const left = [...(changed.followUps ?? []), ...rest];
  if (left.length > 0) followUp(r, resume(left));
}
