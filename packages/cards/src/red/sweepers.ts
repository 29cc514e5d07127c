/** Red sweepers: damage to each creature, each player, or both. */
import type { CardDef, Effect } from "@roundtable/engine";
import { card } from "../define.ts";

/** A sorcery or instant whose whole text is its effects. */
function sweep(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  effects: Effect[],
  oracle: string,
): CardDef {
  return card({ name, cost, types: [type], spell: { effects }, oracle });
}

const CREATURES = { types: ["Creature" as const] };
const GROUNDED = { types: ["Creature" as const], without: ["flying" as const] };

export const sweepers: CardDef[] = [
  card({
    name: "Volcanic Fallout",
    cost: "{1}{R}{R}",
    types: ["Instant"],
    abilities: [{ kind: "static", effect: { s: "cantBeCountered" } }],
    spell: { effects: [{ e: "damageEach", amount: 2, creatures: CREATURES, players: "each" }] },
    oracle:
      "This spell can't be countered.\nVolcanic Fallout deals 2 damage to each creature and each player.",
  }),
  card({
    name: "Slagstorm",
    cost: "{1}{R}{R}",
    types: ["Sorcery"],
    spell: {
      effects: [],
      modes: {
        choose: 1,
        modes: [
          { effects: [{ e: "damageEach", amount: 3, creatures: CREATURES }] },
          { effects: [{ e: "damageEach", amount: 3, players: "each" }] },
        ],
      },
    },
    oracle:
      "Choose one —\n• Slagstorm deals 3 damage to each creature.\n• Slagstorm deals 3 damage to each player.",
  }),
  sweep(
    "Inferno",
    "{5}{R}{R}",
    "Instant",
    [{ e: "damageEach", amount: 6, creatures: CREATURES, players: "each" }],
    "Inferno deals 6 damage to each creature and each player.",
  ),
  sweep(
    "Steam Blast",
    "{2}{R}",
    "Sorcery",
    [{ e: "damageEach", amount: 2, creatures: CREATURES, players: "each" }],
    "Steam Blast deals 2 damage to each creature and each player.",
  ),
  sweep(
    "Fault Line",
    "{X}{R}{R}",
    "Instant",
    [{ e: "damageEach", amount: "X", creatures: GROUNDED, players: "each" }],
    "Fault Line deals X damage to each creature without flying and each player.",
  ),
  sweep(
    "Tremor",
    "{R}",
    "Sorcery",
    [{ e: "damageEach", amount: 1, creatures: GROUNDED }],
    "Tremor deals 1 damage to each creature without flying.",
  ),
  sweep(
    "Fire Tempest",
    "{5}{R}{R}",
    "Sorcery",
    [{ e: "damageEach", amount: 6, creatures: CREATURES, players: "each" }],
    "Fire Tempest deals 6 damage to each creature and each player.",
  ),
  sweep(
    "Breath Weapon",
    "{2}{R}",
    "Instant",
    [{ e: "damageEach", amount: 2, creatures: { types: ["Creature"], notSubtypes: ["Dragon"] } }],
    "Breath Weapon deals 2 damage to each non-Dragon creature.",
  ),
];
