/** Black card draw, life drain and tutors (701.23). */
import type { CardDef, Effect } from "@roundtable/engine";
import { card } from "../define.ts";
import { drawAndLose, triggeredCreature } from "./shared.ts";

/** "Target player loses N life and you gain N life." */
function drain(n: number): Effect[] {
  return [
    { e: "loseLife", who: { target: 0 }, amount: n },
    { e: "gainLife", who: "you", amount: n },
  ];
}

/** "When this creature enters, you draw a card and you lose 1 life." */
function cantripCreature(name: string, cost: string, subtypes: string[], pt: [number, number]): CardDef {
  const when = { on: "entersBattlefield" } as const;
  const oracle = "When this creature enters, you draw a card and you lose 1 life.";
  return triggeredCreature({ name, cost, subtypes, pt, when, effects: drawAndLose(1), oracle });
}

/** A tutor: "Search your library for a card, …"; `life`: "You lose N life." */
function tutor(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  to: "hand" | "top",
  life: number,
  oracle: string,
): CardDef {
  const effects: Effect[] = [{ e: "tutor", to }];
  if (life > 0) effects.push({ e: "loseLife", who: "you", amount: life });
  return card({ name, cost, types: [type], spell: { effects }, oracle });
}

export const blackDraw: CardDef[] = [
  card({
    name: "Ambition's Cost",
    cost: "{3}{B}",
    types: ["Sorcery"],
    spell: {
      effects: [
        { e: "draw", who: "you", amount: 3 },
        { e: "loseLife", who: "you", amount: 3 },
      ],
    },
    oracle: "You draw three cards and you lose 3 life.",
  }),
  card({
    name: "Succumb to Temptation",
    cost: "{1}{B}{B}",
    types: ["Instant"],
    spell: {
      effects: [
        { e: "draw", who: "you", amount: 2 },
        { e: "loseLife", who: "you", amount: 2 },
      ],
    },
    oracle: "You draw two cards and you lose 2 life.",
  }),
  card({
    name: "Harrowing Journey",
    cost: "{4}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player", intent: "helpful" }],
      effects: [
        { e: "draw", who: { target: 0 }, amount: 3 },
        { e: "loseLife", who: { target: 0 }, amount: 3 },
      ],
    },
    oracle: "Target player draws three cards and loses 3 life.",
  }),
  card({
    name: "Greed",
    cost: "{3}{B}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{B}", payLife: 2 },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle: "{B}, Pay 2 life: Draw a card.",
  }),
  cantripCreature("Dusk Legion Zealot", "{1}{B}", ["Vampire", "Soldier"], [1, 1]),
  cantripCreature("Phyrexian Rager", "{2}{B}", ["Phyrexian", "Horror"], [2, 2]),
  card({
    name: "Bloodgift Demon",
    cost: "{3}{B}{B}",
    types: ["Creature"],
    subtypes: ["Demon"],
    power: 5,
    toughness: 4,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        targets: [{ kind: "player", intent: "helpful" }],
        effects: [
          { e: "draw", who: { target: 0 }, amount: 1 },
          { e: "loseLife", who: { target: 0 }, amount: 1 },
        ],
      },
    ],
    oracle: "Flying\nAt the beginning of your upkeep, target player draws a card and loses 1 life.",
  }),
  card({
    name: "Griselbrand",
    cost: "{4}{B}{B}{B}{B}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Demon"],
    power: 7,
    toughness: 7,
    keywords: ["flying", "lifelink"],
    abilities: [{ kind: "activated", cost: { payLife: 7 }, effects: [{ e: "draw", who: "you", amount: 7 }] }],
    oracle: "Flying, lifelink\nPay 7 life: Draw seven cards.",
  }),
  card({
    name: "Sovereign's Bite",
    cost: "{1}{B}",
    types: ["Sorcery"],
    spell: { targets: [{ kind: "player" }], effects: drain(3) },
    oracle: "Target player loses 3 life and you gain 3 life.",
  }),
  card({
    name: "Howling Banshee",
    cost: "{2}{B}{B}",
    types: ["Creature"],
    subtypes: ["Spirit"],
    power: 3,
    toughness: 3,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "loseLife", who: "each", amount: 3 }],
      },
    ],
    oracle: "Flying\nWhen this creature enters, each player loses 3 life.",
  }),
  tutor(
    "Demonic Tutor",
    "{1}{B}",
    "Sorcery",
    "hand",
    0,
    "Search your library for a card, put that card into your hand, then shuffle.",
  ),
  tutor(
    "Diabolic Tutor",
    "{2}{B}{B}",
    "Sorcery",
    "hand",
    0,
    "Search your library for a card, put that card into your hand, then shuffle.",
  ),
  tutor(
    "Grim Tutor",
    "{1}{B}{B}",
    "Sorcery",
    "hand",
    3,
    "Search your library for a card, put that card into your hand, then shuffle. You lose 3 life.",
  ),
  tutor(
    "Vampiric Tutor",
    "{B}",
    "Instant",
    "top",
    2,
    "Search your library for a card, then shuffle and put that card on top. You lose 2 life.",
  ),
  tutor(
    "Imperial Seal",
    "{B}",
    "Sorcery",
    "top",
    2,
    "Search your library for a card, then shuffle and put that card on top. You lose 2 life.",
  ),
  tutor(
    "Cruel Tutor",
    "{2}{B}",
    "Sorcery",
    "top",
    2,
    "Search your library for a card, then shuffle and put that card on top. You lose 2 life.",
  ),
  card({
    name: "Rune-Scarred Demon",
    cost: "{5}{B}{B}",
    types: ["Creature"],
    subtypes: ["Demon"],
    power: 6,
    toughness: 6,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "tutor", to: "hand", it: true }],
      },
    ],
    oracle:
      "Flying\nWhen this creature enters, search your library for a card, put it into your hand, then shuffle.",
  }),
];
