/**
 * A stack object's information as a cast or an activation fills it in (601.2b–d, 602.2b), and the target
 * specs it is chosen for: a spell's, or those of the modes chosen (700.2).
 */
import { flatMapOf } from "../../arrays.ts";
import { enchantSpecs, targetsOf } from "../../cards/intent.ts";
import type { CardDef, TargetSpec } from "../../cards/types.ts";
import type { Ref, StackInfo } from "../../state.ts";

/**
 * A stack object's information as its cast or activation fills it in, each choice as it is made (601.2b–d,
 * 602.2b): its own until it is put on the stack, where it is a read-only StackInfo.
 */
export interface StackInfoDraft
  extends Omit<
    StackInfo,
    | "targets"
    | "x"
    | "modes"
    | "divide"
    | "kicked"
    | "timesKicked"
    | "flashback"
    | "overloaded"
    | "sacrificed"
  > {
  targets: Ref[][];
  x: number | null;
  modes: number[];
  divide: number[] | null;
  kicked?: true;
  timesKicked?: number;
  flashback?: true;
  overloaded?: true;
  sacrificed?: { power: number; toughness: number };
}

/** A stack object's information before anything is chosen for it (601.2b–d: modes, targets, X come later). */
export function newStackInfo(kind: StackInfo["kind"]): StackInfoDraft {
  return {
    kind,
    source: null,
    ability: null,
    targets: [],
    x: null,
    modes: [],
    divide: null,
    triggering: null,
  };
}

/** Flattened list of target specs for the chosen modes (modal spells number targets within each mode). */
export function specsForModes(def: CardDef, modes: readonly number[]): TargetSpec[] {
  const m = def.spell?.modes;
  if (!m) return spellSpecs(def);
  return flatMapOf(modes, (i) => targetsOf(m.modes[i]));
}

/** The target specs a spell on the stack was cast with: those of its modes, none if it was overloaded (702.96b). */
export function castSpecs(def: CardDef, info: Pick<StackInfo, "modes" | "overloaded">): TargetSpec[] {
  return info.overloaded ? [] : specsForModes(def, info.modes);
}

/** The target specs of a spell: its spell targets, or "enchant" for an Aura spell (303.4a). */
export function spellSpecs(def: CardDef): TargetSpec[] {
  return def.spell ? targetsOf(def.spell) : enchantSpecs(def);
}
