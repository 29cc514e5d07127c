/** How a ready deck is written: "count name" pairs expanded to card ids at load; an unknown name throws. */
import { cardIdByName } from "../pool.ts";

export interface Deck {
  name: string;
  /** Colour identity as WUBRG letters, e.g. "RW". */
  colors: string;
  /** The card ids (60 for a ready deck; 100 with its commander for a Commander deck, 903.5a). */
  cards: string[];
  /** A Commander deck's commander (903.3): one of `cards`. */
  commander?: string;
  /** 702.124: a Commander deck's second commander, a partner of `commander`: one of `cards`. */
  partner?: string;
}

export type Entry = [count: number, name: string];

export function build(name: string, colors: string, entries: Entry[]): Deck {
  const cards: string[] = [];
  for (const [count, cardName] of entries) {
    const id = cardIdByName(cardName);
    if (id === undefined) throw new Error(`deck "${name}": unknown card "${cardName}"`);
    for (let i = 0; i < count; i++) cards.push(id);
  }
  return { name, colors, cards };
}
