/**
 * Cards that act before the game's first turn (103.5–103.6): Chancellor of the Dross (New Phyrexia), revealed
 * from an opening hand (103.6b) to drain each opponent at the beginning of the first upkeep, and Serum Powder
 * (Darksteel), which exiles a hand and draws as many cards any time its owner could mulligan (103.5b).
 *
 * Oracle (checked with the search tool): Chancellor of the Dross, {4}{B}{B}{B}, Creature — Phyrexian Vampire
 * 6/6, its opening-hand ability first and "Flying, lifelink" after, as the Oracle texts of card databases fed
 * by Scryfall give it; Serum Powder, {3}, Artifact, with "this card" for its name since the Oracle templating
 * of self-references and the reminder text Oracle has kept since Iconic Masters, as engines that follow
 * Scryfall quote it (mtg.wtf and MTG Salvation still show the older "Serum Powder is in your hand").
 */
import type { CardDef } from "@roundtable/engine";
import { card } from "./define.ts";

export const openingHandCards: CardDef[] = [
  card({
    name: "Chancellor of the Dross",
    cost: "{4}{B}{B}{B}",
    types: ["Creature"],
    subtypes: ["Phyrexian", "Vampire"],
    power: 6,
    toughness: 6,
    keywords: ["flying", "lifelink"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "revealFromOpeningHand",
          at: "firstUpkeep",
          effects: [
            { e: "loseLife", who: "eachOpponent", amount: 3 },
            { e: "gainLife", who: "you", amount: "lifeLostThisWay", thenJoined: true },
          ],
        },
      },
    ],
    oracle:
      "You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, each opponent loses 3 life, then you gain life equal to the life lost this way.\nFlying, lifelink",
  }),
  card({
    name: "Serum Powder",
    cost: "{3}",
    types: ["Artifact"],
    abilities: [
      { kind: "mana", cost: { tap: true }, produce: ["C"] },
      { kind: "static", effect: { s: "mulliganExileHand" } },
    ],
    oracle:
      "{T}: Add {C}.\nAny time you could mulligan and this card is in your hand, you may exile all the cards from your hand, then draw that many cards. (You can do this in addition to taking mulligans.)",
  }),
];
