/** Did you mean: the names closest to a misspelt one, by edit distance (fastest-levenshtein). */
import { distance } from "fastest-levenshtein";
import { nameKey, nameWords } from "./key.ts";

/** How far a name may be from what was typed to be suggested: about one edit in four letters, at least 2. */
function tolerance(key: string): number {
  return Math.max(2, Math.floor(key.length / 4));
}

/** A name that may be suggested, and the card it stands for (a card's names are suggested once, the closest). */
export interface Candidate {
  display: string;
  /** What the name stands for: names with the same `of` are one suggestion. */
  of: string;
}

interface Prepared extends Candidate {
  key: string;
  /** The words with a space either side, for whole-word matches. */
  words: string;
}

/**
 * Names prepared for suggestions (their keys computed once: an Oracle table has some 30,000). `suggest` gives
 * up to `max` of them closest to `typed`, best first: those within the tolerance, those that contain what was
 * typed as a whole word (with the one-letter slips: "Bolt" → "Forked Bolt", "Lightning Bolt") or start with it.
 */
export class Suggester {
  private readonly names: Prepared[];

  constructor(names: Iterable<Candidate | string>) {
    this.names = [...names].map((n) => {
      const c = typeof n === "string" ? { display: n, of: n } : n;
      return { ...c, key: nameKey(c.display), words: ` ${nameWords(c.display)} ` };
    });
  }

  suggest(typed: string, max = 3): string[] {
    const key = nameKey(typed);
    if (key === "" || max <= 0) return [];
    const words = ` ${nameWords(typed)} `;
    const most = tolerance(key);
    const scored: { c: Prepared; score: number }[] = [];
    for (const c of this.names) {
      const near = Math.abs(c.key.length - key.length) <= most ? distance(key, c.key) : most + 1;
      const longer = (c.key.length - key.length) / 1000;
      // A name holding what was typed as a whole word ranks with a one-letter slip, the shorter first ("Bolt":
      // Forked Bolt and Lightning Bolt before Boil and Opt); one that only starts with it after the slips.
      const word = key.length >= 4 && c.words.includes(words) ? 1 + longer : Number.POSITIVE_INFINITY;
      const prefix = key.length >= 4 && c.key.startsWith(key) ? most + 1 + longer : Number.POSITIVE_INFINITY;
      const score = Math.min(near <= most ? near : Number.POSITIVE_INFINITY, word, prefix);
      if (score !== Number.POSITIVE_INFINITY) scored.push({ c, score });
    }
    scored.sort((a, b) => a.score - b.score || a.c.display.localeCompare(b.c.display));
    const seen = new Set<string>();
    const out: string[] = [];
    for (const { c } of scored) {
      if (seen.has(c.of)) continue;
      seen.add(c.of);
      if (out.push(c.display) >= max) break;
    }
    return out;
  }
}

/** Up to `max` of `names` closest to `typed`, best first (see Suggester). */
export function suggest(typed: string, names: Iterable<string>, max = 3): string[] {
  return new Suggester(names).suggest(typed, max);
}
