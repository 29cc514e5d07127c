/** Multicoloured creatures, Equipment and enchantments: enters triggers, lifegain, tokens, team pumps. */
import type { Ability, CardDef, Color, Keyword } from "@roundtable/engine";
import { equipment } from "../artifacts/utility.ts";
import { card } from "../define.ts";

/** "When this creature enters, create a N/N [colour] [type] creature token with [keyword]." */
function entersCreating(subtype: string, color: Color, pt: number, keyword: Keyword): Ability {
  return {
    kind: "triggered",
    when: { on: "entersBattlefield" },
    effects: [
      {
        e: "createToken",
        amount: 1,
        token: {
          types: ["Creature"],
          subtypes: [subtype],
          colors: [color],
          power: pt,
          toughness: pt,
          keywords: [keyword],
        },
      },
    ],
  };
}

export const goldCreatures: CardDef[] = [
  card({
    name: "Siege Rhino",
    cost: "{1}{W}{B}{G}",
    types: ["Creature"],
    subtypes: ["Rhino"],
    power: 4,
    toughness: 5,
    keywords: ["trample"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [
          { e: "loseLife", who: "eachOpponent", amount: 3 },
          { e: "gainLife", who: "you", amount: 3 },
        ],
      },
    ],
    oracle: "Trample\nWhen this creature enters, each opponent loses 3 life and you gain 3 life.",
  }),
  card({
    name: "Mystic Snake",
    cost: "{1}{G}{U}{U}",
    types: ["Creature"],
    subtypes: ["Snake"],
    power: 2,
    toughness: 2,
    keywords: ["flash"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "spell" }],
        effects: [{ e: "counter", what: { target: 0 } }],
      },
    ],
    oracle: "Flash\nWhen this creature enters, counter target spell.",
  }),
  card({
    name: "Angel of Despair",
    cost: "{3}{W}{W}{B}{B}",
    types: ["Creature"],
    subtypes: ["Angel"],
    power: 5,
    toughness: 5,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "permanent" }],
        effects: [{ e: "destroy", what: { target: 0 } }],
      },
    ],
    oracle: "Flying\nWhen this creature enters, destroy target permanent.",
  }),
  card({
    name: "Armada Wurm",
    cost: "{2}{G}{G}{W}{W}",
    types: ["Creature"],
    subtypes: ["Wurm"],
    power: 5,
    toughness: 5,
    keywords: ["trample"],
    abilities: [entersCreating("Wurm", "G", 5, "trample")],
    oracle: "Trample\nWhen this creature enters, create a 5/5 green Wurm creature token with trample.",
  }),
  card({
    name: "Centaur Healer",
    cost: "{1}{G}{W}",
    types: ["Creature"],
    subtypes: ["Centaur", "Cleric"],
    power: 3,
    toughness: 3,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "gainLife", who: "you", amount: 3 }],
      },
    ],
    oracle: "When this creature enters, you gain 3 life.",
  }),
  card({
    name: "Knight of Autumn",
    cost: "{1}{G}{W}",
    types: ["Creature"],
    subtypes: ["Dryad", "Knight"],
    power: 2,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        modes: {
          choose: 1,
          modes: [
            { effects: [{ e: "addCounters", what: "self", counter: "+1/+1", amount: 2 }] },
            {
              targets: [{ kind: "artifactOrEnchantment" }],
              effects: [{ e: "destroy", what: { target: 0 } }],
            },
            { effects: [{ e: "gainLife", who: "you", amount: 4 }] },
          ],
        },
        effects: [],
      },
    ],
    oracle:
      "When this creature enters, choose one \u2014\n\u2022 Put two +1/+1 counters on this creature.\n\u2022 Destroy target artifact or enchantment.\n\u2022 You gain 4 life.",
  }),
  card({
    name: "Plumeveil",
    cost: "{W}{U}{U}",
    types: ["Creature"],
    subtypes: ["Elemental"],
    power: 4,
    toughness: 4,
    keywords: ["flash", "defender", "flying"],
    oracle: "Flash\nDefender, flying",
  }),
  card({
    name: "Dauntless Escort",
    cost: "{1}{G}{W}",
    types: ["Creature"],
    subtypes: ["Rhino", "Soldier"],
    power: 3,
    toughness: 3,
    abilities: [
      {
        kind: "activated",
        cost: { sacrificeSelf: true },
        effects: [
          {
            e: "grant",
            what: { each: { types: ["Creature"], controller: "you" } },
            keywords: ["indestructible"],
            duration: "endOfTurn",
          },
        ],
      },
    ],
    oracle: "Sacrifice this creature: Creatures you control gain indestructible until end of turn.",
  }),
  card({
    name: "Kiora's Follower",
    cost: "{G}{U}",
    types: ["Creature"],
    subtypes: ["Merfolk"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "permanent", other: true }],
        effects: [{ e: "untap", what: { target: 0 } }],
      },
    ],
    oracle: "{T}: Untap another target permanent.",
  }),
  equipment(
    "Behemoth Sledge",
    "{1}{G}{W}",
    { power: 2, toughness: 2, keywords: ["lifelink", "trample"] },
    "{3}",
    "Equipped creature gets +2/+2 and has lifelink and trample.\nEquip {3}",
  ),
];

