/** Green initiative cards (726: Commander Legends: Battle for Baldur's Gate). Oracle checked 2026-12-02. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";
import { entersTakeInitiative } from "../designationAbilities.ts";

export const greenInitiative: CardDef[] = [
  card({
    name: "Avenging Hunter",
    cost: "{4}{G}",
    types: ["Creature"],
    subtypes: ["Dragon", "Ranger"],
    power: 5,
    toughness: 4,
    keywords: ["trample"],
    abilities: [entersTakeInitiative()],
    oracle: "Trample\nWhen this creature enters, you take the initiative.",
  }),
];
