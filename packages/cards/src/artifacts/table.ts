/** Artifacts for the whole table: each player draws more, each land hurts, a discard rod; Filigree Familiar. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const tableArtifacts: CardDef[] = [
  card({
    name: "Font of Mythos",
    cost: "{4}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "draw", whose: "each" },
        effects: [{ e: "draw", who: "triggering", amount: 2 }],
      },
    ],
    oracle: "At the beginning of each player's draw step, that player draws two additional cards.",
  }),
  card({
    name: "Ankh of Mishra",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "anotherEnters", filter: { types: ["Land"] } },
        effects: [{ e: "damage", amount: 2, to: "triggering" }],
      },
    ],
    oracle: "Whenever a land enters, this artifact deals 2 damage to that land's controller.",
  }),
  card({
    name: "Disrupting Scepter",
    cost: "{3}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{3}", tap: true },
        sorcery: true,
        targets: [{ kind: "player" }],
        effects: [{ e: "discard", who: { target: 0 }, amount: 1 }],
      },
    ],
    oracle: "{3}, {T}: Target player discards a card. Activate only as a sorcery.",
  }),
  card({
    name: "Filigree Familiar",
    cost: "{3}",
    types: ["Artifact", "Creature"],
    subtypes: ["Fox"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "gainLife", who: "you", amount: 2 }],
      },
      { kind: "triggered", when: { on: "dies" }, effects: [{ e: "draw", who: "you", amount: 1 }] },
    ],
    oracle: "When this creature enters, you gain 2 life.\nWhen this creature dies, draw a card.",
  }),
];
