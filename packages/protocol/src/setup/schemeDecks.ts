/**
 * Archenemy (904.3): each archenemy's scheme deck for a table, dealt by its seed from the ready schemes
 * (`randomSchemeDeck` of @roundtable/cards: twenty schemes, no more than two of a name).
 */
import { randomSchemeDeck } from "@roundtable/cards";
import { deriveSeed, nextU32, type Seed, seedRng, type VariantConfig } from "@roundtable/engine";

/** Each seat's scheme deck: one per archenemy (904.2a, 904.12b), undefined for the other seats. */
export function schemeDecks(preset: VariantConfig, players: number, seed: Seed): (string[] | undefined)[] {
  const archenemies = preset.archenemies ?? [];
  // Its own stream, apart from the decks' (the same seed deals the same library decks as before).
  const rng = seedRng(deriveSeed(seed, 0x5c4e3e));
  const rand = () => nextU32(rng) / 2 ** 32;
  return Array.from({ length: players }, (_, seat) =>
    archenemies.includes(seat) ? randomSchemeDeck(rand) : undefined,
  );
}
