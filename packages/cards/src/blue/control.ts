/** Blue control: tapping down, stealing, swapping, extra turns and the modal Cryptic Command. */
import type { CardDef, Effect, ObjectRef, TargetSpec } from "@roundtable/engine";
import { card } from "../define.ts";

const tapAndHold = (what: ObjectRef): Effect[] => [
  { e: "tap", what },
  { e: "skipNextUntap", what },
];

/** "Enchant [kind]\nYou control enchanted [kind]." (layer 2) */
function steal(name: string, enchant: TargetSpec, noun: string, cost = "{2}{U}{U}"): CardDef {
  return card({
    name,
    cost,
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant,
    abilities: [{ kind: "static", effect: { s: "control", affects: "enchanted" } }],
    oracle: `Enchant ${noun}\nYou control enchanted ${noun}.`,
  });
}

/** "target land you control and target land an opponent controls" (701.12b). */
export const landSwap: TargetSpec[] = [
  { kind: "permanent", filter: { types: ["Land"], controller: "you" } },
  { kind: "permanent", filter: { types: ["Land"], controller: "opponent" } },
];

export const control: CardDef[] = [
  card({
    name: "Sleep",
    cost: "{2}{U}{U}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player" }],
      effects: tapAndHold({ each: { types: ["Creature"] }, of: { target: 0 } }),
    },
    oracle:
      "Tap all creatures target player controls. Those creatures don't untap during that player's next untap step.",
  }),
  card({
    name: "Frost Breath",
    cost: "{2}{U}",
    types: ["Instant"],
    spell: { targets: [{ kind: "creature", min: 0, max: 2 }], effects: tapAndHold({ target: 0 }) },
    oracle:
      "Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.",
  }),
  card({
    name: "Crippling Chill",
    cost: "{2}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [...tapAndHold({ target: 0 }), { e: "draw", who: "you", amount: 1 }],
    },
    oracle: "Tap target creature. It doesn't untap during its controller's next untap step.\nDraw a card.",
  }),
  card({
    name: "Cryptic Command",
    cost: "{1}{U}{U}{U}",
    types: ["Instant"],
    spell: {
      effects: [],
      modes: {
        choose: 2,
        modes: [
          { targets: [{ kind: "spell" }], effects: [{ e: "counter", what: { target: 0 } }] },
          { targets: [{ kind: "permanent" }], effects: [{ e: "bounce", what: { target: 0 } }] },
          { effects: [{ e: "tap", what: { each: { types: ["Creature"], controller: "opponent" } } }] },
          { effects: [{ e: "draw", who: "you", amount: 1 }] },
        ],
      },
    },
    oracle:
      "Choose two \u2014\n\u2022 Counter target spell.\n\u2022 Return target permanent to its owner's hand.\n\u2022 Tap all creatures your opponents control.\n\u2022 Draw a card.",
  }),
  card({
    name: "Early Frost",
    cost: "{1}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { types: ["Land"] }, min: 0, max: 3 }],
      effects: [{ e: "tap", what: { target: 0 } }],
    },
    oracle: "Tap up to three target lands.",
  }),
  card({
    name: "Tidal Surge",
    cost: "{1}{U}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "creature", filter: { without: ["flying"] }, min: 0, max: 3 }],
      effects: [{ e: "tap", what: { target: 0 } }],
    },
    oracle: "Tap up to three target creatures without flying.",
  }),
  card({
    name: "Political Trickery",
    cost: "{2}{U}",
    types: ["Sorcery"],
    spell: { targets: landSwap, effects: [{ e: "exchangeControl" }] },
    oracle:
      "Exchange control of target land you control and target land an opponent controls. (This effect lasts indefinitely.)",
  }),
  card({
    name: "Psionic Blast",
    cost: "{2}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "any" }],
      effects: [
        { e: "damage", amount: 4, to: { target: 0 } },
        { e: "damage", amount: 2, to: "you" },
      ],
    },
    oracle: "Psionic Blast deals 4 damage to any target and 2 damage to you.",
  }),
  steal("Steal Artifact", { kind: "permanent", filter: { types: ["Artifact"] } }, "artifact"),
  steal("Steal Enchantment", { kind: "enchantment" }, "enchantment", "{U}{U}"),
  steal("Persuasion", { kind: "creature" }, "creature", "{3}{U}{U}"),
  card({
    name: "Levitation",
    cost: "{2}{U}{U}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], controller: "you" } },
          mods: [{ m: "keywords", keywords: ["flying"] }],
        },
      },
    ],
    oracle: "Creatures you control have flying.",
  }),
  card({
    name: "Time Warp",
    cost: "{3}{U}{U}",
    types: ["Sorcery"],
    spell: { targets: [{ kind: "player" }], effects: [{ e: "extraTurn", who: { target: 0 } }] },
    oracle: "Target player takes an extra turn after this one.",
  }),
  card({
    name: "Temporal Manipulation",
    cost: "{3}{U}{U}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "extraTurn", who: "you" }] },
    oracle: "Take an extra turn after this one.",
  }),
  card({
    name: "Capture of Jingzhou",
    cost: "{3}{U}{U}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "extraTurn", who: "you" }] },
    oracle: "Take an extra turn after this one.",
  }),
];
