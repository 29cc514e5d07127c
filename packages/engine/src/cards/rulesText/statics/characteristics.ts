/** Static abilities with continuous effects on characteristics and control (611.3, layers 613). */

import type { Modification } from "../../types.ts";
import { keywordList } from "../phrasing/keywords.ts";
import { affectedSubject } from "../phrasing/layers.ts";
import { selfName, selfNameCapitalized } from "../phrasing/selfName.ts";
import { targetNoun } from "../phrasing/targets.ts";
import { ptMod } from "../phrasing/words.ts";
import type { StaticTexts } from "./family.ts";

/**
 * The reminder texts Oracle prints after a grant of goad (701.15b) or of a keyword that triggers once per
 * instance (702.116b, 702.121b: Adriana, Captain of the Guard).
 */
function grantReminders(mods: readonly Modification[]): string {
  let out = "";
  if (mods.some((m) => m.m === "goaded"))
    out += " (It attacks each combat if able and attacks a player other than you if able.)";
  for (const k of ["myriad", "melee"] as const)
    if (mods.some((m) => m.m === "keywords" && m.keywords.includes(k)))
      out += ` (If a creature has multiple instances of ${k}, each triggers separately.)`;
  return out;
}

export const characteristicStaticTexts = {
  modify: (def, s) => {
    const who = s.affects === "enchanted" ? "Enchanted creature" : selfNameCapitalized(def);
    const parts: string[] = [];
    if (s.power !== undefined || s.toughness !== undefined)
      parts.push(`gets ${ptMod(s.power ?? 0, s.toughness ?? 0)}`);
    if (s.keywords && s.keywords.length > 0) parts.push(`has ${keywordList(s.keywords)}`);
    return `${who} ${parts.join(" and ")}.`;
  },
  continuous: (def, s) => {
    // The Ward cycle: "This effect doesn't remove this Aura." (see the protection's `sparesSource`).
    const spares = s.mods.some((m) => m.m === "protection" && m.sparesSource === true)
      ? ` This effect doesn't remove ${selfName(def)}.`
      : "";
    return `${affectedSubject(def, s.affects, s.mods)}.${spares}${grantReminders(s.mods)}`;
  },
  // Layer 2 (Control Magic).
  control: (def) => `You control enchanted ${def.enchant ? targetNoun(def.enchant, false) : "creature"}.`,
} satisfies Partial<StaticTexts>;
