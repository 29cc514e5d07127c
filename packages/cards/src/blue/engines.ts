/** Blue symmetrical draw engines, punishers and mill engines: "each player's draw step", "an opponent casts". */
import type { Ability, CardDef, Effect } from "@roundtable/engine";
import { card } from "../define.ts";

/** "At the beginning of each player's draw step, that player draws an additional card." */
const extraDraw: Ability = {
  kind: "triggered",
  when: { on: "beginningOfStep", step: "draw", whose: "each" },
  effects: [{ e: "draw", who: "triggering", amount: 1 }],
};

/** An enchantment: "Whenever an opponent casts a spell, [effect]" ("that player" is the caster). */
function whenOpponentCasts(name: string, cost: string, effect: Effect, oracle: string): CardDef {
  return card({
    name,
    cost,
    types: ["Enchantment"],
    abilities: [{ kind: "triggered", when: { on: "playerCasts", who: "opponent" }, effects: [effect] }],
    oracle,
  });
}

export const engines: CardDef[] = [
  card({
    name: "Kami of the Crescent Moon",
    cost: "{U}{U}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Spirit"],
    power: 1,
    toughness: 3,
    abilities: [extraDraw],
    oracle: "At the beginning of each player's draw step, that player draws an additional card.",
  }),
  card({
    name: "Dictate of Kruphix",
    cost: "{1}{U}{U}",
    types: ["Enchantment"],
    keywords: ["flash"],
    abilities: [extraDraw],
    oracle: "Flash\nAt the beginning of each player's draw step, that player draws an additional card.",
  }),
  whenOpponentCasts(
    "Forced Fruition",
    "{4}{U}{U}",
    { e: "draw", who: "triggering", amount: 7 },
    "Whenever an opponent casts a spell, that player draws seven cards.",
  ),
  whenOpponentCasts(
    "Memory Erosion",
    "{1}{U}{U}",
    { e: "mill", who: "triggering", amount: 2 },
    "Whenever an opponent casts a spell, that player mills two cards.",
  ),
  card({
    name: "Vedalken Entrancer",
    cost: "{3}{U}",
    types: ["Creature"],
    subtypes: ["Vedalken", "Wizard"],
    power: 1,
    toughness: 4,
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{U}", tap: true },
        targets: [{ kind: "player" }],
        effects: [{ e: "mill", who: { target: 0 }, amount: 2 }],
      },
    ],
    oracle: "{U}, {T}: Target player mills two cards.",
  }),
  card({
    name: "Cathartic Adept",
    cost: "{U}",
    types: ["Creature"],
    subtypes: ["Human", "Wizard"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "player" }],
        effects: [{ e: "mill", who: { target: 0 }, amount: 1 }],
      },
    ],
    oracle: "{T}: Target player mills a card.",
  }),
];
