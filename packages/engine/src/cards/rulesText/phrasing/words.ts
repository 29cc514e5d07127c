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

export function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** "your", "each player's", "target player's". */
export function possessive(who: string): string {
  return who === "you" ? "your" : `${who}'s`;
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
