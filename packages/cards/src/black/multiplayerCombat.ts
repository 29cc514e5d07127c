/** Black's multiplayer combat: myriad (702.116), and making whoever attacks you pay (508.3a). */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const multiplayerCombat: CardDef[] = [
  card({
    name: "Banshee of the Dread Choir",
    cost: "{3}{B}{B}",
    types: ["Creature"],
    subtypes: ["Spirit"],
    power: 4,
    toughness: 4,
    keywords: ["myriad"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "dealsDamage", to: "player", combat: true },
        effects: [{ e: "discard", who: "triggering", amount: 1 }],
      },
    ],
    oracle:
      "Myriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token copy that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end of combat.)\nWhenever this creature deals combat damage to a player, that player discards a card.",
  }),
  card({
    name: "Blood Reckoning",
    cost: "{3}{B}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureAttacksYou" },
        effects: [{ e: "loseLife", who: "triggering", amount: 1 }],
      },
    ],
    oracle:
      "Whenever a creature attacks you or a planeswalker you control, that creature's controller loses 1 life.",
  }),
  card({
    name: "Revenge of Ravens",
    cost: "{3}{B}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "creatureAttacksYou" },
        effects: [
          { e: "loseLife", who: "triggering", amount: 1 },
          { e: "gainLife", who: "you", amount: 1 },
        ],
      },
    ],
    oracle:
      "Whenever a creature attacks you or a planeswalker you control, that creature's controller loses 1 life and you gain 1 life.",
  }),
];
