/**
 * The canonical form of a deck list: Arena's sections (About with the name, Commander, Companion, Deck,
 * Sideboard), "count name" lines, empty sections left out (except Deck). It reads back as the same deck.
 */
import type { CardDb } from "@roundtable/engine";
import type { DeckCard, DeckList } from "./types.ts";

function lines(cards: readonly DeckCard[], db: CardDb): string[] {
  return cards.map((c) => {
    const def = db.get(c.id);
    if (def === undefined) throw new Error(`no card "${c.id}" in the card pool`);
    return `${c.count} ${def.name}`;
  });
}

/** The list of a deck (card names from `db`), with its name in an About section when it has one. */
export function writeDeckList(deck: DeckList, db: CardDb, name: string | null = null): string {
  const sections: [string, string[]][] = [
    ["About", name === null ? [] : [`Name ${name}`]],
    ["Commander", lines(deck.commander, db)],
    ["Companion", lines(deck.companion, db)],
    ["Deck", lines(deck.main, db)],
    ["Sideboard", lines(deck.sideboard, db)],
  ];
  return `${sections
    .filter(([header, body]) => body.length > 0 || header === "Deck")
    .map(([header, body]) => [header, ...body].join("\n"))
    .join("\n\n")}\n`;
}
