/** Red enchantments that punish every player at the table for playing the game. */
import type { CardDef, ObjectFilter } from "@roundtable/engine";
import { card } from "../define.ts";

/** "Whenever a player taps a [filter] for mana, this enchantment deals 1 damage to that player." */
function barbs(name: string, cost: string, filter: ObjectFilter, oracle: string): CardDef {
  return card({
    name,
    cost,
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "tappedForMana", who: "any", filter },
        effects: [{ e: "damage", amount: 1, to: "triggering" }],
      },
    ],
    oracle,
  });
}

export const punishers: CardDef[] = [
  barbs(
    "Manabarbs",
    "{3}{R}",
    { types: ["Land"] },
    "Whenever a player taps a land for mana, this enchantment deals 1 damage to that player.",
  ),
  barbs(
    "Burning Earth",
    "{3}{R}",
    { types: ["Land"], nonbasic: true },
    "Whenever a player taps a nonbasic land for mana, this enchantment deals 1 damage to that player.",
  ),
  card({
    name: "Impact Tremors",
    cost: "{1}{R}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "anotherEnters", filter: { types: ["Creature"], controller: "you" } },
        effects: [{ e: "damage", amount: 1, to: "eachOpponent" }],
      },
    ],
    oracle: "Whenever a creature you control enters, this enchantment deals 1 damage to each opponent.",
  }),
];
