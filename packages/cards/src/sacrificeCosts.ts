/**
 * Cards whose costs sacrifice other permanents or discard cards (701.21a, 118.3): "Sacrifice a creature: …",
 * "As an additional cost to cast this spell, sacrifice a creature." (601.2b), "Flashback—Sacrifice three
 * creatures." (702.34a); and what reads the creature sacrificed, "the sacrificed creature's power" (608.2h).
 */
import type { Amount, CardDef, Cost, Effect, ObjectFilter, TargetSpec } from "@roundtable/engine";
import { ANY_COLOR, activated, card, creatureWith, FLASHBACK_REMINDER, TAP_FOR_C } from "./define.ts";
import { TREASURE } from "./predefinedTokens.ts";

const CREATURE: ObjectFilter = { types: ["Creature"] };
const GOBLIN: ObjectFilter = { subtypes: ["Goblin"] };
const ARTIFACT: ObjectFilter = { types: ["Artifact"] };
const T0 = { target: 0 } as const;
const ANY_TARGET: TargetSpec = { kind: "any" };

/** "Sacrifice a [filter]" (701.21a) as (part of) an ability's cost, with the cost's other parts. */
const sacrificeA = (filter: ObjectFilter, more: Omit<Cost, "sacrifice"> = {}): Cost => ({
  ...more,
  sacrifice: { filter },
});

/** "This creature gets +N/+N until end of turn." */
function pumpSelf(n: number): Effect {
  return { e: "pump", what: "self", power: n, toughness: n, duration: "endOfTurn" };
}

/** "Put a +1/+1 counter on this creature." */
const COUNTER_ON_SELF: Effect = { e: "addCounters", what: "self", counter: "+1/+1", amount: 1 };

/** "Sacrifice a creature: This creature gets +2/+2 until end of turn." (Nantuko Husk) */
function husk(name: string, cost: string, subtypes: string[], pt: [number, number]): CardDef {
  return creatureWith(
    name,
    cost,
    subtypes,
    pt,
    [activated(sacrificeA(CREATURE), [pumpSelf(2)])],
    "Sacrifice a creature: This creature gets +2/+2 until end of turn.",
  );
}

/** "Sacrifice a Goblin: Target creature gets +1/+1 until end of turn." (Goblin Sledder) */
function sledder(name: string, subtypes: string[]): CardDef {
  const pump: Effect = { e: "pump", what: T0, power: 1, toughness: 1, duration: "endOfTurn" };
  return creatureWith(
    name,
    "{R}",
    subtypes,
    [1, 1],
    [activated(sacrificeA(GOBLIN), [pump], [{ kind: "creature" }])],
    "Sacrifice a Goblin: Target creature gets +1/+1 until end of turn.",
  );
}

/** What an additional cost sacrifices, and how Oracle says it. */
interface Sacrificed {
  filter: ObjectFilter;
  words: string;
}
const A_CREATURE: Sacrificed = { filter: CREATURE, words: "a creature" };
const A_GOBLIN: Sacrificed = { filter: GOBLIN, words: "a Goblin" };
const AN_ARTIFACT_OR_CREATURE: Sacrificed = {
  filter: { types: ["Artifact", "Creature"] },
  words: "an artifact or creature",
};

/** "As an additional cost to cast this spell, sacrifice [what]." then the spell's text (601.2b). */
function sacrificeSpell(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  what: Sacrificed,
  spell: NonNullable<CardDef["spell"]>,
  text: string,
): CardDef {
  return card({
    name,
    cost,
    types: [type],
    additionalCost: { sacrifice: { filter: what.filter } },
    spell,
    oracle: `As an additional cost to cast this spell, sacrifice ${what.words}.\n${text}`,
  });
}

const CARDS = ["a card", "two cards", "three cards"];

/** "As an additional cost to cast this spell, discard N card(s).\nDraw M cards." (601.2b) */
function discardToDraw(
  name: string,
  cost: string,
  type: "Instant" | "Sorcery",
  discard: 1 | 2,
  draw: 2 | 3,
): CardDef {
  return card({
    name,
    cost,
    types: [type],
    additionalCost: { discard },
    spell: { effects: [{ e: "draw", who: "you", amount: draw }] },
    oracle: `As an additional cost to cast this spell, discard ${CARDS[discard - 1]}.\nDraw ${CARDS[draw - 1]}.`,
  });
}

