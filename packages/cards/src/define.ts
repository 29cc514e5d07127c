/** Small helpers for writing card definitions. */
import type { CardDef, Keyword } from "@roundtable/engine";

/** The card id for a name: kebab-case, apostrophes dropped ("Man-o'-War" → "man-o-war"). */
export function idOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A card definition with its id derived from its name. */
export function card(def: Omit<CardDef, "id">): CardDef {
  return { id: idOf(def.name), ...def };
}

/** A creature with no abilities other than keywords. */
export function creature(
  name: string,
  cost: string,
  subtypes: string[],
  power: number,
  toughness: number,
  keywords: Keyword[],
  oracle: string,
): CardDef {
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes,
    power,
    toughness,
    ...(keywords.length > 0 ? { keywords } : {}),
    oracle,
  });
}
