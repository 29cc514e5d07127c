/** The text of one ability of a card, by its kind (113.3): mana, activated, triggered or static. */
import type { Ability, CardDef } from "../types.ts";
import { abilityWordLead } from "./abilityWords.ts";
import { activatedText } from "./activated.ts";
import { manaAbilityText } from "./manaAbilities.ts";
import { makeCtx } from "./phrasing/context.ts";
import { effectsText } from "./sentences.ts";
import { staticText } from "./statics/table.ts";
import { triggeredText } from "./triggered.ts";

type AbilityOf<K extends Ability["kind"]> = Ability & { kind: K };

const ABILITY_TEXT: { [K in Ability["kind"]]: (def: CardDef, a: AbilityOf<K>) => string } = {
  mana: manaAbilityText,
  // 207.2c: an ability word leads the ability ("Landfall — Whenever …", phrasing/abilityWords.ts). Effects may
  // quote abilities (an emblem's, 114.2): this function is handed down to them.
  activated: (def, a) => `${abilityWordLead(a)}${activatedText(def, a, abilityText)}`,
  triggered: (def, a) => `${abilityWordLead(a)}${triggeredText(def, a, abilityText)}`,
  // A static ability's text may contain effects (103.6b): worded here, as a triggered ability's are.
  static: (def, a) =>
    staticText(
      def,
      a.effect,
      (effects, triggeringObject) =>
        effectsText(makeCtx(def, [], abilityText, { triggeringObject }), effects, false),
      abilityText,
    ),
};

/** The ability's text: its override, or the text generated for its kind. */
export function abilityText(def: CardDef, a: Ability): string {
  if (a.text !== undefined) return a.text;
  return (ABILITY_TEXT[a.kind] as (def: CardDef, a: Ability) => string)(def, a);
}
