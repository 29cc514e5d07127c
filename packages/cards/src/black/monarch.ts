/** Black monarch cards (725). Oracle checked 2026-12-02. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";
import { entersBecomeMonarch } from "../designationAbilities.ts";

export const blackMonarch: CardDef[] = [
  card({
    name: "Thorn of the Black Rose",
    cost: "{3}{B}",
    types: ["Creature"],
    subtypes: ["Human", "Assassin"],
    power: 1,
    toughness: 3,
    keywords: ["deathtouch"],
    abilities: [entersBecomeMonarch()],
    oracle: "Deathtouch\nWhen this creature enters, you become the monarch.",
  }),
  card({
    name: "Custodi Lich",
    cost: "{3}{B}{B}",
    types: ["Creature"],
    subtypes: ["Zombie", "Cleric"],
    power: 4,
    toughness: 2,
    abilities: [
      entersBecomeMonarch(),
      {
        kind: "triggered",
        when: { on: "becomesMonarch" },
        targets: [{ kind: "player" }],
        effects: [{ e: "sacrificeChosen", who: { target: 0 }, filter: { types: ["Creature"] } }],
      },
    ],
    oracle:
      "When this creature enters, you become the monarch.\nWhenever you become the monarch, target player sacrifices a creature of their choice.",
  }),
];
