/** Black "aristocrats": creatures and enchantments that pay off when creatures die (700.4). */
import type { CardDef, Effect, ObjectFilter } from "@roundtable/engine";
import { card } from "../define.ts";
import { triggeredCreature } from "./shared.ts";

const creatures: ObjectFilter = { types: ["Creature"] };
const yourCreatures: ObjectFilter = { types: ["Creature"], controller: "you" };

/** "each opponent loses 1 life and you gain 1 life" */
const drainEachOpponent: Effect[] = [
  { e: "loseLife", who: "eachOpponent", amount: 1 },
  { e: "gainLife", who: "you", amount: 1 },
];
/** "target player loses 1 life and you gain 1 life" */
const drainTarget: Effect[] = [
  { e: "loseLife", who: { target: 0 }, amount: 1 },
  { e: "gainLife", who: "you", amount: 1 },
];
/** "each opponent sacrifices a creature of their choice" */
const opponentsSacrifice: Effect[] = [{ e: "sacrificeChosen", who: "eachOpponent", filter: creatures }];

export const blackAristocrats: CardDef[] = [
  card({
    name: "Blood Artist",
    cost: "{1}{B}",
    types: ["Creature"],
    subtypes: ["Vampire"],
    power: 0,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureDies", filter: creatures, self: "orThis" },
        targets: [{ kind: "player" }],
        effects: drainTarget,
      },
    ],
    oracle:
      "Whenever this creature or another creature dies, target player loses 1 life and you gain 1 life.",
  }),
  card({
    name: "Falkenrath Noble",
    cost: "{3}{B}",
    types: ["Creature"],
    subtypes: ["Vampire", "Noble"],
    power: 2,
    toughness: 2,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureDies", filter: creatures, self: "orThis" },
        targets: [{ kind: "player" }],
        effects: drainTarget,
      },
    ],
    oracle:
      "Flying\nWhenever this creature or another creature dies, target player loses 1 life and you gain 1 life.",
  }),
  card({
    name: "Zulaport Cutthroat",
    cost: "{1}{B}",
    types: ["Creature"],
    subtypes: ["Human", "Rogue", "Ally"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureDies", filter: yourCreatures, self: "orThis" },
        effects: drainEachOpponent,
      },
    ],
    oracle:
      "Whenever this creature or another creature you control dies, each opponent loses 1 life and you gain 1 life.",
  }),
  card({
    name: "Bastion of Remembrance",
    cost: "{2}{B}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [
          {
            e: "createToken",
            token: {
              types: ["Creature"],
              subtypes: ["Human", "Soldier"],
              colors: ["W"],
              power: 1,
              toughness: 1,
            },
            amount: 1,
          },
        ],
      },
      {
        kind: "triggered",
        when: { on: "creatureDies", filter: yourCreatures, self: "a" },
        effects: drainEachOpponent,
      },
    ],
    oracle:
      "When this enchantment enters, create a 1/1 white Human Soldier creature token.\nWhenever a creature you control dies, each opponent loses 1 life and you gain 1 life.",
  }),
  card({
    name: "Dark Prophecy",
    cost: "{B}{B}{B}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureDies", filter: yourCreatures, self: "a" },
        effects: [
          { e: "draw", who: "you", amount: 1 },
          { e: "loseLife", who: "you", amount: 1 },
        ],
      },
    ],
    oracle: "Whenever a creature you control dies, you draw a card and you lose 1 life.",
  }),
  card({
    name: "Midnight Reaper",
    cost: "{2}{B}",
    types: ["Creature"],
    subtypes: ["Zombie", "Knight"],
    power: 3,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureDies", filter: { ...yourCreatures, nontoken: true }, self: "a" },
        effects: [
          { e: "damage", amount: 1, to: "you" },
          { e: "draw", who: "you", amount: 1 },
        ],
      },
    ],
    oracle:
      "Whenever a nontoken creature you control dies, this creature deals 1 damage to you and you draw a card.",
  }),
  card({
    name: "Harvester of Souls",
    cost: "{4}{B}{B}",
    types: ["Creature"],
    subtypes: ["Demon"],
    power: 5,
    toughness: 5,
    keywords: ["deathtouch"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureDies", filter: { types: ["Creature"], nontoken: true }, self: "another" },
        effects: [{ e: "may", effects: [{ e: "draw", who: "you", amount: 1 }] }],
      },
    ],
    oracle: "Deathtouch\nWhenever another nontoken creature dies, you may draw a card.",
  }),
  card({
    name: "Vindictive Vampire",
    cost: "{3}{B}",
    types: ["Creature"],
    subtypes: ["Vampire"],
    power: 2,
    toughness: 3,
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureDies", filter: yourCreatures, self: "another" },
        effects: [
          { e: "damageEach", amount: 1, players: "eachOpponent" },
          { e: "gainLife", who: "you", amount: 1 },
        ],
      },
    ],
    oracle:
      "Whenever another creature you control dies, this creature deals 1 damage to each opponent and you gain 1 life.",
  }),
  card({
    name: "Dictate of Erebos",
    cost: "{3}{B}{B}",
    types: ["Enchantment"],
    keywords: ["flash"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureDies", filter: yourCreatures, self: "a" },
        effects: opponentsSacrifice,
      },
    ],
    oracle:
      "Flash\nWhenever a creature you control dies, each opponent sacrifices a creature of their choice.",
  }),
  card({
    name: "Butcher of Malakir",
    cost: "{5}{B}{B}",
    types: ["Creature"],
    subtypes: ["Vampire", "Warrior"],
    power: 5,
    toughness: 4,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureDies", filter: yourCreatures, self: "orThis" },
        effects: opponentsSacrifice,
      },
    ],
    oracle:
      "Flying\nWhenever this creature or another creature you control dies, each opponent sacrifices a creature of their choice.",
  }),
  triggeredCreature({
    name: "Fleshbag Marauder",
    cost: "{2}{B}",
    subtypes: ["Zombie", "Warrior"],
    pt: [3, 1],
    when: { on: "entersBattlefield" },
    effects: [{ e: "sacrificeChosen", who: "each", filter: creatures }],
    oracle: "When this creature enters, each player sacrifices a creature of their choice.",
  }),
  triggeredCreature({
    name: "Merciless Executioner",
    cost: "{2}{B}",
    subtypes: ["Orc", "Warrior"],
    pt: [3, 1],
    when: { on: "entersBattlefield" },
    effects: [{ e: "sacrificeChosen", who: "each", filter: creatures }],
    oracle: "When this creature enters, each player sacrifices a creature of their choice.",
  }),
];
