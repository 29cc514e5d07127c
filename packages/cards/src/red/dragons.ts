/** Red Dragons. */
import type { CardDef } from "@roundtable/engine";
import { card, creature } from "../define.ts";
import { beast, firebreathing, ping } from "./helpers.ts";

export const dragons: CardDef[] = [
  creature("Volcanic Dragon", "{4}{R}{R}", ["Dragon"], 4, 4, ["flying", "haste"], "Flying, haste"),
  beast(
    "Shivan Hellkite",
    "{5}{R}{R}",
    ["Dragon"],
    [5, 5],
    ["flying"],
    [ping(1, "{1}{R}")],
    "Flying\n{1}{R}: This creature deals 1 damage to any target.",
  ),
  beast(
    "Thunder Dragon",
    "{5}{R}{R}",
    ["Dragon"],
    [5, 5],
    ["flying"],
    [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "damageEach", amount: 3, creatures: { types: ["Creature"], without: ["flying"] } }],
      },
    ],
    "Flying\nWhen this creature enters, it deals 3 damage to each creature without flying.",
  ),
  beast(
    "Archwing Dragon",
    "{2}{R}{R}",
    ["Dragon"],
    [4, 4],
    ["flying", "haste"],
    [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "end", whose: "each" },
        effects: [{ e: "bounce", what: "self" }],
      },
    ],
    "Flying, haste\nAt the beginning of the end step, return this creature to its owner's hand.",
  ),
  beast(
    "Dragon Mage",
    "{5}{R}{R}",
    ["Dragon", "Wizard"],
    [5, 5],
    ["flying"],
    [
      {
        kind: "triggered",
        when: { on: "dealsDamage", to: "player", combat: true },
        effects: [
          { e: "discardHand", who: "each" },
          { e: "draw", who: "each", amount: 7 },
        ],
      },
    ],
    "Flying\nWhenever this creature deals combat damage to a player, each player discards their hand, then draws seven cards.",
  ),
  card({
    name: "Dragon Hatchling",
    cost: "{1}{R}",
    types: ["Creature"],
    subtypes: ["Dragon"],
    power: 0,
    toughness: 1,
    keywords: ["flying"],
    abilities: [firebreathing("self")],
    oracle: "Flying\n{R}: This creature gets +1/+0 until end of turn.",
  }),
  card({
    name: "Rorix Bladewing",
    cost: "{3}{R}{R}{R}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Dragon"],
    power: 6,
    toughness: 5,
    keywords: ["flying", "haste"],
    oracle: "Flying, haste",
  }),
  card({
    name: "Dragon Roost",
    cost: "{4}{R}{R}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{5}{R}{R}" },
        effects: [
          {
            e: "createToken",
            token: {
              types: ["Creature"],
              subtypes: ["Dragon"],
              colors: ["R"],
              power: 5,
              toughness: 5,
              keywords: ["flying"],
            },
            amount: 1,
          },
        ],
      },
    ],
    oracle: "{5}{R}{R}: Create a 5/5 red Dragon creature token with flying.",
  }),
];
