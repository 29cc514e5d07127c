/** Blue cards. */
import type { CardDef } from "@roundtable/engine";
import { card, creature, sliverLord } from "../define.ts";

export const blue: CardDef[] = [
  // Oracle (ward with its reminder text) as quoted from Scryfall by public engines, checked 2026-11-26.
  card({
    name: "Mouth of the Storm",
    cost: "{6}{U}",
    types: ["Creature"],
    subtypes: ["Elemental"],
    power: 6,
    toughness: 6,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "becomesTarget", by: "opponent", ward: "{2}" },
        effects: [
          {
            e: "unlessPays",
            who: "triggering",
            mana: "{2}",
            effects: [{ e: "counter", what: "triggeringObject" }],
          },
        ],
      },
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [
          {
            e: "pump",
            what: { each: { types: ["Creature"], controller: "opponent" } },
            power: -3,
            toughness: 0,
            duration: "untilYourNextTurn",
          },
        ],
      },
    ],
    oracle:
      "Flying\nWard {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)\nWhen this creature enters, creatures your opponents control get -3/-0 until your next turn.",
  }),
  card({
    name: "Siren's Call",
    cost: "{U}",
    types: ["Instant"],
    spell: {
      castOnly: { turn: "opponents", before: "attackers" },
      effects: [
        { e: "attackThisCombat", who: "active" },
        {
          e: "delayed",
          at: "nextEndStep",
          about: "active",
          effects: [
            {
              e: "destroy",
              what: {
                each: {
                  types: ["Creature"],
                  notSubtypes: ["Wall"],
                  attackedThisTurn: false,
                  controlledSinceTurnBegan: true,
                },
                of: "triggering",
              },
            },
          ],
        },
      ],
    },
    oracle:
      "Cast this spell only during an opponent's turn, before attackers are declared.\nCreatures the active player controls attack this combat if able.\nAt the beginning of the next end step, destroy all non-Wall creatures that player controls that didn't attack this turn. Ignore this effect for each creature the player didn't control continuously since the beginning of the turn.",
  }),
  card({
    name: "Clone Legion",
    cost: "{7}{U}{U}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player" }],
      effects: [{ e: "createTokenCopies", what: { each: { types: ["Creature"] }, of: { target: 0 } } }],
    },
    oracle: "Create a token that's a copy of each creature target player controls.",
  }),
  card({
    name: "Twincast",
    cost: "{U}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "spell", filter: { types: ["Instant", "Sorcery"] } }],
      effects: [{ e: "copySpell", times: 1, newTargets: true, what: { target: 0 } }],
    },
    oracle: "Copy target instant or sorcery spell. You may choose new targets for the copy.",
  }),
  card({
    name: "Lifetap",
    cost: "{U}{U}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "becomesTapped", filter: { subtypes: ["Forest"], controller: "opponent" } },
        effects: [{ e: "gainLife", who: "you", amount: 1 }],
      },
    ],
    oracle: "Whenever a Forest an opponent controls becomes tapped, you gain 1 life.",
  }),
  card({
    name: "Laboratory Maniac",
    cost: "{2}{U}",
    types: ["Creature"],
    subtypes: ["Human", "Wizard"],
    power: 2,
    toughness: 2,
    abilities: [{ kind: "static", effect: { s: "drawFromEmptyWins" } }],
    oracle: "If you would draw a card while your library has no cards in it, you win the game instead.",
  }),
  card({
    name: "Turn to Frog",
    cost: "{1}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        {
          e: "become",
          what: { target: 0 },
          mods: [
            { m: "loseAllAbilities" },
            { m: "colors", colors: ["U"] },
            { m: "types", subtypes: ["Frog"], replace: true },
            { m: "setPT", power: 1, toughness: 1 },
          ],
          duration: "endOfTurn",
        },
      ],
    },
    oracle:
      "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.",
  }),
  sliverLord(
    "Winged Sliver",
    "{1}{U}",
    { m: "keywords", keywords: ["flying"] },
    "All Sliver creatures have flying.",
  ),
  card({
    name: "Thoughtlace",
    cost: "{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "spellOrPermanent" }],
      effects: [
        { e: "become", what: { target: 0 }, mods: [{ m: "colors", colors: ["U"] }], duration: "endOfTurn" },
      ],
    },
    oracle: "Target spell or permanent becomes blue until end of turn.",
  }),
  card({
    name: "Sower of Temptation",
    cost: "{2}{U}{U}",
    types: ["Creature"],
    subtypes: ["Faerie", "Wizard"],
    power: 2,
    toughness: 2,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "gainControl", what: { target: 0 }, duration: "whileSourceOnBattlefield" }],
      },
    ],
    oracle:
      "Flying\nWhen this creature enters, gain control of target creature for as long as this creature remains on the battlefield.",
  }),
  card({
    name: "Confiscate",
    cost: "{4}{U}{U}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "permanent" },
    abilities: [{ kind: "static", effect: { s: "control", affects: "enchanted" } }],
    oracle: "Enchant permanent\nYou control enchanted permanent.",
  }),
  // Oracle (with its reminder text) as quoted by public engines and XMage's tests, checked 2026-11-26.
  card({
    name: "Legerdemain",
    cost: "{2}{U}{U}",
    types: ["Sorcery"],
    spell: {
      targets: [
        { kind: "permanent", filter: { types: ["Artifact", "Creature"] } },
        {
          kind: "permanent",
          filter: { types: ["Artifact", "Creature"] },
          sharesTypeWith: 0,
        },
      ],
      effects: [{ e: "exchangeControl" }],
    },
    oracle:
      "Exchange control of target artifact or creature and another target permanent that shares one of those types with it. (This effect lasts indefinitely.)",
  }),
  creature("Coral Merfolk", "{1}{U}", ["Merfolk"], 2, 1, [], ""),
  creature("Rootwater Commando", "{2}{U}", ["Merfolk"], 2, 2, ["islandwalk"], "Islandwalk"),
  // 500.11; 805.8: with shared team turns, the player's team skips the step.
  card({
    name: "Fatigue",
    cost: "{1}{U}",
    types: ["Sorcery"],
    spell: { targets: [{ kind: "player" }], effects: [{ e: "skipStep", who: { target: 0 }, step: "draw" }] },
    oracle: "Target player skips their next draw step.",
  }),
  card({
    name: "Time Walk",
    cost: "{1}{U}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "extraTurn", who: "you" }] },
    oracle: "Take an extra turn after this one.",
  }),
  card({
    name: "Merfolk Looter",
    cost: "{1}{U}",
    types: ["Creature"],
    subtypes: ["Merfolk", "Rogue"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        effects: [
          { e: "draw", who: "you", amount: 1 },
          { e: "discard", who: "you", amount: 1 },
        ],
      },
    ],
    oracle: "{T}: Draw a card, then discard a card.",
  }),
  creature("Wind Drake", "{2}{U}", ["Drake"], 2, 2, ["flying"], "Flying"),
  creature("Horned Turtle", "{2}{U}", ["Turtle"], 1, 4, [], ""),
  creature("Tolarian Scholar", "{2}{U}", ["Human", "Wizard"], 2, 3, [], ""),
  creature("Wall of Air", "{1}{U}{U}", ["Wall"], 1, 5, ["defender", "flying"], "Defender, flying"),
  card({
    name: "Man-o'-War",
    cost: "{2}{U}",
    types: ["Creature"],
    subtypes: ["Jellyfish"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "bounce", what: { target: 0 } }],
      },
    ],
    oracle: "When this creature enters, return target creature to its owner's hand.",
  }),
  card({
    name: "Prodigal Sorcerer",
    cost: "{2}{U}",
    types: ["Creature"],
    subtypes: ["Human", "Wizard"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "any" }],
        effects: [{ e: "damage", amount: 1, to: { target: 0 } }],
      },
    ],
    oracle: "{T}: This creature deals 1 damage to any target.",
  }),
  creature("Snapping Drake", "{3}{U}", ["Drake"], 3, 2, ["flying"], "Flying"),
  creature("Air Elemental", "{3}{U}{U}", ["Elemental"], 4, 4, ["flying"], "Flying"),
  creature("Mahamoti Djinn", "{4}{U}{U}", ["Djinn"], 5, 6, ["flying"], "Flying"),
  card({
    name: "Jace Beleren",
    cost: "{1}{U}{U}",
    types: ["Planeswalker"],
    supertypes: ["Legendary"],
    subtypes: ["Jace"],
    loyalty: 3,
    abilities: [
      { kind: "activated", cost: { loyalty: 2 }, effects: [{ e: "draw", who: "each", amount: 1 }] },
      {
        kind: "activated",
        cost: { loyalty: -1 },
        targets: [{ kind: "player" }],
        effects: [{ e: "draw", who: { target: 0 }, amount: 1 }],
      },
      {
        kind: "activated",
        cost: { loyalty: -10 },
        targets: [{ kind: "player" }],
        effects: [{ e: "mill", who: { target: 0 }, amount: 20 }],
      },
    ],
    oracle:
      "+2: Each player draws a card.\n\u22121: Target player draws a card.\n\u221210: Target player mills twenty cards.",
  }),
  card({
    name: "Flight",
    cost: "{U}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [{ kind: "static", effect: { s: "modify", affects: "enchanted", keywords: ["flying"] } }],
    oracle: "Enchant creature\nEnchanted creature has flying.",
  }),
  card({
    name: "Unsummon",
    cost: "{U}",
    types: ["Instant"],
    spell: { targets: [{ kind: "creature" }], effects: [{ e: "bounce", what: { target: 0 } }] },
    oracle: "Return target creature to its owner's hand.",
  }),
  card({
    name: "Tome Scour",
    cost: "{U}",
    types: ["Sorcery"],
    spell: { targets: [{ kind: "player" }], effects: [{ e: "mill", who: { target: 0 }, amount: 5 }] },
    oracle: "Target player mills five cards.",
  }),
  card({
    name: "Counterspell",
    cost: "{U}{U}",
    types: ["Instant"],
    spell: { targets: [{ kind: "spell" }], effects: [{ e: "counter", what: { target: 0 } }] },
    oracle: "Counter target spell.",
  }),
  card({
    name: "Essence Scatter",
    cost: "{1}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "spell", filter: { types: ["Creature"] } }],
      effects: [{ e: "counter", what: { target: 0 } }],
    },
    oracle: "Counter target creature spell.",
  }),
  card({
    name: "Mind Sculpt",
    cost: "{1}{U}",
    types: ["Sorcery"],
    spell: { targets: [{ kind: "opponent" }], effects: [{ e: "mill", who: { target: 0 }, amount: 7 }] },
    oracle: "Target opponent mills seven cards.",
  }),
  card({
    name: "Cancel",
    cost: "{1}{U}{U}",
    types: ["Instant"],
    spell: { targets: [{ kind: "spell" }], effects: [{ e: "counter", what: { target: 0 } }] },
    oracle: "Counter target spell.",
  }),
  card({
    name: "Repulse",
    cost: "{2}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "bounce", what: { target: 0 } },
        { e: "draw", who: "you", amount: 1 },
      ],
    },
    oracle: "Return target creature to its owner's hand.\nDraw a card.",
  }),
  card({
    name: "Divination",
    cost: "{2}{U}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "draw", who: "you", amount: 2 }] },
    oracle: "Draw two cards.",
  }),
  card({
    name: "Inspiration",
    cost: "{3}{U}",
    types: ["Instant"],
    spell: { targets: [{ kind: "player" }], effects: [{ e: "draw", who: { target: 0 }, amount: 2 }] },
    oracle: "Target player draws two cards.",
  }),
  card({
    name: "Concentrate",
    cost: "{2}{U}{U}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "draw", who: "you", amount: 3 }] },
    oracle: "Draw three cards.",
  }),
  card({
    name: "Tidings",
    cost: "{3}{U}{U}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "draw", who: "you", amount: 4 }] },
    oracle: "Draw four cards.",
  }),
  card({
    name: "Control Magic",
    cost: "{2}{U}{U}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [{ kind: "static", effect: { s: "control", affects: "enchanted" } }],
    oracle: "Enchant creature\nYou control enchanted creature.",
  }),
  card({
    name: "Mind Control",
    cost: "{3}{U}{U}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [{ kind: "static", effect: { s: "control", affects: "enchanted" } }],
    oracle: "Enchant creature\nYou control enchanted creature.",
  }),
  card({
    name: "Blatant Thievery",
    cost: "{4}{U}{U}{U}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "permanent", perOpponent: true }],
      effects: [{ e: "gainControl", what: { target: 0 }, duration: "indefinitely" }],
    },
    oracle: "For each opponent, gain control of target permanent that player controls.",
  }),
  card({
    name: "Agent of Treachery",
    cost: "{5}{U}{U}",
    types: ["Creature"],
    subtypes: ["Human", "Rogue"],
    power: 2,
    toughness: 3,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "permanent" }],
        effects: [{ e: "gainControl", what: { target: 0 }, duration: "indefinitely" }],
      },
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "end", whose: "yours" },
        condition: { if: "youControl", filter: { owner: "notYou" }, atLeast: 3 },
        effects: [{ e: "win", who: "you" }],
      },
    ],
    oracle:
      "When this creature enters, gain control of target permanent.\nAt the beginning of your end step, if you control three or more permanents you don't own, you win the game.",
  }),
  card({
    name: "Fact or Fiction",
    cost: "{3}{U}",
    types: ["Instant"],
    spell: { effects: [{ e: "revealTopPiles", amount: 5 }] },
    oracle:
      "Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard.",
  }),
  card({
    name: "Bribery",
    cost: "{3}{U}{U}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "opponent" }],
      effects: [
        {
          e: "searchLibrary",
          whose: { target: 0 },
          filter: { types: ["Creature"] },
          put: "battlefieldUnderYourControl",
        },
      ],
    },
    oracle:
      "Search target opponent's library for a creature card and put that card onto the battlefield under your control. Then that player shuffles.",
  }),
];
