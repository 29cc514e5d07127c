/**
 * Commander card draw, tutors and opponent taxes (903): what an opponent's draw or spell gives you unless they
 * pay (118.12a), tutors to the top of the library (701.23), wheels. Oracle texts checked 2026-12-07 against
 * Scryfall-fed card data in public repositories and pages.
 */
import type { Ability, CardDef, CardType, Effect } from "@roundtable/engine";
import { card, creatureWith } from "./define.ts";
import { TREASURE } from "./predefinedTokens.ts";

/** 701.23: "Search your library for a [types] card, reveal it, then shuffle and put that card on top." */
const toTop = (types: CardType[]): Effect => ({
  e: "searchYourLibrary",
  filter: { types },
  amount: 1,
  put: "top",
});

/**
 * 702.24a: "Cumulative upkeep {1}" — at the beginning of your upkeep, put an age counter on this permanent, then
 * sacrifice it unless you pay {1} for each age counter on it (702.24b: all of them, whichever instance put them on).
 */
const CUMULATIVE_UPKEEP_1: Ability = {
  kind: "triggered",
  when: { on: "beginningOfStep", step: "upkeep", whose: "yours", cumulativeUpkeep: "{1}" },
  effects: [
    { e: "addCounters", what: "self", counter: "age", amount: 1 },
    {
      e: "unlessPays",
      who: "you",
      mana: "{X}",
      x: { countersOnSelf: "age" },
      effects: [{ e: "sacrifice", what: "self" }],
    },
  ],
};

export const commanderDrawCards: CardDef[] = [
  // 121.1, 118.12a: once for each card an opponent draws; that opponent is asked whether to pay.
  card({
    name: "Smothering Tithe",
    cost: "{3}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "playerDraws", who: "opponent" },
        effects: [
          {
            e: "unlessPays",
            who: "triggering",
            mana: "{2}",
            mayPay: true,
            effects: [{ e: "createToken", token: TREASURE, amount: 1 }],
          },
        ],
      },
    ],
    tokenReminderArtifact: true,
    oracle:
      "Whenever an opponent draws a card, that player may pay {2}. If they don't, you create a Treasure token. (It's an artifact with \"{T}, Sacrifice this artifact: Add one mana of any color.\")",
  }),
  card({
    name: "Mystical Tutor",
    cost: "{U}",
    types: ["Instant"],
    spell: { effects: [toTop(["Instant", "Sorcery"])] },
    oracle:
      "Search your library for an instant or sorcery card, reveal it, then shuffle and put that card on top.",
  }),
  card({
    name: "Enlightened Tutor",
    cost: "{W}",
    types: ["Instant"],
    spell: { effects: [toTop(["Artifact", "Enchantment"])] },
    oracle:
      "Search your library for an artifact or enchantment card, reveal it, then shuffle and put that card on top.",
  }),
  // 107.3: X is counted as the ability resolves (608.2h); 801.11: only the opponents within range.
  creatureWith(
    "Dockside Extortionist",
    "{1}{R}",
    ["Goblin", "Pirate"],
    [1, 2],
    [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [
          {
            e: "createToken",
            token: TREASURE,
            amount: { count: { types: ["Artifact", "Enchantment"], controller: "opponent" }, asX: true },
          },
        ],
      },
    ],
    "When this creature enters, create X Treasure tokens, where X is the number of artifacts and enchantments your opponents control.",
  ),
  // 801.10: each player within range discards and draws; the greatest count among them.
  card({
    name: "Windfall",
    cost: "{2}{U}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "wheelGreatestDiscarded" }] },
    oracle:
      "Each player discards their hand, then draws cards equal to the greatest number of cards a player discarded this way.",
  }),
  // 603.4: an intervening "if" — checked as the upkeep begins and again as the ability resolves.
  card({
    name: "Land Tax",
    cost: "{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        condition: { if: "anOpponentControlsMoreLands" },
        effects: [
          {
            e: "may",
            effects: [
              {
                e: "searchYourLibrary",
                filter: { types: ["Land"], basic: true },
                amount: 3,
                upTo: true,
                put: "hand",
                reveal: true,
                pronoun: "them",
              },
            ],
          },
        ],
      },
    ],
    oracle:
      "At the beginning of your upkeep, if an opponent controls more lands than you, you may search your library for up to three basic land cards, reveal them, put them into your hand, then shuffle.",
  }),
  // 603.2: the opponent's first noncreature spell of the turn (their earlier ones this turn, as cast); 118.12a,
  // 107.3: that opponent is asked to pay {X}, X this creature's power as the ability resolves.
  card({
    name: "Esper Sentinel",
    cost: "{W}",
    types: ["Artifact", "Creature"],
    subtypes: ["Human", "Soldier"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "opponent", spell: { noncreature: true }, first: true },
        effects: [
          {
            e: "unlessPays",
            who: "triggering",
            mana: "{X}",
            x: "sourcePower",
            effects: [{ e: "draw", who: "you", amount: 1 }],
          },
        ],
      },
    ],
    oracle:
      "Whenever an opponent casts their first noncreature spell each turn, draw a card unless that player pays {X}, where X is this creature's power.",
  }),
  // 121.1, 118.12a: once for each card an opponent draws; its controller chooses whether to pay.
  card({
    name: "Mind's Eye",
    cost: "{5}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "playerDraws", who: "opponent" },
        effects: [{ e: "payIfYouDo", mana: "{1}", effects: [{ e: "draw", who: "you", amount: 1 }] }],
      },
    ],
    oracle: "Whenever an opponent draws a card, you may pay {1}. If you do, draw a card.",
  }),
  // 801.10: each other player within range, teammates too; 701.9: the cards discarded, counted.
  card({
    name: "Syphon Mind",
    cost: "{3}{B}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "discardThenYouDraw", who: "eachOther", amount: 1 }] },
    oracle: "Each other player discards a card. You draw a card for each card discarded this way.",
  }),
  // 702.24a; 603.2, 118.12a: each noncreature spell an opponent casts; that opponent may pay {4}.
  card({
    name: "Mystic Remora",
    cost: "{U}",
    types: ["Enchantment"],
    abilities: [
      CUMULATIVE_UPKEEP_1,
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "opponent", spell: { noncreature: true } },
        effects: [
          {
            e: "unlessPays",
            who: "triggering",
            mana: "{4}",
            effects: [{ e: "may", effects: [{ e: "draw", who: "you", amount: 1 }] }],
          },
        ],
      },
    ],
    oracle:
      "Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nWhenever an opponent casts a noncreature spell, you may draw a card unless that player pays {4}.",
  }),
];
