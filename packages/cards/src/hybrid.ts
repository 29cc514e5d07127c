/**
 * Cards with hybrid mana symbols in their costs (107.4e), each of its symbols' colours (202.2d), each symbol
 * counting its largest component toward mana value (202.3f). Oracle text in its current "this creature"
 * wording: Spectral Procession's checked against its Scryfall page (no reminder text on Oracle), Kitchen
 * Finks' line order (its enters ability, then persist) against a card wiki page quoting it, 2026-12-06; the
 * others as current Oracle words them, reviewed against the same templates in the pool.
 */
import type { Ability, CardDef, Color, TokenSpec } from "@roundtable/engine";
import { card } from "./define.ts";

/** "Other [colour] creatures you control get +1/+1." (the Lieges; a hybrid creature is each of its colours, 202.2d). */
function otherColorLord(color: Color): Ability {
  return {
    kind: "static",
    effect: {
      s: "continuous",
      affects: { each: { types: ["Creature"], controller: "you", colors: [color] }, other: true },
      mods: [{ m: "modifyPT", power: 1, toughness: 1 }],
    },
  };
}

const token = (colors: Color[], subtype: string, pt: number): TokenSpec => ({
  types: ["Creature"],
  subtypes: [subtype],
  colors,
  power: pt,
  toughness: pt,
});

