/** Did you mean: the names closest to a misspelt one, by edit distance (fastest-levenshtein). */
import { distance } from "fastest-levenshtein";
import { nameKey } from "./names.ts";

/** How far a name may be from what was typed to be suggested: about one edit in four letters, at least 2. */
function tolerance(typed: string): number {
  return Math.max(2, Math.floor(typed.length / 4));
}

/**
 * Up to `max` of `names` closest to `typed` (compared by nameKey), best first: those within the tolerance,
 * and those that contain what was typed as a whole word or start ("Bolt" → "Lightning Bolt").
 */
export function suggest(typed: string, names: Iterable<string>, max = 3): string[] {
  const key = nameKey(typed);
  if (key === "") return [];
  const scored: { name: string; score: number }[] = [];
  for (const name of names) {
    const k = nameKey(name);
    const d = distance(key, k);
    if (d <= tolerance(key)) scored.push({ name, score: d });
    else if (key.length >= 4 && (` ${k} `.includes(` ${key} `) || k.startsWith(key)))
      scored.push({ name, score: tolerance(key) + 1 + (k.length - key.length) / 100 });
  }
  scored.sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
  return [...new Set(scored.map((s) => s.name))].slice(0, max);
}
