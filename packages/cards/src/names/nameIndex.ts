/**
 * Things found by name: exact lookup by nameKey, and did-you-mean for a name that finds nothing. Each thing has
 * its full name first and then other names it is known by (deckNames: a double-faced card's front face); a full
 * name wins over another thing's other name with the same key, else the first thing added keeps the key.
 */
import { nameKey } from "./key.ts";
import { type Candidate, Suggester } from "./suggest.ts";

export interface NameIndex<T> {
  /** The thing with this name (case, accents, spaces and punctuation ignored); undefined if none. */
  lookup(typed: string): T | undefined;
  /** Up to `max` names close to this one, best first: the did-you-mean of an unknown name. */
  suggest(typed: string, max?: number): string[];
  /** Every name that finds a thing, with the thing's full name (for suggestions drawn from several indexes). */
  readonly names: readonly Candidate[];
}

/** An index over `items`, each known by `namesOf(item)` (its full name first). */
export function nameIndex<T>(items: Iterable<T>, namesOf: (item: T) => readonly string[]): NameIndex<T> {
  const byKey = new Map<string, { value: T; full: boolean; candidate: Candidate }>();
  for (const value of items) {
    const names = namesOf(value);
    for (const [i, display] of names.entries()) {
      const key = nameKey(display);
      if (key === "") continue;
      const had = byKey.get(key);
      if (had === undefined || (!had.full && i === 0))
        byKey.set(key, { value, full: i === 0, candidate: { display, of: names[0] } });
    }
  }
  const names = [...byKey.values()].map((e) => e.candidate);
  let suggester: Suggester | undefined;
  return {
    names,
    lookup: (typed) => byKey.get(nameKey(typed))?.value,
    suggest(typed, max = 3) {
      suggester ??= new Suggester(names);
      return suggester.suggest(typed, max);
    },
  };
}
