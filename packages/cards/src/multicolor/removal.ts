/** Multicoloured removal and charms: destroy, exile and damage spells of two and three colours. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const removal: CardDef[] = [
  card({
    name: "Anguished Unmaking",
    cost: "{1}{W}{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { nonland: true } }],
      effects: [
        { e: "exile", what: { target: 0 } },
        { e: "loseLife", who: "you", amount: 3 },
      ],
    },
    oracle: "Exile target nonland permanent. You lose 3 life.",
  }),
  card({
    name: "Utter End",
    cost: "{2}{W}{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { nonland: true } }],
      effects: [{ e: "exile", what: { target: 0 } }],
    },
    oracle: "Exile target nonland permanent.",
  }),
  card({
    name: "Vindicate",
    cost: "{1}{W}{B}",
    types: ["Sorcery"],
    spell: { targets: [{ kind: "permanent" }], effects: [{ e: "destroy", what: { target: 0 } }] },
    oracle: "Destroy target permanent.",
  }),
  card({
    name: "Bedevil",
    cost: "{B}{B}{R}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { types: ["Artifact", "Creature", "Planeswalker"] } }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    oracle: "Destroy target artifact, creature, or planeswalker.",
  }),
  card({
    name: "Wrecking Ball",
    cost: "{2}{B}{R}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { types: ["Creature", "Land"] } }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    oracle: "Destroy target creature or land.",
  }),
  card({
    name: "Warleader's Helix",
    cost: "{2}{R}{W}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "any" }],
      effects: [
        { e: "damage", amount: 4, to: { target: 0 } },
        { e: "gainLife", who: "you", amount: 4 },
      ],
    },
    oracle: "Warleader's Helix deals 4 damage to any target and you gain 4 life.",
  }),
  card({
    name: "Agony Warp",
    cost: "{U}{B}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }, { kind: "creature" }],
      effects: [
        { e: "pump", what: { target: 0 }, power: -3, toughness: 0, duration: "endOfTurn" },
        { e: "pump", what: { target: 1 }, power: 0, toughness: -3, duration: "endOfTurn" },
      ],
    },
    oracle: "Target creature gets -3/-0 until end of turn.\nTarget creature gets -0/-3 until end of turn.",
  }),
  card({
    name: "Savage Twister",
    cost: "{X}{R}{G}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "damageEach", amount: "X", creatures: { types: ["Creature"] } }] },
    oracle: "Savage Twister deals X damage to each creature.",
  }),
  card({
    name: "Hull Breach",
    cost: "{R}{G}",
    types: ["Sorcery"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          {
            targets: [{ kind: "permanent", filter: { types: ["Artifact"] } }],
            effects: [{ e: "destroy", what: { target: 0 } }],
          },
          { targets: [{ kind: "enchantment" }], effects: [{ e: "destroy", what: { target: 0 } }] },
          {
            targets: [{ kind: "permanent", filter: { types: ["Artifact"] } }, { kind: "enchantment" }],
            effects: [
              { e: "destroy", what: { target: 0 } },
              { e: "destroy", what: { target: 1 } },
            ],
          },
        ],
      },
    },
    oracle:
      "Choose one \u2014\n\u2022 Destroy target artifact.\n\u2022 Destroy target enchantment.\n\u2022 Destroy target artifact and target enchantment.",
  }),
  card({
    name: "Merciless Eviction",
    cost: "{4}{W}{B}",
    types: ["Sorcery"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: (["Artifact", "Creature", "Enchantment", "Planeswalker"] as const).map((t) => ({
          effects: [{ e: "exile" as const, what: { each: { types: [t] } } }],
        })),
      },
    },
    oracle:
      "Choose one \u2014\n\u2022 Exile all artifacts.\n\u2022 Exile all creatures.\n\u2022 Exile all enchantments.\n\u2022 Exile all planeswalkers.",
  }),
  card({
    name: "Golgari Charm",
    cost: "{B}{G}",
    types: ["Instant"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          {
            effects: [
              {
                e: "pump",
                what: { each: { types: ["Creature"] } },
                power: -1,
                toughness: -1,
                duration: "endOfTurn",
              },
            ],
          },
          { targets: [{ kind: "enchantment" }], effects: [{ e: "destroy", what: { target: 0 } }] },
          { effects: [{ e: "regenerate", what: { each: { types: ["Creature"], controller: "you" } } }] },
        ],
      },
    },
    oracle:
      "Choose one \u2014\n\u2022 All creatures get -1/-1 until end of turn.\n\u2022 Destroy target enchantment.\n\u2022 Regenerate each creature you control.",
  }),
  card({
    name: "Grixis Charm",
    cost: "{U}{B}{R}",
    types: ["Instant"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          { targets: [{ kind: "permanent" }], effects: [{ e: "bounce", what: { target: 0 } }] },
          {
            targets: [{ kind: "creature" }],
            effects: [{ e: "pump", what: { target: 0 }, power: -4, toughness: -4, duration: "endOfTurn" }],
          },
          {
            effects: [
              {
                e: "pump",
                what: { each: { types: ["Creature"], controller: "you" } },
                power: 2,
                toughness: 0,
                duration: "endOfTurn",
              },
            ],
          },
        ],
      },
    },
    oracle:
      "Choose one \u2014\n\u2022 Return target permanent to its owner's hand.\n\u2022 Target creature gets -4/-4 until end of turn.\n\u2022 Creatures you control get +2/+0 until end of turn.",
  }),
  card({
    name: "Esper Charm",
    cost: "{W}{U}{B}",
    types: ["Instant"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          { targets: [{ kind: "enchantment" }], effects: [{ e: "destroy", what: { target: 0 } }] },
          { effects: [{ e: "draw", who: "you", amount: 2 }] },
          { targets: [{ kind: "player" }], effects: [{ e: "discard", who: { target: 0 }, amount: 2 }] },
        ],
      },
    },
    oracle:
      "Choose one \u2014\n\u2022 Destroy target enchantment.\n\u2022 Draw two cards.\n\u2022 Target player discards two cards.",
  }),
];
