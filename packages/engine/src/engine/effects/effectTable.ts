/**
 * The effect interpreter (608.2): carries out one Effect of a resolving spell or ability by its kind. The
 * rules of each family of effects register their handlers in this table (effectFamilies.ts lists them);
 * the interpreter imports none of them, so a family may itself carry out effects ("if …, …", "may",
 * delayed abilities) without an import circle, and a new card's effect is a new entry, not a new branch.
 */
import type { Effect } from "../../cards/types.ts";
import type { Ctx } from "../context/ctx.ts";
import type { Resolving } from "./resolving.ts";

export type EffectKind = Effect["e"];
export type EffectHandler<K extends EffectKind> = (
  g: Ctx,
  r: Resolving,
  e: Extract<Effect, { e: K }>,
) => void;
/** Handlers of some kinds of effect: a family's entries in the table. */
export type EffectHandlers = { [K in EffectKind]?: EffectHandler<K> };

const table: EffectHandlers = {};

/** Adds a family's handlers; each kind of effect has exactly one. */
export function registerEffects(handlers: EffectHandlers): void {
  for (const [kind, handler] of Object.entries(handlers)) {
    if (kind in table) throw new Error(`internal: effect "${kind}" is registered twice`);
    (table as Record<string, unknown>)[kind] = handler;
  }
}

/** The kinds of effect with a handler. */
export function registeredEffects(): EffectKind[] {
  return Object.keys(table) as EffectKind[];
}

export function runEffect(g: Ctx, r: Resolving, e: Effect): void {
  const handler = table[e.e] as EffectHandler<EffectKind> | undefined;
  if (handler === undefined) throw new Error(`internal: no rule carries out the effect "${e.e}"`);
  handler(g, r, e as never);
}
