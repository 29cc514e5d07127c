/** Object filters as noun phrases: "creature without flying", "creatures you control", "nonland permanent". */
import type { ObjectFilter } from "../../types.ts";
import { sortKeywords } from "./keywords.ts";
import { andList, orList } from "./words.ts";

/** The filter as a noun phrase, singular ("creature without flying") or plural ("nontoken lands"). */
export function filterNoun(f: ObjectFilter, plural: boolean): string {
  const types = f.types ?? [];
  let noun: string;
  if (f.subtypes && f.subtypes.length > 0)
    noun = orList(
      plural ? f.subtypes.map((t) => (t.endsWith("s") ? t : `${t}s`)) : f.subtypes,
      plural ? "and/or" : "or",
    );
  else if (types.length === 0) noun = plural ? "permanents" : "permanent";
  else {
    const words = types.map((t) => t.toLowerCase());
    if (plural)
      noun = orList(
        words.map((w) => `${w}s`),
        "and/or",
      );
    else noun = orList(words);
  }
  if (f.notSubtypes && f.notSubtypes.length > 0)
    noun = `${f.notSubtypes.map((t) => `non-${t}`).join(" ")} ${noun}`;
  if (f.notTypes && f.notTypes.length > 0) noun = `${notTypesWords(f)} ${noun}`;
  if (f.nonland) noun = `nonland ${noun}`;
  if (f.nonlegendary) noun = `nonlegendary ${noun}`;
  if (f.nontoken) noun = `nontoken ${noun}`;
  return qualify(noun, f, plural);
}

/** A noun followed by the filter's qualifiers: keywords, controller, owner, the attack history. */
export function qualify(noun: string, f: ObjectFilter | undefined, plural: boolean): string {
  if (f === undefined) return noun;
  let out = noun;
  if (f.with && f.with.length > 0) out += ` with ${andList(sortKeywords(f.with))}`;
  if (f.without && f.without.length > 0) out += ` without ${orList(sortKeywords(f.without))}`;
  if (f.controller === "you") out += " you control";
  if (f.controller === "opponent") out += plural ? " your opponents control" : " an opponent controls";
  if (f.owner === "you") out += " you own";
  if (f.owner === "notYou") out += " you don't own";
  return out + relativeClause(f);
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
