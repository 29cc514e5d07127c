/** Multicoloured monarch cards (725). Oracle checked 2026-12-02. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";
import { entersBecomeMonarch } from "../designationAbilities.ts";

export const multicolorMonarch: CardDef[] = [
  card({
    name: "Queen Marchesa",
    cost: "{1}{R}{W}{B}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Human", "Assassin"],
    power: 3,
    toughness: 3,
    keywords: ["deathtouch", "haste"],
    abilities: [
      entersBecomeMonarch(),
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        condition: { if: "anOpponentIsMonarch" },
        effects: [
          {
            e: "createToken",
            amount: 1,
            token: {
              types: ["Creature"],
              subtypes: ["Assassin"],
              colors: ["B"],
              power: 1,
              toughness: 1,
              keywords: ["deathtouch", "haste"],
            },
          },
        ],
      },
    ],
    oracle:
      "Deathtouch, haste\nWhen Queen Marchesa enters, you become the monarch.\nAt the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black Assassin creature token with deathtouch and haste.",
  }),
];
