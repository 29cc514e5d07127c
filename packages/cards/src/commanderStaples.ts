/**
 * Spells and creatures common in Commander decks (903): removal, card selection, recursion. Oracle texts checked
 * 2026-12-07 against Scryfall-fed card data in public repositories and pages (the current templating: "this
 * creature", "enters").
 */
import type { CardDef, Effect, ObjectFilter, TargetSpec, TokenSpec } from "@roundtable/engine";
import { card, creatureWith } from "./define.ts";
import { BASIC_LAND, maySearch } from "./searches.ts";

const T0 = { target: 0 } as const;
const DRAW = (amount: number): Effect => ({ e: "draw", who: "you", amount });

/** "Its controller creates a … token": the compensation of Beast Within and Swan Song (608.2h: as last known). */
const theirToken = (token: TokenSpec): Effect => ({
  e: "createToken",
  who: { controllerOf: 0 },
  token,
  amount: 1,
});

const YOUR_CREATURES: ObjectFilter = { types: ["Creature"], controller: "you" };
const NON_HUMANS: ObjectFilter = { types: ["Creature"], notSubtypes: ["Human"], controller: "you" };

const SPELL_TO_COUNTER: TargetSpec = {
  kind: "spell",
  filter: { types: ["Enchantment", "Instant", "Sorcery"] },
};

export const commanderStapleCards: CardDef[] = [
  // 608.2h: "its controller" is the exiled creature's controller as it last existed on the battlefield.
  card({
    name: "Path to Exile",
    cost: "{W}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "exile", what: T0 },
        maySearch(BASIC_LAND, { put: "battlefield", tapped: true, pronoun: "that card" }, true),
      ],
    },
    oracle:
      "Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
  }),
  card({
    name: "Dark Ritual",
    cost: "{B}",
    types: ["Instant"],
    spell: { effects: [{ e: "addMana", mana: "{B}{B}{B}" }] },
    oracle: "Add {B}{B}{B}.",
  }),
  card({
    name: "Brainstorm",
    cost: "{U}",
    types: ["Instant"],
    spell: { effects: [DRAW(3), { e: "handOnTop", amount: 2 }] },
    oracle: "Draw three cards, then put two cards from your hand on top of your library in any order.",
  }),
  card({
    name: "Ponder",
    cost: "{U}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "rearrangeTop", amount: 3, mayShuffle: true }, DRAW(1)] },
    oracle:
      "Look at the top three cards of your library, then put them back in any order. You may shuffle.\nDraw a card.",
  }),
  card({
    name: "Read the Bones",
    cost: "{2}{B}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "scry", amount: 2 }, DRAW(2), { e: "loseLife", who: "you", amount: 2 }] },
    keywordActionWording: { join: "then" },
    oracle:
      "Scry 2, then draw two cards. You lose 2 life. (To scry 2, look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)",
  }),
  card({
    name: "Beast Within",
    cost: "{2}{G}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent" }],
      effects: [
        { e: "destroy", what: T0 },
        theirToken({ types: ["Creature"], subtypes: ["Beast"], colors: ["G"], power: 3, toughness: 3 }),
      ],
    },
    oracle: "Destroy target permanent. Its controller creates a 3/3 green Beast creature token.",
  }),
  card({
    name: "Chaos Warp",
    cost: "{2}{R}",
    types: ["Instant"],
    spell: { targets: [{ kind: "permanent" }], effects: [{ e: "shuffleInReveal", what: T0 }] },
    oracle:
      "The owner of target permanent shuffles it into their library, then reveals the top card of their library. If it's a permanent card, they put it onto the battlefield.",
  }),
  card({
    name: "Swan Song",
    cost: "{U}",
    types: ["Instant"],
    spell: {
      targets: [SPELL_TO_COUNTER],
      effects: [
        { e: "counter", what: T0 },
        theirToken({
          types: ["Creature"],
          subtypes: ["Bird"],
          colors: ["U"],
          power: 2,
          toughness: 2,
          keywords: ["flying"],
        }),
      ],
    },
    oracle:
      "Counter target enchantment, instant, or sorcery spell. Its controller creates a 2/2 blue Bird creature token with flying.",
  }),
  card({
    name: "Feed the Swarm",
    cost: "{1}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [
        { kind: "permanent", filter: { types: ["Creature", "Enchantment"], controller: "opponent" } },
      ],
      effects: [
        { e: "destroy", what: T0 },
        { e: "loseLife", who: "you", amount: { manaValueOf: 0, that: "permanent" } },
      ],
    },
    oracle:
      "Destroy target creature or enchantment an opponent controls. You lose life equal to that permanent's mana value.",
  }),
  card({
    name: "Reanimate",
    cost: "{B}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "graveyardCard", filter: { types: ["Creature"] } }],
      effects: [
        { e: "returnFromGraveyard", what: T0, to: "battlefield", underYourControl: true },
        { e: "loseLife", who: "you", amount: { manaValueOf: 0 } },
      ],
    },
    oracle:
      "Put target creature card from a graveyard onto the battlefield under your control. You lose life equal to its mana value.",
  }),
  creatureWith(
    "Eternal Witness",
    "{1}{G}{G}",
    ["Human", "Shaman"],
    [2, 1],
    [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "graveyardCard", filter: { owner: "you" } }],
        effects: [{ e: "returnFromGraveyard", what: T0, to: "hand" }],
      },
    ],
    "When this creature enters, return target card from your graveyard to your hand.",
  ),
  creatureWith(
    "Beast Whisperer",
    "{2}{G}{G}",
    ["Elf", "Druid"],
    [4, 3],
    [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "you", spell: { types: ["Creature"] } },
        effects: [DRAW(1)],
      },
    ],
    "Whenever you cast a creature spell, draw a card.",
  ),
  card({
    name: "Return of the Wildspeaker",
    cost: "{4}{G}",
    types: ["Instant"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          { effects: [{ e: "draw", who: "you", amount: { greatestPower: NON_HUMANS } }] },
          {
            effects: [
              { e: "pump", what: { each: NON_HUMANS }, power: 3, toughness: 3, duration: "endOfTurn" },
            ],
          },
        ],
      },
    },
    oracle:
      "Choose one —\n• Draw cards equal to the greatest power among non-Human creatures you control.\n• Non-Human creatures you control get +3/+3 until end of turn.",
  }),
  card({
    name: "Overwhelming Stampede",
    cost: "{3}{G}{G}",
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "pumpByX",
          what: { each: YOUR_CREATURES },
          keywords: ["trample"],
          x: { greatestPower: YOUR_CREATURES },
          duration: "endOfTurn",
          durationFirst: true,
        },
      ],
    },
    oracle:
      "Until end of turn, creatures you control gain trample and get +X/+X, where X is the greatest power among creatures you control.",
  }),
  creatureWith(
    "Craterhoof Behemoth",
    "{5}{G}{G}{G}",
    ["Beast"],
    [5, 5],
    [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [
          {
            e: "pumpByX",
            what: { each: YOUR_CREATURES },
            keywords: ["trample"],
            x: { count: YOUR_CREATURES },
            duration: "endOfTurn",
          },
        ],
      },
    ],
    "Haste\nWhen this creature enters, creatures you control gain trample and get +X/+X until end of turn, where X is the number of creatures you control.",
    ["haste"],
  ),
];