export const goldSpells: CardDef[] = [
  card({
    name: "Sphinx's Revelation",
    cost: "{X}{W}{U}{U}",
    types: ["Instant"],
    spell: {
      effects: [
        { e: "gainLife", who: "you", amount: "X" },
        { e: "draw", who: "you", amount: "X" },
      ],
    },
    oracle: "You gain X life and draw X cards.",
  }),
  card({
    name: "Fires of Yavimaya",
    cost: "{1}{R}{G}",
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
      {
        kind: "activated",
        cost: { sacrificeSelf: true },
        targets: [{ kind: "creature" }],
        effects: [{ e: "pump", what: { target: 0 }, power: 2, toughness: 2, duration: "endOfTurn" }],
      },
    ],
    oracle:
      "Creatures you control have haste.\nSacrifice this enchantment: Target creature gets +2/+2 until end of turn.",
  }),
  card({
    name: "Collective Blessing",
    cost: "{3}{G}{G}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], controller: "you" } },
          mods: [{ m: "modifyPT", power: 3, toughness: 3 }],
        },
      },
    ],
    oracle: "Creatures you control get +3/+3.",
  }),
];

export const goldMore: CardDef[] = [
  card({
    name: "Loxodon Hierarch",
    cost: "{2}{G}{W}",
    types: ["Creature"],
    subtypes: ["Elephant", "Cleric"],
    power: 4,
    toughness: 4,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "gainLife", who: "you", amount: 4 }],
      },
      {
        kind: "activated",
        cost: { mana: "{G}{W}", sacrificeSelf: true },
        effects: [{ e: "regenerate", what: { each: { types: ["Creature"], controller: "you" } } }],
      },
    ],
    oracle:
      "When this creature enters, you gain 4 life.\n{G}{W}, Sacrifice this creature: Regenerate each creature you control.",
  }),
  card({
    name: "Ajani Vengeant",
    cost: "{2}{R}{W}",
    types: ["Planeswalker"],
    supertypes: ["Legendary"],
    subtypes: ["Ajani"],
    loyalty: 3,
    abilities: [
      {
        kind: "activated",
        cost: { loyalty: 1 },
        targets: [{ kind: "permanent" }],
        effects: [{ e: "skipNextUntap", what: { target: 0 } }],
      },
      {
        kind: "activated",
        cost: { loyalty: -2 },
        targets: [{ kind: "any" }],
        effects: [
          { e: "damage", amount: 3, to: { target: 0 } },
          { e: "gainLife", who: "you", amount: 3 },
        ],
      },
      {
        kind: "activated",
        cost: { loyalty: -7 },
        targets: [{ kind: "player" }],
        effects: [{ e: "destroy", what: { each: { types: ["Land"] }, of: { target: 0 } } }],
      },
    ],
    oracle:
      "+1: Target permanent doesn't untap during its controller's next untap step.\n\u22122: Ajani Vengeant deals 3 damage to any target and you gain 3 life.\n\u22127: Destroy all lands target player controls.",
  }),
];
