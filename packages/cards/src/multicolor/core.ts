/** Multicoloured cards. */
import type { CardDef } from "@roundtable/engine";
import { card, creature } from "../define.ts";

export const multicolor: CardDef[] = [
  // Oracle: P/T changes are written with a hyphen-minus ("-3/-0"), loyalty costs with a minus sign (as quoted
  // from Scryfall by several public engines), checked 2026-11-26.
  card({
    name: "Dovin Baan",
    cost: "{2}{W}{U}",
    types: ["Planeswalker"],
    supertypes: ["Legendary"],
    subtypes: ["Dovin"],
    loyalty: 3,
    abilities: [
      {
        kind: "activated",
        cost: { loyalty: 1 },
        targets: [{ kind: "creature", min: 0 }],
        effects: [
          { e: "pump", what: { target: 0 }, power: -3, toughness: 0, duration: "untilYourNextTurn" },
          { e: "become", what: { target: 0 }, mods: [{ m: "cantActivate" }], duration: "untilYourNextTurn" },
        ],
      },
      {
        kind: "activated",
        cost: { loyalty: -1 },
        effects: [
          { e: "gainLife", who: "you", amount: 2 },
          { e: "draw", who: "you", amount: 1 },
        ],
      },
      {
        kind: "activated",
        cost: { loyalty: -7 },
        effects: [
          {
            e: "emblem",
            name: "Dovin Baan's emblem",
            abilities: [{ kind: "static", effect: { s: "opponentsUntapLimit", n: 2 } }],
          },
        ],
      },
    ],
    oracle:
      "+1: Until your next turn, up to one target creature gets -3/-0 and its activated abilities can't be activated.\n\u22121: You gain 2 life and draw a card.\n\u22127: You get an emblem with \"Your opponents can't untap more than two permanents during their untap steps.\"",
  }),
  card({
    name: "Captain's Maneuver",
    cost: "{X}{R}{W}",
    types: ["Instant"],
    spell: {
      // "target creature, planeswalker, or player": any target but a battle (115.4).
      targets: [
        { kind: "any", filter: { types: ["Creature", "Planeswalker"] } },
        { kind: "any", filter: { types: ["Creature", "Planeswalker"] }, distinctFrom: 0 },
      ],
      effects: [{ e: "redirectDamage", amount: "X" }],
    },
    oracle:
      "The next X damage that would be dealt to target creature, planeswalker, or player this turn is dealt to another target creature, planeswalker, or player instead.",
  }),
  creature("Boros Swiftblade", "{R}{W}", ["Human", "Soldier"], 1, 2, ["double strike"], "Double strike"),
  creature(
    "Skyknight Legionnaire",
    "{1}{R}{W}",
    ["Human", "Knight"],
    2,
    2,
    ["flying", "haste"],
    "Flying, haste",
  ),
  creature("Watchwolf", "{G}{W}", ["Wolf"], 3, 3, [], ""),
  creature("Woolly Thoctar", "{R}{G}{W}", ["Beast"], 5, 4, [], ""),
  creature("Rhox War Monk", "{G}{W}{U}", ["Rhino", "Monk"], 3, 4, ["lifelink"], "Lifelink"),
  card({
    name: "Baleful Strix",
    cost: "{U}{B}",
    types: ["Artifact", "Creature"],
    subtypes: ["Bird"],
    power: 1,
    toughness: 1,
    keywords: ["flying", "deathtouch"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle: "Flying, deathtouch\nWhen this creature enters, draw a card.",
  }),
  // 810.9c and its example (E33): "target player's life total becomes 10" in Two-Headed Giant.
  card({
    name: "Magister Sphinx",
    cost: "{4}{W}{U}{B}",
    types: ["Artifact", "Creature"],
    subtypes: ["Sphinx"],
    power: 5,
    toughness: 5,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "player" }],
        effects: [{ e: "setLife", who: { target: 0 }, amount: 10 }],
      },
    ],
    oracle: "Flying\nWhen this creature enters, target player's life total becomes 10.",
  }),
  card({
    name: "Lightning Helix",
    cost: "{R}{W}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "any" }],
      effects: [
        { e: "damage", amount: 3, to: { target: 0 } },
        { e: "gainLife", who: "you", amount: 3 },
      ],
    },
    oracle: "Lightning Helix deals 3 damage to any target and you gain 3 life.",
  }),
  card({
    name: "Boros Charm",
    cost: "{R}{W}",
    types: ["Instant"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          {
            targets: [{ kind: "playerOrPlaneswalker" }],
            effects: [{ e: "damage", amount: 4, to: { target: 0 } }],
          },
          {
            effects: [
              {
                e: "grant",
                what: { each: { controller: "you" } },
                keywords: ["indestructible"],
                duration: "endOfTurn",
              },
            ],
          },
          {
            targets: [{ kind: "creature" }],
            effects: [
              { e: "grant", what: { target: 0 }, keywords: ["double strike"], duration: "endOfTurn" },
            ],
          },
        ],
      },
    },
    oracle:
      "Choose one \u2014\n• Boros Charm deals 4 damage to target player or planeswalker.\n• Permanents you control gain indestructible until end of turn.\n• Target creature gains double strike until end of turn.",
  }),
  card({
    name: "Simic Charm",
    cost: "{G}{U}",
    types: ["Instant"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          {
            targets: [{ kind: "creature" }],
            effects: [{ e: "pump", what: { target: 0 }, power: 3, toughness: 3, duration: "endOfTurn" }],
          },
          {
            effects: [
              {
                e: "grant",
                what: { each: { controller: "you" } },
                keywords: ["hexproof"],
                duration: "endOfTurn",
              },
            ],
          },
          {
            targets: [{ kind: "creature" }],
            effects: [{ e: "bounce", what: { target: 0 } }],
          },
        ],
      },
    },
    oracle:
      "Choose one \u2014\n• Target creature gets +3/+3 until end of turn.\n• Permanents you control gain hexproof until end of turn.\n• Return target creature to its owner's hand.",
  }),
  card({
    name: "Terminate",
    cost: "{B}{R}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "destroy", what: { target: 0 }, noRegenerate: true }],
    },
    oracle: "Destroy target creature. It can't be regenerated.",
  }),
  card({
    name: "Dreadbore",
    cost: "{B}{R}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "creatureOrPlaneswalker" }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    oracle: "Destroy target creature or planeswalker.",
  }),
  card({
    name: "Electrolyze",
    cost: "{1}{U}{R}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "any", min: 1, max: 2 }],
      effects: [
        { e: "damage", amount: 2, to: { target: 0 }, divided: true },
        { e: "draw", who: "you", amount: 1 },
      ],
    },
    oracle: "Electrolyze deals 2 damage divided as you choose among one or two targets.\nDraw a card.",
  }),
  // Oracle as on Scryfall and Gatherer (Return to Ravnica), checked 2026-11-26. Its rulings (113.6g, 101.2):
  // a spell that would counter it can still target it, and resolves; only the countering does nothing.
  card({
    name: "Supreme Verdict",
    cost: "{1}{W}{W}{U}",
    types: ["Sorcery"],
    abilities: [{ kind: "static", effect: { s: "cantBeCountered" } }],
    spell: { effects: [{ e: "destroy", what: { each: { types: ["Creature"] } } }] },
    oracle: "This spell can't be countered.\nDestroy all creatures.",
  }),
  card({
    name: "Absorb",
    cost: "{W}{U}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "spell" }],
      effects: [
        { e: "counter", what: { target: 0 } },
        { e: "gainLife", who: "you", amount: 3 },
      ],
    },
    oracle: "Counter target spell. You gain 3 life.",
  }),
  card({
    name: "Putrefy",
    cost: "{1}{B}{G}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { types: ["Artifact", "Creature"] } }],
      effects: [{ e: "destroy", what: { target: 0 }, noRegenerate: true }],
    },
    oracle: "Destroy target artifact or creature. It can't be regenerated.",
  }),
  card({
    name: "Mortify",
    cost: "{1}{W}{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { types: ["Creature", "Enchantment"] } }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    oracle: "Destroy target creature or enchantment.",
  }),
  card({
    name: "Teferi's Moat",
    cost: "{3}{W}{U}",
    types: ["Enchantment"],
    abilities: [
      { kind: "static", effect: { s: "asEntersChoose", choose: "color" } },
      {
        kind: "static",
        effect: {
          s: "cantAttackYou",
          filter: { types: ["Creature"], without: ["flying"] },
          ofChosenColor: true,
        },
      },
    ],
    oracle:
      "As this enchantment enters, choose a color.\nCreatures of the chosen color without flying can't attack you.",
  }),
  card({
    name: "Captive Audience",
    cost: "{5}{B}{R}",
    types: ["Enchantment"],
    abilities: [
      { kind: "static", effect: { s: "entersUnderOpponentsControl" } },
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        modes: {
          choose: 1,
          unchosen: true,
          modes: [
            { effects: [{ e: "setLife", who: "you", amount: 4 }] },
            { effects: [{ e: "discardHand", who: "you" }] },
            {
              effects: [
                {
                  e: "createToken",
                  who: "eachOpponent",
                  amount: 5,
                  token: {
                    types: ["Creature"],
                    subtypes: ["Zombie"],
                    colors: ["B"],
                    power: 2,
                    toughness: 2,
                  },
                },
              ],
            },
          ],
        },
        effects: [],
      },
    ],
    oracle:
      "This enchantment enters under the control of an opponent of your choice.\nAt the beginning of your upkeep, choose one that hasn't been chosen \u2014\n\u2022 Your life total becomes 4.\n\u2022 Discard your hand.\n\u2022 Each opponent creates five 2/2 black Zombie creature tokens.",
  }),
  // 700.2e and the 801.5b example (E10): an opponent chooses the mode, whatever is out of their range.
  card({
    name: "Misfortune",
    cost: "{1}{B}{R}{G}",
    types: ["Sorcery"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        chooser: "opponent",
        modes: [
          {
            effects: [
              {
                e: "addCounters",
                what: { each: { types: ["Creature"], controller: "you" } },
                counter: "+1/+1",
                amount: 1,
              },
              { e: "gainLife", who: "you", amount: 4 },
            ],
          },
          {
            effects: [
              {
                e: "addCounters",
                what: { each: { types: ["Creature"] }, of: "triggering" },
                counter: "-1/-1",
                amount: 1,
              },
              { e: "damage", amount: 4, to: "triggering" },
            ],
          },
        ],
      },
    },
    oracle:
      "An opponent chooses one \u2014\n\u2022 You put a +1/+1 counter on each creature you control and gain 4 life.\n\u2022 You put a -1/-1 counter on each creature that player controls and Misfortune deals 4 damage to that player.",
  }),
];
