/**
 * Card names to Oracle cards, with the one name matcher of ../names: exact lookup that ignores case, accents and
 * punctuation, and "did you mean" suggestions by edit distance. A card is found by its full name ("Fire // Ice",
 * "Delver of Secrets // Insectile Aberration") and, unless it is a split card (709), by its front face's name
 * ("Delver of Secrets"). The melded back face of a meld pair (712.4) is not a card a deck holds, so neither finds it.
 */
import { deckNames, type NameIndex, nameIndex } from "../names/index.ts";
import type { OracleCard, OracleTable } from "./table.ts";

/** What a deck-list resolver needs from the card data (it is the `RealCards` of poolResolver). */
export interface OracleResolver extends NameIndex<OracleCard> {
  /** How many cards the table holds (meld results included). */
  readonly size: number;
}

/** Layouts whose halves are both on the front, so that a half's name alone is not the card's name. */
const SPLIT_LAYOUTS: readonly string[] = ["split", "aftermath"];

/** The names a card is known by: its full name and, but for split cards, its front face's name. */
export function namesOf(card: OracleCard): string[] {
  return card.meldResult ? [] : deckNames(card.name, SPLIT_LAYOUTS.includes(card.layout));
}

/** A resolver over a table's cards; `suggest` offers up to 5 names unless told otherwise. */
export function oracleResolver(table: OracleTable): OracleResolver {
  const index = nameIndex(table.cards, namesOf);
  return {
    size: table.cards.length,
    names: index.names,
    lookup: index.lookup,
    suggest: (typed, max = 5) => index.suggest(typed, max),
  };
}
