/**
 * Continuous effects on characteristics and control, in the terms of the layers (613.1): "gets +1/+1 and
 * has flying", "becomes a 4/4 Horror creature with flying", "is controlled by you".
 */
import type { Affected, CardDef, Keyword, Modification } from "../../types.ts";
import { filterNoun } from "./filters.ts";
import { keywordList } from "./keywords.ts";
import { selfNameCapitalized } from "./selfName.ts";
import { andList, COLOR_WORDS, capitalize, ptMod, withArticle } from "./words.ts";

/** 611.3a: "Enchanted creature gets +2/+2", "Each creature gets +1/+1 for each other creature …". */
export function affectedSubject(def: CardDef, affects: Affected, mods: readonly Modification[]): string {
  let subject: string;
  let plural = false;
  if (affects === "self") subject = selfNameCapitalized(def);
  else if (affects === "enchanted") subject = "Enchanted creature";
  else if (affects === "equipped") subject = "Equipped creature";
  else if (def.types.includes("Plane") && affects.each.controller === undefined && !affects.other)
    // A plane's static ability (311.4) over every permanent: "All creatures get +2/+2." (Krosa)
    return `All ${filterNoun(affects.each, true)} ${modsPredicate(mods, true, true)}`;
  else if (affects.each.controller !== undefined) {
    subject = capitalize(`${affects.other ? "other " : ""}${filterNoun(affects.each, true, true)}`);
    plural = true;
  } else if (affects.other) {
    // A lord: "Other Zombie creatures get +1/+1." (Lord of the Undead)
    subject = `Other ${filterNoun(affects.each, true)}`;
    plural = true;
  } else subject = `Each ${filterNoun(affects.each, false)}`;
  return `${subject} ${modsPredicate(mods, plural)}`;
}

/** The predicate of a continuous effect: "gets +1/+1 and has flying", "becomes a 4/4 … with flying". */
export function modsPredicate(mods: readonly Modification[], plural: boolean, state = false): string {
  const v = (third: string, base: string) => (plural ? base : third);
  const parts: string[] = [];
  // `state`: what a static ability makes them, "are black" (Onakke Catacomb), not "become black".
  const colorsOnly = state && mods.every((m) => m.m !== "types" && m.m !== "setPT");
  const become = !colorsOnly && mods.some((m) => m.m === "types" || m.m === "colors" || m.m === "setPT");
  if (become) parts.push(`${v("becomes", "become")} ${becomeNoun(mods)}`);
  for (const m of mods)
    if (colorsOnly && m.m === "colors")
      parts.push(`${v("is", "are")} ${andList(m.colors.map((c) => COLOR_WORDS[c]))}`);
  for (const m of mods) {
    // 613.4c, Coat of Arms.
    if (m.m === "modifyPT") {
      const per =
        m.per === undefined
          ? ""
          : m.per === "otherCreatureSharingType"
            ? " for each other creature on the battlefield that shares at least one creature type with it"
            : ` for each ${filterNoun(m.per.count, false)}`;
      parts.push(`${v("gets", "get")} ${ptMod(m.power, m.toughness)}${per}`);
    }
    if (m.m === "keywords" && !become) parts.push(`${v("has", "have")} ${keywordList(m.keywords)}`);
    if (m.m === "loseAllAbilities") parts.push(`${v("loses", "lose")} all abilities`);
    if (m.m === "loseKeywords") parts.push(`${v("loses", "lose")} ${keywordList(m.keywords)}`);
    if (m.m === "switchPT") parts.push(`${v("has", "have")} base power and toughness switched`);
    if (m.m === "control") parts.push("is controlled by you");
    if (m.m === "goaded") parts.push(v("is goaded", "are goaded")); // 701.15b
  }
  return parts.join(" and ");
}

/** "a 4/4 Phyrexian Horror creature with flying", "blue", "a Forest": P/T, colour, subtypes, types (205.1). */
function becomeNoun(mods: readonly Modification[]): string {
  const pt: string[] = [];
  const colors: string[] = [];
  const kinds: string[] = [];
  let addition = "";
  let keywords: Keyword[] = [];
  for (const m of mods) {
    if (m.m === "setPT") pt.push(`${m.power}/${m.toughness}`);
    if (m.m === "colors") colors.push(andList(m.colors.map((c) => COLOR_WORDS[c])));
    if (m.m === "types") {
      kinds.push(...(m.subtypes ?? []), ...(m.types ?? []).map((t) => t.toLowerCase()));
      // 205.1b: "in addition to its other types".
      if (!m.replace && m.types) addition = " in addition to its other types";
    }
    if (m.m === "keywords") keywords = [...keywords, ...m.keywords];
  }
  const noun = [...pt, ...colors, ...kinds].join(" ");
  const tail = `${addition}${keywords.length > 0 ? ` with ${keywordList(keywords)}` : ""}`;
  return pt.length === 0 && kinds.length === 0 ? `${noun}${tail}` : `${withArticle(noun)}${tail}`;
}
