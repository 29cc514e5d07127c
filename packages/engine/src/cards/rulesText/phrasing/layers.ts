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
  else if (affects.each.controller === undefined && !affects.other && !countedForEach(mods))
    // Every permanent of a kind, whoever controls it: "All creatures have haste." (Concordant Crossroads),
    // "All Sliver creatures get +1/+1." (Muscle Sliver), "All creatures are black …" (a plane, 311.4).
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

/**
 * Whether the change is counted for each affected permanent on its own ("… that shares at least one creature
 * type with it"): then Oracle names them one by one, "Each creature gets …" (Coat of Arms), not "All creatures".
 */
function countedForEach(mods: readonly Modification[]): boolean {
  return mods.some((m) => m.m === "modifyPT" && m.per === "otherCreatureSharingType");
}

/** The predicate of a continuous effect: "gets +1/+1 and has flying", "becomes a 4/4 … with flying". */
export function modsPredicate(mods: readonly Modification[], plural: boolean, state = false): string {
  return modsParts(mods, plural, state).join(" and ");
}

/**
 * The changes of a continuous effect, each a predicate of the affected object(s), in Oracle's order: a loss of
 * all abilities first ("loses all abilities and becomes a blue Frog …", Turn to Frog), then what it becomes,
 * then the rest. A restriction on activating (not a characteristic, 613.11) is a clause of its own: "its
 * activated abilities can't be activated" (Dovin Baan).
 */
export function modsParts(mods: readonly Modification[], plural: boolean, state = false): string[] {
  const v = (third: string, base: string) => (plural ? base : third);
  const parts: string[] = [];
  if (mods.some((m) => m.m === "loseAllAbilities")) parts.push(`${v("loses", "lose")} all abilities`);
  // `state`: what a static ability makes them, "are black" (Onakke Catacomb), not "become black".
  const colorsOnly = state && mods.every((m) => m.m !== "types" && m.m !== "setPT");
  const noun = colorsOnly ? "" : becomeNoun(mods);
  const become = noun !== "";
  if (become) parts.push(`${v("becomes", "become")} ${noun}`);
  for (const m of mods)
    if (colorsOnly && m.m === "colors")
      parts.push(`${v("is", "are")} ${andList(m.colors.map((c) => COLOR_WORDS[c]))}`);
  for (const m of mods) {
    // 613.4b: a base P/T set on its own, "has base power and toughness 0/1".
    if (m.m === "setPT" && !become) parts.push(`${v("has", "have")} ${basePT(m)}`);
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
    if (m.m === "loseKeywords") parts.push(`${v("loses", "lose")} ${keywordList(m.keywords)}`);
    if (m.m === "switchPT") parts.push(`${v("has", "have")} base power and toughness switched`);
    // 702.16a: "has protection from red", "has protection from green and from blue"; 702.16h: "… from each color".
    if (m.m === "protection") parts.push(`${v("has", "have")} protection ${protectionFrom(m.from)}`);
    if (m.m === "control") parts.push("is controlled by you");
    if (m.m === "goaded") parts.push(v("is goaded", "are goaded")); // 701.15b
    if (m.m === "cantActivate") parts.push(`${v("its", "their")} activated abilities can't be activated`);
  }
  return parts;
}

/** 702.16a: "from red", "from green and from blue"; 702.16h: "from each color" for all five (Spectra Ward). */
export function protectionFrom(from: readonly string[]): string {
  if (Object.keys(COLOR_WORDS).every((c) => from.includes(c))) return "from each color";
  return andList(from.map((c) => `from ${COLOR_WORDS[c]}`));
}

/** 613.4b: "base power and toughness 1/1". */
function basePT(m: Modification & { m: "setPT" }): string {
  return `base power and toughness ${m.power}/${m.toughness}`;
}

/**
 * What the object becomes (205.1), or "" if nothing: "a 4/4 Phyrexian Horror creature with flying", "blue",
 * "a Forest". A P/T set where the object becomes a creature leads the noun ("a 3/2 Jackal creature"); one set
 * on what stays a creature is its base P/T (613.4b): "a blue Frog with base power and toughness 1/1".
 */
function becomeNoun(mods: readonly Modification[]): string {
  const pt: string[] = [];
  const colors: string[] = [];
  const kinds: string[] = [];
  let addition = "";
  let keywords: Keyword[] = [];
  const animates = mods.some((m) => m.m === "types" && m.types?.includes("Creature"));
  let base = "";
  for (const m of mods) {
    if (m.m === "setPT") {
      if (animates) pt.push(`${m.power}/${m.toughness}`);
      else base = ` with ${basePT(m)}`;
    }
    if (m.m === "colors") colors.push(andList(m.colors.map((c) => COLOR_WORDS[c])));
    if (m.m === "types") {
      kinds.push(...(m.subtypes ?? []), ...(m.types ?? []).map((t) => t.toLowerCase()));
      // 205.1b: "in addition to its other types".
      if (!m.replace && m.types) addition = " in addition to its other types";
    }
    if (m.m === "keywords") keywords = [...keywords, ...m.keywords];
  }
  const noun = [...pt, ...colors, ...kinds].join(" ");
  if (noun === "") return "";
  const tail = `${base}${addition}${keywords.length > 0 ? ` with ${keywordList(keywords)}` : ""}`;
  return pt.length === 0 && kinds.length === 0 ? `${noun}${tail}` : `${withArticle(noun)}${tail}`;
}
