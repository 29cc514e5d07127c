/** White initiative cards (726: Commander Legends: Battle for Baldur's Gate). Oracle checked 2026-12-02. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";
import { entersTakeInitiative } from "../designationAbilities.ts";

export const whiteInitiative: CardDef[] = [
  card({
    name: "Goliath Paladin",
    cost: "{4}{W}",
    types: ["Creature"],
    subtypes: ["Giant", "Knight"],
    power: 3,
    toughness: 6,
    keywords: ["vigilance"],
    abilities: [entersTakeInitiative()],
    oracle: "Vigilance\nWhen this creature enters, you take the initiative.",
  }),
  card({
    name: "White Plume Adventurer",
    cost: "{2}{W}",
    types: ["Creature"],
    subtypes: ["Orc", "Cleric"],
    power: 3,
    toughness: 3,
    abilities: [
      entersTakeInitiative(),
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "opponents" },
        effects: [{ e: "untapOneOrAllIfDungeon" }],
      },
    ],
    oracle:
      "When this creature enters, you take the initiative.\nAt the beginning of each opponent's upkeep, untap a creature you control. If you've completed a dungeon, untap all creatures you control instead.",
  }),
];
