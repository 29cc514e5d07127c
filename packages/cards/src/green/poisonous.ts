/**
 * Green poisonous (702.70): Virulent Sliver gives every Sliver creature poisonous 1, each instance triggering
 * separately (702.70b: two Virulent Slivers give each Sliver two). Oracle text as Forge's card script keeps it
 * (Scryfall's pages found held only translated printings, with the same rulings), 2026-12-06.
 */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const poisonous: CardDef[] = [
  card({
    name: "Virulent Sliver",
    cost: "{G}",
    types: ["Creature"],
    subtypes: ["Sliver"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], subtypes: ["Sliver"] } },
          mods: [{ m: "keywords", keywords: ["poisonous 1"] }],
        },
      },
    ],
    oracle:
      "All Sliver creatures have poisonous 1. (Whenever a Sliver deals combat damage to a player, that player gets a poison counter. A player with ten or more poison counters loses the game.)",
  }),
];
