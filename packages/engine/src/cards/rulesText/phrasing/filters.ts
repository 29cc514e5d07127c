/** Object filters as noun phrases: "creature without flying", "creatures you control", "nonland permanent". */
import type { ObjectFilter } from "../../types.ts";
import { keywordList } from "./keywords.ts";
import { COLOR_WORDS, orList, pluralSubtype } from "./words.ts";

/**
 * The filter as a noun phrase, singular ("creature without flying") or plural ("nontoken lands"). `all`:
 * the noun names every permanent of those types ("destroy all artifacts and enchantments", "destroy each
 * artifact, creature, and enchantment"), not a choice among them ("two target artifacts and/or
 * enchantments", "target artifact or enchantment").
 */
export function filterNoun(f: ObjectFilter, plural: boolean, all = false): string {
  const types = f.types ?? [];
  let noun: string;
  // "Soldier creatures you control": a subtype with its card type (205.3).
  if (f.subtypes && f.subtypes.length > 0 && types.length > 0)
    noun = `${orList(f.subtypes)} ${filterNoun({ types }, plural, all)}`;
  else if (f.subtypes && f.subtypes.length > 0)
    noun = orList(plural ? f.subtypes.map(pluralSubtype) : f.subtypes, plural ? "and/or" : "or");
  else if (types.length === 0) noun = plural ? "permanents" : "permanent";
  else {
    const words = types.map((t) => t.toLowerCase());
    if (plural)
      noun = orList(
        words.map((w) => `${w}s`),
        all ? "and" : "and/or",
      );
    else noun = orList(words, all ? "and" : "or");
  }
  const non = [
    ...(f.notSubtypes ?? []).map((t) => `non-${t}`),
    ...(f.notTypes ?? []).map((t) => `non${t.toLowerCase()}`),
    ...(f.notColors ?? []).map((c) => `non${COLOR_WORDS[c]}`),
  ];
  if (non.length > 0) noun = `${non.join(", ")} ${noun}`;
  if (f.colors && f.colors.length > 0) noun = `${orList(f.colors.map((c) => COLOR_WORDS[c]))} ${noun}`;
  if (f.nonland) noun = `nonland ${noun}`;
  if (f.noncreature) noun = `noncreature ${noun}`;
  if (f.nonbasic) noun = `nonbasic ${noun}`;
  if (f.nonlegendary) noun = `nonlegendary ${noun}`;
  if (f.basic) noun = `basic ${noun}`;
  if (f.nontoken) noun = `nontoken ${noun}`;
  if (f.tapped !== undefined) noun = `${f.tapped ? "tapped" : "untapped"} ${noun}`;
  if (f.attacking) noun = `attacking ${noun}`; // "attacking Warriors" (Blaring Captain)
  return qualify(noun, f, plural);
}

/**
 * Cards in graveyards (a filter with `zone: "graveyard"`): "creature cards in your graveyard" (`owner: "you"`),
 * "creature card in all graveyards" (singular: after "for each").
 */
export function graveyardCardsNoun(f: ObjectFilter, plural: boolean): string {
  const kind = (f.types ?? []).length === 0 ? "" : `${filterNoun({ types: f.types }, false)} `;
  return `${kind}card${plural ? "s" : ""} in ${f.owner === "you" ? "your graveyard" : "all graveyards"}`;
}

/** A noun followed by the filter's qualifiers: keywords, controller, owner, power, the attack history. */
export function qualify(noun: string, f: ObjectFilter | undefined, plural: boolean): string {
  if (f === undefined) return noun;
  let out = noun;
  if (f.with && f.with.length > 0) out += ` with ${keywordList(f.with)}`;
  if (f.without && f.without.length > 0) out += ` without ${keywordList(f.without, "or")}`;
  if (f.controller === "you") out += " you control";
  if (f.controller === "opponent") out += plural ? " your opponents control" : " an opponent controls";
  if (f.controller === "notYou") out += " you don't control";
  if (f.controller === "team") out += " your team controls"; // 102.4
  if (f.owner === "you") out += " you own";
  if (f.owner === "notYou") out += " you don't own";
  return out + powerClause(f) + manaValueClause(f) + relativeClause(f);
}

/** 202.3: "with mana value 4 or greater" (Despark), "with mana value 3 or less" (Austere Command). */
function manaValueClause(f: ObjectFilter): string {
  const v = f.manaValue;
  if (v === undefined) return "";
  return "atLeast" in v ? ` with mana value ${v.atLeast} or greater` : ` with mana value ${v.atMost} or less`;
}

/** 208.1: "with power 4 or greater" (Bring Down), "with power X or less" (Gang Up). */
function powerClause(f: ObjectFilter): string {
  const p = f.power;
  if (p === undefined) return "";
  return "atLeast" in p ? ` with power ${p.atLeast} or greater` : ` with power ${p.atMost} or less`;
}

/** "that attacked this turn" / "that didn't attack this turn" (508.1, Siren's Call). */
export function relativeClause(f: ObjectFilter): string {
  if (f.attackedThisTurn === undefined) return "";
  return f.attackedThisTurn ? " that attacked this turn" : " that didn't attack this turn";
}

/** "noncreature", "nonartifact noncreature": the types a filter excludes, as adjectives. */
export function notTypesWords(f: ObjectFilter): string {
  return (f.notTypes ?? []).map((t) => `non${t.toLowerCase()}`).join(" ");
}
