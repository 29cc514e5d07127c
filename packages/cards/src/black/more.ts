/** More black staples of casual tables: cheap removal, Zombies, a Bat and a Thrull, charms and hand attack. */
import type { CardDef } from "@roundtable/engine";
import { card, creature } from "../define.ts";
import { discardOne, drawAndLose, triggeredCreature } from "./shared.ts";

export const blackStaples: CardDef[] = [
  card({
    name: "Rend Flesh",
    cost: "{2}{B}",
    types: ["Sorcery"],
    subtypes: ["Arcane"],
    spell: {
      targets: [{ kind: "creature", filter: { notSubtypes: ["Spirit"] } }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    oracle: "Destroy target non-Spirit creature.",
  }),
  card({
    name: "Annihilate",
    cost: "{3}{B}{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature", filter: { notColors: ["B"] } }],
      effects: [
        { e: "destroy", what: { target: 0 }, noRegenerate: true },
        { e: "draw", who: "you", amount: 1 },
      ],
    },
    oracle: "Destroy target nonblack creature. It can't be regenerated.\nDraw a card.",
  }),
  card({
    name: "Deathmark",
    cost: "{B}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "creature", filter: { colors: ["G", "W"] } }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    oracle: "Destroy target green or white creature.",
  }),
  card({
    name: "Vicious Hunger",
    cost: "{B}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "damage", amount: 2, to: { target: 0 } },
        { e: "gainLife", who: "you", amount: 2 },
      ],
    },
    oracle: "Vicious Hunger deals 2 damage to target creature and you gain 2 life.",
  }),
  card({
    name: "Fungal Infection",
    cost: "{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "pump", what: { target: 0 }, power: -1, toughness: -1, duration: "endOfTurn" },
        {
          e: "createToken",
          token: { types: ["Creature"], subtypes: ["Saproling"], colors: ["G"], power: 1, toughness: 1 },
          amount: 1,
        },
      ],
    },
    oracle: "Target creature gets -1/-1 until end of turn. Create a 1/1 green Saproling creature token.",
  }),
  card({
    name: "Funeral Charm",
    cost: "{B}",
    types: ["Instant"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          { targets: [{ kind: "player" }], effects: [{ e: "discard", who: { target: 0 }, amount: 1 }] },
          {
            targets: [{ kind: "creature" }],
            effects: [{ e: "pump", what: { target: 0 }, power: 2, toughness: -1, duration: "endOfTurn" }],
          },
          {
            targets: [{ kind: "creature" }],
            effects: [{ e: "grant", what: { target: 0 }, keywords: ["swampwalk"], duration: "endOfTurn" }],
          },
        ],
      },
    },
    oracle:
      "Choose one —\n• Target player discards a card.\n• Target creature gets +2/-1 until end of turn.\n• Target creature gains swampwalk until end of turn.",
  }),
  card({
    name: "Mind Sludge",
    cost: "{4}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player" }],
      effects: [
        { e: "discard", who: { target: 0 }, amount: { count: { subtypes: ["Swamp"], controller: "you" } } },
      ],
    },
    oracle: "Target player discards a card for each Swamp you control.",
  }),
  triggeredCreature({
    name: "Highway Robber",
    cost: "{2}{B}{B}",
    subtypes: ["Human", "Mercenary"],
    pt: [2, 2],
    when: { on: "entersBattlefield" },
    targets: [{ kind: "opponent" }],
    effects: [
      { e: "loseLife", who: { target: 0 }, amount: 2 },
      { e: "gainLife", who: "you", amount: 2 },
    ],
    oracle: "When this creature enters, target opponent loses 2 life and you gain 2 life.",
  }),
  card({
    name: "Lord of the Undead",
    cost: "{1}{B}{B}",
    types: ["Creature"],
    subtypes: ["Zombie"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], subtypes: ["Zombie"] }, other: true },
          mods: [{ m: "modifyPT", power: 1, toughness: 1 }],
        },
      },
      {
        kind: "activated",
        cost: { mana: "{1}{B}", tap: true },
        targets: [{ kind: "graveyardCard", filter: { subtypes: ["Zombie"], owner: "you" } }],
        effects: [{ e: "returnFromGraveyard", what: { target: 0 }, to: "hand" }],
      },
    ],
    oracle:
      "Other Zombie creatures get +1/+1.\n{1}{B}, {T}: Return target Zombie card from your graveyard to your hand.",
  }),
  card({
    name: "Blood Pet",
    cost: "{B}",
    types: ["Creature"],
    subtypes: ["Thrull"],
    power: 1,
    toughness: 1,
    abilities: [{ kind: "mana", cost: { sacrificeSelf: true }, produce: ["B"] }],
    oracle: "Sacrifice this creature: Add {B}.",
  }),
  creature("Bog Raiders", "{2}{B}", ["Zombie"], 2, 2, ["swampwalk"], "Swampwalk"),
  creature("Warpath Ghoul", "{2}{B}", ["Zombie"], 3, 2, [], ""),
  creature(
    "Gurmag Swiftwing",
    "{1}{B}",
    ["Bat"],
    1,
    2,
    ["flying", "first strike", "haste"],
    "Flying, first strike, haste",
  ),
  card({
    name: "Moment of Craving",
    cost: "{1}{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "pump", what: { target: 0 }, power: -2, toughness: -2, duration: "endOfTurn" },
        { e: "gainLife", who: "you", amount: 2 },
      ],
    },
    oracle: "Target creature gets -2/-2 until end of turn. You gain 2 life.",
  }),
  card({
    name: "Essence Extraction",
    cost: "{1}{B}{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "damage", amount: 3, to: { target: 0 } },
        { e: "gainLife", who: "you", amount: 3 },
      ],
    },
    oracle: "Essence Extraction deals 3 damage to target creature and you gain 3 life.",
  }),
  card({
    name: "Rakshasa's Secret",
    cost: "{2}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "opponent" }],
      effects: [
        { e: "discard", who: { target: 0 }, amount: 2 },
        { e: "mill", who: "you", amount: 2 },
      ],
    },
    oracle: "Target opponent discards two cards. Mill two cards.",
  }),
  card({
    name: "Dutiful Return",
    cost: "{3}{B}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "graveyardCard", filter: { types: ["Creature"], owner: "you" }, min: 0, max: 2 }],
      effects: [{ e: "returnFromGraveyard", what: { target: 0 }, to: "hand" }],
    },
    oracle: "Return up to two target creature cards from your graveyard to your hand.",
  }),
  triggeredCreature({
    name: "Pulse Tracker",
    cost: "{B}",
    subtypes: ["Vampire", "Rogue"],
    pt: [1, 1],
    when: { on: "attacks" },
    effects: [{ e: "loseLife", who: "eachOpponent", amount: 1 }],
    oracle: "Whenever this creature attacks, each opponent loses 1 life.",
  }),
  triggeredCreature({
    name: "Deadbridge Shaman",
    cost: "{2}{B}",
    subtypes: ["Elf", "Shaman"],
    pt: [3, 1],
    when: { on: "dies" },
    targets: [{ kind: "opponent" }],
    effects: discardOne({ target: 0 }),
    oracle: "When this creature dies, target opponent discards a card.",
  }),
  triggeredCreature({
    name: "Festering Goblin",
    cost: "{B}",
    subtypes: ["Zombie", "Goblin"],
    pt: [1, 1],
    when: { on: "dies" },
    targets: [{ kind: "creature" }],
    effects: [{ e: "pump", what: { target: 0 }, power: -1, toughness: -1, duration: "endOfTurn" }],
    oracle: "When this creature dies, target creature gets -1/-1 until end of turn.",
  }),
  triggeredCreature({
    name: "Phyrexian Gargantua",
    cost: "{4}{B}{B}",
    subtypes: ["Phyrexian", "Horror"],
    pt: [4, 4],
    when: { on: "entersBattlefield" },
    effects: drawAndLose(2),
    oracle: "When this creature enters, you draw two cards and you lose 2 life.",
  }),
  creature("Mass of Ghouls", "{3}{B}{B}", ["Zombie", "Warrior"], 5, 3, [], ""),
  creature("Zombie Goliath", "{4}{B}", ["Zombie", "Giant"], 4, 3, [], ""),
  creature("Dross Crocodile", "{3}{B}", ["Zombie", "Crocodile"], 5, 1, [], ""),
];