export const hybridCards: CardDef[] = [
  card({
    name: "Kitchen Finks",
    cost: "{1}{G/W}{G/W}",
    types: ["Creature"],
    subtypes: ["Ouphe"],
    power: 3,
    toughness: 2,
    keywords: ["persist"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "gainLife", who: "you", amount: 2 }],
      },
    ],
    oracle:
      "When this creature enters, you gain 2 life.\nPersist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
  }),
  card({
    name: "Spectral Procession",
    cost: "{2/W}{2/W}{2/W}",
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "createToken",
          amount: 3,
          token: { ...token(["W"], "Spirit", 1), keywords: ["flying"] },
        },
      ],
    },
    oracle: "Create three 1/1 white Spirit creature tokens with flying.",
  }),
  card({
    name: "Flame Javelin",
    cost: "{2/R}{2/R}{2/R}",
    types: ["Instant"],
    spell: { targets: [{ kind: "any" }], effects: [{ e: "damage", amount: 4, to: { target: 0 } }] },
    oracle: "Flame Javelin deals 4 damage to any target.",
  }),
  card({
    name: "Unmake",
    cost: "{W/B}{W/B}{W/B}",
    types: ["Instant"],
    spell: { targets: [{ kind: "creature" }], effects: [{ e: "exile", what: { target: 0 } }] },
    oracle: "Exile target creature.",
  }),
  card({
    name: "Selesnya Guildmage",
    cost: "{G/W}{G/W}",
    types: ["Creature"],
    subtypes: ["Elf", "Wizard"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{3}{G}" },
        effects: [{ e: "createToken", amount: 1, token: token(["G"], "Saproling", 1) }],
      },
      {
        kind: "activated",
        cost: { mana: "{3}{W}" },
        effects: [
          {
            e: "pump",
            what: { each: { types: ["Creature"], controller: "you" } },
            power: 1,
            toughness: 1,
            duration: "endOfTurn",
          },
        ],
      },
    ],
    oracle:
      "{3}{G}: Create a 1/1 green Saproling creature token.\n{3}{W}: Creatures you control get +1/+1 until end of turn.",
  }),
  card({
    name: "Boros Guildmage",
    cost: "{R/W}{R/W}",
    types: ["Creature"],
    subtypes: ["Human", "Wizard"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{1}{R}" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "grant", what: { target: 0 }, keywords: ["haste"], duration: "endOfTurn" }],
      },
      {
        kind: "activated",
        cost: { mana: "{1}{W}" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "grant", what: { target: 0 }, keywords: ["first strike"], duration: "endOfTurn" }],
      },
    ],
    oracle:
      "{1}{R}: Target creature gains haste until end of turn.\n{1}{W}: Target creature gains first strike until end of turn.",
  }),
  card({
    name: "Orzhov Guildmage",
    cost: "{W/B}{W/B}",
    types: ["Creature"],
    subtypes: ["Human", "Wizard"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{2}{W}" },
        targets: [{ kind: "player" }],
        effects: [{ e: "gainLife", who: { target: 0 }, amount: 1 }],
      },
      {
        kind: "activated",
        cost: { mana: "{2}{B}" },
        effects: [{ e: "loseLife", who: "each", amount: 1 }],
      },
    ],
    oracle: "{2}{W}: Target player gains 1 life.\n{2}{B}: Each player loses 1 life.",
  }),
  card({
    name: "Dimir Guildmage",
    cost: "{U/B}{U/B}",
    types: ["Creature"],
    subtypes: ["Human", "Wizard"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{3}{U}" },
        sorcery: true,
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
      {
        kind: "activated",
        cost: { mana: "{3}{B}" },
        sorcery: true,
        targets: [{ kind: "player" }],
        effects: [{ e: "discard", who: { target: 0 }, amount: 1 }],
      },
    ],
    oracle:
      "{3}{U}: Draw a card. Activate only as a sorcery.\n{3}{B}: Target player discards a card. Activate only as a sorcery.",
  }),
  card({
    name: "Tattermunge Maniac",
    cost: "{R/G}",
    types: ["Creature"],
    subtypes: ["Goblin", "Warrior"],
    power: 2,
    toughness: 1,
    abilities: [{ kind: "static", effect: { s: "attacksEachCombat", affects: "self" } }],
    oracle: "This creature attacks each combat if able.",
  }),
  card({
    name: "Burning-Tree Emissary",
    cost: "{R/G}{R/G}",
    types: ["Creature"],
    subtypes: ["Human", "Shaman"],
    power: 2,
    toughness: 2,
    abilities: [
      { kind: "triggered", when: { on: "entersBattlefield" }, effects: [{ e: "addMana", mana: "{R}{G}" }] },
    ],
    oracle: "When this creature enters, add {R}{G}.",
  }),
  card({
    name: "Fulminator Mage",
    cost: "{1}{B/R}{B/R}",
    types: ["Creature"],
    subtypes: ["Elemental", "Shaman"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "activated",
        cost: { sacrificeSelf: true },
        targets: [{ kind: "permanent", filter: { types: ["Land"], nonbasic: true } }],
        effects: [{ e: "destroy", what: { target: 0 } }],
      },
    ],
    oracle: "Sacrifice this creature: Destroy target nonbasic land.",
  }),
  card({
    name: "Fireborn Knight",
    cost: "{R/W}{R/W}{R/W}{R/W}",
    types: ["Creature"],
    subtypes: ["Human", "Knight"],
    power: 2,
    toughness: 3,
    keywords: ["double strike"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{R/W}{R/W}{R/W}{R/W}" },
        effects: [{ e: "pump", what: "self", power: 1, toughness: 1, duration: "endOfTurn" }],
      },
    ],
    oracle: "Double strike\n{R/W}{R/W}{R/W}{R/W}: This creature gets +1/+1 until end of turn.",
  }),
  card({
    name: "Boartusk Liege",
    cost: "{1}{R/G}{R/G}{R/G}",
    types: ["Creature"],
    subtypes: ["Goblin", "Knight"],
    power: 3,
    toughness: 4,
    keywords: ["trample"],
    abilities: [otherColorLord("R"), otherColorLord("G")],
    oracle:
      "Trample\nOther red creatures you control get +1/+1.\nOther green creatures you control get +1/+1.",
  }),
  card({
    name: "Creakwood Liege",
    cost: "{1}{B/G}{B/G}{B/G}",
    types: ["Creature"],
    subtypes: ["Horror"],
    power: 2,
    toughness: 2,
    abilities: [
      otherColorLord("B"),
      otherColorLord("G"),
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [
          { e: "may", effects: [{ e: "createToken", amount: 1, token: token(["B", "G"], "Worm", 1) }] },
        ],
      },
    ],
    oracle:
      "Other black creatures you control get +1/+1.\nOther green creatures you control get +1/+1.\nAt the beginning of your upkeep, you may create a 1/1 black and green Worm creature token.",
  }),
  card({
    name: "Balefire Liege",
    cost: "{2}{R/W}{R/W}{R/W}",
    types: ["Creature"],
    subtypes: ["Spirit", "Horror", "Knight"],
    power: 2,
    toughness: 4,
    abilities: [
      otherColorLord("R"),
      otherColorLord("W"),
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "you", spell: { colors: ["R"] } },
        targets: [{ kind: "playerOrPlaneswalker" }],
        effects: [{ e: "damage", amount: 3, to: { target: 0 } }],
      },
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "you", spell: { colors: ["W"] } },
        effects: [{ e: "gainLife", who: "you", amount: 3 }],
      },
    ],
    oracle:
      "Other red creatures you control get +1/+1.\nOther white creatures you control get +1/+1.\nWhenever you cast a red spell, this creature deals 3 damage to target player or planeswalker.\nWhenever you cast a white spell, you gain 3 life.",
  }),
];
