import type { Color, TargetSpec } from "../../cards/types.ts";
import type { ObjId, PlayerId, Ref } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import type { Ctx } from "../context/ctx.ts";
import { chooseOpponentTargets } from "../targets/opponentTargets.ts";
import { legalTargets, refOption, relationOk, specMax, specMin } from "../targets/targets.ts";

/** Asks for the targets of each spec in turn (601.2c / 603.3d). */
export function chooseTargets(
  g: Ctx,
  p: PlayerId,
  specs: readonly TargetSpec[],
  /** The colours of the spell or of the ability's source (protection, 702.16b). */
  colors: readonly Color[],
  what: string,
  /** The source of a triggered ability, excluded by "another target" specs. */
  self: ObjId | null = null,
  /** Where the targets go, a spec's as soon as they are chosen (a cast's so far are shown: castingView.ts). */
  chosen: Ref[][] = [],
): Ref[][] {
  for (const [i, spec] of specs.entries()) {
    const legal = legalTargets(g, spec, p, spec.other ? self : null, colors).filter((r) =>
      relationOk(g, spec, r, chosen),
    );
    const special = chooseOpponentTargets(g, p, spec, legal, what); // per opponent, or an opponent's choice
    if (special !== null) {
      chosen.push(special);
      continue;
    }
    const min = specMin(spec);
    const max = Math.min(specMax(spec, legal.length), legal.length);
    // Too few legal targets (none, or fewer than a required number) is for the caller: a spell's cast is
    // reversed (601.2c, 733: `cannotComply`), a triggered ability removed from the stack (603.3d).
    if (legal.length === 0 || legal.length < min) {
      chosen.push([]);
      continue;
    }
    const prompt = `${what}: choose ${describeCount(min, max)} target${max === 1 ? "" : "s"}${specs.length > 1 ? ` (${i + 1} of ${specs.length})` : ""}`;
    const picked = askChoose(
      g,
      p,
      "targets",
      prompt,
      legal.map((r) => refOption(g, r)),
      min,
      max,
      { intent: spec.intent },
    );
    chosen.push(picked.map((k) => legal[k]));
  }
  return chosen;
}

/**
 * 601.2, 602.2, 733: a cast or activation whose player can't comply with a step — a required target with
 * too few legal ones, no mode with its targets — is illegal, and the game returns to the moment before it
 * began. The priority check offered it only with what it needs, so this happens only when the game changed
 * while it was being cast: a player left (800.4a) or another turn marker's turn went on (807.4). Nothing has
 * changed yet (every question comes first), so the task just ends and its player has priority again.
 */
export function cannotComply(specs: readonly TargetSpec[], targets: readonly Ref[][]): boolean {
  return specs.some((sp, i) => (targets[i]?.length ?? 0) < specMin(sp));
}

function describeCount(min: number, max: number): string {
  return min === max ? String(min) : `${min}–${max}`;
}
