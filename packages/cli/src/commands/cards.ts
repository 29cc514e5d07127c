/**
 * `roundtable card NAME` and `roundtable cards [QUERY]`: the card pool's cards with their generated rules
 * text, type line, cost and P/T (the text the web table shows on hover).
 */
import { allCards, type CardResolver, cardText, nameKey, poolCards } from "@roundtable/cards";
import { type CardDef, type Color, colorsOfCost } from "@roundtable/engine";

/** A card's text block: name and cost, type line, rules text, P/T or loyalty. */
export function cardLines(def: CardDef): string[] {
  const t = cardText(def);
  const stats =
    t.power !== null && t.toughness !== null
      ? [`${t.power}/${t.toughness}`]
      : t.loyalty !== null
        ? [`Loyalty ${t.loyalty}`]
        : [];
  return [
    t.cost === null ? t.name : `${t.name}  ${t.cost}`,
    t.typeLine,
    ...(t.text === "" ? [] : t.text.split("\n")),
    ...stats,
  ];
}

export function cardCommand(
  name: string,
  write: (line: string) => void,
  err: (line: string) => void,
  cards: CardResolver = poolCards,
): number {
  const found = cards.resolve(name);
  if (found.kind === "unsupported") {
    err(`"${found.name}" is a real card the engine does not support yet`);
    return 1;
  }
  if (found.kind !== "supported") {
    const mean =
      found.kind === "unknown" && found.suggestions.length > 0
        ? ` (did you mean ${found.suggestions.map((s) => `"${s}"`).join(", ")}?)`
        : "";
    err(`no card "${name}" in the card pool${mean}`);
    return 1;
  }
  for (const line of cardLines(allCards.find((c) => c.id === found.id) as CardDef)) write(line);
  return 0;
}

export interface CardsQuery {
  /** Part of the name, any case, accents ignored. */
  query?: string;
  /** A card type, supertype or subtype ("creature", "legendary", "goblin"). */
  type?: string;
  /** A colour letter (W, U, B, R, G), or C for colourless. */
  color?: string;
  /** Each card's whole text instead of a line. */
  text?: boolean;
}

function colorsOf(def: CardDef): Color[] {
  return def.colors ?? colorsOfCost(def.cost);
}

/** The pool's cards that match, by name. */
export function matchingCards(q: CardsQuery): CardDef[] {
  const part = nameKey(q.query ?? "");
  const type = q.type?.toLowerCase();
  const color = q.color?.toUpperCase();
  return allCards
    .filter((c) => nameKey(c.name).includes(part))
    .filter(
      (c) =>
        type === undefined ||
        [...c.types, ...(c.supertypes ?? []), ...(c.subtypes ?? [])].some((t) => t.toLowerCase() === type),
    )
    .filter((c) =>
      color === undefined
        ? true
        : color === "C"
          ? colorsOf(c).length === 0
          : colorsOf(c).includes(color as Color),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function cardsCommand(
  q: CardsQuery,
  write: (line: string) => void,
  err: (line: string) => void,
): number {
  const cards = matchingCards(q);
  if (cards.length === 0) {
    err("no card in the pool matches");
    return 1;
  }
  for (const [i, def] of cards.entries()) {
    if (q.text) {
      if (i > 0) write("");
      for (const line of cardLines(def)) write(line);
      continue;
    }
    const t = cardText(def);
    const pt = t.power !== null && t.toughness !== null ? `  ${t.power}/${t.toughness}` : "";
    write(`${t.name}${t.cost === null ? "" : `  ${t.cost}`}  — ${t.typeLine}${pt}`);
  }
  write(`${cards.length} card${cards.length === 1 ? "" : "s"}`);
  return 0;
}
