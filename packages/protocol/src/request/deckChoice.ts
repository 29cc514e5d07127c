/** A seat's deck as a request names it: "random", "pool", or a ready deck's name (packages/cards `decks`). */
import { deckByName, decks } from "@roundtable/cards";
import type { DeckChoice } from "../setup/decks.ts";

/** The deck a request's entry names (a ready deck by its name, in any case), or undefined for none. */
export function deckChoice(entry: string): DeckChoice | undefined {
  return entry === "random" || entry === "pool" ? entry : deckByName(entry);
}

/** Why an entry names no deck, listing what it may be. */
export function unknownDeck(entry: string): string {
  return `unknown deck ${JSON.stringify(entry)}: "random", "pool" or a ready deck (${decks.map((d) => d.name).join(", ")})`;
}
