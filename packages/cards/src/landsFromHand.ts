/**
 * Lands from the hand and cards from the library's top: Growth Spiral and Burgeoning put a land card from your
 * hand onto the battlefield (305.4: not a land play), Burgeoning whenever an opponent plays a land (305.1,
 * 116.2a: the special action; 801.7: within range); Explore adds a land play for the turn (305.2); Dig Through
 * Time, with delve (702.66), looks at the top seven cards of your library and keeps two (701.20e, 401.4).
 *
 * Oracle text as of the 2025 Oracle update; each is checked against the text generated from its data
 * (test/lands-from-hand.test.ts).
 */
import type { CardDef } from "@roundtable/engine";
import { card } from "./define.ts";

export const landsFromHandCards: CardDef[] = [
  card({
    name: "Growth Spiral",
    cost: "{G}{U}",
    types: ["Instant"],
    spell: {
      effects: [{ e: "draw", who: "you", amount: 1 }, { e: "putLandFromHand" }],
    },
    oracle: "Draw a card. You may put a land card from your hand onto the battlefield.",
  }),
  card({
    name: "Explore",
    cost: "{1}{G}",
    types: ["Sorcery"],
    spell: {
      effects: [{ e: "additionalLandPlay" }, { e: "draw", who: "you", amount: 1 }],
    },
    oracle: "You may play an additional land this turn.\nDraw a card.",
  }),
  card({
    name: "Burgeoning",
    cost: "{G}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "playsLand", who: "opponent" },
        effects: [{ e: "putLandFromHand" }],
      },
    ],
    oracle: "Whenever an opponent plays a land, you may put a land card from your hand onto the battlefield.",
  }),
  card({
    name: "Dig Through Time",
    cost: "{6}{U}{U}",
    types: ["Instant"],
    delve: true,
    spell: { effects: [{ e: "lookPutIntoHand", amount: 7, toHand: 2 }] },
    oracle:
      "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nLook at the top seven cards of your library. Put two of them into your hand and the rest on the bottom of your library in any order.",
  }),
];
