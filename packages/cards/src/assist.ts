/**
 * Cards with assist (702.132, Battlebond): another player may pay some of the spell's generic mana
 * (engine/spells/assist.ts). The assist line is generated from the keyword and the mana cost's generic part.
 */
import type { Ability, CardDef, Effect, TargetSpec } from "@roundtable/engine";
import { card, creature, creatureWith } from "./define.ts";

/** "When this creature enters, [effects]" (603.6a). */
function whenEnters(targets: TargetSpec[], effects: Effect[]): Ability {
  return { kind: "triggered", when: { on: "entersBattlefield" }, targets, effects };
}

export const assistCards: CardDef[] = [
  creature(
    "Charging Binox",
    "{7}{G}",
    ["Beast"],
    7,
    5,
    ["assist", "trample"],
    "Assist (Another player can pay up to {7} of this spell's cost.)\nTrample",
  ),
  creature(
    "Magma Hellion",
    "{6}{R}",
    ["Hellion"],
    5,
    4,
    ["assist", "trample", "haste"],
    "Assist (Another player can pay up to {6} of this spell's cost.)\nTrample, haste",
  ),
  creatureWith(
    "Fan Favorite",
    "{3}{B}",
    ["Human", "Rogue"],
    [2, 2],
    [
      {
        kind: "activated",
        cost: { mana: "{2}" },
        effects: [{ e: "pump", what: "self", power: 1, toughness: 1, duration: "endOfTurn" }],
        anyPlayer: true,
      },
    ],
    "Assist (Another player can pay up to {3} of this spell's cost.)\n{2}: This creature gets +1/+1 until end of turn. Any player may activate this ability.",
    ["assist"],
  ),
  creatureWith(
    "Lava-Field Overlord",
    "{7}{R}{R}",
    ["Dragon"],
    [5, 4],
    [
      whenEnters(
        [{ kind: "creature", filter: { controller: "opponent" } }],
        [{ e: "damage", amount: 4, to: { target: 0 } }],
      ),
    ],
    "Assist (Another player can pay up to {7} of this spell's cost.)\nFlying\nWhen this creature enters, it deals 4 damage to target creature an opponent controls.",
    ["assist", "flying"],
  ),
  creatureWith(
    "Bloodborn Scoundrels",
    "{5}{B}",
    ["Vampire", "Rogue"],
    [4, 4],
    [
      whenEnters(
        [{ kind: "opponent" }],
        [
          { e: "loseLife", who: { target: 0 }, amount: 2 },
          { e: "gainLife", who: "you", amount: 2 },
        ],
      ),
    ],
    "Assist (Another player can pay up to {5} of this spell's cost.)\nWhen this creature enters, target opponent loses 2 life and you gain 2 life.",
    ["assist"],
  ),
  creatureWith(
    "Skystreamer",
    "{4}{W}",
    ["Griffin"],
    [3, 2],
    [whenEnters([{ kind: "player" }], [{ e: "gainLife", who: { target: 0 }, amount: 4 }])],
    "Assist (Another player can pay up to {4} of this spell's cost.)\nFlying\nWhen this creature enters, target player gains 4 life.",
    ["assist", "flying"],
  ),
  card({
    name: "Play of the Game",
    cost: "{6}{W}{W}",
    types: ["Sorcery"],
    keywords: ["assist"],
    spell: { effects: [{ e: "exile", what: { each: { nonland: true } } }] },
    oracle: "Assist (Another player can pay up to {6} of this spell's cost.)\nExile all nonland permanents.",
  }),
  card({
    name: "Out of Bounds",
    cost: "{3}{U}",
    types: ["Instant"],
    keywords: ["assist"],
    spell: { targets: [{ kind: "spell" }], effects: [{ e: "counter", what: { target: 0 } }] },
    oracle: "Assist (Another player can pay up to {3} of this spell's cost.)\nCounter target spell.",
  }),
  creatureWith(
    "Dwarven Lightsmith",
    "{5}{W}",
    ["Dwarf", "Cleric"],
    [3, 4],
    [
      whenEnters(
        [],
        [
          {
            e: "pump",
            what: { each: { types: ["Creature"], controller: "team" } }, // 102.4: you and/or your teammates
            power: 1,
            toughness: 1,
            duration: "endOfTurn",
          },
        ],
      ),
    ],
    "Assist (Another player can pay up to {5} of this spell's cost.)\nWhen this creature enters, creatures your team controls get +1/+1 until end of turn.",
    ["assist"],
  ),
  card({
    name: "Bring Down",
    cost: "{3}{W}",
    types: ["Sorcery"],
    keywords: ["assist"],
    spell: {
      targets: [{ kind: "creature", filter: { power: { atLeast: 4 } } }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    oracle:
      "Assist (Another player can pay up to {3} of this spell's cost.)\nDestroy target creature with power 4 or greater.",
  }),
  // 702.132a: the helper may pay X's generic mana too; X may be as much as the two could pay (assist.ts mostX).
  card({
    name: "Gang Up",
    cost: "{X}{B}",
    types: ["Instant"],
    keywords: ["assist"],
    spell: {
      targets: [{ kind: "creature", filter: { power: { atMost: "X" } } }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    oracle:
      "Assist (Another player can pay up to {X} of this spell's cost. You choose the value of X.)\nDestroy target creature with power X or less.",
  }),
  card({
    name: "Huddle Up",
    cost: "{2}{U}",
    types: ["Sorcery"],
    keywords: ["assist"],
    spell: {
      targets: [{ kind: "player", min: 2, max: 2 }],
      effects: [{ e: "draw", who: { target: 0 }, amount: 1 }],
    },
    oracle:
      "Assist (Another player can pay up to {2} of this spell's cost.)\nTwo target players each draw a card.",
  }),
];
