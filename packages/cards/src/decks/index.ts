/** The ready 60-card decks: one file a group, gathered here. */
import type { DeckCard } from "../decklist/types.ts";
import { writeDeckList } from "../decklist/write.ts";
import { cardDb } from "../pool.ts";
import { blackDecks } from "./black.ts";
import { blueDecks } from "./blue.ts";
import type { Deck } from "./build.ts";
import { classic } from "./classic.ts";
import { readyCommanderDecks } from "./commander.ts";
import { green } from "./green.ts";
import { multi } from "./multi.ts";
import { red } from "./red.ts";
import { white } from "./white.ts";

export type { Deck } from "./build.ts";
export { readyCommanderDecks };

export const decks: Deck[] = [...classic, ...white, ...blueDecks, ...blackDecks, ...red, ...green, ...multi];

/** The deck with this name, ignoring case: a ready 60-card deck or a ready Commander deck. */
export function deckByName(name: string): Deck | undefined {
  const lower = name.toLowerCase();
  return [...decks, ...readyCommanderDecks].find((d) => d.name.toLowerCase() === lower);
}

/**
 * A deck's list as a player would paste it (writeDeckList's sections): its name under About, a Commander
 * deck's commander — and partner (702.124) — under Commander (903.3), the other cards under Deck, one line
 * per card in first-appearance order ("4 Lightning Bolt"). It reads back as the same deck.
 */
export function deckList(deck: Deck): string {
  const leaders = [deck.commander, deck.partner].filter((id) => id !== undefined);
  const main = [...deck.cards];
  for (const id of leaders) main.splice(main.indexOf(id), 1);
  const section = (ids: string[]): DeckCard[] => {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts].map(([id, count]) => ({ id, count }));
  };
  const list = { main: section(main), sideboard: [], commander: section(leaders), companion: [] };
  return writeDeckList(list, cardDb, deck.name);
}
