/**
 * Every static-ability kind's text, assembled from the families. The type `StaticTexts` has a key for
 * each kind of `StaticEffect`: a kind without text does not compile.
 */
import type { CardDef, StaticEffect } from "../../types.ts";
import type { AbilityText } from "../phrasing/context.ts";
import { characteristicStaticTexts } from "./characteristics.ts";
import { combatStaticTexts } from "./combat.ts";
import { enteringStaticTexts } from "./entering.ts";
import type { EffectsText, StaticKind, StaticText, StaticTexts } from "./family.ts";
import { gameStaticTexts } from "./game.ts";
import { restrictionStaticTexts } from "./restrictions.ts";

const STATIC_TEXT: StaticTexts = {
  ...characteristicStaticTexts,
  ...combatStaticTexts,
  ...enteringStaticTexts,
  ...gameStaticTexts,
  ...restrictionStaticTexts,
};

/** The sentence of a static ability (604.1): "Enchanted creature can't attack or block." */
export function staticText(def: CardDef, s: StaticEffect, effects: EffectsText, quote: AbilityText): string {
  return (STATIC_TEXT[s.s] as StaticText<StaticKind>)(def, s, effects, quote);
}
