/**
 * Green poisonous (702.70): Virulent Sliver gives every Sliver creature poisonous 1, each instance triggering
 * separately (702.70b: two Virulent Slivers give each Sliver two). Oracle text as Forge's card script keeps it
 * (Scryfall's pages found held only translated printings, with the same rulings), 2026-12-06.
 */
import type { CardDef } from "@roundtable/engine";
import { sliverLord } from "../define.ts";

export const poisonous: CardDef[] = [
  sliverLord(
    "Virulent Sliver",
    "{G}",
    { m: "keywords", keywords: ["poisonous 1"] },
    "All Sliver creatures have poisonous 1. (Whenever a Sliver deals combat damage to a player, that player gets a poison counter. A player with ten or more poison counters loses the game.)",
  ),
];
