/**
 * A card's full rules text, from the server (`GET /api/cards/:id`: generated from the card's definition),
 * fetched once per card id and kept for the page's life.
 */
import type { CardText } from "@roundtable/protocol";

export type { CardText };

const cache = new Map<string, Promise<CardText>>();

export function cardText(id: string): Promise<CardText> {
  let p = cache.get(id);
  if (p === undefined) {
    p = fetch(`/api/cards/${encodeURIComponent(id)}`).then(async (res) => {
      if (!res.ok) throw new Error(`no text for ${id} (${res.status})`);
      return (await res.json()) as CardText;
    });
    p.catch(() => cache.delete(id)); // try again next time
    cache.set(id, p);
  }
  return p;
}

/** The text as shown: name and cost, type line, rules text, P/T or loyalty. */
export function cardTextLines(c: CardText): string[] {
  const stats =
    c.power !== null && c.toughness !== null
      ? `${c.power}/${c.toughness}`
      : c.loyalty !== null
        ? `Loyalty ${c.loyalty}`
        : null;
  return [
    c.cost === null ? c.name : `${c.name} ${c.cost}`,
    c.typeLine,
    ...(c.text === "" ? [] : c.text.split("\n")),
    ...(stats === null ? [] : [stats]),
  ];
}
