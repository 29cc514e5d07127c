/**
 * Words: numbers, lists, articles and signs as Oracle writes them. The leaf of the rules-text generator:
 * it imports nothing.
 */

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

const ORDINALS: Record<number, string> = {
  1: "first",
  2: "second",
  3: "third",
  4: "fourth",
  5: "fifth",
  6: "sixth",
  7: "seventh",
  8: "eighth",
  9: "ninth",
  10: "tenth",
};

/** U+2212, the minus sign of negative loyalty costs (606.4). */
export const MINUS = "\u2212";

/** The colour words (105.1). */
export const COLOR_WORDS: Record<string, string> = {
  W: "white",
  U: "blue",
  B: "black",
  R: "red",
  G: "green",
};

export function capitalize(s: string): string {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}

/** "two", "twenty", and digits past twenty. */
export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** "first", "third", and digits past tenth ("put it into its owner's library third from the top"). */
export function ordinal(n: number): string {
  return ORDINALS[n] ?? String(n);
}

/** Subtypes (205.3) whose plural is not "-s": "Other Elves you control get +1/+1." (Imperious Perfect) */
const IRREGULAR_PLURALS: Record<string, string> = {
  Elf: "Elves",
  Dwarf: "Dwarves",
  Wolf: "Wolves",
  Werewolf: "Werewolves",
  Merfolk: "Merfolk",
  Kithkin: "Kithkin",
  Fish: "Fish",
  Sheep: "Sheep",
  Ox: "Oxen",
  Mouse: "Mice",
  Fungus: "Fungi",
};

/** A subtype's plural: "Goblins", "Elves", "Sphinxes", "Allies"; one ending in "s" stays ("Plains"). */
export function pluralSubtype(t: string): string {
  if (IRREGULAR_PLURALS[t] !== undefined) return IRREGULAR_PLURALS[t];
  if (t.endsWith("s")) return t;
  if (/(x|ch|sh)$/.test(t)) return `${t}es`;
  if (/[^aeiou]y$/.test(t)) return `${t.slice(0, -1)}ies`;
  return `${t}s`;
}

/** A vowel letter sounded as a consonant takes "a": "a Unicorn", "a Eurypterid", "a one-eyed …" (not "an untapped …"). */
const CONSONANT_SOUND = /^(?:uni(?:corn|t|v|f)|us[eu]|eu|one(?:\b|-))/i;

export function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) && !CONSONANT_SOUND.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** "your", "its", "each player's", "target player's". */
export function possessive(who: string): string {
  if (who === "you") return "your";
  if (who === "it") return "its";
  return who === "them" ? "their" : `${who}'s`;
}

export function andList(items: readonly string[]): string {
  return joinList(items, "and");
}

export function orList(items: readonly string[], conj = "or"): string {
  return joinList(items, conj);
}

function joinList(items: readonly string[], conj: string): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]} ${conj} ${items[1]}`;
  return `${items.slice(0, -1).join(", ")}, ${conj} ${items[items.length - 1]}`;
}

function signed(n: number, negativeContext: boolean): string {
  if (n < 0) return `-${-n}`;
  if (n === 0 && negativeContext) return "-0";
  return `+${n}`;
}

/** A power/toughness change: "+3/+3", "-2/-2", "+2/+0", "-3/-0". */
export function ptMod(p: number, t: number): string {
  const neg = p < 0 || t < 0;
  return `${signed(p, neg)}/${signed(t, neg)}`;
}
