/** Black discard (701.9): hand attack that hits one player or the whole table. */
import type { CardDef, Effect } from "@roundtable/engine";
import { card } from "../define.ts";

/** A sorcery: "[who] discards …". */
function discardSpell(
  name: string,
  cost: string,
  effect: Effect,
  targeted: boolean,
  oracle: string,
): CardDef {
  return card({
    name,
    cost,
    types: ["Sorcery"],
    spell: { ...(targeted ? { targets: [{ kind: "player" as const }] } : {}), effects: [effect] },
    oracle,
  });
}

export const blackDiscard: CardDef[] = [
  discardSpell(
    "Hymn to Tourach",
    "{B}{B}",
    { e: "discard", who: { target: 0 }, amount: 2, random: true },
    true,
    "Target player discards two cards at random.",
  ),
  discardSpell(
    "Mind Shatter",
    "{X}{B}{B}",
    { e: "discard", who: { target: 0 }, amount: "X", random: true },
    true,
    "Target player discards X cards at random.",
  ),
  discardSpell(
    "Delirium Skeins",
    "{2}{B}",
    { e: "discard", who: "each", amount: 3 },
    false,
    "Each player discards three cards.",
  ),
  discardSpell(
    "Unnerve",
    "{3}{B}",
    { e: "discard", who: "eachOpponent", amount: 2 },
    false,
    "Each opponent discards two cards.",
  ),
  card({
    name: "Burglar Rat",
    cost: "{1}{B}",
    types: ["Creature"],
    subtypes: ["Rat"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "discard", who: "eachOpponent", amount: 1 }],
      },
    ],
    oracle: "When this creature enters, each opponent discards a card.",
  }),
  card({
    name: "Cackling Fiend",
    cost: "{2}{B}{B}",
    types: ["Creature"],
    subtypes: ["Zombie"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "discard", who: "eachOpponent", amount: 1 }],
      },
    ],
    oracle: "When this creature enters, each opponent discards a card.",
  }),
  card({
    name: "Noxious Toad",
    cost: "{2}{B}",
    types: ["Creature"],
    subtypes: ["Frog"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "dies" },
        effects: [{ e: "discard", who: "eachOpponent", amount: 1 }],
      },
    ],
    oracle: "When this creature dies, each opponent discards a card.",
  }),
  card({
    name: "Black Cat",
    cost: "{1}{B}",
    types: ["Creature"],
    subtypes: ["Zombie", "Cat"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "dies" },
        targets: [{ kind: "opponent" }],
        effects: [{ e: "discard", who: { target: 0 }, amount: 1, random: true }],
      },
    ],
    oracle: "When this creature dies, target opponent discards a card at random.",
  }),
  card({
    name: "Rotting Regisaur",
    cost: "{2}{B}",
    types: ["Creature"],
    subtypes: ["Zombie", "Dinosaur"],
    power: 7,
    toughness: 6,
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [{ e: "discard", who: "you", amount: 1 }],
      },
    ],
    oracle: "At the beginning of your upkeep, discard a card.",
  }),
];
