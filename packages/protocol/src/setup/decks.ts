/**
 * Each seat's deck: a ready deck (packages/cards `decks`) named or chosen with the seed, or a random deck
 * from the whole card pool (poolDecks.ts).
 */
import { type Deck, decks } from "@roundtable/cards";
import { seedRng, shuffle } from "@roundtable/engine";
import { type CommanderDeckShape, commanderDecks } from "./commanderDecks.ts";
import { TableOptionError } from "./names.ts";
import { poolDecks } from "./poolDecks.ts";

/** "random": a ready deck chosen with the seed; "pool": a random deck from the card pool; or a ready deck. */
export type DeckChoice = "random" | "pool" | Deck;

/** A seat's deck: its name, for display, and its card ids; in a Commander game, its commander's (903.3). */
export interface SeatDeck {
  name: string;
  cards: string[];
  commander?: string;
}

/** Indices into `decks` for `n` players: all different while there are enough decks, chosen with the seed. */
export function chooseDecks(seed: number, n: number): number[] {
  if (decks.length === 0) throw new TableOptionError("no decks are available", []);
  const rng = seedRng(seed);
  const out: number[] = [];
  while (out.length < n) {
    const order = decks.map((_, i) => i);
    shuffle(rng, order);
    out.push(...order.slice(0, n - out.length));
  }
  return out;
}

/**
 * The deck of each seat. Seat i's "random" deck is the i-th of chooseDecks(seed, n) and its "pool" deck the
 * i-th of poolDecks(seed, n), whatever the other seats chose, so that a table where every seat chose the
 * same way gets the decks the command line gives (`--decks preset`, `--decks pool`).
 */
export function seatDecks(
  seed: number,
  choices: readonly DeckChoice[],
  commander?: CommanderDeckShape,
): SeatDeck[] {
  const n = choices.length;
  if (commander !== undefined) return commanderSeatDecks(seed, choices, commander);
  const random = choices.includes("random") ? chooseDecks(seed, n) : [];
  const pool = choices.includes("pool") ? poolDecks(seed, n) : [];
  return choices.map((choice, seat) => {
    const deck = choice === "random" ? decks[random[seat]] : choice === "pool" ? pool[seat] : choice;
    return { name: deck.name, cards: [...deck.cards] };
  });
}

/**
 * A Commander game's decks (903.5): "random" and "pool" are random Commander decks from the pool
 * (commanderDecks.ts); a deck list with a Commander section is played as it is (checked by 903.5 before
 * it comes here); a ready 60-card deck has no commander, and is refused.
 */
function commanderSeatDecks(
  seed: number,
  choices: readonly DeckChoice[],
  shape: CommanderDeckShape,
): SeatDeck[] {
  const random = commanderDecks(seed, choices.length, shape);
  return choices.map((choice, seat) => {
    if (choice !== "random" && choice !== "pool" && choice.commander !== undefined)
      return { name: choice.name, cards: [...choice.cards], commander: choice.commander };
    if (choice !== "random" && choice !== "pool")
      throw new TableOptionError(
        `the deck "${choice.name}" has no commander: a Commander game needs a 100-card deck led by one (903.3, 903.5a)`,
        ["variant"],
      );
    const d = random[seat];
    return { name: d.name, cards: [...d.cards], commander: d.commander };
  });
}
