/** The ready 60-card decks: one file a group, gathered here. */
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

/** A readable list, one line per card in first-appearance order: "4 Lightning Bolt". */
export function deckList(deck: Deck): string {
  const counts = new Map<string, number>();
  for (const id of deck.cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, n]) => `${n} ${cardDb.get(id)?.name ?? id}`).join("\n");
}
