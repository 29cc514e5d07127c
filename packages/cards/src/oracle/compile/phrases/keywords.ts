/** Keyword abilities (702) the card DSL knows, read from a keyword line ("Flying, vigilance") or a list ("flying and trample"). */
import { isKeyword, type Keyword } from "@roundtable/engine";
import { refuse } from "./refusal.ts";

/**
 * The keyword a word names ("Flying", "first strike", "Toxic 2", "poisonous 1"), or undefined: every keyword of
 * the DSL is the engine's (its `Keyword` type: layoutMods.ts `isKeyword`).
 */
export function keywordOf(word: string): Keyword | undefined {
  const w = word.toLowerCase();
  return isKeyword(w) ? w : undefined;
}

/** A list of keywords: "flying", "flying and vigilance", "flying, first strike, and lifelink" (`conj` "and" or "or"). */
export function keywordList(phrase: string, conj: "and" | "or"): Keyword[] {
  const parts = phrase.split(new RegExp(`, ${conj} |, | ${conj} `));
  return parts.map((p) => keywordOf(p) ?? refuse(p, "not a keyword the engine knows"));
}

/**
 * A keyword line (702): keywords separated by commas, the first capitalised ("Trample, haste"); a lone keyword may
 * carry its reminder text ("Wither (This deals damage …)"), which the round trip checks. Undefined if the line is
 * not one.
 */
export function keywordLine(line: string): Keyword[] | undefined {
  const body = line.replace(/ \([^()]*\)$/, "");
  const words = body.split(", ");
  const ks = words.map(keywordOf);
  if (ks.some((k) => k === undefined)) return undefined;
  if (body !== line && ks.length !== 1) return undefined;
  return ks as Keyword[];
}
