/**
 * A card as people read it: name, mana cost, type line, P/T or loyalty, and the rules text generated from
 * its definition (DEVELOPERS.md principle 7). The web table's hover (`GET /api/cards/:id`) and the command
 * line's `roundtable card` show it.
 */
import { type CardDef, rulesText } from "@roundtable/engine";

export interface CardText {
  id: string;
  name: string;
  cost: string | null;
  typeLine: string;
  text: string;
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
}

/** 205.1a: supertypes and card types, then a long dash and the subtypes. */
export function typeLine(def: CardDef): string {
  const main = [...(def.supertypes ?? []), ...(def.token ? ["Token"] : []), ...def.types].join(" ");
  return def.subtypes !== undefined && def.subtypes.length > 0 ? `${main} — ${def.subtypes.join(" ")}` : main;
}

export function cardText(def: CardDef): CardText {
  return {
    id: def.id,
    name: def.name,
    cost: def.cost ?? null,
    typeLine: typeLine(def),
    text: rulesText(def),
    power: def.power ?? null,
    toughness: def.toughness ?? null,
    loyalty: def.loyalty ?? null,
  };
}
