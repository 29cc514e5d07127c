/**
 * Deck lists checked against the card pool and the Oracle table together: a pool card is played; a real card
 * the pool lacks is "a real card the engine does not support yet"; any other name is unknown, with did-you-mean
 * drawn from the pool and every real card.
 */
import { type CardResolver, poolResolver } from "../decklist/index.ts";
import { allCards } from "../pool.ts";
import { oracleResolver } from "./resolver.ts";
import type { OracleTable } from "./table.ts";

/** The resolver of deck lists over the pool and `table`. */
export function deckResolver(table: OracleTable): CardResolver {
  return poolResolver(allCards, oracleResolver(table));
}
