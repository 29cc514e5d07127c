/**
 * Alternative and special ways to cast: the Commander free spells ("If you control a commander, you may cast this
 * spell without paying its mana cost.", 118.9, 903.3d), Force of Will's alternative cost (118.9), overload (702.96),
 * delve (702.66) and split second (702.61).
 */
import type { Ability, CardDef } from "@roundtable/engine";
import { card } from "./define.ts";

/** 118.9, 903.3d: "If you control a commander, you may cast this spell without paying its mana cost." */
export const FREE_WITH_A_COMMANDER: Ability = {
  kind: "static",
  effect: { s: "alternativeCost", cost: { free: "ifYouControlACommander" } },
};
export const FREE_LINE = "If you control a commander, you may cast this spell without paying its mana cost.";

/** 702.61a: split second, with the reminder text Oracle keeps. */
const SPLIT_SECOND: Ability = { kind: "static", effect: { s: "splitSecond" } };
const SPLIT_SECOND_LINE =
  "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)";

/** 702.66a: delve, with the reminder text Oracle keeps. */
const DELVE_LINE = "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)";

/** 702.96a: the overload line, with the reminder text Oracle keeps. */
const overloadLine = (cost: string) =>
  `Overload ${cost} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of "target" with "each.")`;

export const alternativeCostCards: CardDef[] = [
  card({
    name: "Deadly Rollick",
    cost: "{3}{B}",
    types: ["Instant"],
    abilities: [FREE_WITH_A_COMMANDER],
    spell: { targets: [{ kind: "creature" }], effects: [{ e: "exile", what: { target: 0 } }] },
    oracle: `${FREE_LINE}\nExile target creature.`,
  }),
  card({
    name: "Cyclonic Rift",
    cost: "{1}{U}",
    types: ["Instant"],
    overload: "{6}{U}",
    spell: {
      targets: [{ kind: "permanent", filter: { nonland: true, controller: "notYou" } }],
      effects: [{ e: "bounce", what: { target: 0 } }],
    },
    oracle: `Return target nonland permanent you don't control to its owner's hand.\n${overloadLine("{6}{U}")}`,
  }),
  card({
    name: "Fierce Guardianship",
    cost: "{2}{U}",
    types: ["Instant"],
    abilities: [FREE_WITH_A_COMMANDER],
    spell: {
      targets: [{ kind: "spell", filter: { notTypes: ["Creature"] } }],
      effects: [{ e: "counter", what: { target: 0 } }],
    },
    oracle: `${FREE_LINE}\nCounter target noncreature spell.`,
  }),
  card({
    name: "Flawless Maneuver",
    cost: "{2}{W}",
    types: ["Instant"],
    abilities: [FREE_WITH_A_COMMANDER],
    spell: {
      effects: [
        {
          e: "grant",
          what: { each: { types: ["Creature"], controller: "you" } },
          keywords: ["indestructible"],
          duration: "endOfTurn",
        },
      ],
    },
    oracle: `${FREE_LINE}\nCreatures you control gain indestructible until end of turn.`,
  }),
  card({
    name: "Force of Will",
    cost: "{3}{U}{U}",
    types: ["Instant"],
    abilities: [
      { kind: "static", effect: { s: "alternativeCost", cost: { payLife: 1, exileFromHand: "U" } } },
    ],
    spell: { targets: [{ kind: "spell" }], effects: [{ e: "counter", what: { target: 0 } }] },
    oracle:
      "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.\nCounter target spell.",
  }),
  card({
    name: "Krosan Grip",
    cost: "{2}{G}",
    types: ["Instant"],
    abilities: [SPLIT_SECOND],
    spell: { targets: [{ kind: "artifactOrEnchantment" }], effects: [{ e: "destroy", what: { target: 0 } }] },
    oracle: `${SPLIT_SECOND_LINE}\nDestroy target artifact or enchantment.`,
  }),
  card({
    name: "Mizzium Mortars",
    cost: "{1}{R}",
    types: ["Sorcery"],
    overload: "{3}{R}{R}{R}",
    spell: {
      targets: [{ kind: "creature", filter: { controller: "notYou" } }],
      effects: [{ e: "damage", amount: 4, to: { target: 0 } }],
    },
    oracle: `Mizzium Mortars deals 4 damage to target creature you don't control.\n${overloadLine("{3}{R}{R}{R}")}`,
  }),
  card({
    name: "Murderous Cut",
    cost: "{4}{B}",
    types: ["Instant"],
    delve: true,
    spell: { targets: [{ kind: "creature" }], effects: [{ e: "destroy", what: { target: 0 } }] },
    oracle: `${DELVE_LINE}\nDestroy target creature.`,
  }),
  card({
    name: "Sudden Death",
    cost: "{1}{B}{B}",
    types: ["Instant"],
    abilities: [SPLIT_SECOND],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "pump", what: { target: 0 }, power: -4, toughness: -4, duration: "endOfTurn" }],
    },
    oracle: `${SPLIT_SECOND_LINE}\nTarget creature gets -4/-4 until end of turn.`,
  }),
  card({
    name: "Sudden Shock",
    cost: "{1}{R}",
    types: ["Instant"],
    abilities: [SPLIT_SECOND],
    spell: { targets: [{ kind: "any" }], effects: [{ e: "damage", amount: 2, to: { target: 0 } }] },
    oracle: `${SPLIT_SECOND_LINE}\nSudden Shock deals 2 damage to any target.`,
  }),
  card({
    name: "Treasure Cruise",
    cost: "{7}{U}",
    types: ["Sorcery"],
    delve: true,
    spell: { effects: [{ e: "draw", who: "you", amount: 3 }] },
    oracle: `${DELVE_LINE}\nDraw three cards.`,
  }),
  card({
    name: "Vandalblast",
    cost: "{R}",
    types: ["Sorcery"],
    overload: "{4}{R}",
    spell: {
      targets: [{ kind: "permanent", filter: { types: ["Artifact"], controller: "notYou" } }],
      effects: [{ e: "destroy", what: { target: 0 } }],
    },
    oracle: `Destroy target artifact you don't control.\n${overloadLine("{4}{R}")}`,
  }),
  card({
    name: "Wipe Away",
    cost: "{1}{U}{U}",
    types: ["Instant"],
    abilities: [SPLIT_SECOND],
    spell: { targets: [{ kind: "permanent" }], effects: [{ e: "bounce", what: { target: 0 } }] },
    oracle: `${SPLIT_SECOND_LINE}\nReturn target permanent to its owner's hand.`,
  }),
];
