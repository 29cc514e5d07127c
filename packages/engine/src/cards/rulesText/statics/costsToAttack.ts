/** Costs to attack and to block (508.1h, 509.1d) of static abilities: the "pillow fort" taxes. */
import type { CardDef } from "../../types.ts";
import { amountPhrase } from "../phrasing/amounts.ts";
import { selfName } from "../phrasing/selfName.ts";
import type { StaticTexts } from "./family.ts";

/** "As long as this creature is untapped, c" or "C": the sentence's opening. */
function opening(def: CardDef, condition: string | undefined): string {
  return condition === undefined ? "C" : `As long as ${selfName(def)} is ${condition}, c`;
}

export const costsToAttackStaticTexts = {
  // 508.1h, 802.3a: Ghostly Prison; with `planeswalkers`, Norn's Annex; with `x`, Sphere of Safety.
  attackTax: (def, s) => {
    const who = s.planeswalkers ? "you or planeswalkers you control" : "you";
    const each = s.planeswalkers
      ? "each of those creatures"
      : "each creature they control that's attacking you";
    const x = s.x === undefined ? "" : `, where X is ${amountPhrase({ count: s.x })}`;
    const start = opening(def, s.whileUntapped ? "untapped" : undefined);
    return `${start}reatures can't attack ${who} unless their controller pays ${s.mana} for ${each}${x}.`;
  },
  // 509.1d: Archangel of Tithes.
  blockTaxWhileAttacking: (def, s) =>
    `${opening(def, "attacking")}reatures can't block unless their controller pays ${s.mana} for each of those creatures.`,
} satisfies Partial<StaticTexts>;
