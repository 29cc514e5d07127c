/** White mass removal: wraths, artifact and enchantment sweepers, and land destruction. */
import type { CardDef, Effect, ObjectFilter } from "@roundtable/engine";
import { card } from "../define.ts";
import { cycling } from "./shared.ts";

function destroyAll(types: ObjectFilter["types"], extra: ObjectFilter = {}): Effect {
  return { e: "destroy", what: { each: { types, ...extra } } };
}

function sorcery(name: string, cost: string, effects: Effect[], oracle: string): CardDef {
  return card({ name, cost, types: ["Sorcery"], spell: { effects }, oracle });
}

export const wipes: CardDef[] = [
  sorcery("Day of Judgment", "{2}{W}{W}", [destroyAll(["Creature"])], "Destroy all creatures."),
  sorcery(
    "Planar Cleansing",
    "{3}{W}{W}{W}",
    [destroyAll(undefined, { nonland: true })],
    "Destroy all nonland permanents.",
  ),
  card({
    name: "Akroma's Vengeance",
    cost: "{4}{W}{W}",
    types: ["Sorcery"],
    abilities: [cycling("{3}")],
    spell: { effects: [destroyAll(["Artifact", "Creature", "Enchantment"])] },
    oracle:
      "Destroy all artifacts, creatures, and enchantments.\nCycling {3} ({3}, Discard this card: Draw a card.)",
  }),
  card({
    name: "Cleansing Nova",
    cost: "{3}{W}{W}",
    types: ["Sorcery"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          { effects: [destroyAll(["Creature"])] },
          { effects: [destroyAll(["Artifact", "Enchantment"])] },
        ],
      },
    },
    oracle: "Choose one —\n• Destroy all creatures.\n• Destroy all artifacts and enchantments.",
  }),
  card({
    name: "Tempest of Light",
    cost: "{2}{W}",
    types: ["Instant"],
    spell: { effects: [destroyAll(["Enchantment"])] },
    oracle: "Destroy all enchantments.",
  }),
  sorcery(
    "Purify",
    "{3}{W}{W}",
    [destroyAll(["Artifact", "Enchantment"])],
    "Destroy all artifacts and enchantments.",
  ),
  sorcery("Armageddon", "{3}{W}", [destroyAll(["Land"])], "Destroy all lands."),
  sorcery("Ravages of War", "{3}{W}", [destroyAll(["Land"])], "Destroy all lands."),
  card({
    name: "Serenity",
    cost: "{1}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [
          { e: "destroy", what: { each: { types: ["Artifact", "Enchantment"] } }, noRegenerate: true },
        ],
      },
    ],
    oracle:
      "At the beginning of your upkeep, destroy all artifacts and enchantments. They can't be regenerated.",
  }),
  sorcery("Cleanfall", "{2}{W}", [destroyAll(["Enchantment"])], "Destroy all enchantments."),
  sorcery(
    "Final Judgment",
    "{4}{W}{W}",
    [{ e: "exile", what: { each: { types: ["Creature"] } } }],
    "Exile all creatures.",
  ),
  card({
    name: "Karma",
    cost: "{2}{W}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "each" },
        effects: [
          {
            e: "damage",
            amount: { count: { subtypes: ["Swamp"] }, controlledBy: "them" },
            to: "triggering",
          },
        ],
      },
    ],
    oracle:
      "At the beginning of each player's upkeep, this enchantment deals damage to that player equal to the number of Swamps they control.",
  }),
];
