/** Red cards. */
import type { CardDef, Effect } from "@roundtable/engine";
import { card, creature } from "../define.ts";

/** "CARDNAME deals N damage to any target." */
function burn(name: string, cost: string, type: "Instant" | "Sorcery", amount: number): CardDef {
  return card({
    name,
    cost,
    types: [type],
    spell: { targets: [{ kind: "any" }], effects: [{ e: "damage", amount, to: { target: 0 } }] },
    oracle: `${name} deals ${amount} damage to any target.`,
  });
}

export const red: CardDef[] = [
  card({
    name: "Flashfires",
    cost: "{3}{R}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "destroy", what: { each: { subtypes: ["Plains"] } } }] },
    oracle: "Destroy all Plains.",
  }),
  card({
    name: "Firebreathing",
    cost: "{R}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{R}" },
        effects: [{ e: "pump", what: "enchanted", power: 1, toughness: 0, duration: "endOfTurn" }],
      },
    ],
    oracle: "Enchant creature\n{R}: Enchanted creature gets +1/+0 until end of turn.",
  }),
  threaten(
    "Blind with Anger",
    "Untap target nonlegendary creature and gain control of it until end of turn. That creature gains haste until end of turn.",
    { cost: "{3}{R}", types: ["Instant"], subtypes: ["Arcane"], nonlegendary: true, untapFirst: true },
  ),
  creature("Raging Goblin", "{R}", ["Goblin", "Berserker"], 1, 1, ["haste"], "Haste"),
  creature("Goblin Mountaineer", "{R}", ["Goblin", "Scout"], 1, 1, ["mountainwalk"], "Mountainwalk"),
  card({
    name: "Mogg Fanatic",
    cost: "{R}",
    types: ["Creature"],
    subtypes: ["Goblin"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "activated",
        cost: { sacrificeSelf: true },
        targets: [{ kind: "any" }],
        effects: [{ e: "damage", amount: 1, to: { target: 0 } }],
      },
    ],
    oracle: "Sacrifice this creature: It deals 1 damage to any target.",
  }),
  card({
    name: "Goblin Fireslinger",
    cost: "{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Warrior"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "playerOrPlaneswalker" }],
        effects: [{ e: "damage", amount: 1, to: { target: 0 } }],
      },
    ],
    oracle: "{T}: This creature deals 1 damage to target player or planeswalker.",
  }),
  card({
    name: "Spark Elemental",
    cost: "{R}",
    types: ["Creature"],
    subtypes: ["Elemental"],
    power: 3,
    toughness: 1,
    keywords: ["trample", "haste"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "end", whose: "each" },
        effects: [{ e: "sacrifice", what: "self" }],
      },
    ],
    oracle: "Trample, haste\nAt the beginning of the end step, sacrifice this creature.",
  }),
  card({
    name: "Goblin Piker",
    cost: "{1}{R}",
    types: ["Creature"],
    subtypes: ["Goblin", "Warrior"],
    power: 2,
    toughness: 1,
    abilities: [{ kind: "static", effect: { s: "cantBlock", affects: "self" } }],
    oracle: "This creature can't block.",
  }),
  card({
    name: "Borderland Marauder",
    cost: "{1}{R}",
    types: ["Creature"],
    subtypes: ["Human", "Warrior"],
    power: 1,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "attacks" },
        effects: [{ e: "pump", what: "self", power: 2, toughness: 0, duration: "endOfTurn" }],
      },
    ],
    oracle: "Whenever this creature attacks, it gets +2/+0 until end of turn.",
  }),
  creature("Gray Ogre", "{2}{R}", ["Ogre"], 2, 2, [], ""),
  creature("Boggart Brute", "{2}{R}", ["Goblin", "Warrior"], 3, 2, ["menace"], "Menace"),
  creature("Goblin Roughrider", "{2}{R}", ["Goblin", "Knight"], 3, 2, [], ""),
  creature("Hill Giant", "{3}{R}", ["Giant"], 3, 3, [], ""),
  card({
    name: "Furnace Whelp",
    cost: "{2}{R}{R}",
    types: ["Creature"],
    subtypes: ["Dragon"],
    power: 2,
    toughness: 2,
    keywords: ["flying"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{R}" },
        effects: [{ e: "pump", what: "self", power: 1, toughness: 0, duration: "endOfTurn" }],
      },
    ],
    oracle: "Flying\n{R}: This creature gets +1/+0 until end of turn.",
  }),
  card({
    name: "Flametongue Kavu",
    cost: "{3}{R}",
    types: ["Creature"],
    subtypes: ["Kavu"],
    power: 4,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "damage", amount: 4, to: { target: 0 } }],
      },
    ],
    oracle: "When this creature enters, it deals 4 damage to target creature.",
  }),
  creature("Fire Elemental", "{3}{R}{R}", ["Elemental"], 5, 4, [], ""),
  creature("Charging Monstrosaur", "{4}{R}", ["Dinosaur"], 5, 5, ["trample", "haste"], "Trample, haste"),
  card({
    name: "Shivan Dragon",
    cost: "{4}{R}{R}",
    types: ["Creature"],
    subtypes: ["Dragon"],
    power: 5,
    toughness: 5,
    keywords: ["flying"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{R}" },
        effects: [{ e: "pump", what: "self", power: 1, toughness: 0, duration: "endOfTurn" }],
      },
    ],
    oracle: "Flying\n{R}: This creature gets +1/+0 until end of turn.",
  }),
  burn("Lightning Bolt", "{R}", "Instant", 3),
  // 702.80 wither; 119.7, 810.9g: a player who can't gain life, and their team.
  card({
    name: "Stigma Lasher",
    cost: "{R}{R}",
    types: ["Creature"],
    subtypes: ["Elemental", "Shaman"],
    power: 2,
    toughness: 1,
    keywords: ["wither"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "dealsDamage", to: "player" },
        effects: [{ e: "cantGainLife", who: "triggering" }],
      },
    ],
    oracle:
      "Wither (This deals damage to creatures in the form of -1/-1 counters.)\nWhenever this creature deals damage to a player, that player can't gain life for the rest of the game.",
  }),
  burn("Shock", "{R}", "Instant", 2),
  burn("Lightning Strike", "{1}{R}", "Instant", 3),
  burn("Searing Spear", "{1}{R}", "Instant", 3),
  burn("Volcanic Hammer", "{1}{R}", "Sorcery", 3),
  burn("Lightning Blast", "{3}{R}", "Instant", 4),
  card({
    name: "Brute Force",
    cost: "{R}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [{ e: "pump", what: { target: 0 }, power: 3, toughness: 3, duration: "endOfTurn" }],
    },
    oracle: "Target creature gets +3/+3 until end of turn.",
  }),
  card({
    name: "Forked Bolt",
    cost: "{R}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "any", min: 1, max: 2 }],
      effects: [{ e: "damage", amount: 2, to: { target: 0 }, divided: true }],
    },
    oracle: "Forked Bolt deals 2 damage divided as you choose among one or two targets.",
  }),
  card({
    name: "Arc Lightning",
    cost: "{2}{R}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "any", min: 1, max: 3 }],
      effects: [{ e: "damage", amount: 3, to: { target: 0 }, divided: true }],
    },
    oracle: "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.",
  }),
  card({
    name: "Flame Rift",
    cost: "{1}{R}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "damageEach", amount: 4, players: "each" }] },
    oracle: "Flame Rift deals 4 damage to each player.",
  }),
  card({
    name: "Pyroclasm",
    cost: "{1}{R}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "damageEach", amount: 2, creatures: { types: ["Creature"] } }] },
    oracle: "Pyroclasm deals 2 damage to each creature.",
  }),
  card({
    name: "Lava Axe",
    cost: "{4}{R}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "playerOrPlaneswalker" }],
      effects: [{ e: "damage", amount: 5, to: { target: 0 } }],
    },
    oracle: "Lava Axe deals 5 damage to target player or planeswalker.",
  }),
  card({
    name: "Fireball",
    cost: "{X}{R}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "any", min: 0, max: null }],
      effects: [{ e: "damage", amount: "X", to: { target: 0 }, evenly: true }],
      extraCostPerTarget: 1,
    },
    oracle:
      "Fireball deals X damage divided evenly, rounded down, among any number of targets.\nThis spell costs {1} more to cast for each target beyond the first.",
  }),
  card({
    name: "Earthquake",
    cost: "{X}{R}",
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "damageEach",
          amount: "X",
          creatures: { types: ["Creature"], without: ["flying"] },
          players: "each",
        },
      ],
    },
    oracle: "Earthquake deals X damage to each creature without flying and each player.",
  }),
  card({
    name: "Giant Strength",
    cost: "{R}{R}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    abilities: [{ kind: "static", effect: { s: "modify", affects: "enchanted", power: 2, toughness: 2 } }],
    oracle: "Enchant creature\nEnchanted creature gets +2/+2.",
  }),
  threaten(
    "Act of Treason",
    "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
  ),
  threaten(
    "Threaten",
    "Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.",
    { untapFirst: true },
  ),
  card({
    name: "Heartless Hidetsugu",
    cost: "{3}{R}{R}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Ogre", "Shaman"],
    power: 1,
    toughness: 3,
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        effects: [{ e: "damage", amount: { half: { life: "them" }, round: "down" }, to: "each" }],
      },
    ],
    oracle:
      "{T}: Heartless Hidetsugu deals damage to each player equal to half that player's life total, rounded down.",
  }),
  card({
    name: "Bend or Break",
    cost: "{3}{R}",
    types: ["Sorcery"],
    spell: {
      effects: [
        {
          e: "separatePermanents",
          filter: { types: ["Land"], nontoken: true },
          chosen: "destroy",
          other: "tap",
        },
      ],
    },
    oracle:
      "Each player separates all nontoken lands they control into two piles. For each player, one of their piles is chosen by one of their opponents of their choice. Destroy all lands in the chosen piles. Tap all lands in the other piles.",
  }),
  card({
    name: "Stronghold Gambit",
    cost: "{1}{R}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "revealChosenCards", enter: "lowestManaValueCreatures" }] },
    oracle:
      "Each player chooses a card in their hand. Then each player reveals their chosen card. The owner of each creature card revealed this way with the lowest mana value puts it onto the battlefield.",
  }),
];

