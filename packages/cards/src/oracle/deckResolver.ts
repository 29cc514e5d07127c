/**
 * Deck lists checked against the card pool and the Oracle table together: a pool card is played; a real card
 * the pool lacks is "a real card the engine does not support yet"; any other name is unknown, with did-you-mean
 * drawn from the pool and every real card.
 */
import { type CardResolver, poolResolver } from "../decklist/index.ts";
import { nameIndex } from "../names/index.ts";
import { allCards } from "../pool.ts";
import { namesOf } from "./resolver.ts";
import type { OracleTable } from "./table.ts";

/**
 * The resolver of deck lists over the pool and `table`. It keeps the cards' names only, not the table (a server
 * holds it for as long as it runs: the names of a full table are a small part of its size).
 */
export function deckResolver(table: OracleTable): CardResolver {
  const real = table.cards.map((card) => ({ name: card.name, names: namesOf(card) }));
  return poolResolver(
    allCards,
    nameIndex(real, (card) => card.names),
  );
}
