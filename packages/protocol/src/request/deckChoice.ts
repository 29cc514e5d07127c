/**
 * A seat's deck as a request names it: "random", "pool", a ready deck's name (packages/cards `decks`, or
 * `readyCommanderDecks` for a Commander table), or a
 * pasted deck list ({list}, pastedDeck.ts).
 */
import { deckByName, decks, readyCommanderDecks } from "@roundtable/cards";
import type { DeckChoice } from "../setup/decks.ts";
import { type PastedDeck, pastedDeck } from "./pastedDeck.ts";

/**
 * The deck a request's entry names (a ready deck by its name, in any case; a pasted list's deck, for a
 * list that passed its check for the variant), or undefined for none.
 */
export function deckChoice(entry: string | PastedDeck, variant: string): DeckChoice | undefined {
  if (typeof entry !== "string") return pastedDeck(entry.list, variant);
  return entry === "random" || entry === "pool" ? entry : deckByName(entry);
}

/** Why an entry names no deck, listing what it may be. */
export function unknownDeck(entry: string): string {
  const ready = [...decks, ...readyCommanderDecks].map((d) => d.name).join(", ");
  return `unknown deck ${JSON.stringify(entry)}: "random", "pool", a ready deck (${ready}) or {"list": a pasted deck list}`;
}
