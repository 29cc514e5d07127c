/** Red card-flow and chaos: wheels, random discards, stolen creatures, and the enchantments that punish everyone. */
import type { CardDef, TokenSpec } from "@roundtable/engine";
import { card } from "../define.ts";

export const GOBLIN: TokenSpec = {
  types: ["Creature"],
  subtypes: ["Goblin"],
  colors: ["R"],
  power: 1,
  toughness: 1,
};

/** A sorcery that creates N 1/1 red Goblin tokens. */
function goblins(name: string, cost: string, amount: number, count: string): CardDef {
  return card({
    name,
    cost,
    types: ["Sorcery"],
    spell: { effects: [{ e: "createToken", token: GOBLIN, amount }] },
    oracle: `Create ${count} 1/1 red Goblin creature tokens.`,
  });
}

export const spells: CardDef[] = [
  card({
    name: "Wheel of Fortune",
    cost: "{2}{R}",
    types: ["Sorcery"],
    spell: {
      effects: [
        { e: "discardHand", who: "each" },
        { e: "draw", who: "each", amount: 7 },
      ],
    },
    oracle: "Each player discards their hand, then draws seven cards.",
  }),
  card({
    name: "Burning Inquiry",
    cost: "{R}",
    types: ["Sorcery"],
    spell: {
      effects: [
        { e: "draw", who: "each", amount: 3 },
        { e: "discard", who: "each", amount: 3, random: true },
      ],
    },
    oracle: "Each player draws three cards, then discards three cards at random.",
  }),
  card({
    name: "Goblin Lore",
    cost: "{1}{R}",
    types: ["Sorcery"],
    spell: {
      effects: [
        { e: "draw", who: "you", amount: 4 },
        { e: "discard", who: "you", amount: 3, random: true },
      ],
    },
    oracle: "Draw four cards, then discard three cards at random.",
  }),
  goblins("Krenko's Command", "{1}{R}", 2, "two"),
  goblins("Dragon Fodder", "{1}{R}", 2, "two"),
  goblins("Hordeling Outburst", "{1}{R}{R}", 3, "three"),
  goblins("Goblin Rally", "{3}{R}{R}", 4, "four"),
  card({
    name: "Traitorous Blood",
    cost: "{1}{R}{R}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "gainControl", what: { target: 0 }, duration: "endOfTurn" },
        { e: "untap", what: { target: 0 } },
        { e: "grant", what: { target: 0 }, keywords: ["trample", "haste"], duration: "endOfTurn" },
      ],
    },
    oracle:
      "Gain control of target creature until end of turn. Untap it. It gains trample and haste until end of turn.",
  }),
  card({
    name: "Fervor",
    cost: "{2}{R}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], controller: "you" } },
          mods: [{ m: "keywords", keywords: ["haste"] }],
        },
      },
    ],
    oracle: "Creatures you control have haste.",
  }),
  card({
    name: "Pyrohemia",
    cost: "{2}{R}{R}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "end", whose: "each" },
        condition: { if: "noCreaturesOnBattlefield" },
        effects: [{ e: "sacrifice", what: "self" }],
      },
      {
        kind: "activated",
        cost: { mana: "{R}" },
        effects: [{ e: "damageEach", amount: 1, creatures: { types: ["Creature"] }, players: "each" }],
      },
    ],
    oracle:
      "At the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment.\n{R}: This enchantment deals 1 damage to each creature and each player.",
  }),
];
