/**
 * Overload (702.96): "Overload [cost]" means "You may choose to pay [cost] rather than pay this spell's mana cost"
 * — an alternative cost (118.9), offered with the others (alternativeCosts.ts) — and "If you chose to pay this
 * spell's overload cost, change its text by replacing all instances of the word 'target' with the word 'each.'"
 * (702.96a, a text-changing effect: 702.96c). The overloaded spell has no targets (702.96b: cast.ts chooses none)
 * and, as it resolves, each "target [kind]" of its text reads "each [kind]" (here).
 */
import type { CardDef } from "../../cards/types.ts";
import type { PlayerId, Ref } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import { objectKindOk, permanentsMatching, specWithX } from "../targets/targets.ts";
import { specsForModes } from "./stackInfo.ts";

/**
 * 702.96b: an overloaded spell's "each [kind]" for each of its target specs, as the effects read them: every
 * permanent of the spec's kind matching its filter, found as an `each` reference finds its objects (801.10: within
 * the range of influence of `you`, its controller). Not targets: hexproof, shroud and protection's "can't be
 * targeted" don't keep one out (702.96b: "It may affect objects that couldn't be chosen as legal targets").
 */
export function eachInsteadOfTarget(
  g: Ctx,
  def: CardDef,
  modes: readonly number[],
  you: PlayerId,
  x: number | null,
): Ref[][] {
  return specsForModes(def, modes).map((sp) => {
    const spec = specWithX(sp, x ?? 0);
    return permanentsMatching(g, spec.filter ?? {}, you)
      .filter((o) => objectKindOk(g, spec, o))
      .map((o) => ({ object: o.id }));
  });
}
