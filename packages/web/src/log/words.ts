/** The words the game log's sentences are made of: card names from their ids, counts, ordinals, full stops. */
import type { PlayerId } from "@roundtable/engine";
import { joinNames, type LogNames } from "@roundtable/protocol";

/** Words a title keeps in lower case, but as its first word. */
const MINOR_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "but",
  "by",
  "for",
  "from",
  "in",
  "into",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/**
 * Card ids are kebab-case slugs: "lightning-bolt" reads "Lightning Bolt", "look-skyward-and-despair" "Look
 * Skyward and Despair" (the engine gives names in most events, ids in a few: a scheme's); a name stays as it
 * is ("Man-o'-War").
 */
export function cardName(card: string): string {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(card)) return card;
  return card
    .split("-")
    .map((w, i) => (i > 0 && MINOR_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

/** How the web table names things in the sentences it shares with the command line (logSentences.ts). */
export function webNames(name: (p: PlayerId) => string): LogNames {
  return {
    player: name,
    card: cardName,
    list: joinNames,
  };
}

/** A sentence ends with a full stop, unless it ends with a card name's own "?" or "!". */
export function sentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 card", "3 cards". */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

/** "a Goblin token", "an Elf token" ("a Spirit Token": some tokens' names say it). */
export function aToken(name: string): string {
  return `${/^[AEIOU]/i.test(name) ? "an" : "a"} ${name}${/\btoken$/i.test(name) ? "" : " token"}`;
}

/** "1st", "2nd", "11th". */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
}

/** Names in their first order, each once with how many times it came: "Island ×3", "Mind Sculpt". */
export function tally(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c === 1 ? n : `${n} ×${c}`));
}
