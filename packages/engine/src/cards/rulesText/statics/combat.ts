/** Attacking and blocking restrictions (508.1c, 509.1b) and requirements (508.1d) of static abilities. */
import { filterNoun, qualify } from "../phrasing/filters.ts";
import { keywordList } from "../phrasing/keywords.ts";
import { selfNameCapitalized } from "../phrasing/selfName.ts";
import { capitalize } from "../phrasing/words.ts";
import type { StaticTexts } from "./family.ts";

export const combatStaticTexts = {
  cantAttackOrBlock: () => "Enchanted creature can't attack or block.",
  cantBlock: (def) => `${selfNameCapitalized(def)} can't block.`,
  // 508.1d: Juggernaut.
  attacksEachCombat: (def) => `${selfNameCapitalized(def)} attacks each combat if able.`,
  // 509.1b: "can't be blocked by Walls."; with an empty filter, by any creature: "can't be blocked."; by the
  // creatures without some keywords: "can't be blocked except by creatures with flying or reach." (Signal Pest).
  cantBeBlockedBy: (def, s) => {
    const self = selfNameCapitalized(def);
    if (Object.keys(s.filter).length === 0) return `${self} can't be blocked.`;
    const { without, ...blockers } = s.filter;
    if (without !== undefined && Object.keys(blockers).every((k) => k === "types"))
      return `${self} can't be blocked except by ${filterNoun(blockers, true)} with ${keywordList(without, "or")}.`;
    return `${self} can't be blocked by ${filterNoun(s.filter, true)}.`;
  },
  // 508.1c, 802.3a: Teferi's Moat.
  cantAttackYou: (_def, s) => {
    const noun = filterNoun({ ...s.filter, without: undefined }, true);
    const chosen = s.ofChosenColor ? " of the chosen color" : "";
    const without = qualify("", { without: s.filter.without }, true);
    return `${capitalize(noun)}${chosen}${without} can't attack you.`;
  },
} satisfies Partial<StaticTexts>;
