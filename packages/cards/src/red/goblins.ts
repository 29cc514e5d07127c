/** Goblins: token makers, the lords and the small hasty ones. */
import type { CardDef } from "@roundtable/engine";
import { card, creature } from "../define.ts";
import { GOBLIN } from "./spells.ts";

export const goblins: CardDef[] = [
  card({
    name: "Goblin Instigator",
    cost: "{1}{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Rogue"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "createToken", token: GOBLIN, amount: 1 }],
      },
    ],
    oracle: "When this creature enters, create a 1/1 red Goblin creature token.",
  }),
  card({
    name: "Beetleback Chief",
    cost: "{2}{R}{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Warrior"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "createToken", token: GOBLIN, amount: 2 }],
      },
    ],
    oracle: "When this creature enters, create two 1/1 red Goblin creature tokens.",
  }),
  card({
    name: "Goblin Chieftain",
    cost: "{1}{R}{R}",
    types: ["Creature"],
    subtypes: ["Goblin"],
    power: 2,
    toughness: 2,
    keywords: ["haste"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], subtypes: ["Goblin"], controller: "you" }, other: true },
          mods: [
            { m: "modifyPT", power: 1, toughness: 1 },
            { m: "keywords", keywords: ["haste"] },
          ],
        },
      },
    ],
    oracle: "Haste\nOther Goblin creatures you control get +1/+1 and have haste.",
  }),
  card({
    name: "Goblin Balloon Brigade",
    cost: "{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Warrior"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{R}" },
        effects: [{ e: "grant", what: "self", keywords: ["flying"], duration: "endOfTurn" }],
      },
    ],
    oracle: "{R}: This creature gains flying until end of turn.",
  }),
  creature("Goblin Sky Raider", "{2}{R}", ["Goblin", "Warrior"], 1, 2, ["flying"], "Flying"),
  card({
    name: "Empty the Warrens",
    cost: "{3}{R}",
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "createToken",
          token: GOBLIN,
          amount: 2,
        },
      ],
      storm: true,
    },
    oracle:
      "Create two 1/1 red Goblin creature tokens.\nStorm (When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.)",
  }),
  card({
    name: "Mudbutton Torchrunner",
    cost: "{2}{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Warrior"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "dies" },
        targets: [{ kind: "any" }],
        effects: [{ e: "damage", amount: 3, to: { target: 0 } }],
      },
    ],
    oracle: "When this creature dies, it deals 3 damage to any target.",
  }),
  card({
    name: "Flamewave Invoker",
    cost: "{2}{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Mutant"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{7}{R}" },
        targets: [{ kind: "playerOrPlaneswalker" }],
        effects: [{ e: "damage", amount: 5, to: { target: 0 } }],
      },
    ],
    oracle: "{7}{R}: This creature deals 5 damage to target player or planeswalker.",
  }),
  card({
    name: "Goblin Raider",
    cost: "{1}{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Warrior"],
    power: 2,
    toughness: 2,
    abilities: [{ kind: "static", effect: { s: "cantBlock", affects: "self" } }],
    oracle: "This creature can't block.",
  }),
  creature("Mons's Goblin Raiders", "{R}", ["Goblin"], 1, 1, [], ""),
  creature("Goblin Hero", "{2}{R}", ["Goblin"], 2, 2, [], ""),
  creature("Goblin Chariot", "{2}{R}", ["Goblin", "Warrior"], 2, 2, ["haste"], "Haste"),
  creature("Goblin Spelunkers", "{2}{R}", ["Goblin", "Warrior"], 2, 2, ["mountainwalk"], "Mountainwalk"),
  card({
    name: "Goblin Brigand",
    cost: "{1}{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Warrior"],
    power: 2,
    toughness: 2,
    abilities: [{ kind: "static", effect: { s: "attacksEachCombat", affects: "self" } }],
    oracle: "This creature attacks each combat if able.",
  }),
];