/**
 * The "threaten" effect shared by Act of Treason, Threaten and Blind with Anger: gain control until end of
 * turn, untap, haste — in the order the card says it: `untapFirst`, "Untap target creature and gain control of
 * it …" (Threaten), otherwise "Gain control of target creature … Untap that creature." (Act of Treason). Each
 * calls the creature "that creature" once in a later sentence (the target's `thatNoun`).
 */
function threaten(
  name: string,
  oracle: string,
  opts: {
    cost?: string;
    types?: CardDef["types"];
    subtypes?: string[];
    nonlegendary?: boolean;
    untapFirst?: boolean;
  } = {},
): CardDef {
  const gain: Effect = { e: "gainControl", what: { target: 0 }, duration: "endOfTurn" };
  const untap: Effect = { e: "untap", what: { target: 0 } };
  return card({
    name,
    cost: opts.cost ?? "{2}{R}",
    types: opts.types ?? ["Sorcery"],
    ...(opts.subtypes ? { subtypes: opts.subtypes } : {}),
    spell: {
      targets: [
        {
          kind: "creature",
          ...(opts.nonlegendary ? { filter: { nonlegendary: true } } : {}),
          thatNoun: true,
        },
      ],
      effects: [
        ...(opts.untapFirst ? [untap, gain] : [gain, untap]),
        { e: "grant", what: { target: 0 }, keywords: ["haste"], duration: "endOfTurn" },
      ],
    },
    oracle,
  });
}
