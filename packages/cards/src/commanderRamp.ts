/**
 * Commander lands, mana rocks and ramp (903) the pool lacked: Exotic Orchard (106.7), Bojuka Bog (exiling a
 * graveyard, 406), Ancient Tomb (a mana ability that deals damage as it resolves, 605.3a, 120.3a), Mana Crypt
 * (flipping a coin, 705), the Theros temples (701.22 scry), land searches (701.23: Harrow, Crop Rotation,
 * Migration Path, Spoils of Victory, Burnished Hart, Blighted Woodland, Pilgrim's Eye, Kor Cartographer,
 * Expedition Map, Journeyer's Kite), mana rocks (Sisay's Ring, Manakin, Lotus Petal), lands that filter or ask
 * {1} as they enter (118.12a), and utility lands (Strip Mine, Wasteland, Ghost Quarter, Buried Ruin, Mikokoro);
 * Temple of the False God (a mana ability's "Activate only if", 602.5b), War Room (life equal to the number of
 * colours in your commanders' identity, 903.4), Gilded Lotus (three mana of one colour), Exploration and Azusa
 * (additional land plays, 305.2).
 *
 * Oracle text as of the 2025 Oracle update ("this land", "this artifact", "this creature" for the card's own
 * name); each is checked against the text generated from its data (test/commander-ramp.test.ts).
 */
import type { Ability, CardDef, Effect, ManaType, ObjectFilter } from "@roundtable/engine";
import { card, TAP_FOR_C } from "./define.ts";
import { BASIC_LAND, entersMaySearch, maySearch } from "./searches.ts";

const ANY_COLOR: ManaType[] = ["W", "U", "B", "R", "G"];
const ETB_TAPPED: Ability = { kind: "static", effect: { s: "entersTappedSelf" } };

/** "Search your library for up to two basic land cards, put them onto the battlefield [tapped], then shuffle." */
function twoBasics(tapped: boolean): Effect {
  return {
    e: "searchYourLibrary",
    filter: BASIC_LAND,
    amount: 2,
    upTo: true,
    put: "battlefield",
    ...(tapped ? { tapped: true } : {}),
  };
}

/** "{T}: Add {C}." */

/** "…, {T}, Sacrifice this land: Destroy target [nonbasic] land." (Strip Mine, Wasteland, Ghost Quarter) */
function landDestroyer(name: string, filter: ObjectFilter, more: Effect[], oracle: string): CardDef {
  return card({
    name,
    types: ["Land"],
    abilities: [
      TAP_FOR_C,
      {
        kind: "activated",
        cost: { tap: true, sacrificeSelf: true },
        targets: [{ kind: "permanent", filter }],
        effects: [{ e: "destroy", what: { target: 0 } }, ...more],
      },
    ],
    oracle: `{T}: Add {C}.\n{T}, Sacrifice this land: ${oracle}`,
  });
}

/** "{T}: Add {C}.\n{1}, {T}: Add one mana of any color." (Unknown Shores, Shimmering Grotto) */
function filterLand(name: string): CardDef {
  return card({
    name,
    types: ["Land"],
    abilities: [TAP_FOR_C, { kind: "mana", cost: { mana: "{1}", tap: true }, produce: ANY_COLOR }],
    oracle: "{T}: Add {C}.\n{1}, {T}: Add one mana of any color.",
  });
}

/** "This land enters tapped.\nWhen this land enters, sacrifice it unless you pay {1}.\n{T}: Add one mana of any color." */
function payOneLand(name: string, subtypes?: string[]): CardDef {
  return card({
    name,
    types: ["Land"],
    ...(subtypes ? { subtypes } : {}),
    abilities: [
      ETB_TAPPED,
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "unlessPays", who: "you", mana: "{1}", effects: [{ e: "sacrifice", what: "self" }] }],
      },
      { kind: "mana", cost: { tap: true }, produce: ANY_COLOR },
    ],
    oracle:
      "This land enters tapped.\nWhen this land enters, sacrifice it unless you pay {1}.\n{T}: Add one mana of any color.",
  });
}

