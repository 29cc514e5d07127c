/**
 * Every static-ability kind's text, assembled from the families. The type `StaticTexts` has a key for
 * each kind of `StaticEffect`: a kind without text does not compile.
 */
import type { CardDef, StaticEffect } from "../../types.ts";
import { conditionText } from "../phrasing/conditions.ts";
import type { AbilityText } from "../phrasing/context.ts";
import { alternativeCostText } from "../phrasing/costs.ts";
import { numberWord } from "../phrasing/words.ts";
import { characteristicStaticTexts } from "./characteristics.ts";
import { combatStaticTexts } from "./combat.ts";
import { costReductionStaticTexts } from "./costReductions.ts";
import { costsToAttackStaticTexts } from "./costsToAttack.ts";
import { enteringStaticTexts } from "./entering.ts";
import type { EffectsText, StaticKind, StaticText, StaticTexts } from "./family.ts";
import { gameStaticTexts } from "./game.ts";
import { restrictionStaticTexts } from "./restrictions.ts";

const STATIC_TEXT: StaticTexts = {
  ...characteristicStaticTexts,
  ...combatStaticTexts,
  ...costReductionStaticTexts,
  ...costsToAttackStaticTexts,
  ...enteringStaticTexts,
  ...gameStaticTexts,
  ...restrictionStaticTexts,
  alternativeCost: (_def, s) => alternativeCostText(s.cost), // 118.9
  // 601.2f (Bolt Bend).
  costsLessIf: (def, s) => `This spell costs {${s.amount}} less to cast ${conditionText(def, s.cond)}.`,
  // 305.2 (Exploration; Azusa, Lost but Seeking).
  additionalLandPlays: (_def, s) =>
    `You may play ${s.n === 1 ? "an additional land" : `${numberWord(s.n)} additional lands`} on each of your turns.`,
  // 702.61a, with the reminder text Oracle keeps (Krosan Grip).
  splitSecond: () =>
    "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)",
};

/** The sentence of a static ability (604.1): "Enchanted creature can't attack or block." */
export function staticText(def: CardDef, s: StaticEffect, effects: EffectsText, quote: AbilityText): string {
  return (STATIC_TEXT[s.s] as StaticText<StaticKind>)(def, s, effects, quote);
}
