/**
 * Cards that act before the game's first turn (103.5–103.6): Chancellor of the Dross (New Phyrexia), revealed
 * from an opening hand (103.6b) to drain each opponent at the beginning of the first upkeep; Chancellor of the
 * Annex (New Phyrexia), revealed to make each opponent's first spell of the game cost {1} more or be
 * countered; and Serum Powder (Darksteel), which exiles a hand and draws as many cards any time its owner
 * could mulligan (103.5b).
 *
 * Oracle (checked with the search tool): Chancellor of the Dross, {4}{B}{B}{B}, Creature — Phyrexian Vampire
 * 6/6, its opening-hand ability first and "Flying, lifelink" after, as the Oracle texts of card databases fed
 * by Scryfall give it; Serum Powder, {3}, Artifact, with "this card" for its name since the Oracle templating
 * of self-references and the reminder text Oracle has kept since Iconic Masters, as engines that follow
 * Scryfall quote it (mtg.wtf and MTG Salvation still show the older "Serum Powder is in your hand").
 * Chancellor of the Annex, {4}{W}{W}{W}, Creature — Phyrexian Angel 5/6, its opening-hand ability, "Flying"
 * and "Whenever an opponent casts a spell, counter it unless that player pays {1}.", as a 2022 card review
 * and MTG Wiki quote it. Rulings read for it (the Chancellors', 2011-06-01): each Chancellor revealed
 * creates its own delayed triggered abilities (two revealed: each opponent's first spell triggers both).
 */
import type { CardDef, Effect } from "@roundtable/engine";
import { card, TAP_FOR_C } from "./define.ts";

/** 118.12a: "counter [the spell cast] unless that player pays {1}" (Chancellor of the Annex, both abilities). */
const COUNTER_UNLESS_PAYS_ONE: Effect = {
  e: "unlessPays",
  who: "triggering",
  mana: "{1}",
  effects: [{ e: "counter", what: "triggeringObject" }],
};

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
    name: "Chancellor of the Annex",
    cost: "{4}{W}{W}{W}",
    types: ["Creature"],
    subtypes: ["Phyrexian", "Angel"],
    power: 5,
    toughness: 6,
    keywords: ["flying"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "revealFromOpeningHand",
          at: "opponentsFirstSpell",
          effects: [COUNTER_UNLESS_PAYS_ONE],
        },
      },
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "opponent" },
        effects: [COUNTER_UNLESS_PAYS_ONE],
      },
    ],
    oracle:
      "You may reveal this card from your opening hand. If you do, when each opponent casts their first spell of the game, counter that spell unless that player pays {1}.\nFlying\nWhenever an opponent casts a spell, counter it unless that player pays {1}.",
  }),
  card({
    name: "Serum Powder",
    cost: "{3}",
    types: ["Artifact"],
    abilities: [TAP_FOR_C, { kind: "static", effect: { s: "mulliganExileHand" } }],
    oracle:
      "{T}: Add {C}.\nAny time you could mulligan and this card is in your hand, you may exile all the cards from your hand, then draw that many cards. (You can do this in addition to taking mulligans.)",
  }),
];
