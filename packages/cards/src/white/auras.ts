/** White Auras: pacifisms that gain life, and Auras that make a creature a threat. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const auras: CardDef[] = [
  card({
    name: "Pious Interdiction",
    cost: "{3}{W}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "gainLife", who: "you", amount: 2 }],
      },
      { kind: "static", effect: { s: "cantAttackOrBlock", affects: "enchanted" } },
    ],
    oracle:
      "Enchant creature\nWhen this Aura enters, you gain 2 life.\nEnchanted creature can't attack or block.",
  }),
  card({
    name: "Serra's Embrace",
    cost: "{2}{W}{W}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      {
        kind: "static",
        effect: {
          s: "modify",
          affects: "enchanted",
          power: 2,
          toughness: 2,
          keywords: ["flying", "vigilance"],
        },
      },
    ],
    oracle: "Enchant creature\nEnchanted creature gets +2/+2 and has flying and vigilance.",
  }),
  card({
    name: "Conviction",
    cost: "{1}{W}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      { kind: "static", effect: { s: "modify", affects: "enchanted", power: 1, toughness: 3 } },
      { kind: "activated", cost: { mana: "{W}" }, effects: [{ e: "bounce", what: "self" }] },
    ],
    oracle: "Enchant creature\nEnchanted creature gets +1/+3.\n{W}: Return this Aura to its owner's hand.",
  }),
  card({
    name: "Cage of Hands",
    cost: "{2}{W}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      { kind: "static", effect: { s: "cantAttackOrBlock", affects: "enchanted" } },
      { kind: "activated", cost: { mana: "{1}{W}" }, effects: [{ e: "bounce", what: "self" }] },
    ],
    oracle:
      "Enchant creature\nEnchanted creature can't attack or block.\n{1}{W}: Return this Aura to its owner's hand.",
  }),
];
