/** Blue's multiplayer combat: goad (701.15), myriad (702.116), and punishing whoever attacks you (508.3). */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const multiplayerCombat: CardDef[] = [
  card({
    name: "Jeering Homunculus",
    cost: "{1}{U}",
    types: ["Creature"],
    subtypes: ["Homunculus"],
    power: 0,
    toughness: 4,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "may", effects: [{ e: "goad", what: { target: 0 } }] }],
      },
    ],
    oracle:
      "When this creature enters, you may goad target creature. (Until your next turn, that creature attacks each combat if able and attacks a player other than you if able.)",
  }),
  card({
    name: "Broodbirth Viper",
    cost: "{4}{U}",
    types: ["Creature"],
    subtypes: ["Snake"],
    power: 3,
    toughness: 3,
    keywords: ["myriad"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "dealsDamage", to: "opponent", combat: true },
        effects: [{ e: "may", effects: [{ e: "draw", who: "you", amount: 1 }] }],
      },
    ],
    oracle:
      "Myriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token copy that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end of combat.)\nWhenever this creature deals combat damage to an opponent, you may draw a card.",
  }),
  card({
    name: "Riddlekeeper",
    cost: "{2}{U}",
    types: ["Creature"],
    subtypes: ["Homunculus"],
    power: 1,
    toughness: 4,
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureAttacksYou" },
        effects: [{ e: "mill", who: "triggering", amount: 2 }],
      },
    ],
    oracle:
      "Whenever a creature attacks you or a planeswalker you control, that creature's controller mills two cards.",
  }),
  card({
    name: "Ever-Watching Threshold",
    cost: "{2}{U}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "playerAttacks", who: "opponent", attacked: "you" },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle:
      "Whenever an opponent attacks, if they attacked you and/or a planeswalker you control, draw a card.",
  }),
];
