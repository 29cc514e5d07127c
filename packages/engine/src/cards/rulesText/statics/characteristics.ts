/** Static abilities with continuous effects on characteristics and control (611.3, layers 613). */

import { keywordValue } from "../../keywordInstances.ts";
import type { Affected, Keyword, Modification } from "../../types.ts";
import { asLongAsOpening } from "../phrasing/conditions.ts";
import { grantReminder, keywordList, numberedReminder } from "../phrasing/keywords.ts";
import { isSelfNamed, selfName, selfNameCapitalized } from "../phrasing/selfName.ts";
import { targetNoun } from "../phrasing/targets.ts";
import { COLOR_WORDS, orList, ptMod } from "../phrasing/words.ts";
import type { StaticTexts } from "./family.ts";
import { endSentence, grantingEffectText } from "./granted.ts";

/**
 * The reminder texts Oracle prints after a grant of goad (701.15b) or of a keyword that triggers once per
 * instance (702.116b, 702.121b: Adriana, Captain of the Guard), and after a grant of protection where the card
 * keeps it (702.16b, e–f: Spectra Ward); and after a grant of poisonous N (702.70a: Virulent Sliver, Snake Cult
 * Initiation, see `numberedGrantReminder`), and of the evasion keywords and shroud (`grantReminder`: Lightning
 * Greaves).
 */
function grantReminders(affects: Affected, mods: readonly Modification[]): string {
  let out = "";
  for (const m of mods)
    if (m.m === "protection" && m.reminder === true)
      out += ` (It can't be blocked, targeted, or dealt damage by anything that's ${orList(m.from.map((c) => COLOR_WORDS[c]))}.)`;
  if (mods.some((m) => m.m === "goaded"))
    out += " (It attacks each combat if able and attacks a player other than you if able.)";
  for (const k of ["myriad", "melee"] as const)
    if (mods.some((m) => m.m === "keywords" && m.keywords.includes(k)))
      out += ` (If a creature has multiple instances of ${k}, each triggers separately.)`;
  for (const m of mods)
    if (m.m === "keywords")
      out +=
        numberedGrantReminder(affects, m.keywords) + grantReminder(m.keywords, typeof affects === "object");
  return out;
}

/**
 * The reminder Oracle prints after a grant of a numbered keyword that triggers, naming what has it: poisonous N
 * (702.70a: "(Whenever a Sliver deals combat damage to a player, that player gets a poison counter. A player with
 * ten or more poison counters loses the game.)", Virulent Sliver; "(Whenever it deals …)", Snake Cult
 * Initiation), frenzy N (702.68a: "(Whenever a Sliver attacks and isn't blocked, …)", Frenzy Sliver).
 */
function numberedGrantReminder(affects: Affected, keywords: readonly Keyword[]): string {
  let out = "";
  const kind = typeof affects === "object" ? affects.each.subtypes : undefined;
  const who = typeof affects === "object" ? (kind?.length === 1 ? `a ${kind[0]}` : "a creature") : "it";
  for (const k of keywords) {
    const text = numberedReminder(k, who);
    if (text === undefined) continue;
    const loses =
      keywordValue(k, "poisonous") !== undefined
        ? " A player with ten or more poison counters loses the game."
        : "";
    out += ` (${text}${loses})`;
  }
  return out;
}

export const characteristicStaticTexts = {
  modify: (def, s) => {
    const who = s.affects === "enchanted" ? "Enchanted creature" : selfNameCapitalized(def);
    const parts: string[] = [];
    if (s.power !== undefined || s.toughness !== undefined)
      parts.push(`gets ${ptMod(s.power ?? 0, s.toughness ?? 0)}`);
    if (s.keywords && s.keywords.length > 0) parts.push(`has ${keywordList(s.keywords)}`);
    const keywords = s.keywords ?? [];
    return `${who} ${parts.join(" and ")}.${numberedGrantReminder(s.affects, keywords)}${grantReminder(keywords, typeof s.affects === "object")}`;
  },
  continuous: (def, s, _effects, quote) => {
    // 702.16n: "This effect doesn't remove this Aura." (the Ward cycle), "… Auras." (Spectra Ward).
    const spares = s.mods.flatMap((m) => (m.m === "protection" && m.spares ? [m.spares] : []))[0];
    const spared =
      spares === undefined
        ? ""
        : ` This effect doesn't remove ${spares === "auras" ? "Auras" : selfName(def)}.`;
    return `${endSentence(grantingEffectText(def, s.affects, s.mods, quote))}${spared}${grantReminders(s.affects, s.mods)}`;
  },
  // 611.3a: "Lieutenant — As long as you control your commander, this creature gets +2/+2 and other creatures
  // you control get +2/+2 and have trample." (Thunderfoot Baloth): the effects joined by "and".
  asLongAs: (def, s, _effects, quote) => {
    const parts = s.effects.map((e) => {
      const text = grantingEffectText(def, e.affects, e.mods, quote);
      return e.affects === "self" && isSelfNamed(def) ? text : text[0].toLowerCase() + text.slice(1);
    });
    const reminders = s.effects.map((e) => grantReminders(e.affects, e.mods)).join("");
    return `${endSentence(`${asLongAsOpening(def, s.condition)}${parts.join(" and ")}`)}${reminders}`;
  },
  // Layer 2 (Control Magic).
  control: (def) => `You control enchanted ${def.enchant ? targetNoun(def.enchant, false) : "creature"}.`,
} satisfies Partial<StaticTexts>;
