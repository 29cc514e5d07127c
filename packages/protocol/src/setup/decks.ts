/**
 * Each seat's deck: a ready deck (packages/cards `decks`) named or chosen with the seed, or a random deck
 * from the whole card pool (poolDecks.ts).
 */
import { type Deck, decks, readyCommanderDecks } from "@roundtable/cards";
import { deriveSeed, type Seed, seedRng, shuffle } from "@roundtable/engine";
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
  /** 702.124: its second commander, with partner. */
  partner?: string;
}

/**
 * Indices into `from` (the ready decks) for `n` players: all different while there are enough decks, chosen
 * with the seed.
 */
export function chooseDecks(seed: Seed, n: number, from: readonly Deck[] = decks): number[] {
  if (from.length === 0) throw new TableOptionError("no decks are available", []);
  // Salt 0: an integer seed deals from the game's own stream, as it always has; a 128-bit seed from a stream of
  // its own, so that the decks dealt, which everyone sees, tell nothing of the game's first shuffles.
  const rng = seedRng(deriveSeed(seed, 0));
  const out: number[] = [];
  while (out.length < n) {
    const order = from.map((_, i) => i);
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
  seed: Seed,
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
 * A Commander game's decks (903.5): "random" is a ready 100-card Commander deck chosen with the seed
 * (`readyCommanderDecks`; in Brawl, which has none, a random deck from the pool), "pool" a random Commander
 * deck from the pool (commanderDecks.ts); a deck list with a Commander section is played as it is (checked
 * by 903.5 before it comes here); a ready 60-card deck has no commander, and is refused.
 */
function commanderSeatDecks(
  seed: Seed,
  choices: readonly DeckChoice[],
  shape: CommanderDeckShape,
): SeatDeck[] {
  const n = choices.length;
  const ready = readyFor(shape);
  const pool = commanderDecks(seed, n, shape);
  const random = ready.length > 0 && choices.includes("random") ? chooseDecks(seed, n, ready) : [];
  return choices.map((choice, seat) => {
    if (choice === "random" && ready.length > 0) return commanderSeatDeck(ready[random[seat]]);
    if (choice === "random" || choice === "pool") return commanderSeatDeck(pool[seat]);
    if (choice.commander === undefined)
      throw new TableOptionError(
        `the deck "${choice.name}" has no commander: a Commander game needs a 100-card deck led by one (903.3, 903.5a)`,
        ["variant"],
      );
    return commanderSeatDeck(choice);
  });
}

/** The ready Commander decks a table of this shape may deal: 100 cards (903.5a), none for Brawl's 60. */
export function readyFor(shape: CommanderDeckShape): readonly Deck[] {
  return shape.size === 100 && !shape.walkers ? readyCommanderDecks : [];
}

function commanderSeatDeck(d: {
  name: string;
  cards: readonly string[];
  commander?: string;
  partner?: string;
}): SeatDeck {
  return {
    name: d.name,
    cards: [...d.cards],
    ...(d.commander === undefined ? {} : { commander: d.commander }),
    ...(d.partner === undefined ? {} : { partner: d.partner }),
  };
}
