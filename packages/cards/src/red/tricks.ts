/** Red combat tricks, Auras and spell copying. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";
import { firebreathing } from "./helpers.ts";

export const tricks: CardDef[] = [
  card({
    name: "Infuriate",
    cost: "{R}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "pump", what: { target: 0 }, power: 3, toughness: 2, duration: "endOfTurn" }],
    },
    oracle: "Target creature gets +3/+2 until end of turn.",
  }),
  card({
    name: "Kindled Fury",
    cost: "{R}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "pump", what: { target: 0 }, power: 1, toughness: 0, duration: "endOfTurn" },
        { e: "grant", what: { target: 0 }, keywords: ["first strike"], duration: "endOfTurn" },
      ],
    },
    oracle: "Target creature gets +1/+0 and gains first strike until end of turn.",
  }),
  card({
    name: "Brute Strength",
    cost: "{1}{R}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "pump", what: { target: 0 }, power: 3, toughness: 1, duration: "endOfTurn" },
        { e: "grant", what: { target: 0 }, keywords: ["trample"], duration: "endOfTurn" },
      ],
    },
    oracle: "Target creature gets +3/+1 and gains trample until end of turn.",
  }),
  card({
    name: "Reverberate",
    cost: "{R}{R}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "spell", filter: { types: ["Instant", "Sorcery"] } }],
      effects: [{ e: "copySpell", times: 1, newTargets: true, what: { target: 0 } }],
    },
    oracle: "Copy target instant or sorcery spell. You may choose new targets for the copy.",
  }),
  card({
    name: "Goblin War Paint",
    cost: "{R}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      {
        kind: "static",
        effect: { s: "modify", affects: "enchanted", power: 2, toughness: 2, keywords: ["haste"] },
      },
    ],
    oracle: "Enchant creature\nEnchanted creature gets +2/+2 and has haste.",
  }),
  card({
    name: "Lightning Talons",
    cost: "{2}{R}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      {
        kind: "static",
        effect: { s: "modify", affects: "enchanted", power: 3, toughness: 0, keywords: ["first strike"] },
      },
    ],
    oracle: "Enchant creature\nEnchanted creature gets +3/+0 and has first strike.",
  }),
  card({
    name: "Fiery Mantle",
    cost: "{1}{R}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [firebreathing("enchanted")],
    oracle: "Enchant creature\n{R}: Enchanted creature gets +1/+0 until end of turn.",
  }),
  card({
    name: "Shiv's Embrace",
    cost: "{2}{R}{R}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      {
        kind: "static",
        effect: { s: "modify", affects: "enchanted", power: 2, toughness: 2, keywords: ["flying"] },
      },
      firebreathing("enchanted"),
    ],
    oracle:
      "Enchant creature\nEnchanted creature gets +2/+2 and has flying.\n{R}: Enchanted creature gets +1/+0 until end of turn.",
  }),
];
