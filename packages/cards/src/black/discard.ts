/** Black discard (701.9): hand attack that hits one player or the whole table. */
import type { CardDef, Effect } from "@roundtable/engine";
import { card } from "../define.ts";
import { discardOne, triggeredCreature } from "./shared.ts";

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
  triggeredCreature({
    name: "Burglar Rat",
    cost: "{1}{B}",
    subtypes: ["Rat"],
    pt: [1, 1],
    when: { on: "entersBattlefield" },
    effects: discardOne("eachOpponent"),
    oracle: "When this creature enters, each opponent discards a card.",
  }),
  triggeredCreature({
    name: "Cackling Fiend",
    cost: "{2}{B}{B}",
    subtypes: ["Zombie"],
    pt: [2, 1],
    when: { on: "entersBattlefield" },
    effects: discardOne("eachOpponent"),
    oracle: "When this creature enters, each opponent discards a card.",
  }),
  triggeredCreature({
    name: "Noxious Toad",
    cost: "{2}{B}",
    subtypes: ["Frog"],
    pt: [1, 1],
    when: { on: "dies" },
    effects: discardOne("eachOpponent"),
    oracle: "When this creature dies, each opponent discards a card.",
  }),
  triggeredCreature({
    name: "Black Cat",
    cost: "{1}{B}",
    subtypes: ["Zombie", "Cat"],
    pt: [1, 1],
    when: { on: "dies" },
    targets: [{ kind: "opponent" }],
    effects: discardOne({ target: 0 }, true),
    oracle: "When this creature dies, target opponent discards a card at random.",
  }),
  triggeredCreature({
    name: "Rotting Regisaur",
    cost: "{2}{B}",
    subtypes: ["Zombie", "Dinosaur"],
    pt: [7, 6],
    when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
    effects: discardOne("you"),
    oracle: "At the beginning of your upkeep, discard a card.",
  }),
];
