/** The text of one ability of a card, by its kind (113.3): mana, activated, triggered or static. */
import type { Ability, CardDef } from "../types.ts";
import { activatedText } from "./activated.ts";
import { councilWord } from "./effects/vote.ts";
import { manaAbilityText } from "./manaAbilities.ts";
import { abilityWord } from "./phrasing/conditions.ts";
import { makeCtx } from "./phrasing/context.ts";
import { effectsText } from "./sentences.ts";
import { staticText } from "./statics/table.ts";
import { triggeredText } from "./triggered.ts";

type AbilityOf<K extends Ability["kind"]> = Ability & { kind: K };

const ABILITY_TEXT: { [K in Ability["kind"]]: (def: CardDef, a: AbilityOf<K>) => string } = {
  mana: (def, a) => manaAbilityText(def, a.cost, a.produce, a.amount ?? 1, a.together === true),
  // Effects may quote abilities (an emblem's, 114.2): this function is handed down to them.
  activated: (def, a) => activatedText(def, a, abilityText),
  // 207.2c: "Will of the council — When …" (effects/vote.ts), "Corrupted — When …" (phrasing/conditions.ts).
  triggered: (def, a) =>
    `${councilWord(a.effects)}${abilityWord(a.condition)}${triggeredText(def, a, abilityText)}`,
  // A static ability's text may contain effects (103.6b): worded here, as a triggered ability's are.
  static: (def, a) =>
    staticText(def, a.effect, (effects, triggeringObject) =>
      effectsText(makeCtx(def, [], abilityText, { triggeringObject }), effects, false),
    ),
};

/** The ability's text: its override, or the text generated for its kind. */
export function abilityText(def: CardDef, a: Ability): string {
  if (a.text !== undefined) return a.text;
  return (ABILITY_TEXT[a.kind] as (def: CardDef, a: Ability) => string)(def, a);
}
