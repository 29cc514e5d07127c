/** Keyword abilities (702) the card DSL knows, read from a keyword line ("Flying, vigilance") or a list ("flying and trample"). */
import { type CardDef, isKeyword, type Keyword, rulesText } from "@roundtable/engine";
import { refuse } from "./refusal.ts";
import { namesAndTypes } from "./scope.ts";

/**
 * Keywords a card prints that no effect gives, so not among `isKeyword`'s (layoutMods.ts `KEYWORDS`): persist
 * (702.79a) and undying (702.93a) trigger from the card's printed keywords only, and undaunted (702.125a) lowers a
 * spell's cost from them.
 */
const PRINTED_ONLY: readonly Keyword[] = ["persist", "undying", "undaunted"];

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
  return parts.map(
    (p) =>
      keywordOf(p) ??
      refuse(
        p,
        printedOnly(p) !== undefined
          ? "a keyword the engine reads from a card's printed keywords only (702.79a, 702.93a, 702.125a): no effect gives it"
          : "not a keyword the engine knows",
      ),
  );
}

/** Persist, undying or undaunted, named by `word`, or undefined. */
function printedOnly(word: string): Keyword | undefined {
  return PRINTED_ONLY.find((k) => k === word.toLowerCase());
}

/**
 * The lines the generator writes for this card with keywords `ks` and no other ability, and whether the card keeps
 * every keyword's reminder text (`keywordReminders`).
 */
function keywordLinesOf(def: CardDef, ks: Keyword[], keywordReminders: boolean): string {
  return rulesText({
    ...namesAndTypes(def),
    keywords: ks,
    ...(keywordReminders ? { keywordReminders } : {}),
  });
}

/** A keyword line's keywords, and whether it is written as on a card that keeps every keyword's reminder text. */
export interface KeywordLine {
  keywords: Keyword[];
  keywordReminders: boolean;
}

/**
 * A keyword line (702): keywords separated by commas, the first capitalised ("Trample, haste"); a lone keyword
 * may carry its reminder text ("Wither (This deals damage …)", "Bushido 2 (Whenever this creature blocks …)",
 * "Persist (When this creature dies, …)"), and on a card that keeps every keyword's reminder text, each keyword is
 * alone with it ("Skulk (…)\nLifelink (…)", Vampire Cutthroat). Undefined if the line is not one; a line of
 * keywords is read only as the generator writes it for this card (its order, and the reminder text it prints:
 * `keywordLines` in the engine's rulesText/phrasing/keywords.ts), and refused, saying so, otherwise.
 */
export function keywordLine(def: CardDef, line: string): KeywordLine | undefined {
  const reminded = line.match(/^([^()]+) \([^()]*\)$/);
  const words = (reminded ? reminded[1] : line).split(", ");
  // Persist, undying and undaunted, which no effect gives, are each printed alone on their line.
  const ks = words.length === 1 ? [keywordOf(words[0]) ?? printedOnly(words[0])] : words.map(keywordOf);
  if (!ks.every((k) => k !== undefined)) return undefined;
  for (const keywordReminders of [false, true])
    if (keywordLinesOf(def, ks, keywordReminders) === line) return { keywords: ks, keywordReminders };
  const written = keywordLinesOf(def, ks, false).replaceAll("\n", " / ");
  return refuse(line, `not the keyword line the generator writes: "${written}"`);
}
