/** Multicolored multiplayer combat: melee for the team (702.121), and drawing whenever you are attacked (508.3a). */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const multiplayerCombat: CardDef[] = [
  card({
    name: "Isperia, Supreme Judge",
    cost: "{2}{W}{W}{U}{U}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Sphinx"],
    power: 6,
    toughness: 4,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureAttacksYou" },
        effects: [{ e: "may", effects: [{ e: "draw", who: "you", amount: 1 }] }],
      },
    ],
    oracle: "Flying\nWhenever a creature attacks you or a planeswalker you control, you may draw a card.",
  }),
  card({
    name: "Adriana, Captain of the Guard",
    cost: "{3}{R}{W}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Human", "Knight"],
    power: 4,
    toughness: 4,
    keywords: ["melee"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], controller: "you" }, other: true },
          mods: [{ m: "keywords", keywords: ["melee"] }],
        },
      },
    ],
    oracle:
      "Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat.)\nOther creatures you control have melee. (If a creature has multiple instances of melee, each triggers separately.)",
  }),
];
