/**
 * How a deck list's names become cards. The pool's cards are the ones the engine plays; a wider list of
 * real cards (an Oracle table, when one is loaded) tells a real card the engine doesn't support yet from a
 * name that is no card at all. Anything else is unknown, with the closest names of both as suggestions.
 */
import type { CardDef } from "@roundtable/engine";
import { deckNames, type NameIndex, nameIndex, Suggester } from "../names/index.ts";

export type Resolved =
  | { kind: "supported"; id: string; name: string }
  | { kind: "unsupported"; name: string }
  | { kind: "unknown"; suggestions: string[] };

export interface CardResolver {
  /** The card a typed name stands for; an unknown name's suggestions only if `suggest` (the default). */
  resolve(typed: string, suggest?: boolean): Resolved;
}

/** Every real card, found by name: an Oracle table's resolver (`@roundtable/cards/oracle`), or `realCards`. */
export type RealCards = Pick<NameIndex<{ name: string }>, "lookup" | "names">;

/** Real cards known only by their names (no Oracle table): "Fire // Ice" is a split card. */
export function realCards(names: Iterable<string>): RealCards {
  return nameIndex(
    [...names].map((name) => ({ name })),
    (c) => deckNames(c.name, false),
  );
}

/**
 * A resolver over the card pool (`cards`: the supported cards) and, optionally, every real card (`real`:
 * "a real card the engine does not support yet"). Suggestions come from both.
 */
export function poolResolver(cards: Iterable<CardDef>, real?: RealCards): CardResolver {
  // The pool has no multi-face cards yet; when it does, a split card's definition will say so.
  const pool = nameIndex(
    [...cards].filter((c) => c.token !== true),
    (c) => deckNames(c.name, false),
  );
  let suggester: Suggester | undefined;
  const supported = (def: CardDef): Resolved => ({ kind: "supported", id: def.id, name: def.name });
  return {
    resolve(typed, suggest = true) {
      const def = pool.lookup(typed);
      if (def !== undefined) return supported(def);
      const card = real?.lookup(typed);
      if (card !== undefined) {
        // Another name of a pool card (a double-faced card's full name, say) is that card.
        const same = pool.lookup(card.name);
        return same === undefined ? { kind: "unsupported", name: card.name } : supported(same);
      }
      if (!suggest) return { kind: "unknown", suggestions: [] };
      suggester ??= new Suggester([...pool.names, ...(real?.names ?? [])]);
      return { kind: "unknown", suggestions: suggester.suggest(typed) };
    },
  };
}
