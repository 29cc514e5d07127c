/** Cards with kicker (702.33): an additional cost their caster may pay as they cast them (601.2b). */
import type { Ability, CardDef, Effect, ObjectRef, TargetSpec } from "@roundtable/engine";
import { card } from "./define.ts";

/**
 * 702.33e, 603.4: "When this creature enters, if it was kicked, [effects]" — an intervening "if" clause, so
 * a creature that wasn't kicked doesn't trigger at all (nor are targets chosen).
 */
function whenKickedEnters(effects: Effect[], targets?: TargetSpec[]): Ability {
  return {
    kind: "triggered",
    when: { on: "entersBattlefield" },
    condition: { if: "kicked" },
    ...(targets !== undefined ? { targets } : {}),
    effects,
  };
}

/** 702.33d: "If this spell was kicked, [effects]." — after the spell's other instructions. */
function ifKicked(effects: Effect[]): Effect {
  return { e: "if", cond: { if: "kicked" }, effects };
}

const T0 = { target: 0 } as const;
const YOUR_CREATURES: ObjectRef = { each: { types: ["Creature"], controller: "you" } };

export const kickerCards: CardDef[] = [
  card({
    name: "Into the Roil",
    cost: "{1}{U}",
    kicker: "{1}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { nonland: true } }],
      effects: [{ e: "bounce", what: T0 }, ifKicked([{ e: "draw", who: "you", amount: 1 }])],
    },
    oracle:
      "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\nReturn target nonland permanent to its owner's hand. If this spell was kicked, draw a card.",
  }),
  card({
    name: "Blink of an Eye",
    cost: "{1}{U}",
    kicker: "{1}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { nonland: true } }],
      effects: [{ e: "bounce", what: T0 }, ifKicked([{ e: "draw", who: "you", amount: 1 }])],
    },
    oracle:
      "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\nReturn target nonland permanent to its owner's hand. If this spell was kicked, draw a card.",
  }),
  card({
    name: "Dismantling Blow",
    cost: "{2}{W}",
    kicker: "{2}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "artifactOrEnchantment" }],
      effects: [{ e: "destroy", what: T0 }, ifKicked([{ e: "draw", who: "you", amount: 2 }])],
    },
    oracle:
      "Kicker {2}{U} (You may pay an additional {2}{U} as you cast this spell.)\nDestroy target artifact or enchantment. If this spell was kicked, draw two cards.",
  }),
  card({
    name: "Phyrexian Espionage",
    cost: "{2}{U}",
    kicker: "{1}{B}",
    types: ["Sorcery"],
    spell: {
      effects: [
        { e: "draw", who: "you", amount: 2 },
        ifKicked([{ e: "discard", who: "eachOpponent", amount: 1 }]),
      ],
    },
    oracle:
      "Kicker {1}{B} (You may pay an additional {1}{B} as you cast this spell.)\nDraw two cards. If this spell was kicked, each opponent discards a card.",
  }),
  card({
    name: "Citanul Woodreaders",
    cost: "{2}{G}",
    kicker: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Human", "Druid"],
    power: 1,
    toughness: 4,
    abilities: [whenKickedEnters([{ e: "draw", who: "you", amount: 2 }])],
    oracle:
      "Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)\nWhen this creature enters, if it was kicked, draw two cards.",
  }),
  card({
    name: "Krosan Druid",
    cost: "{2}{G}",
    kicker: "{4}{G}",
    types: ["Creature"],
    subtypes: ["Centaur", "Druid"],
    power: 2,
    toughness: 3,
    abilities: [whenKickedEnters([{ e: "gainLife", who: "you", amount: 10 }])],
    oracle:
      "Kicker {4}{G} (You may pay an additional {4}{G} as you cast this spell.)\nWhen this creature enters, if it was kicked, you gain 10 life.",
  }),
  card({
    name: "Mold Shambler",
    cost: "{3}{G}",
    kicker: "{1}{G}",
    types: ["Creature"],
    subtypes: ["Fungus", "Beast"],
    power: 3,
    toughness: 3,
    abilities: [
      whenKickedEnters([{ e: "destroy", what: T0 }], [{ kind: "permanent", filter: { noncreature: true } }]),
    ],
    oracle:
      "Kicker {1}{G} (You may pay an additional {1}{G} as you cast this spell.)\nWhen this creature enters, if it was kicked, destroy target noncreature permanent.",
  }),
  card({
    name: "Goblin Bushwhacker",
    cost: "{R}",
    kicker: "{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Warrior"],
    power: 1,
    toughness: 1,
    abilities: [
      whenKickedEnters([
        { e: "pump", what: YOUR_CREATURES, power: 1, toughness: 0, duration: "endOfTurn" },
        { e: "grant", what: YOUR_CREATURES, keywords: ["haste"], duration: "endOfTurn" },
      ]),
    ],
    oracle:
      "Kicker {R} (You may pay an additional {R} as you cast this spell.)\nWhen this creature enters, if it was kicked, creatures you control get +1/+0 and gain haste until end of turn.",
  }),
  card({
    name: "Torch Slinger",
    cost: "{2}{R}",
    kicker: "{1}{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Shaman"],
    power: 2,
    toughness: 2,
    abilities: [whenKickedEnters([{ e: "damage", amount: 2, to: T0 }], [{ kind: "creature" }])],
    oracle:
      "Kicker {1}{R} (You may pay an additional {1}{R} as you cast this spell.)\nWhen this creature enters, if it was kicked, it deals 2 damage to target creature.",
  }),
  card({
    name: "Goblin Ruinblaster",
    cost: "{2}{R}",
    kicker: "{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Shaman"],
    power: 2,
    toughness: 1,
    keywords: ["haste"],
    abilities: [
      whenKickedEnters(
        [{ e: "destroy", what: T0 }],
        [{ kind: "permanent", filter: { types: ["Land"], nonbasic: true } }],
      ),
    ],
    oracle:
      "Kicker {R} (You may pay an additional {R} as you cast this spell.)\nHaste\nWhen this creature enters, if it was kicked, destroy target nonbasic land.",
  }),
  card({
    name: "Gatekeeper of Malakir",
    cost: "{B}{B}",
    kicker: "{B}",
    types: ["Creature"],
    subtypes: ["Vampire", "Warrior"],
    power: 2,
    toughness: 2,
    abilities: [
      whenKickedEnters(
        [{ e: "sacrificeChosen", who: T0, filter: { types: ["Creature"] } }],
        [{ kind: "player" }],
      ),
    ],
    oracle:
      "Kicker {B} (You may pay an additional {B} as you cast this spell.)\nWhen this creature enters, if it was kicked, target player sacrifices a creature of their choice.",
  }),
  card({
    name: "Heartstabber Mosquito",
    cost: "{3}{B}",
    kicker: "{2}{B}",
    types: ["Creature"],
    subtypes: ["Insect"],
    power: 2,
    toughness: 2,
    keywords: ["flying"],
    abilities: [whenKickedEnters([{ e: "destroy", what: T0 }], [{ kind: "creature" }])],
    oracle:
      "Kicker {2}{B} (You may pay an additional {2}{B} as you cast this spell.)\nFlying\nWhen this creature enters, if it was kicked, destroy target creature.",
  }),
  card({
    name: "Caligo Skin-Witch",
    cost: "{1}{B}",
    kicker: "{3}{B}",
    types: ["Creature"],
    subtypes: ["Human", "Wizard"],
    power: 1,
    toughness: 3,
    abilities: [whenKickedEnters([{ e: "discard", who: "eachOpponent", amount: 2 }])],
    oracle:
      "Kicker {3}{B} (You may pay an additional {3}{B} as you cast this spell.)\nWhen this creature enters, if it was kicked, each opponent discards two cards.",
  }),
  card({
    name: "Sergeant-at-Arms",
    cost: "{2}{W}",
    kicker: "{2}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Soldier"],
    power: 2,
    toughness: 3,
    abilities: [
      whenKickedEnters([
        {
          e: "createToken",
          token: { types: ["Creature"], subtypes: ["Soldier"], colors: ["W"], power: 1, toughness: 1 },
          amount: 2,
        },
      ]),
    ],
    oracle:
      "Kicker {2}{W} (You may pay an additional {2}{W} as you cast this spell.)\nWhen this creature enters, if it was kicked, create two 1/1 white Soldier creature tokens.",
  }),
  card({
    name: "Kor Sanctifiers",
    cost: "{2}{W}",
    kicker: "{W}",
    types: ["Creature"],
    subtypes: ["Kor", "Cleric"],
    power: 2,
    toughness: 3,
    abilities: [whenKickedEnters([{ e: "destroy", what: T0 }], [{ kind: "artifactOrEnchantment" }])],
    oracle:
      "Kicker {W} (You may pay an additional {W} as you cast this spell.)\nWhen this creature enters, if it was kicked, destroy target artifact or enchantment.",
  }),
  // 702.33e, 603.4: the permanent remembers it wasn't kicked; each end step's trigger checks it as it triggers
  // and resolves. Oracle checked 2026-12-07 against Scryfall-fed card data in public repositories.
  card({
    name: "Skizzik",
    cost: "{3}{R}",
    kicker: "{R}",
    types: ["Creature"],
    subtypes: ["Elemental"],
    power: 5,
    toughness: 3,
    keywords: ["trample", "haste"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "end", whose: "each" },
        condition: { if: "notKicked" },
        effects: [{ e: "sacrifice", what: "self" }],
      },
    ],
    oracle:
      "Kicker {R} (You may pay an additional {R} as you cast this spell.)\nTrample, haste\nAt the beginning of the end step, if this creature wasn't kicked, sacrifice it.",
  }),
];
