/**
 * The effect interpreter (608.2): carries out one Effect of a resolving spell or ability by its kind. The
 * rules of each family of effects register their handlers in this table (effectFamilies.ts lists them);
 * the interpreter imports none of them, so a family may itself carry out effects ("if …, …", "may",
 * delayed abilities) without an import circle, and a new card's effect is a new entry, not a new branch.
 */
import type { Effect } from "../../cards/types.ts";
import type { Ctx } from "../context/ctx.ts";
import { needsCommandZoneChoices, withCommandZoneChoices } from "../replacement/commandZoneInstead.ts";
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

/**
 * 903.9b: the kinds of effect that may put an object into a hand or a library, as their families declare
 * (game/effectFamilies.ts). In a Commander game such an effect is previewed first, so that the owners of the
 * commanders it would move there choose the command zone before anything happens (commandZoneInstead.ts).
 */
const toHandOrLibrary = new Set<EffectKind>();

/** Declares kinds of effect that may put objects into a hand or a library (903.9b). */
export function declareToHandOrLibrary(kinds: readonly EffectKind[]): void {
  for (const kind of kinds) toHandOrLibrary.add(kind);
}

/** Whether `e`, or an effect it carries out ("if …", "you may …", "… unless …"), may put objects there. */
function mayMoveToHandOrLibrary(e: Effect): boolean {
  if (toHandOrLibrary.has(e.e)) return true;
  const inner = [
    ...("effects" in e && Array.isArray(e.effects) ? (e.effects as Effect[]) : []),
    ...("otherwise" in e && Array.isArray(e.otherwise) ? (e.otherwise as Effect[]) : []),
  ];
  return inner.some(mayMoveToHandOrLibrary);
}

/** The kinds of effect with a handler. */
export function registeredEffects(): EffectKind[] {
  return Object.keys(table) as EffectKind[];
}

export function runEffect(g: Ctx, r: Resolving, e: Effect): void {
  const handler = table[e.e] as EffectHandler<EffectKind> | undefined;
  if (handler === undefined) throw new Error(`internal: no rule carries out the effect "${e.e}"`);
  if (needsCommandZoneChoices(g) && mayMoveToHandOrLibrary(e)) {
    // 903.9b: the preview works on its own copy of what the resolution writes (its follow-ups).
    withCommandZoneChoices(g, (c, preview) => handler(c, preview ? { ...r, followUps: [] } : r, e as never));
    return;
  }
  handler(g, r, e as never);
}
