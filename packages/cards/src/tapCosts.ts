/**
 * Cards whose costs tap other untapped permanents their controller controls (701.26a, 118.3): "Tap an untapped
 * creature you control: …", "Flashback—Tap three untapped white creatures you control." (702.34a).
 */
import type { Ability, CardDef, Cost, Effect, ObjectFilter, TargetSpec } from "@roundtable/engine";
import { ANY_COLOR, activated, card, creatureToken, creatureWith, FLASHBACK_REMINDER } from "./define.ts";

const CREATURE: ObjectFilter = { types: ["Creature"] };
const WHITE_CREATURE: ObjectFilter = { types: ["Creature"], colors: ["W"] };
const T0 = { target: 0 } as const;

/** "Tap N untapped [filter] you control" (701.26a) as (part of) a cost, with the cost's other parts. */
const tapUntapped = (filter: ObjectFilter, n = 1, more: Omit<Cost, "tapUntapped"> = {}): Cost => ({
  ...more,
  tapUntapped: n === 1 ? { filter } : { filter, n },
});

/** "{T}, Tap an untapped creature you control: Add one mana of any color." (Springleaf Drum) */
const DRUM: Ability = { kind: "mana", cost: tapUntapped(CREATURE, 1, { tap: true }), produce: ANY_COLOR };
const DRUM_TEXT = "{T}, Tap an untapped creature you control: Add one mana of any color.";

/** An enchantment whose text is one activated ability. */
function enchantment(name: string, cost: string, ability: Ability, oracle: string): CardDef {
  return card({ name, cost, types: ["Enchantment"], abilities: [ability], oracle });
}

/** "Tap target [what]." */
const TAP_TARGET: Effect = { e: "tap", what: T0 };
const ARTIFACT_OR_CREATURE: TargetSpec = { kind: "permanent", filter: { types: ["Artifact", "Creature"] } };

