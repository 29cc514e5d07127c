/** Black cards. */
import type { CardDef } from "@roundtable/engine";
import { card, creature } from "../define.ts";

export const black: CardDef[] = [
  card({
    name: "Nether Void",
    cost: "{3}{B}",
    types: ["Enchantment"],
    supertypes: ["World"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "any" },
        effects: [
          {
            e: "unlessPays",
            who: "triggering",
            mana: "{3}",
            effects: [{ e: "counter", what: "triggeringObject" }],
          },
        ],
      },
    ],
    oracle: "Whenever a player casts a spell, counter it unless that player pays {3}.",
  }),
  card({
    name: "Demonic Hordes",
    cost: "{3}{B}{B}{B}",
    types: ["Creature"],
    subtypes: ["Demon"],
    power: 5,
    toughness: 5,
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "permanent", filter: { types: ["Land"] } }],
        effects: [{ e: "destroy", what: { target: 0 } }],
      },
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [
          {
            e: "unlessPays",
            who: "you",
            mana: "{B}{B}{B}",
            unlessFirst: true,
            effects: [
              { e: "tap", what: "self" },
              { e: "sacrificeOne", filter: { types: ["Land"] }, chooser: "opponent" },
            ],
          },
        ],
      },
    ],
    oracle:
      "{T}: Destroy target land.\nAt the beginning of your upkeep, unless you pay {B}{B}{B}, tap this creature and sacrifice a land of an opponent's choice.",
  }),
  card({
    name: "Extractor Demon",
    cost: "{4}{B}{B}",
    types: ["Creature"],
    subtypes: ["Demon"],
    power: 5,
    toughness: 5,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "anotherLeaves", filter: { types: ["Creature"] } },
        targets: [{ kind: "player" }],
        effects: [{ e: "may", effects: [{ e: "mill", who: { target: 0 }, amount: 2 }] }],
      },
      {
        kind: "activated",
        cost: { mana: "{2}{B}" },
        unearth: true,
        sorcery: true,
        effects: [{ e: "unearth" }],
      },
    ],
    oracle:
      "Flying\nWhenever another creature leaves the battlefield, you may have target player mill two cards.\nUnearth {2}{B} ({2}{B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)",
  }),
  // Oracle: "if this permanent is an enchantment, it becomes a 3/2 Jackal creature", as quoted from Scryfall
  // by several public engines, checked 2026-11-26.
  card({
    name: "Lurking Jackals",
    cost: "{B}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "state", condition: { if: "anOpponentLifeAtMost", n: 10 } },
        condition: { if: "selfIsType", type: "Enchantment" },
        effects: [
          {
            e: "become",
            what: "self",
            mods: [
              { m: "types", types: ["Creature"], subtypes: ["Jackal"], replace: true },
              { m: "setPT", power: 3, toughness: 2 },
            ],
            duration: "indefinitely",
          },
        ],
      },
    ],
    oracle:
      "When an opponent has 10 or less life, if this permanent is an enchantment, it becomes a 3/2 Jackal creature.",
  }),
  // Oracle: "… a spite counter on this Aura" (quoted from Scryfall by a public engine), checked 2026-11-26.
  card({
    name: "Curse of Vengeance",
    cost: "{B}",
    types: ["Enchantment"],
    subtypes: ["Aura", "Curse"],
    enchant: { kind: "player", intent: "harmful" },
    abilities: [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "enchanted" },
        effects: [{ e: "addCounters", what: "self", counter: "spite", amount: 1 }],
      },
      {
        kind: "triggered",
        when: { on: "enchantedPlayerLoses", remember: "spite" },
        effects: [
          { e: "gainLife", who: "you", amount: { triggered: true } },
          { e: "draw", who: "you", amount: { triggered: true } },
        ],
      },
    ],
    oracle:
      "Enchant player\nWhenever enchanted player casts a spell, put a spite counter on this Aura.\nWhen enchanted player loses the game, you gain X life and draw X cards, where X is the number of spite counters on this Aura.",
  }),
  // Oracle: "This enchantment becomes …" (quoted from Scryfall by several public engines), checked 2026-11-26.
  card({
    name: "Lurking Evil",
    cost: "{B}{B}{B}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "activated",
        cost: { payLife: "half" },
        effects: [
          {
            e: "become",
            what: "self",
            mods: [
              { m: "types", types: ["Creature"], subtypes: ["Phyrexian", "Horror"], replace: true },
              { m: "setPT", power: 4, toughness: 4 },
              { m: "keywords", keywords: ["flying"] },
            ],
            duration: "indefinitely",
          },
        ],
      },
    ],
    oracle:
      "Pay half your life, rounded up: This enchantment becomes a 4/4 Phyrexian Horror creature with flying.",
  }),
  creature("Typhoid Rats", "{B}", ["Rat"], 1, 1, ["deathtouch"], "Deathtouch"),
  creature("Walking Corpse", "{1}{B}", ["Zombie"], 2, 2, [], ""),
  creature("Child of Night", "{1}{B}", ["Vampire"], 2, 1, ["lifelink"], "Lifelink"),
  creature("Bog Imp", "{1}{B}", ["Imp"], 1, 1, ["flying"], "Flying"),
  card({
    name: "Vampire Interloper",
    cost: "{1}{B}",
    types: ["Creature"],
    subtypes: ["Vampire", "Scout"],
    power: 2,
    toughness: 1,
    keywords: ["flying"],
    abilities: [{ kind: "static", effect: { s: "cantBlock", affects: "self" } }],
    oracle: "Flying\nThis creature can't block.",
  }),
  card({
    name: "Ravenous Rats",
    cost: "{1}{B}",
    types: ["Creature"],
    subtypes: ["Rat"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "opponent" }],
        effects: [{ e: "discard", who: { target: 0 }, amount: 1 }],
      },
    ],
    oracle: "When this creature enters, target opponent discards a card.",
  }),
  creature("Scathe Zombies", "{2}{B}", ["Zombie"], 2, 2, [], ""),
  creature("Dusk Imp", "{2}{B}", ["Imp"], 2, 1, ["flying"], "Flying"),
  card({
    name: "Frozen Shade",
    cost: "{2}{B}",
    types: ["Creature"],
    subtypes: ["Shade"],
    power: 0,
    toughness: 1,
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{B}" },
        effects: [{ e: "pump", what: "self", power: 1, toughness: 1, duration: "endOfTurn" }],
      },
    ],
    oracle: "{B}: This creature gets +1/+1 until end of turn.",
  }),
  creature(
    "Vampire Nighthawk",
    "{1}{B}{B}",
    ["Vampire", "Shaman"],
    2,
    3,
    ["flying", "deathtouch", "lifelink"],
    "Flying, deathtouch, lifelink",
  ),
  // 810.9b: teammates paying life at the same time pay no more than their team's total.
  card({
    name: "Killing Wave",
    cost: "{X}{B}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "sacrificeUnlessPayLife", filter: { types: ["Creature"] }, amount: "X" }] },
    oracle: "For each creature, its controller sacrifices it unless they pay X life.",
  }),
  card({
    name: "Hypnotic Specter",
    cost: "{1}{B}{B}",
    types: ["Creature"],
    subtypes: ["Specter"],
    power: 2,
    toughness: 2,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "dealsDamage", to: "opponent" },
        effects: [{ e: "discard", who: "triggering", amount: 1, random: true }],
      },
    ],
    oracle:
      "Flying\nWhenever this creature deals damage to an opponent, that player discards a card at random.",
  }),
  card({
    name: "Liliana's Specter",
    cost: "{1}{B}{B}",
    types: ["Creature"],
    subtypes: ["Specter"],
    power: 2,
    toughness: 1,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "discard", who: "eachOpponent", amount: 1 }],
      },
    ],
    oracle: "Flying\nWhen this creature enters, each opponent discards a card.",
  }),
  card({
    name: "Bloodhunter Bat",
    cost: "{3}{B}",
    types: ["Creature"],
    subtypes: ["Bat"],
    power: 2,
    toughness: 2,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "player" }],
        effects: [
          { e: "loseLife", who: { target: 0 }, amount: 2 },
          { e: "gainLife", who: "you", amount: 2 },
        ],
      },
    ],
    oracle: "Flying\nWhen this creature enters, target player loses 2 life and you gain 2 life.",
  }),
  card({
    name: "Vampire Sovereign",
    cost: "{3}{B}{B}",
    types: ["Creature"],
    subtypes: ["Vampire"],
    power: 3,
    toughness: 4,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "opponent" }],
        effects: [
          { e: "loseLife", who: { target: 0 }, amount: 3 },
          { e: "gainLife", who: "you", amount: 3 },
        ],
      },
    ],
    oracle: "Flying\nWhen this creature enters, target opponent loses 3 life and you gain 3 life.",
  }),
  card({
    name: "Dread Reaper",
    cost: "{3}{B}{B}{B}",
    types: ["Creature"],
    subtypes: ["Horror"],
    power: 6,
    toughness: 5,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "loseLife", who: "you", amount: 5 }],
      },
    ],
    oracle: "Flying\nWhen this creature enters, you lose 5 life.",
  }),
  card({
    name: "Disfigure",
    cost: "{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "pump", what: { target: 0 }, power: -2, toughness: -2, duration: "endOfTurn" }],
    },
    oracle: "Target creature gets -2/-2 until end of turn.",
  }),
  card({
    name: "Last Gasp",
    cost: "{1}{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "pump", what: { target: 0 }, power: -3, toughness: -3, duration: "endOfTurn" }],
    },
    oracle: "Target creature gets -3/-3 until end of turn.",
  }),
  card({
    name: "Murder",
    cost: "{1}{B}{B}",
    types: ["Instant"],
    spell: { targets: [{ kind: "creature" }], effects: [{ e: "destroy", what: { target: 0 } }] },
    oracle: "Destroy target creature.",
  }),
  card({
    name: "Sign in Blood",
    cost: "{B}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player", intent: "helpful" }],
      effects: [
        { e: "draw", who: { target: 0 }, amount: 2 },
        { e: "loseLife", who: { target: 0 }, amount: 2 },
      ],
    },
    oracle: "Target player draws two cards and loses 2 life.",
  }),
  card({
    name: "Night's Whisper",
    cost: "{1}{B}",
    types: ["Sorcery"],
    spell: {
      effects: [
        { e: "draw", who: "you", amount: 2 },
        { e: "loseLife", who: "you", amount: 2 },
      ],
    },
    oracle: "You draw two cards and you lose 2 life.",
  }),
  card({
    name: "Essence Drain",
    cost: "{4}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "any" }],
      effects: [
        { e: "damage", amount: 3, to: { target: 0 } },
        { e: "gainLife", who: "you", amount: 3 },
      ],
    },
    oracle: "Essence Drain deals 3 damage to any target and you gain 3 life.",
  }),
  card({
    name: "Soul Feast",
    cost: "{3}{B}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player" }],
      effects: [
        { e: "loseLife", who: { target: 0 }, amount: 4 },
        { e: "gainLife", who: "you", amount: 4 },
      ],
    },
    oracle: "Target player loses 4 life and you gain 4 life.",
  }),
  card({
    name: "Mind Rot",
    cost: "{2}{B}",
    types: ["Sorcery"],
    spell: { targets: [{ kind: "player" }], effects: [{ e: "discard", who: { target: 0 }, amount: 2 }] },
    oracle: "Target player discards two cards.",
  }),
  card({
    name: "Unholy Strength",
    cost: "{B}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [{ kind: "static", effect: { s: "modify", affects: "enchanted", power: 2, toughness: 1 } }],
    oracle: "Enchant creature\nEnchanted creature gets +2/+1.",
  }),
  card({
    name: "Dead Weight",
    cost: "{B}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [{ kind: "static", effect: { s: "modify", affects: "enchanted", power: -2, toughness: -2 } }],
    oracle: "Enchant creature\nEnchanted creature gets -2/-2.",
  }),
  card({
    name: "Weakness",
    cost: "{B}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [{ kind: "static", effect: { s: "modify", affects: "enchanted", power: -2, toughness: -1 } }],
    oracle: "Enchant creature\nEnchanted creature gets -2/-1.",
  }),
  card({
    name: "Phyrexian Arena",
    cost: "{1}{B}{B}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [
          { e: "draw", who: "you", amount: 1 },
          { e: "loseLife", who: "you", amount: 1 },
        ],
      },
    ],
    oracle: "At the beginning of your upkeep, you draw a card and you lose 1 life.",
  }),
  card({
    name: "Pestilence",
    cost: "{2}{B}{B}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{B}" },
        effects: [{ e: "damageEach", amount: 1, creatures: { types: ["Creature"] }, players: "each" }],
      },
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "end", whose: "each" },
        condition: { if: "noCreaturesOnBattlefield" },
        effects: [{ e: "sacrifice", what: "self" }],
      },
    ],
    oracle:
      "{B}: This enchantment deals 1 damage to each creature and each player.\nAt the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment.",
  }),
  card({
    name: "Repay in Kind",
    cost: "{5}{B}{B}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "setLife", who: "each", amount: { life: "lowest" } }] },
    oracle: "Each player's life total becomes the lowest life total among all players.",
  }),
  card({
    name: "Mind Twist",
    cost: "{X}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player" }],
      effects: [{ e: "discard", who: { target: 0 }, amount: "X", random: true }],
    },
    oracle: "Target player discards X cards at random.",
  }),
  card({
    name: "Tendrils of Agony",
    cost: "{2}{B}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player" }],
      effects: [
        { e: "loseLife", who: { target: 0 }, amount: 2 },
        { e: "gainLife", who: "you", amount: 2 },
      ],
      storm: true,
    },
    // Oracle (with storm's reminder text) as quoted from Scryfall by several public engines, checked 2026-11-26.
    oracle:
      "Target player loses 2 life and you gain 2 life.\nStorm (When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.)",
  }),
  card({
    name: "Cuombajj Witches",
    cost: "{2}{B}{B}",
    types: ["Creature"],
    subtypes: ["Human", "Wizard"],
    power: 1,
    toughness: 3,
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "any" }, { kind: "any", chooser: "opponent" }],
        effects: [
          { e: "damage", amount: 1, to: { target: 0 } },
          { e: "damage", amount: 1, to: { target: 1 } },
        ],
      },
    ],
    oracle:
      "{T}: This creature deals 1 damage to any target and 1 damage to any target of an opponent's choice.",
  }),
  card({
    name: "Demonic Attorney",
    cost: "{1}{B}{B}",
    types: ["Sorcery"],
    ante: true,
    spell: { effects: [{ e: "anteTopCard", who: "each" }] },
    oracle:
      "Remove Demonic Attorney from your deck before playing if you're not playing for ante.\nEach player antes the top card of their library.",
  }),
  // 801.7 example (E12): "becomes blocked" is an event about the enchanted creature alone.
  card({
    name: "Pretender's Claim",
    cost: "{1}{B}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature", intent: "helpful" },
    abilities: [
      {
        kind: "triggered",
        when: { on: "enchantedBecomesBlocked" },
        effects: [{ e: "tap", what: { each: { types: ["Land"] }, of: "triggering" } }],
      },
    ],
    oracle:
      "Enchant creature\nWhenever enchanted creature becomes blocked, tap all lands defending player controls.",
  }),
];
