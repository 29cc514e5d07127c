/**
 * Spells that give a spell or ability on the stack new targets (115.7; engine/spells/newTargets.ts), each
 * targeting a spell or an activated or triggered ability ("target spell or ability"): Deflecting Swat ("You
 * may choose new targets for …", 115.7d; free while you control a commander, 118.9, 903.3d) and Bolt Bend
 * ("Change the target of target spell or ability with a single target.", 115.7a, 115.9a; {3} less while you
 * control a creature with power 4 or greater, 601.2f).
 *
 * Oracle text as of the 2025 Oracle update; each is checked against the text generated from its data
 * (test/new-targets.test.ts).
 */
import type { CardDef } from "@roundtable/engine";
import { FREE_LINE, FREE_WITH_A_COMMANDER } from "./alternativeCosts.ts";
import { card } from "./define.ts";

export const newTargetCards: CardDef[] = [
  card({
    name: "Deflecting Swat",
    cost: "{2}{R}",
    types: ["Instant"],
    abilities: [FREE_WITH_A_COMMANDER],
    spell: {
      targets: [{ kind: "spellOrAbility" }],
      effects: [{ e: "retarget", what: { target: 0 }, how: "chooseNew" }],
    },
    oracle: `${FREE_LINE}\nYou may choose new targets for target spell or ability.`,
  }),
  card({
    name: "Bolt Bend",
    cost: "{3}{R}",
    types: ["Instant"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "costsLessIf",
          amount: 3,
          cond: { if: "youControl", filter: { types: ["Creature"], power: { atLeast: 4 } } },
        },
      },
    ],
    spell: {
      targets: [{ kind: "spellOrAbility", singleTarget: true }],
      effects: [{ e: "retarget", what: { target: 0 }, how: "change" }],
    },
    oracle:
      "This spell costs {3} less to cast if you control a creature with power 4 or greater.\nChange the target of target spell or ability with a single target.",
  }),
];