export const tapCostCards: CardDef[] = [
  // 702.34a: a flashback cost that taps creatures.
  card({
    name: "Battle Screech",
    cost: "{2}{W}{W}",
    flashback: { tapUntapped: { filter: WHITE_CREATURE, n: 3 } },
    types: ["Sorcery"],
    spell: { effects: [{ e: "createToken", token: creatureToken(["Bird"], "W", 1, ["flying"]), amount: 2 }] },
    oracle: `Create two 1/1 white Bird creature tokens with flying.\nFlashback—Tap three untapped white creatures you control. ${FLASHBACK_REMINDER}`,
  }),
  // Additional costs (601.2b) that tap creatures; an alternative cost (flashback, 702.34a) keeps them.
  card({
    name: "Gaze of Justice",
    cost: "{W}",
    additionalCost: { tapUntapped: { filter: WHITE_CREATURE, n: 3 } },
    flashback: { mana: "{5}{W}" },
    types: ["Sorcery"],
    spell: { targets: [{ kind: "creature" }], effects: [{ e: "exile", what: T0 }] },
    oracle: `As an additional cost to cast this spell, tap three untapped white creatures you control.\nExile target creature.\nFlashback {5}{W} ${FLASHBACK_REMINDER}`,
  }),
  card({
    name: "Shared Discovery",
    cost: "{U}",
    additionalCost: { tapUntapped: { filter: CREATURE, n: 4 } },
    types: ["Sorcery"],
    spell: { effects: [{ e: "draw", who: "you", amount: 3 }] },
    oracle:
      "As an additional cost to cast this spell, tap four untapped creatures you control.\nDraw three cards.",
  }),
  // Mana abilities (605.1a) whose costs tap other creatures.
  card({ name: "Springleaf Drum", cost: "{1}", types: ["Artifact"], abilities: [DRUM], oracle: DRUM_TEXT }),
  creatureWith("Loam Dryad", "{G}", ["Dryad", "Horror"], [1, 2], [DRUM], DRUM_TEXT),
  creatureWith("Saruli Caretaker", "{G}", ["Dryad"], [0, 3], [DRUM], `Defender\n${DRUM_TEXT}`, ["defender"]),
  creatureWith("Jaspera Sentinel", "{G}", ["Elf", "Rogue"], [1, 2], [DRUM], `Reach\n${DRUM_TEXT}`, ["reach"]),
  creatureWith(
    "Supportive Parents",
    "{2}{G}",
    ["Human", "Citizen"],
    [3, 3],
    [{ kind: "mana", cost: tapUntapped(CREATURE, 2), produce: ANY_COLOR }],
    "Tap two untapped creatures you control: Add one mana of any color.",
  ),
  creatureWith(
    "Heritage Druid",
    "{G}",
    ["Elf", "Druid"],
    [1, 1],
    [{ kind: "mana", cost: tapUntapped({ subtypes: ["Elf"] }, 3), produce: ["G"], amount: 3 }],
    "Tap three untapped Elves you control: Add {G}{G}{G}.",
  ),
  // Tappers.
  enchantment(
    "Opposition",
    "{2}{U}{U}",
    activated(
      tapUntapped(CREATURE),
      [TAP_TARGET],
      [{ kind: "permanent", filter: { types: ["Artifact", "Creature", "Land"] } }],
    ),
    "Tap an untapped creature you control: Tap target artifact, creature, or land.",
  ),
  enchantment(
    "Glare of Subdual",
    "{2}{G}{W}",
    activated(tapUntapped(CREATURE), [TAP_TARGET], [ARTIFACT_OR_CREATURE]),
    "Tap an untapped creature you control: Tap target artifact or creature.",
  ),
  creatureWith(
    "Sandsower",
    "{3}{W}",
    ["Spirit"],
    [1, 3],
    [activated(tapUntapped(CREATURE, 3), [TAP_TARGET], [{ kind: "creature" }])],
    "Tap three untapped creatures you control: Tap target creature.",
  ),
  creatureWith(
    "Aphetto Grifter",
    "{2}{U}",
    ["Human", "Wizard"],
    [1, 1],
    [activated(tapUntapped({ subtypes: ["Wizard"] }, 2), [TAP_TARGET], [{ kind: "permanent" }])],
    "Tap two untapped Wizards you control: Tap target permanent.",
  ),
  creatureWith(
    "Wanderbrine Trapper",
    "{W}",
    ["Merfolk", "Scout"],
    [2, 1],
    [
      activated(
        { mana: "{1}", tap: true, tapUntapped: { filter: CREATURE, other: true } },
        [TAP_TARGET],
        [{ kind: "creature", filter: { controller: "opponent" } }],
      ),
    ],
    "{1}, {T}, Tap another untapped creature you control: Tap target creature an opponent controls.",
  ),
  // Other effects.
  enchantment(
    "Earthcraft",
    "{1}{G}",
    activated(
      tapUntapped(CREATURE),
      [{ e: "untap", what: T0 }],
      [{ kind: "permanent", filter: { types: ["Land"], basic: true } }],
    ),
    "Tap an untapped creature you control: Untap target basic land.",
  ),
  enchantment(
    "Kyren Negotiations",
    "{2}{R}{R}",
    activated(
      tapUntapped(CREATURE),
      [{ e: "damage", amount: 1, to: T0 }],
      [{ kind: "playerOrPlaneswalker" }],
    ),
    "Tap an untapped creature you control: This enchantment deals 1 damage to target player or planeswalker.",
  ),
  creatureWith(
    "Selesnya Evangel",
    "{G}{W}",
    ["Elf", "Shaman"],
    [1, 2],
    [
      activated(tapUntapped(CREATURE, 1, { mana: "{1}", tap: true }), [
        { e: "createToken", token: creatureToken(["Saproling"], "G", 1), amount: 1 },
      ]),
    ],
    "{1}, {T}, Tap an untapped creature you control: Create a 1/1 green Saproling creature token.",
  ),
  creatureWith(
    "Nullmage Shepherd",
    "{3}{G}",
    ["Elf", "Shaman"],
    [2, 4],
    [activated(tapUntapped(CREATURE, 4), [{ e: "destroy", what: T0 }], [{ kind: "artifactOrEnchantment" }])],
    "Tap four untapped creatures you control: Destroy target artifact or enchantment.",
  ),
  creatureWith(
    "Hand of Justice",
    "{5}{W}",
    ["Avatar"],
    [2, 6],
    [
      activated(
        tapUntapped(WHITE_CREATURE, 3, { tap: true }),
        [{ e: "destroy", what: T0 }],
        [{ kind: "creature" }],
      ),
    ],
    "{T}, Tap three untapped white creatures you control: Destroy target creature.",
  ),
  creatureWith(
    "Drowner of Secrets",
    "{2}{U}",
    ["Merfolk", "Wizard"],
    [1, 3],
    [
      activated(
        tapUntapped({ subtypes: ["Merfolk"] }),
        [{ e: "mill", who: T0, amount: 1 }],
        [{ kind: "player" }],
      ),
    ],
    "Tap an untapped Merfolk you control: Target player mills a card.",
  ),
  creatureWith(
    "Master Apothecary",
    "{W}{W}{W}",
    ["Human", "Cleric"],
    [2, 2],
    [
      activated(
        tapUntapped({ subtypes: ["Cleric"] }),
        [{ e: "preventDamage", to: T0, amount: 2 }],
        [{ kind: "any" }],
      ),
    ],
    "Tap an untapped Cleric you control: Prevent the next 2 damage that would be dealt to any target this turn.",
  ),
  creatureWith(
    "Crookclaw Elder",
    "{5}{U}",
    ["Bird", "Wizard"],
    [3, 2],
    [
      activated(tapUntapped({ subtypes: ["Bird"] }, 2), [{ e: "draw", who: "you", amount: 1 }]),
      activated(
        tapUntapped({ subtypes: ["Wizard"] }, 2),
        [{ e: "grant", what: T0, keywords: ["flying"], duration: "endOfTurn" }],
        [{ kind: "creature" }],
      ),
    ],
    "Flying\nTap two untapped Birds you control: Draw a card.\nTap two untapped Wizards you control: Target creature gains flying until end of turn.",
    ["flying"],
  ),
  creatureWith(
    "Sigil Tracer",
    "{1}{U}{U}",
    ["Merfolk", "Wizard"],
    [2, 2],
    [
      activated(
        tapUntapped({ subtypes: ["Wizard"] }, 2, { mana: "{1}{U}" }),
        [{ e: "copySpell", times: 1, newTargets: true, what: T0 }],
        [{ kind: "spell", filter: { types: ["Instant", "Sorcery"] } }],
      ),
    ],
    "{1}{U}, Tap two untapped Wizards you control: Copy target instant or sorcery spell. You may choose new targets for the copy.",
  ),
  creatureWith(
    "Cloudgoat Ranger",
    "{3}{W}{W}",
    ["Giant", "Warrior", "Ranger"],
    [3, 3],
    [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "createToken", token: creatureToken(["Kithkin", "Soldier"], "W", 1), amount: 3 }],
      },
      activated(tapUntapped({ subtypes: ["Kithkin"] }, 3), [
        { e: "pump", what: "self", power: 2, toughness: 0, duration: "endOfTurn" },
        { e: "grant", what: "self", keywords: ["flying"], duration: "endOfTurn" },
      ]),
    ],
    "When this creature enters, create three 1/1 white Kithkin Soldier creature tokens.\nTap three untapped Kithkin you control: This creature gets +2/+0 and gains flying until end of turn.",
  ),
];
