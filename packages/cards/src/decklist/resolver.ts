/**
 * How a deck list's names become cards. The pool's cards are the ones the engine plays; a wider list of
 * real card names (an Oracle table, when one is loaded) tells a real card the engine doesn't support yet
 * from a name that is no card at all. Anything else is unknown, with the closest names as suggestions.
 */
import type { CardDef } from "@roundtable/engine";
import { frontFace, nameKey } from "./names.ts";
import { suggest } from "./suggest.ts";

export type Resolved =
  | { kind: "supported"; id: string; name: string }
  | { kind: "unsupported"; name: string }
  | { kind: "unknown"; suggestions: string[] };

export interface CardResolver {
  /** The card a typed name stands for. */
  resolve(typed: string): Resolved;
}

/** Items by their name's key, and split and double-faced cards also by their front face's key. */
function index<T>(items: Iterable<T>, nameOf: (item: T) => string): Map<string, T> {
  const byKey = new Map<string, T>();
  for (const item of items) {
    const key = nameKey(nameOf(item));
    byKey.set(key, item);
    const front = frontFace(key);
    if (front !== key && !byKey.has(front)) byKey.set(front, item);
  }
  return byKey;
}

/**
 * A resolver over the card pool (`cards`: the supported cards) and, optionally, every real card's name
 * (`realNames`: "real card, not supported yet"). Suggestions come from both.
 */
export function poolResolver(cards: Iterable<CardDef>, realNames: Iterable<string> = []): CardResolver {
  const defs = [...cards].filter((c) => c.token !== true);
  const supported = index(defs, (c) => c.name);
  const real = index(realNames, (name) => name);
  const all = [...new Set([...defs.map((c) => c.name), ...real.values()])];
  return {
    resolve(typed) {
      const key = nameKey(typed);
      const def = supported.get(key) ?? supported.get(frontFace(key));
      if (def !== undefined) return { kind: "supported", id: def.id, name: def.name };
      const name = real.get(key) ?? real.get(frontFace(key));
      if (name !== undefined) return { kind: "unsupported", name };
      return { kind: "unknown", suggestions: suggest(typed, all) };
    },
  };
}
