/** White monarch cards (725): becoming the monarch, and what being the monarch does. Oracle checked 2026-12-02. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";
import { entersBecomeMonarch } from "../designationAbilities.ts";

export const whiteMonarch: CardDef[] = [
  card({
    name: "Palace Sentinels",
    cost: "{3}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Soldier"],
    power: 2,
    toughness: 4,
    abilities: [entersBecomeMonarch()],
    oracle: "When this creature enters, you become the monarch.",
  }),
  card({
    name: "Throne Warden",
    cost: "{1}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Soldier"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "end", whose: "yours" },
        condition: { if: "youAreMonarch" },
        effects: [{ e: "addCounters", what: "self", counter: "+1/+1", amount: 1 }],
      },
    ],
    oracle: "At the beginning of your end step, if you're the monarch, put a +1/+1 counter on this creature.",
  }),
];
