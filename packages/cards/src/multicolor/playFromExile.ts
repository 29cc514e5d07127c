/**
 * Multicolour cards about playing cards from exile (601.3): Prosper, Tome-Bound — impulse draw at each of your end
 * steps (engine/effects/exileToPlay.ts) and "Whenever you play a card from exile" (a spell cast or a land played
 * from exile, the trigger `playsFromExile`).
 *
 * Oracle text as of 2026-12-07, checked against public card data quoting Scryfall's (Prosper prints no reminder
 * text after its Treasure token); checked against the text generated from its data (engine test
 * plays-from-exile603-2.test.ts).
 */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";
import { TREASURE } from "../predefinedTokens.ts";

export const playFromExile: CardDef[] = [
  card({
    name: "Prosper, Tome-Bound",
    cost: "{2}{B}{R}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Tiefling", "Warlock"],
    power: 1,
    toughness: 4,
    keywords: ["deathtouch"],
    tokenReminder: false,
    abilities: [
      {
        kind: "triggered",
        abilityWord: "Mystic Arcanum",
        when: { on: "beginningOfStep", step: "end", whose: "yours" },
        effects: [{ e: "exileToPlay", amount: 1, duration: "endOfYourNextTurn" }],
      },
      {
        kind: "triggered",
        abilityWord: "Pact Boon",
        when: { on: "playsFromExile" },
        effects: [{ e: "createToken", token: TREASURE, amount: 1 }],
      },
    ],
    oracle:
      "Deathtouch\nMystic Arcanum — At the beginning of your end step, exile the top card of your library. Until the end of your next turn, you may play that card.\nPact Boon — Whenever you play a card from exile, create a Treasure token.",
  }),
];