/** "…: Search your library for a [basic] land card, reveal it, put it into your hand, then shuffle." */
function landToHand(filter: ObjectFilter): Effect {
  return { e: "searchYourLibrary", filter, amount: 1, put: "hand", reveal: true, pronoun: "it" };
}

/** A Memorial (Dominaria): "This land enters tapped.\n{T}: Add {B}.\n[cost], {T}, Sacrifice this land: [effect]." */
function memorial(
  name: string,
  color: ManaType,
  mana: string,
  effect: Pick<Ability & { kind: "activated" }, "targets" | "effects">,
  text: string,
): CardDef {
  return card({
    name: `Memorial to ${name}`,
    types: ["Land"],
    abilities: [
      ETB_TAPPED,
      { kind: "mana", cost: { tap: true }, produce: [color] },
      { kind: "activated", cost: { mana, tap: true, sacrificeSelf: true }, ...effect },
    ],
    oracle: `This land enters tapped.\n{T}: Add {${color}}.\n${mana}, {T}, Sacrifice this land: ${text}`,
  });
}

/** "{1}, Sacrifice this artifact: Search your library for a basic land card, reveal it, put it into your hand, then shuffle." */
function basicToHandTrinket(name: string): CardDef {
  return card({
    name,
    cost: "{1}",
    types: ["Artifact"],
    abilities: [
      { kind: "activated", cost: { mana: "{1}", sacrificeSelf: true }, effects: [landToHand(BASIC_LAND)] },
    ],
    oracle:
      "{1}, Sacrifice this artifact: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
  });
}

/** A scry land (Theros): "This land enters tapped.\nWhen this land enters, scry 1. (…)\n{T}: Add {W} or {U}." (701.22) */
function scryLand(name: string, a: ManaType, b: ManaType): CardDef {
  return card({
    name: `Temple of ${name}`,
    types: ["Land"],
    abilities: [
      ETB_TAPPED,
      { kind: "triggered", when: { on: "entersBattlefield" }, effects: [{ e: "scry", amount: 1 }] },
      { kind: "mana", cost: { tap: true }, produce: [a, b] },
    ],
    oracle: `This land enters tapped.\nWhen this land enters, scry 1. (Look at the top card of your library. You may put that card on the bottom.)\n{T}: Add {${a}} or {${b}}.`,
  });
}

