/** Blue initiative cards (726: Commander Legends: Battle for Baldur's Gate). Oracle checked 2026-12-02. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";
import { entersTakeInitiative } from "../designationAbilities.ts";

export const blueInitiative: CardDef[] = [
  card({
    name: "Aarakocra Sneak",
    cost: "{3}{U}",
    types: ["Creature"],
    subtypes: ["Bird", "Rogue"],
    power: 1,
    toughness: 4,
    keywords: ["flying"],
    abilities: [entersTakeInitiative()],
    oracle: "Flying\nWhen this creature enters, you take the initiative.",
  }),
];