const DRAW_TWO: NonNullable<CardDef["spell"]> = { effects: [{ e: "draw", who: "you", amount: 2 }] };

/** 608.2h: the power and toughness of the creature sacrificed to pay the cost, as it last existed. */
const SACRIFICED_POWER: Amount = { sacrificed: "power" };
const SACRIFICED_TOUGHNESS: Amount = { sacrificed: "toughness" };

/** "[This] deals damage equal to the sacrificed creature's power to [target 0]." */
const FLING_DAMAGE: Effect = { e: "damage", amount: SACRIFICED_POWER, to: T0 };
const FLING: NonNullable<CardDef["spell"]> = { targets: [ANY_TARGET], effects: [FLING_DAMAGE] };

/** "You gain life equal to the sacrificed creature's toughness." */
const GAIN_TOUGHNESS: Effect = { e: "gainLife", who: "you", amount: SACRIFICED_TOUGHNESS };
const GAIN_TOUGHNESS_TEXT = "You gain life equal to the sacrificed creature's toughness.";

const TREASURE_TEXT =
  'create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this token: Add one mana of any color.")';

/** "Draw two cards and create a Treasure token." */
const DRAW_TWO_AND_TREASURE: NonNullable<CardDef["spell"]> = {
  effects: [
    { e: "draw", who: "you", amount: 2 },
    { e: "createToken", token: TREASURE, amount: 1 },
  ],
};