export const commanderRampCards: CardDef[] = [
  card({
    name: "Exotic Orchard",
    types: ["Land"],
    abilities: [{ kind: "mana", cost: { tap: true }, produce: ANY_COLOR, colorsFrom: "opponentLands" }],
    oracle: "{T}: Add one mana of any color that a land an opponent controls could produce.",
  }),
  card({
    name: "Ancient Tomb",
    types: ["Land"],
    abilities: [{ kind: "mana", cost: { tap: true }, produce: ["C"], amount: 2, damagesYou: 2 }],
    oracle: "{T}: Add {C}{C}. This land deals 2 damage to you.",
  }),
  card({
    name: "Bojuka Bog",
    types: ["Land"],
    abilities: [
      ETB_TAPPED,
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "player" }],
        effects: [{ e: "exileGraveyard", who: { target: 0 } }],
      },
      { kind: "mana", cost: { tap: true }, produce: ["B"] },
    ],
    oracle:
      "This land enters tapped.\nWhen this land enters, exile target player's graveyard.\n{T}: Add {B}.",
  }),
  card({
    name: "Mana Crypt",
    cost: "{0}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [{ e: "flipCoin", effects: [{ e: "damage", amount: 3, to: "you" }] }],
      },
      { kind: "mana", cost: { tap: true }, produce: ["C"], amount: 2 },
    ],
    oracle:
      "At the beginning of your upkeep, flip a coin. If you lose the flip, this artifact deals 3 damage to you.\n{T}: Add {C}{C}.",
  }),
  scryLand("Enlightenment", "W", "U"),
  scryLand("Deceit", "U", "B"),
  scryLand("Malice", "B", "R"),
  scryLand("Abandon", "R", "G"),
  scryLand("Plenty", "G", "W"),
  scryLand("Silence", "W", "B"),
  scryLand("Epiphany", "U", "R"),
  scryLand("Malady", "B", "G"),
  scryLand("Triumph", "R", "W"),
  scryLand("Mystery", "G", "U"),
  card({
    name: "Harrow",
    cost: "{2}{G}",
    types: ["Instant"],
    additionalCost: { sacrifice: { filter: { types: ["Land"] } } },
    spell: { effects: [twoBasics(false)] },
    oracle:
      "As an additional cost to cast this spell, sacrifice a land.\nSearch your library for up to two basic land cards, put them onto the battlefield, then shuffle.",
  }),
  card({
    name: "Migration Path",
    cost: "{3}{G}",
    types: ["Sorcery"],
    spell: { effects: [twoBasics(true)] },
    oracle:
      "Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.",
  }),
  card({
    name: "Burnished Hart",
    cost: "{3}",
    types: ["Artifact", "Creature"],
    subtypes: ["Elk"],
    power: 2,
    toughness: 2,
    abilities: [
      { kind: "activated", cost: { mana: "{3}", sacrificeSelf: true }, effects: [twoBasics(true)] },
    ],
    oracle:
      "{3}, Sacrifice this creature: Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.",
  }),
  card({
    name: "Blighted Woodland",
    types: ["Land"],
    abilities: [
      TAP_FOR_C,
      {
        kind: "activated",
        cost: { mana: "{3}{G}", tap: true, sacrificeSelf: true },
        effects: [twoBasics(true)],
      },
    ],
    oracle:
      "{T}: Add {C}.\n{3}{G}, {T}, Sacrifice this land: Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.",
  }),
  card({
    name: "Pilgrim's Eye",
    cost: "{3}",
    types: ["Artifact", "Creature"],
    subtypes: ["Thopter"],
    power: 1,
    toughness: 1,
    keywords: ["flying"],
    abilities: [entersMaySearch(BASIC_LAND, { put: "hand", reveal: true, pronoun: "it" })],
    oracle:
      "Flying\nWhen this creature enters, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
  }),
  card({
    name: "Kor Cartographer",
    cost: "{3}{W}",
    types: ["Creature"],
    subtypes: ["Kor", "Scout"],
    power: 2,
    toughness: 2,
    abilities: [
      entersMaySearch({ subtypes: ["Plains"] }, { put: "battlefield", tapped: true, pronoun: "it" }),
    ],
    oracle:
      "When this creature enters, you may search your library for a Plains card, put it onto the battlefield tapped, then shuffle.",
  }),
  card({
    name: "Crop Rotation",
    cost: "{G}",
    types: ["Instant"],
    additionalCost: { sacrifice: { filter: { types: ["Land"] } } },
    spell: {
      effects: [
        {
          e: "searchYourLibrary",
          filter: { types: ["Land"] },
          amount: 1,
          put: "battlefield",
          pronoun: "that card",
        },
      ],
    },
    oracle:
      "As an additional cost to cast this spell, sacrifice a land.\nSearch your library for a land card, put that card onto the battlefield, then shuffle.",
  }),
  card({
    name: "Spoils of Victory",
    cost: "{2}{G}",
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "searchYourLibrary",
          filter: { subtypes: ["Plains", "Island", "Swamp", "Mountain"] },
          amount: 1,
          put: "battlefield",
          pronoun: "it",
        },
      ],
    },
    oracle:
      "Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the battlefield, then shuffle.",
  }),
  card({
    name: "Expedition Map",
    cost: "{1}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{2}", tap: true, sacrificeSelf: true },
        effects: [landToHand({ types: ["Land"] })],
      },
    ],
    oracle:
      "{2}, {T}, Sacrifice this artifact: Search your library for a land card, reveal it, put it into your hand, then shuffle.",
  }),
  card({
    name: "Journeyer's Kite",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [{ kind: "activated", cost: { mana: "{3}", tap: true }, effects: [landToHand(BASIC_LAND)] }],
    oracle:
      "{3}, {T}: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
  }),
  card({
    name: "Manakin",
    cost: "{2}",
    types: ["Artifact", "Creature"],
    subtypes: ["Construct"],
    power: 1,
    toughness: 1,
    abilities: [TAP_FOR_C],
    oracle: "{T}: Add {C}.",
  }),
  card({
    name: "Sisay's Ring",
    cost: "{4}",
    supertypes: ["Legendary"],
    types: ["Artifact"],
    abilities: [{ kind: "mana", cost: { tap: true }, produce: ["C"], amount: 2 }],
    oracle: "{T}: Add {C}{C}.",
  }),
  card({
    name: "Lotus Petal",
    cost: "{0}",
    types: ["Artifact"],
    abilities: [{ kind: "mana", cost: { tap: true, sacrificeSelf: true }, produce: ANY_COLOR }],
    oracle: "{T}, Sacrifice this artifact: Add one mana of any color.",
  }),
  filterLand("Unknown Shores"),
  filterLand("Shimmering Grotto"),
  payOneLand("Rupture Spire"),
  payOneLand("Transguild Promenade"),
  payOneLand("Gateway Plaza", ["Gate"]),
  landDestroyer("Strip Mine", { types: ["Land"] }, [], "Destroy target land."),
  landDestroyer("Wasteland", { types: ["Land"], nonbasic: true }, [], "Destroy target nonbasic land."),
  landDestroyer(
    "Ghost Quarter",
    { types: ["Land"] },
    [maySearch(BASIC_LAND, { put: "battlefield", pronoun: "it" }, true)],
    "Destroy target land. Its controller may search their library for a basic land card, put it onto the battlefield, then shuffle.",
  ),
  card({
    name: "Buried Ruin",
    types: ["Land"],
    abilities: [
      TAP_FOR_C,
      {
        kind: "activated",
        cost: { mana: "{2}", tap: true, sacrificeSelf: true },
        targets: [{ kind: "graveyardCard", filter: { types: ["Artifact"], owner: "you" } }],
        effects: [{ e: "returnFromGraveyard", what: { target: 0 }, to: "hand" }],
      },
    ],
    oracle:
      "{T}: Add {C}.\n{2}, {T}, Sacrifice this land: Return target artifact card from your graveyard to your hand.",
  }),
  card({
    name: "Mikokoro, Center of the Sea",
    supertypes: ["Legendary"],
    types: ["Land"],
    abilities: [
      TAP_FOR_C,
      {
        kind: "activated",
        cost: { mana: "{2}", tap: true },
        effects: [{ e: "draw", who: "each", amount: 1 }],
      },
    ],
    oracle: "{T}: Add {C}.\n{2}, {T}: Each player draws a card.",
  }),
  card({
    name: "Ondu Giant",
    cost: "{3}{G}",
    types: ["Creature"],
    subtypes: ["Giant", "Druid"],
    power: 2,
    toughness: 4,
    abilities: [entersMaySearch(BASIC_LAND, { put: "battlefield", tapped: true, pronoun: "it" })],
    oracle:
      "When this creature enters, you may search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
  }),
  card({
    name: "Silverglade Elemental",
    cost: "{4}{G}",
    types: ["Creature"],
    subtypes: ["Elemental"],
    power: 3,
    toughness: 4,
    abilities: [entersMaySearch({ subtypes: ["Forest"] }, { put: "battlefield", pronoun: "that card" })],
    oracle:
      "When this creature enters, you may search your library for a Forest card, put that card onto the battlefield, then shuffle.",
  }),
  basicToHandTrinket("Wanderer's Twig"),
  basicToHandTrinket("Traveler's Amulet"),
  card({
    name: "Armillary Sphere",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{2}", tap: true, sacrificeSelf: true },
        effects: [
          {
            e: "searchYourLibrary",
            filter: BASIC_LAND,
            amount: 2,
            upTo: true,
            put: "hand",
            reveal: true,
            pronoun: "them",
          },
        ],
      },
    ],
    oracle:
      "{2}, {T}, Sacrifice this artifact: Search your library for up to two basic land cards, reveal them, put them into your hand, then shuffle.",
  }),
  card({
    name: "Prophetic Prism",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
      { kind: "mana", cost: { mana: "{1}", tap: true }, produce: ANY_COLOR },
    ],
    oracle: "When this artifact enters, draw a card.\n{1}, {T}: Add one mana of any color.",
  }),
  card({
    name: "Zhalfirin Void",
    types: ["Land"],
    abilities: [
      { kind: "triggered", when: { on: "entersBattlefield" }, effects: [{ e: "scry", amount: 1 }] },
      TAP_FOR_C,
    ],
    oracle:
      "When this land enters, scry 1. (Look at the top card of your library. You may put that card on the bottom.)\n{T}: Add {C}.",
  }),
  card({
    name: "Radiant Fountain",
    types: ["Land"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "gainLife", who: "you", amount: 2 }],
      },
      TAP_FOR_C,
    ],
    oracle: "When this land enters, you gain 2 life.\n{T}: Add {C}.",
  }),
  card({
    name: "Temple of the False God",
    types: ["Land"],
    abilities: [
      {
        kind: "mana",
        cost: { tap: true },
        produce: ["C"],
        amount: 2,
        condition: { if: "youControl", filter: { types: ["Land"] }, atLeast: 5 },
      },
    ],
    oracle: "{T}: Add {C}{C}. Activate only if you control five or more lands.",
  }),
  card({
    name: "War Room",
    types: ["Land"],
    abilities: [
      TAP_FOR_C,
      {
        kind: "activated",
        cost: { mana: "{3}", tap: true, payLife: "commanderColors" },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle:
      "{T}: Add {C}.\n{3}, {T}, Pay life equal to the number of colors in your commanders' color identity: Draw a card.",
  }),
  card({
    name: "Gilded Lotus",
    cost: "{5}",
    types: ["Artifact"],
    abilities: [{ kind: "mana", cost: { tap: true }, produce: ANY_COLOR, amount: 3, oneColor: true }],
    oracle: "{T}: Add three mana of any one color.",
  }),
  card({
    name: "Exploration",
    cost: "{G}",
    types: ["Enchantment"],
    abilities: [{ kind: "static", effect: { s: "additionalLandPlays", n: 1 } }],
    oracle: "You may play an additional land on each of your turns.",
  }),
  card({
    name: "Azusa, Lost but Seeking",
    cost: "{2}{G}",
    supertypes: ["Legendary"],
    types: ["Creature"],
    subtypes: ["Human", "Monk"],
    power: 1,
    toughness: 2,
    abilities: [{ kind: "static", effect: { s: "additionalLandPlays", n: 2 } }],
    oracle: "You may play two additional lands on each of your turns.",
  }),
  memorial(
    "Folly",
    "B",
    "{2}{B}",
    {
      targets: [{ kind: "graveyardCard", filter: { types: ["Creature"], owner: "you" } }],
      effects: [{ e: "returnFromGraveyard", what: { target: 0 }, to: "hand" }],
    },
    "Return target creature card from your graveyard to your hand.",
  ),
  memorial("Genius", "U", "{4}{U}", { effects: [{ e: "draw", who: "you", amount: 2 }] }, "Draw two cards."),
  memorial(
    "War",
    "R",
    "{4}{R}",
    {
      targets: [{ kind: "permanent", filter: { types: ["Land"] } }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    "Destroy target land.",
  ),
];
