/**
 * Cards whose triggered or activated abilities are introduced by an ability word (207.2c): "Landfall — …". The word
 * has no rules meaning: it is the ability's `abilityWord`, printed before it (rulesText/phrasing/abilityWords.ts).
 */
import type { Ability, CardDef, Effect, TargetSpec, TokenSpec } from "@roundtable/engine";
import { card, creatureWith, equipAbility } from "./define.ts";

/** "Landfall — Whenever a land you control enters, [effects]." */
function landfall(effects: Effect[], targets?: TargetSpec[]): Ability {
  return {
    kind: "triggered",
    abilityWord: "Landfall",
    when: { on: "anotherEnters", filter: { types: ["Land"], controller: "you" } },
    ...(targets ? { targets } : {}),
    effects,
  };
}

/** "[This creature] gets +2/+2 until end of turn." */
const SELF_PLUS_TWO: Effect = { e: "pump", what: "self", power: 2, toughness: 2, duration: "endOfTurn" };

/** "You may create [a token]." */
function mayCreate(token: TokenSpec): Effect {
  return { e: "may", effects: [{ e: "createToken", token, amount: 1 }] };
}

/** A creature token of one colour. */
function creatureToken(subtype: string, color: "W" | "G", pt: number, more: Partial<TokenSpec> = {}) {
  return {
    types: ["Creature"],
    subtypes: [subtype],
    colors: [color],
    power: pt,
    toughness: pt,
    ...more,
  } satisfies TokenSpec;
}

export const abilityWordCards: CardDef[] = [
  // Parley (Conspiracy): the word comes with the effect (effects/parley.ts), as on the parley sorceries.
  creatureWith(
    "Selvala's Enforcer",
    "{3}{G}",
    ["Elf", "Warrior"],
    [2, 2],
    [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [
          { e: "parley", effects: [{ e: "addCounters", what: "self", counter: "+1/+1", amount: 1 }] },
        ],
      },
    ],
    "Parley — When this creature enters, each player reveals the top card of their library. For each nonland card revealed this way, put a +1/+1 counter on this creature. Then each player draws a card.",
  ),
  // Landfall (Zendikar)
  creatureWith(
    "Steppe Lynx",
    "{W}",
    ["Cat"],
    [0, 1],
    [landfall([SELF_PLUS_TWO])],
    "Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.",
  ),
  creatureWith(
    "Plated Geopede",
    "{1}{R}",
    ["Insect"],
    [1, 1],
    [landfall([SELF_PLUS_TWO])],
    "First strike\nLandfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.",
    ["first strike"],
  ),
  creatureWith(
    "Grazing Gladehart",
    "{2}{G}",
    ["Antelope"],
    [2, 2],
    [landfall([{ e: "may", effects: [{ e: "gainLife", who: "you", amount: 2 }] }])],
    "Landfall — Whenever a land you control enters, you may gain 2 life.",
  ),
  creatureWith(
    "Rampaging Baloths",
    "{4}{G}{G}",
    ["Beast"],
    [6, 6],
    [landfall([mayCreate(creatureToken("Beast", "G", 4))])],
    "Trample\nLandfall — Whenever a land you control enters, you may create a 4/4 green Beast creature token.",
    ["trample"],
  ),
  creatureWith(
    "Emeria Angel",
    "{2}{W}{W}",
    ["Angel"],
    [3, 3],
    [landfall([mayCreate(creatureToken("Bird", "W", 1, { keywords: ["flying"] }))])],
    "Flying\nLandfall — Whenever a land you control enters, you may create a 1/1 white Bird creature token with flying.",
    ["flying"],
  ),
  creatureWith(
    "Hedron Crab",
    "{U}",
    ["Crab"],
    [0, 2],
    [landfall([{ e: "mill", who: { target: 0 }, amount: 3 }], [{ kind: "player" }])],
    "Landfall — Whenever a land you control enters, target player mills three cards.",
  ),
  card({
    name: "Tatyova, Benthic Druid",
    cost: "{3}{G}{U}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Merfolk", "Druid"],
    power: 3,
    toughness: 3,
    abilities: [
      landfall([
        { e: "gainLife", who: "you", amount: 1 },
        { e: "draw", who: "you", amount: 1 },
      ]),
    ],
    oracle: "Landfall — Whenever a land you control enters, you gain 1 life and draw a card.",
  }),
  // The Equipment's landfall pumps the creature it is attached to (301.5a: "equipped creature").
  card({
    name: "Adventuring Gear",
    cost: "{1}",
    types: ["Artifact"],
    subtypes: ["Equipment"],
    abilities: [
      landfall([{ e: "pump", what: "enchanted", power: 2, toughness: 2, duration: "endOfTurn" }]),
      equipAbility("{1}"),
    ],
    oracle:
      "Landfall — Whenever a land you control enters, equipped creature gets +2/+2 until end of turn.\nEquip {1}",
  }),
  // Alliance (Streets of New Capenna)
  creatureWith(
    "Celebrity Fencer",
    "{3}{W}",
    ["Elf", "Druid"],
    [3, 2],
    [
      {
        kind: "triggered",
        abilityWord: "Alliance",
        when: { on: "anotherEnters", filter: { types: ["Creature"], controller: "you" } },
        effects: [{ e: "addCounters", what: "self", counter: "+1/+1", amount: 1 }],
      },
    ],
    "Alliance — Whenever another creature you control enters, put a +1/+1 counter on this creature.",
  ),
  // Constellation (Theros Beyond Death): a creature, not an enchantment, so "an enchantment you control".
  creatureWith(
    "Archon of Sun's Grace",
    "{2}{W}{W}",
    ["Archon"],
    [3, 4],
    [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], subtypes: ["Pegasus"], controller: "you" } },
          mods: [{ m: "keywords", keywords: ["lifelink"] }],
        },
      },
      {
        kind: "triggered",
        abilityWord: "Constellation",
        when: { on: "anotherEnters", filter: { types: ["Enchantment"], controller: "you" } },
        effects: [
          { e: "createToken", token: creatureToken("Pegasus", "W", 2, { keywords: ["flying"] }), amount: 1 },
        ],
      },
    ],
    "Flying, lifelink\nPegasus creatures you control have lifelink.\nConstellation — Whenever an enchantment you control enters, create a 2/2 white Pegasus creature token with flying.",
    ["flying", "lifelink"],
  ),
  // Hellbent (Dissension), before an activated ability: "Activate only if you have no cards in hand." (602.5b)
  card({
    name: "Keldon Megaliths",
    types: ["Land"],
    abilities: [
      { kind: "static", effect: { s: "entersTappedSelf" } },
      { kind: "mana", cost: { tap: true }, produce: ["R"] },
      {
        kind: "activated",
        abilityWord: "Hellbent",
        cost: { mana: "{1}{R}", tap: true },
        targets: [{ kind: "any" }],
        condition: { if: "handEmpty" },
        effects: [{ e: "damage", amount: 1, to: { target: 0 } }],
      },
    ],
    oracle:
      "This land enters tapped.\n{T}: Add {R}.\nHellbent — {1}{R}, {T}: This land deals 1 damage to any target. Activate only if you have no cards in hand.",
  }),
];