export const sacrificeCostCards: CardDef[] = [
  // Sacrifice outlets (701.21a).
  husk("Bloodthrone Vampire", "{1}{B}", ["Vampire"], [1, 1]),
  husk("Vampire Aristocrat", "{2}{B}", ["Vampire", "Rogue"], [2, 2]),
  husk("Nantuko Husk", "{2}{B}", ["Zombie", "Insect"], [2, 2]),
  creatureWith(
    "Blood Bairn",
    "{2}{B}",
    ["Vampire"],
    [2, 2],
    [activated({ sacrifice: { filter: CREATURE, other: true } }, [pumpSelf(2)])],
    "Sacrifice another creature: This creature gets +2/+2 until end of turn.",
  ),
  creatureWith(
    "Atog",
    "{1}{R}",
    ["Atog"],
    [1, 2],
    [activated(sacrificeA(ARTIFACT), [pumpSelf(2)])],
    "Sacrifice an artifact: This creature gets +2/+2 until end of turn.",
  ),
  card({
    name: "Carrion Feeder",
    cost: "{B}",
    types: ["Creature"],
    subtypes: ["Zombie"],
    power: 1,
    toughness: 1,
    abilities: [
      { kind: "static", effect: { s: "cantBlock", affects: "self" } },
      activated(sacrificeA(CREATURE), [COUNTER_ON_SELF]),
    ],
    oracle: "This creature can't block.\nSacrifice a creature: Put a +1/+1 counter on this creature.",
  }),
  creatureWith(
    "Bloodflow Connoisseur",
    "{2}{B}",
    ["Vampire"],
    [1, 1],
    [activated(sacrificeA(CREATURE), [COUNTER_ON_SELF])],
    "Sacrifice a creature: Put a +1/+1 counter on this creature.",
  ),
  creatureWith(
    "Viscera Seer",
    "{B}",
    ["Vampire", "Wizard"],
    [1, 1],
    [activated(sacrificeA(CREATURE), [{ e: "scry", amount: 1 }])],
    "Sacrifice a creature: Scry 1. (Look at the top card of your library. You may put that card on the bottom.)",
  ),
  card({
    name: "Goblin Bombardment",
    cost: "{1}{R}",
    types: ["Enchantment"],
    abilities: [activated(sacrificeA(CREATURE), [{ e: "damage", amount: 1, to: T0 }], [ANY_TARGET])],
    oracle: "Sacrifice a creature: This enchantment deals 1 damage to any target.",
  }),
  card({
    name: "Attrition",
    cost: "{1}{B}{B}",
    types: ["Enchantment"],
    abilities: [
      activated(
        sacrificeA(CREATURE, { mana: "{B}" }),
        [{ e: "destroy", what: T0 }],
        [{ kind: "creature", filter: { notColors: ["B"] } }],
      ),
    ],
    oracle: "{B}, Sacrifice a creature: Destroy target nonblack creature.",
  }),
  card({
    name: "Vampiric Rites",
    cost: "{B}",
    types: ["Enchantment"],
    abilities: [
      activated(sacrificeA(CREATURE, { mana: "{1}{B}" }), [
        { e: "gainLife", who: "you", amount: 1 },
        { e: "draw", who: "you", amount: 1 },
      ]),
    ],
    oracle: "{1}{B}, Sacrifice a creature: You gain 1 life and draw a card.",
  }),
  // Mana abilities with a sacrifice cost (605.1a).
  card({
    name: "Ashnod's Altar",
    cost: "{3}",
    types: ["Artifact"],
    abilities: [{ kind: "mana", cost: sacrificeA(CREATURE), produce: ["C"], amount: 2 }],
    oracle: "Sacrifice a creature: Add {C}{C}.",
  }),
  card({
    name: "Phyrexian Altar",
    cost: "{3}",
    types: ["Artifact"],
    abilities: [{ kind: "mana", cost: sacrificeA(CREATURE), produce: ANY_COLOR }],
    oracle: "Sacrifice a creature: Add one mana of any color.",
  }),
  creatureWith(
    "Skirk Prospector",
    "{R}",
    ["Goblin"],
    [1, 1],
    [{ kind: "mana", cost: sacrificeA(GOBLIN), produce: ["R"] }],
    "Sacrifice a Goblin: Add {R}.",
  ),
  card({
    name: "High Market",
    types: ["Land"],
    abilities: [
      TAP_FOR_C,
      activated(sacrificeA(CREATURE, { tap: true }), [{ e: "gainLife", who: "you", amount: 1 }]),
    ],
    oracle: "{T}: Add {C}.\n{T}, Sacrifice a creature: You gain 1 life.",
  }),
  card({
    name: "Claws of Gix",
    cost: "{0}",
    types: ["Artifact"],
    abilities: [activated(sacrificeA({}, { mana: "{1}" }), [{ e: "gainLife", who: "you", amount: 1 }])],
    oracle: "{1}, Sacrifice a permanent: You gain 1 life.",
  }),
  // Goblins.
  card({
    name: "Siege-Gang Commander",
    cost: "{3}{R}{R}",
    types: ["Creature"],
    subtypes: ["Goblin"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [
          {
            e: "createToken",
            token: { types: ["Creature"], subtypes: ["Goblin"], colors: ["R"], power: 1, toughness: 1 },
            amount: 3,
          },
        ],
      },
      activated(sacrificeA(GOBLIN, { mana: "{1}{R}" }), [{ e: "damage", amount: 2, to: T0 }], [ANY_TARGET]),
    ],
    oracle:
      "When this creature enters, create three 1/1 red Goblin creature tokens.\n{1}{R}, Sacrifice a Goblin: This creature deals 2 damage to any target.",
  }),
  creatureWith(
    "Tar Pitcher",
    "{3}{R}",
    ["Goblin", "Shaman"],
    [2, 2],
    [activated(sacrificeA(GOBLIN, { tap: true }), [{ e: "damage", amount: 2, to: T0 }], [ANY_TARGET])],
    "{T}, Sacrifice a Goblin: This creature deals 2 damage to any target.",
  ),
  sledder("Goblin Sledder", ["Goblin"]),
  sledder("Mogg Raider", ["Goblin"]),
  creatureWith(
    "Krark-Clan Shaman",
    "{R}",
    ["Goblin", "Shaman"],
    [1, 1],
    [
      activated(sacrificeA(ARTIFACT), [
        { e: "damageEach", amount: 1, creatures: { types: ["Creature"], without: ["flying"] } },
      ]),
    ],
    "Sacrifice an artifact: This creature deals 1 damage to each creature without flying.",
  ),
  // Spells with an additional cost (601.2b).
  sacrificeSpell(
    "Bone Splinters",
    "{B}",
    "Sorcery",
    A_CREATURE,
    { targets: [{ kind: "creature" }], effects: [{ e: "destroy", what: T0 }] },
    "Destroy target creature.",
  ),
  sacrificeSpell("Village Rites", "{B}", "Instant", A_CREATURE, DRAW_TWO, "Draw two cards."),
  sacrificeSpell("Altar's Reap", "{1}{B}", "Instant", A_CREATURE, DRAW_TWO, "Draw two cards."),
  sacrificeSpell("Costly Plunder", "{1}{B}", "Instant", AN_ARTIFACT_OR_CREATURE, DRAW_TWO, "Draw two cards."),
  sacrificeSpell(
    "Culling the Weak",
    "{B}",
    "Instant",
    A_CREATURE,
    { effects: [{ e: "addMana", mana: "{B}{B}{B}{B}" }] },
    "Add {B}{B}{B}{B}.",
  ),
  sacrificeSpell(
    "Diabolic Intent",
    "{1}{B}",
    "Sorcery",
    A_CREATURE,
    { effects: [{ e: "tutor", to: "hand" }] },
    "Search your library for a card, put that card into your hand, then shuffle.",
  ),
  sacrificeSpell(
    "Goblin Grenade",
    "{R}",
    "Sorcery",
    A_GOBLIN,
    { targets: [ANY_TARGET], effects: [{ e: "damage", amount: 5, to: T0 }] },
    "Goblin Grenade deals 5 damage to any target.",
  ),
  sacrificeSpell(
    "Collateral Damage",
    "{R}",
    "Instant",
    A_CREATURE,
    { targets: [ANY_TARGET], effects: [{ e: "damage", amount: 3, to: T0 }] },
    "Collateral Damage deals 3 damage to any target.",
  ),
  discardToDraw("Thrill of Possibility", "{1}{R}", "Instant", 1, 2),
  discardToDraw("Tormenting Voice", "{1}{R}", "Sorcery", 1, 2),
  discardToDraw("Wild Guess", "{R}{R}", "Sorcery", 1, 2),
  discardToDraw("Cathartic Reunion", "{1}{R}", "Sorcery", 2, 3),
  // Flashback costs that sacrifice (702.34a).
  card({
    name: "Dread Return",
    cost: "{2}{B}{B}",
    flashback: { sacrifice: { filter: CREATURE, n: 3 } },
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "graveyardCard", filter: { types: ["Creature"], owner: "you" } }],
      effects: [{ e: "returnFromGraveyard", what: T0, to: "battlefield" }],
    },
    oracle: `Return target creature card from your graveyard to the battlefield.\nFlashback—Sacrifice three creatures. ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Lava Dart",
    cost: "{R}",
    flashback: { sacrifice: { filter: { subtypes: ["Mountain"] } } },
    types: ["Instant"],
    spell: { targets: [ANY_TARGET], effects: [{ e: "damage", amount: 1, to: T0 }] },
    oracle: `Lava Dart deals 1 damage to any target.\nFlashback—Sacrifice a Mountain. ${FLASHBACK_REMINDER}`,
  }),
  // The sacrificed creature's power or toughness, as it last existed on the battlefield (608.2h).
  sacrificeSpell(
    "Fling",
    "{1}{R}",
    "Instant",
    A_CREATURE,
    FLING,
    "Fling deals damage equal to the sacrificed creature's power to any target.",
  ),
  sacrificeSpell(
    "Thud",
    "{R}",
    "Sorcery",
    A_CREATURE,
    FLING,
    "Thud deals damage equal to the sacrificed creature's power to any target.",
  ),
  sacrificeSpell(
    "Life's Legacy",
    "{1}{G}",
    "Sorcery",
    A_CREATURE,
    { effects: [{ e: "draw", who: "you", amount: SACRIFICED_POWER }] },
    "Draw cards equal to the sacrificed creature's power.",
  ),
  sacrificeSpell(
    "Momentous Fall",
    "{2}{G}{G}",
    "Instant",
    A_CREATURE,
    {
      effects: [
        { e: "draw", who: "you", amount: SACRIFICED_POWER },
        { ...GAIN_TOUGHNESS, thenJoined: true },
      ],
    },
    "You draw cards equal to the sacrificed creature's power, then you gain life equal to its toughness.",
  ),
  card({
    name: "Altar of Dementia",
    cost: "{2}",
    types: ["Artifact"],
    abilities: [
      activated(
        sacrificeA(CREATURE),
        [{ e: "mill", who: T0, amount: SACRIFICED_POWER }],
        [{ kind: "player" }],
      ),
    ],
    oracle: "Sacrifice a creature: Target player mills cards equal to the sacrificed creature's power.",
  }),
  card({
    name: "Greater Good",
    cost: "{2}{G}{G}",
    types: ["Enchantment"],
    abilities: [
      activated(sacrificeA(CREATURE), [
        { e: "draw", who: "you", amount: SACRIFICED_POWER },
        { e: "discard", who: "you", amount: 3 },
      ]),
    ],
    oracle:
      "Sacrifice a creature: Draw cards equal to the sacrificed creature's power, then discard three cards.",
  }),
  card({
    name: "Diamond Valley",
    types: ["Land"],
    abilities: [activated(sacrificeA(CREATURE, { tap: true }), [GAIN_TOUGHNESS])],
    oracle: `{T}, Sacrifice a creature: ${GAIN_TOUGHNESS_TEXT}`,
  }),
  card({
    name: "Miren, the Moaning Well",
    supertypes: ["Legendary"],
    types: ["Land"],
    abilities: [TAP_FOR_C, activated(sacrificeA(CREATURE, { mana: "{3}", tap: true }), [GAIN_TOUGHNESS])],
    oracle: `{T}: Add {C}.\n{3}, {T}, Sacrifice a creature: ${GAIN_TOUGHNESS_TEXT}`,
  }),
  card({
    name: "Starlit Sanctum",
    types: ["Land"],
    abilities: [
      TAP_FOR_C,
      activated(sacrificeA({ types: ["Creature"], subtypes: ["Cleric"] }, { mana: "{W}", tap: true }), [
        GAIN_TOUGHNESS,
      ]),
      activated(
        sacrificeA({ types: ["Creature"], subtypes: ["Cleric"] }, { mana: "{B}", tap: true }),
        [{ e: "loseLife", who: T0, amount: SACRIFICED_POWER }],
        [{ kind: "player" }],
      ),
    ],
    oracle: `{T}: Add {C}.\n{W}, {T}, Sacrifice a Cleric creature: ${GAIN_TOUGHNESS_TEXT}\n{B}, {T}, Sacrifice a Cleric creature: Target player loses life equal to the sacrificed creature's power.`,
  }),
  creatureWith(
    "Disciple of Griselbrand",
    "{1}{B}",
    ["Human", "Cleric"],
    [1, 1],
    [activated(sacrificeA(CREATURE, { mana: "{1}" }), [GAIN_TOUGHNESS])],
    `{1}, Sacrifice a creature: ${GAIN_TOUGHNESS_TEXT}`,
  ),
  creatureWith(
    "Bloodshot Cyclops",
    "{5}{R}",
    ["Cyclops", "Giant"],
    [4, 4],
    [activated(sacrificeA(CREATURE, { tap: true }), [FLING_DAMAGE], [ANY_TARGET])],
    "{T}, Sacrifice a creature: This creature deals damage equal to the sacrificed creature's power to any target.",
  ),
  card({
    name: "Brion Stoutarm",
    cost: "{2}{R}{W}",
    supertypes: ["Legendary"],
    types: ["Creature"],
    subtypes: ["Giant", "Warrior"],
    power: 4,
    toughness: 4,
    keywords: ["lifelink"],
    abilities: [
      activated(
        { mana: "{R}", tap: true, sacrifice: { filter: CREATURE, other: true } },
        [FLING_DAMAGE],
        [{ kind: "playerOrPlaneswalker" }],
      ),
    ],
    oracle:
      "Lifelink\n{R}, {T}, Sacrifice another creature: Brion Stoutarm deals damage equal to the sacrificed creature's power to target player or planeswalker.",
  }),
  // Treasure (111.10a) after an additional cost.
  sacrificeSpell(
    "Deadly Dispute",
    "{1}{B}",
    "Instant",
    AN_ARTIFACT_OR_CREATURE,
    DRAW_TWO_AND_TREASURE,
    `Draw two cards and ${TREASURE_TEXT}`,
  ),
  card({
    name: "Seize the Spoils",
    cost: "{2}{R}",
    types: ["Sorcery"],
    additionalCost: { discard: 1 },
    spell: DRAW_TWO_AND_TREASURE,
    oracle: `As an additional cost to cast this spell, discard a card.\nDraw two cards and ${TREASURE_TEXT}`,
  }),
];
