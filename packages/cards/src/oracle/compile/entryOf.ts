/**
 * An Oracle table entry made from one of our card definitions (its characteristics and `oracle` text), so that the
 * compiler can be run over the pool and its output compared with the hand-written definitions.
 */
import { type CardDef, colorsOfCost, manaValue } from "@roundtable/engine";
import { typeLine } from "../../cardText.ts";
import type { OracleCard } from "../table.ts";

export function oracleEntryOf(def: CardDef): OracleCard {
  const colors = def.colors ?? colorsOfCost(def.cost);
  return {
    name: def.name,
    layout: "normal",
    manaValue: manaValue(def.cost),
    colorIdentity: colors,
    legalities: {},
    faces: [
      {
        name: def.name,
        ...(def.cost !== undefined ? { manaCost: def.cost } : {}),
        colors,
        ...(def.colors ? { colorIndicator: def.colors } : {}),
        typeLine: typeLine(def),
        supertypes: def.supertypes ?? [],
        types: def.types,
        subtypes: def.subtypes ?? [],
        ...(def.oracle ? { text: def.oracle } : {}),
        ...(def.power !== undefined ? { power: String(def.power) } : {}),
        ...(def.toughness !== undefined ? { toughness: String(def.toughness) } : {}),
        ...(def.loyalty !== undefined ? { loyalty: String(def.loyalty) } : {}),
      },
    ],
  };
}
