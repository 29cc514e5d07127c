/**
 * Card names to Oracle cards: exact lookup that ignores case, accents and punctuation, and "did you mean"
 * suggestions by edit distance. A card is found by its full name ("Fire // Ice", "Delver of Secrets // Insectile
 * Aberration") and, unless it is a split card (709), by its front face's name ("Delver of Secrets"). The melded back
 * face of a meld pair (712.4) is not a card a deck holds, so neither finds it.
 */
import { damerauDistance } from "./damerau.ts";
import type { OracleCard, OracleTable } from "./table.ts";

/** What a deck-list parser needs from the card data. */
export interface OracleResolver {
  /** The card with this name, ignoring case, accents, spaces and punctuation; undefined if there is none. */
  lookup(name: string): OracleCard | undefined;
  /** Up to `n` names close to this one, closest first: the "did you mean" of an unknown name. */
  suggest(name: string, n?: number): string[];
  /** How many cards the table holds (meld results included). */
  readonly size: number;
}

/** The key a name is looked up by: "Æther Vial", "aether vial" and "AETHER-VIAL" share "aethervial". */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Layouts whose halves are both on the front, so that a half's name alone is not the card's name. */
const SPLIT_LAYOUTS: readonly string[] = ["split", "aftermath"];

/** The names a card is known by: its full name and, but for split cards, its front face's name. */
export function namesOf(card: OracleCard): string[] {
  const names = [card.name];
  const front = card.faces[0].name;
  if (!SPLIT_LAYOUTS.includes(card.layout) && front !== card.name) names.push(front);
  return names;
}

interface Alias {
  key: string;
  display: string;
  card: OracleCard;
}

/** A resolver over a table's cards. */
export function oracleResolver(table: OracleTable): OracleResolver {
  const byKey = new Map<string, Alias>();
  for (const card of table.cards)
    for (const display of card.meldResult ? [] : namesOf(card)) {
      const key = nameKey(display);
      // A full name wins over another card's front-face name; otherwise the first card (by name) keeps the key.
      const had = byKey.get(key);
      if (!had || (had.display !== had.card.name && display === card.name))
        byKey.set(key, { key, display, card });
    }
  const aliases = [...byKey.values()];
  return {
    size: table.cards.length,
    lookup: (name) => byKey.get(nameKey(name))?.card,
    suggest(name, n = 5) {
      const key = nameKey(name);
      if (key === "" || n <= 0) return [];
      // Up to a third of the name's letters may be wrong (at least two).
      const max = Math.max(2, Math.floor(key.length / 3));
      const scored: { display: string; d: number }[] = [];
      for (const alias of aliases) {
        const d = damerauDistance(key, alias.key, max);
        if (d <= max) scored.push({ display: alias.display, d });
      }
      scored.sort((a, b) => a.d - b.d || (a.display < b.display ? -1 : a.display > b.display ? 1 : 0));
      const names: string[] = [];
      for (const s of scored) if (!names.includes(s.display) && names.push(s.display) >= n) break;
      return names;
    },
  };
}
