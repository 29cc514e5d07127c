/** Colourless artifacts and artifact creatures. */
import type { CardDef } from "@roundtable/engine";
import { card, equipAbility, TAP_FOR_C } from "../define.ts";

export const artifacts: CardDef[] = [
  card({
    name: "Triskelion",
    cost: "{6}",
    types: ["Artifact", "Creature"],
    subtypes: ["Avatar"],
    power: 1,
    toughness: 1,
    abilities: [
      { kind: "static", effect: { s: "entersWithCounters", counter: "+1/+1", n: 3 } },
      {
        kind: "activated",
        cost: { removeCounters: { counter: "+1/+1", n: 1 } },
        targets: [{ kind: "any" }],
        effects: [{ e: "damage", amount: 1, to: { target: 0 } }],
      },
    ],
    oracle:
      "This creature enters with three +1/+1 counters on it.\nRemove a +1/+1 counter from this creature: It deals 1 damage to any target.",
  }),
  // Oracle: "… creates a 1/1 colorless Myr artifact creature token" (Darksteel's text, as quoted by XMage and
  // other public engines; not a Phyrexian Myr), checked 2026-11-26.
  card({
    name: "Genesis Chamber",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "anotherEnters", filter: { types: ["Creature"], nontoken: true } },
        condition: { if: "selfUntapped" },
        effects: [
          {
            e: "createToken",
            who: "triggering",
            token: {
              types: ["Artifact", "Creature"],
              subtypes: ["Myr"],
              colors: [],
              power: 1,
              toughness: 1,
            },
            amount: 1,
          },
        ],
      },
    ],
    oracle:
      "Whenever a nontoken creature enters, if this artifact is untapped, that creature's controller creates a 1/1 colorless Myr artifact creature token.",
  }),
  card({
    name: "Bonesplitter",
    cost: "{1}",
    types: ["Artifact"],
    subtypes: ["Equipment"],
    abilities: [
      {
        kind: "static",
        effect: { s: "continuous", affects: "equipped", mods: [{ m: "modifyPT", power: 2, toughness: 0 }] },
      },
      equipAbility("{1}"),
    ],
    oracle: "Equipped creature gets +2/+0.\nEquip {1}",
  }),
  card({
    name: "Coat of Arms",
    cost: "{5}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"] } },
          mods: [{ m: "modifyPT", power: 1, toughness: 1, per: "otherCreatureSharingType" }],
        },
      },
    ],
    oracle:
      "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it.",
  }),
  card({
    name: "Memnite",
    cost: "{0}",
    types: ["Artifact", "Creature"],
    subtypes: ["Construct"],
    power: 1,
    toughness: 1,
    oracle: "",
  }),
  card({
    name: "Juggernaut",
    cost: "{4}",
    types: ["Artifact", "Creature"],
    subtypes: ["Juggernaut"],
    power: 5,
    toughness: 3,
    abilities: [
      { kind: "static", effect: { s: "attacksEachCombat", affects: "self" } },
      { kind: "static", effect: { s: "cantBeBlockedBy", affects: "self", filter: { subtypes: ["Wall"] } } },
    ],
    oracle: "This creature attacks each combat if able.\nThis creature can't be blocked by Walls.",
  }),
  card({
    name: "Ornithopter",
    cost: "{0}",
    types: ["Artifact", "Creature"],
    subtypes: ["Thopter"],
    power: 0,
    toughness: 2,
    keywords: ["flying"],
    oracle: "Flying",
  }),
  card({
    name: "Sol Ring",
    cost: "{1}",
    types: ["Artifact"],
    abilities: [{ kind: "mana", cost: { tap: true }, produce: ["C"], amount: 2 }],
    oracle: "{T}: Add {C}{C}.",
  }),
  card({
    name: "Howling Mine",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "draw", whose: "each" },
        condition: { if: "selfUntapped" },
        effects: [{ e: "draw", who: "triggering", amount: 1 }],
      },
    ],
    oracle:
      "At the beginning of each player's draw step, if this artifact is untapped, that player draws an additional card.",
  }),
  card({
    name: "Millstone",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{2}", tap: true },
        targets: [{ kind: "player" }],
        effects: [{ e: "mill", who: { target: 0 }, amount: 2 }],
      },
    ],
    oracle: "{2}, {T}: Target player mills two cards.",
  }),
  card({
    name: "Mind Stone",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [
      TAP_FOR_C,
      {
        kind: "activated",
        cost: { mana: "{1}", tap: true, sacrificeSelf: true },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle: "{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.",
  }),
  card({
    name: "Darksteel Myr",
    cost: "{3}",
    types: ["Artifact", "Creature"],
    subtypes: ["Myr"],
    power: 0,
    toughness: 1,
    keywords: ["indestructible"],
    oracle: "Indestructible",
  }),
  card({
    name: "Guardians of Meletis",
    cost: "{3}",
    types: ["Artifact", "Creature"],
    subtypes: ["Golem"],
    power: 0,
    toughness: 6,
    keywords: ["defender"],
    oracle: "Defender",
  }),
  card({
    name: "Bottle Gnomes",
    cost: "{3}",
    types: ["Artifact", "Creature"],
    subtypes: ["Gnome"],
    power: 1,
    toughness: 3,
    abilities: [
      {
        kind: "activated",
        cost: { sacrificeSelf: true },
        effects: [{ e: "gainLife", who: "you", amount: 3 }],
      },
    ],
    oracle: "Sacrifice this creature: You gain 3 life.",
  }),
  card({
    name: "Palladium Myr",
    cost: "{3}",
    types: ["Artifact", "Creature"],
    subtypes: ["Myr"],
    power: 2,
    toughness: 2,
    abilities: [{ kind: "mana", cost: { tap: true }, produce: ["C"], amount: 2 }],
    oracle: "{T}: Add {C}{C}.",
  }),
  card({
    name: "Alloy Myr",
    cost: "{3}",
    types: ["Artifact", "Creature"],
    subtypes: ["Myr"],
    power: 2,
    toughness: 2,
    abilities: [{ kind: "mana", cost: { tap: true }, produce: ["W", "U", "B", "R", "G"] }],
    oracle: "{T}: Add one mana of any color.",
  }),
  card({
    name: "Rod of Ruin",
    cost: "{4}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{3}", tap: true },
        targets: [{ kind: "any" }],
        effects: [{ e: "damage", amount: 1, to: { target: 0 } }],
      },
    ],
    oracle: "{3}, {T}: This artifact deals 1 damage to any target.",
  }),
  card({
    name: "Jayemdae Tome",
    cost: "{4}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{4}", tap: true },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle: "{4}, {T}: Draw a card.",
  }),
  card({
    name: "Platinum Angel",
    cost: "{7}",
    types: ["Artifact", "Creature"],
    subtypes: ["Angel"],
    power: 4,
    toughness: 4,
    keywords: ["flying"],
    abilities: [
      { kind: "static", effect: { s: "cantLose" } },
      { kind: "static", effect: { s: "opponentsCantWin" } },
    ],
    oracle: "Flying\nYou can't lose the game and your opponents can't win the game.",
  }),
  // 723: controlling another player; 805.8: with shared team turns, the player's team.
  card({
    name: "Mindslaver",
    cost: "{6}",
    supertypes: ["Legendary"],
    types: ["Artifact"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{4}", tap: true, sacrificeSelf: true },
        targets: [{ kind: "player" }],
        effects: [{ e: "controlPlayer", who: { target: 0 } }],
      },
    ],
    oracle:
      "{4}, {T}, Sacrifice Mindslaver: You control target player during that player's next turn. (You see all cards that player could see and make all decisions for them.)",
  }),
  // 810.9e: a player can't exchange life totals with their teammate.
  card({
    name: "Soul Conduit",
    cost: "{6}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{6}", tap: true },
        targets: [{ kind: "player", min: 2, max: 2 }],
        effects: [{ e: "exchangeLife" }],
      },
    ],
    oracle: "{6}, {T}: Two target players exchange life totals.",
  }),
  // 119.7–119.8, 810.9g–h: a team whose player's life total can't change can't gain or lose life.
  card({
    name: "Platinum Emperion",
    cost: "{8}",
    types: ["Artifact", "Creature"],
    subtypes: ["Golem"],
    power: 8,
    toughness: 8,
    abilities: [{ kind: "static", effect: { s: "lifeCantChange" } }],
    oracle: "Your life total can't change. (You can't gain or lose life. You can't pay any life except 0.)",
  }),
  card({
    name: "Icy Manipulator",
    cost: "{4}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{1}", tap: true },
        targets: [{ kind: "permanent", filter: { types: ["Artifact", "Creature", "Land"] } }],
        effects: [{ e: "tap", what: { target: 0 } }],
      },
    ],
    oracle: "{1}, {T}: Tap target artifact, creature, or land.",
  }),
  card({
    name: "Perilous Myr",
    cost: "{2}",
    types: ["Artifact", "Creature"],
    subtypes: ["Myr"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "dies" },
        targets: [{ kind: "any" }],
        effects: [{ e: "damage", amount: 2, to: { target: 0 } }],
      },
    ],
    oracle: "When this creature dies, it deals 2 damage to any target.",
  }),
  card({
    name: "Black Vise",
    cost: "{1}",
    types: ["Artifact"],
    abilities: [
      { kind: "static", effect: { s: "asEntersChoose", choose: "opponent" } },
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "chosen" },
        effects: [{ e: "damage", amount: { minus: 4, from: { handSize: "them" } }, to: "triggering" }],
      },
    ],
    oracle:
      "As this artifact enters, choose an opponent.\nAt the beginning of the chosen player's upkeep, this artifact deals X damage to that player, where X is the number of cards in their hand minus 4.",
  }),
  card({
    name: "Glasses of Urza",
    cost: "{1}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "player" }],
        effects: [{ e: "lookAtHand", who: { target: 0 } }],
      },
    ],
    oracle: "{T}: Look at target player's hand.",
  }),
  card({
    name: "Pithing Needle",
    cost: "{1}",
    types: ["Artifact"],
    abilities: [
      { kind: "static", effect: { s: "asEntersChoose", choose: "cardName" } },
      { kind: "static", effect: { s: "chosenNameCantActivate" } },
    ],
    oracle:
      "As this artifact enters, choose a card name.\nActivated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
  }),
];
