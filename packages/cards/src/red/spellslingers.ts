/** Red spellslingers: creatures and enchantments that trigger on spells being cast. */
import type { Ability, CardDef, ObjectFilter } from "@roundtable/engine";
import { card } from "../define.ts";
import { beast } from "./helpers.ts";

const INSTANT_OR_SORCERY: ObjectFilter = { types: ["Instant", "Sorcery"] };
const NONCREATURE: ObjectFilter = { noncreature: true };

/** "Whenever you cast a [kind of] spell, this creature deals N damage to each opponent." */
const burnsOpponents = (spell: ObjectFilter, amount: number): Ability => ({
  kind: "triggered",
  when: { on: "playerCasts", who: "you", spell },
  effects: [{ e: "damage", amount, to: "eachOpponent" }],
});

export const spellslingers: CardDef[] = [
  beast(
    "Guttersnipe",
    "{2}{R}",
    ["Goblin", "Shaman"],
    [2, 2],
    [],
    [burnsOpponents(INSTANT_OR_SORCERY, 2)],
    "Whenever you cast an instant or sorcery spell, this creature deals 2 damage to each opponent.",
  ),
  beast(
    "Kessig Flamebreather",
    "{1}{R}",
    ["Human", "Shaman"],
    [1, 3],
    [],
    [burnsOpponents(NONCREATURE, 1)],
    "Whenever you cast a noncreature spell, this creature deals 1 damage to each opponent.",
  ),
  beast(
    "Firebrand Archer",
    "{1}{R}",
    ["Human", "Archer"],
    [2, 1],
    [],
    [burnsOpponents(NONCREATURE, 1)],
    "Whenever you cast a noncreature spell, this creature deals 1 damage to each opponent.",
  ),
  beast(
    "Electrostatic Field",
    "{1}{R}",
    ["Wall"],
    [0, 4],
    ["defender"],
    [burnsOpponents(INSTANT_OR_SORCERY, 1)],
    "Defender\nWhenever you cast an instant or sorcery spell, this creature deals 1 damage to each opponent.",
  ),
  beast(
    "Young Pyromancer",
    "{1}{R}",
    ["Human", "Shaman"],
    [2, 1],
    [],
    [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "you", spell: INSTANT_OR_SORCERY },
        effects: [
          {
            e: "createToken",
            token: { types: ["Creature"], subtypes: ["Elemental"], colors: ["R"], power: 1, toughness: 1 },
            amount: 1,
          },
        ],
      },
    ],
    "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token.",
  ),
  beast(
    "Thermo-Alchemist",
    "{1}{R}",
    ["Human", "Shaman"],
    [0, 3],
    ["defender"],
    [
      { kind: "activated", cost: { tap: true }, effects: [{ e: "damage", amount: 1, to: "eachOpponent" }] },
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "you", spell: INSTANT_OR_SORCERY },
        effects: [{ e: "untap", what: "self" }],
      },
    ],
    "Defender\n{T}: This creature deals 1 damage to each opponent.\nWhenever you cast an instant or sorcery spell, untap this creature.",
  ),
  beast(
    "Kiln Fiend",
    "{3}{R}",
    ["Elemental", "Beast"],
    [1, 2],
    [],
    [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "you", spell: INSTANT_OR_SORCERY },
        effects: [{ e: "pump", what: "self", power: 3, toughness: 0, duration: "endOfTurn" }],
      },
    ],
    "Whenever you cast an instant or sorcery spell, this creature gets +3/+0 until end of turn.",
  ),
  card({
    name: "Spellshock",
    cost: "{2}{R}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "any" },
        effects: [{ e: "damage", amount: 2, to: "triggering" }],
      },
    ],
    oracle: "Whenever a player casts a spell, this enchantment deals 2 damage to that player.",
  }),
];
