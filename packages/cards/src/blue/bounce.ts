/** Blue bounce: returning permanents to their owners' hands, and putting them on top of libraries. */
import type { CardDef, CardType, Effect, ObjectFilter, TargetKind } from "@roundtable/engine";
import { card } from "../define.ts";

/** A spell returning one target to its owner's hand, then doing `rider`. */
function bounceSpell(
  name: string,
  cost: string,
  type: CardType,
  kind: TargetKind,
  filter: ObjectFilter | undefined,
  oracle: string,
  rider: Effect[] = [],
): CardDef {
  return card({
    name,
    cost,
    types: [type],
    spell: {
      targets: [{ kind, ...(filter ? { filter } : {}) }],
      effects: [{ e: "bounce", what: { target: 0 } }, ...rider],
    },
    oracle,
  });
}

/** "Put target creature on top of its owner's library." */
function tuck(name: string, cost: string, type: CardType): CardDef {
  return card({
    name,
    cost,
    types: [type],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "putIntoLibrary", what: { target: 0 }, fromTop: 1 }],
    },
    oracle: "Put target creature on top of its owner's library.",
  });
}

const returnAll = (name: string, cost: string, type: CardType, filter: ObjectFilter, oracle: string) =>
  card({ name, cost, types: [type], spell: { effects: [{ e: "bounce", what: { each: filter } }] }, oracle });

export const bounce: CardDef[] = [
  bounceSpell(
    "Boomerang",
    "{U}{U}",
    "Instant",
    "permanent",
    undefined,
    "Return target permanent to its owner's hand.",
  ),
  {
    ...bounceSpell(
      "Eye of Nowhere",
      "{U}{U}",
      "Sorcery",
      "permanent",
      undefined,
      "Return target permanent to its owner's hand.",
    ),
    subtypes: ["Arcane"],
  },
  bounceSpell(
    "Disperse",
    "{1}{U}",
    "Instant",
    "permanent",
    { nonland: true },
    "Return target nonland permanent to its owner's hand.",
  ),
  bounceSpell(
    "Void Snare",
    "{U}",
    "Sorcery",
    "permanent",
    { nonland: true },
    "Return target nonland permanent to its owner's hand.",
  ),
  bounceSpell(
    "Leave in the Dust",
    "{3}{U}",
    "Instant",
    "permanent",
    { nonland: true },
    "Return target nonland permanent to its owner's hand.\nDraw a card.",
    [{ e: "draw", who: "you", amount: 1 }],
  ),
  bounceSpell(
    "Hoodwink",
    "{1}{U}",
    "Instant",
    "permanent",
    { types: ["Artifact", "Enchantment", "Land"] },
    "Return target artifact, enchantment, or land to its owner's hand.",
  ),
  card({
    name: "Rescind",
    cost: "{1}{U}{U}",
    types: ["Instant"],
    spell: { targets: [{ kind: "permanent" }], effects: [{ e: "bounce", what: { target: 0 } }] },
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{2}", discardSelf: true },
        cycling: true,
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle:
      "Return target permanent to its owner's hand.\nCycling {2} ({2}, Discard this card: Draw a card.)",
  }),
  card({
    name: "Aether Gale",
    cost: "{3}{U}{U}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "permanent", filter: { nonland: true }, min: 6, max: 6 }],
      effects: [{ e: "bounce", what: { target: 0 } }],
    },
    oracle: "Return six target nonland permanents to their owners' hands.",
  }),
  returnAll(
    "Evacuation",
    "{3}{U}{U}",
    "Instant",
    { types: ["Creature"] },
    "Return all creatures to their owners' hands.",
  ),
  returnAll("Upheaval", "{4}{U}{U}", "Sorcery", {}, "Return all permanents to their owners' hands."),
  returnAll(
    "Sunder",
    "{3}{U}{U}",
    "Instant",
    { types: ["Land"] },
    "Return all lands to their owners' hands.",
  ),
  card({
    name: "River's Rebuke",
    cost: "{4}{U}{U}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player" }],
      effects: [{ e: "bounce", what: { each: { nonland: true }, of: { target: 0 } } }],
    },
    oracle: "Return all nonland permanents target player controls to their owners' hands.",
  }),
  tuck("Time Ebb", "{2}{U}", "Sorcery"),
  tuck("Griptide", "{3}{U}", "Instant"),
];
