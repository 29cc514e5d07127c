/**
 * Creatures with the evasion keywords of 702 — fear (702.36), intimidate (702.13), shadow (702.28),
 * horsemanship (702.31), skulk (702.118) — and shroud (702.18), with the spells, Auras and Equipment that
 * give them.
 */
import type { CardDef, Effect, Keyword, ObjectRef } from "@roundtable/engine";
import { equipment } from "./artifacts/utility.ts";
import { activated, card, creature, creatureWith } from "./define.ts";

const FEAR = "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)";
const INTIMIDATE =
  "Intimidate (This creature can't be blocked except by artifact creatures and/or creatures that share a color with it.)";
const SHADOW = "Shadow (This creature can block or be blocked by only creatures with shadow.)";
const HORSEMANSHIP = "Horsemanship (This creature can't be blocked except by creatures with horsemanship.)";
const SKULK = "Skulk (This creature can't be blocked by creatures with greater power.)";
const SHROUD = "Shroud (This creature can't be the target of spells or abilities.)";
const LIFELINK = "Lifelink (Damage dealt by this creature also causes you to gain that much life.)";
const DEATHTOUCH = "Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)";

const T0: ObjectRef = { target: 0 };

/** "[Target creature] gains [keyword] until end of turn." */
const gainsUntilEndOfTurn = (what: ObjectRef, keyword: Keyword): Effect => ({
  e: "grant",
  what,
  keywords: [keyword],
  duration: "endOfTurn",
});

export const evasionKeywordCards: CardDef[] = [
  // 702.36: fear.
  creature("Severed Legion", "{1}{B}{B}", ["Zombie"], 2, 2, ["fear"], FEAR),
  creature("Prickly Boggart", "{B}", ["Goblin", "Rogue"], 1, 1, ["fear"], FEAR),
  creature("Dross Prowler", "{2}{B}", ["Zombie"], 2, 1, ["fear"], FEAR),
  creatureWith(
    "Undercity Shade",
    "{4}{B}",
    ["Shade"],
    [1, 1],
    [
      activated({ mana: "{B}" }, [
        { e: "pump", what: "self", power: 1, toughness: 1, duration: "endOfTurn" },
      ]),
    ],
    `${FEAR}\n{B}: This creature gets +1/+1 until end of turn.`,
    ["fear"],
  ),
  creatureWith(
    "Shadowmage Infiltrator",
    "{1}{U}{B}",
    ["Human", "Wizard"],
    [1, 3],
    [
      {
        kind: "triggered",
        when: { on: "dealsDamage", to: "player", combat: true },
        effects: [{ e: "may", effects: [{ e: "draw", who: "you", amount: 1 }] }],
      },
    ],
    `${FEAR}\nWhenever this creature deals combat damage to a player, you may draw a card.`,
    ["fear"],
  ),
  card({
    name: "Fear",
    cost: "{B}{B}",
    types: ["Enchantment"],
    subtypes: ["Aura"],
    enchant: { kind: "creature" },
    keywordReminders: true,
    abilities: [{ kind: "static", effect: { s: "modify", affects: "enchanted", keywords: ["fear"] } }],
    oracle:
      "Enchant creature (Target a creature as you cast this. This card enters attached to that creature.)\nEnchanted creature has fear. (It can't be blocked except by artifact creatures and/or black creatures.)",
  }),
  // 702.13: intimidate.
  creature("Bladetusk Boar", "{3}{R}", ["Boar"], 3, 2, ["intimidate"], INTIMIDATE),
  creature("Krenko's Enforcer", "{1}{R}{R}", ["Goblin", "Warrior"], 2, 2, ["intimidate"], INTIMIDATE),
  creature("Highborn Ghoul", "{B}{B}", ["Zombie"], 2, 1, ["intimidate"], INTIMIDATE),
  creature("Spectral Rider", "{W}{W}", ["Spirit", "Knight"], 2, 2, ["intimidate"], INTIMIDATE),
  card({
    name: "Hideous Visage",
    cost: "{2}{B}",
    types: ["Sorcery"],
    spell: {
      effects: [gainsUntilEndOfTurn({ each: { types: ["Creature"], controller: "you" } }, "intimidate")],
    },
    oracle:
      "Creatures you control gain intimidate until end of turn. (Each of those creatures can't be blocked except by artifact creatures and/or creatures that share a color with it.)",
  }),
  // 702.28: shadow.
  creatureWith(
    "Dauthi Slayer",
    "{B}{B}",
    ["Dauthi", "Soldier"],
    [2, 2],
    [{ kind: "static", effect: { s: "attacksEachCombat", affects: "self" } }],
    `${SHADOW}\nThis creature attacks each combat if able.`,
    ["shadow"],
  ),
  creatureWith(
    "Dauthi Horror",
    "{1}{B}",
    ["Dauthi", "Horror"],
    [2, 1],
    [
      {
        kind: "static",
        effect: { s: "cantBeBlockedBy", affects: "self", filter: { types: ["Creature"], colors: ["W"] } },
      },
    ],
    `${SHADOW}\nThis creature can't be blocked by white creatures.`,
    ["shadow"],
  ),
  creature("Dauthi Marauder", "{2}{B}", ["Dauthi", "Minion"], 3, 1, ["shadow"], SHADOW),
  creature("Soltari Foot Soldier", "{W}", ["Soltari", "Soldier"], 1, 1, ["shadow"], SHADOW),
  creatureWith(
    "Soltari Trooper",
    "{1}{W}",
    ["Soltari", "Soldier"],
    [1, 1],
    [
      {
        kind: "triggered",
        when: { on: "attacks" },
        effects: [{ e: "pump", what: "self", power: 1, toughness: 1, duration: "endOfTurn" }],
      },
    ],
    `${SHADOW}\nWhenever this creature attacks, it gets +1/+1 until end of turn.`,
    ["shadow"],
  ),
  card({
    name: "Dauthi Embrace",
    cost: "{2}{B}",
    types: ["Enchantment"],
    abilities: [activated({ mana: "{B}{B}" }, [gainsUntilEndOfTurn(T0, "shadow")], [{ kind: "creature" }])],
    oracle:
      "{B}{B}: Target creature gains shadow until end of turn. (It can block or be blocked by only creatures with shadow.)",
  }),
  // 702.31: horsemanship.
  creature("Shu Cavalry", "{2}{W}", ["Human", "Soldier"], 2, 2, ["horsemanship"], HORSEMANSHIP),
  creature("Wu Light Cavalry", "{1}{U}", ["Human", "Soldier"], 1, 2, ["horsemanship"], HORSEMANSHIP),
  creatureWith(
    "Wei Night Raiders",
    "{2}{B}{B}",
    ["Human", "Soldier"],
    [2, 2],
    [
      {
        kind: "triggered",
        when: { on: "dealsDamage", to: "opponent" },
        effects: [{ e: "discard", who: "triggering", amount: 1 }],
      },
    ],
    `${HORSEMANSHIP}\nWhenever this creature deals damage to an opponent, that player discards a card.`,
    ["horsemanship"],
  ),
  // Oracle (checked 2026-12-07 against card data in public repositories) keeps horsemanship's reminder beside
  // another keyword: "Haste; horsemanship (…)".
  card({
    name: "Lu Bu, Master-at-Arms",
    cost: "{5}{R}",
    supertypes: ["Legendary"],
    types: ["Creature"],
    subtypes: ["Human", "Soldier", "Warrior"],
    power: 4,
    toughness: 3,
    keywords: ["haste", "horsemanship"],
    oracle: `Haste; h${HORSEMANSHIP.slice(1)}`,
  }),
  card({
    name: "Riding Red Hare",
    cost: "{2}{W}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "creature" }],
      effects: [
        { e: "pump", what: T0, power: 3, toughness: 3, duration: "endOfTurn" },
        gainsUntilEndOfTurn(T0, "horsemanship"),
      ],
    },
    oracle:
      "Target creature gets +3/+3 and gains horsemanship until end of turn. (It can't be blocked except by creatures with horsemanship.)",
  }),
  // 702.118: skulk.
  creature("Furtive Homunculus", "{1}{U}", ["Homunculus"], 2, 1, ["skulk"], SKULK),
  creatureWith(
    "Pale Rider of Trostad",
    "{1}{B}",
    ["Spirit"],
    [3, 3],
    [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "discard", who: "you", amount: 1 }],
      },
    ],
    `${SKULK}\nWhen this creature enters, discard a card.`,
    ["skulk"],
  ),
  // Oracle keeps both keywords' reminder texts, each on its line.
  {
    ...creature(
      "Vampire Cutthroat",
      "{B}",
      ["Vampire", "Rogue"],
      1,
      1,
      ["skulk", "lifelink"],
      `${SKULK}\n${LIFELINK}`,
    ),
    keywordReminders: true,
  },
  // Oracle keeps both keywords' reminder texts, each on its line.
  {
    ...creature(
      "Rancid Rats",
      "{1}{B}",
      ["Zombie", "Rat"],
      1,
      1,
      ["skulk", "deathtouch"],
      `${SKULK}\n${DEATHTOUCH}`,
    ),
    keywordReminders: true,
  },
  // 702.18: shroud.
  creature("Deadly Insect", "{4}{G}", ["Insect"], 6, 1, ["shroud"], SHROUD),
  creatureWith(
    "Argothian Enchantress",
    "{1}{G}",
    ["Human", "Druid"],
    [0, 1],
    [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "you", spell: { types: ["Enchantment"] } },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    `${SHROUD}\nWhenever you cast an enchantment spell, draw a card.`,
    ["shroud"],
  ),
  creatureWith(
    "Sylvan Safekeeper",
    "{G}",
    ["Human", "Wizard"],
    [1, 1],
    [
      activated(
        { sacrifice: { filter: { types: ["Land"] } } },
        [gainsUntilEndOfTurn(T0, "shroud")],
        [{ kind: "creature", filter: { controller: "you" } }],
      ),
    ],
    "Sacrifice a land: Target creature you control gains shroud until end of turn. (It can't be the target of spells or abilities.)",
  ),
  equipment(
    "Lightning Greaves",
    "{2}",
    { keywords: ["haste", "shroud"] },
    "{0}",
    "Equipped creature has haste and shroud. (It can't be the target of spells or abilities.)\nEquip {0}",
  ),
  creature(
    "Simic Sky Swallower",
    "{5}{G}{U}",
    ["Leviathan"],
    6,
    6,
    ["flying", "trample", "shroud"],
    `Flying, trample\n${SHROUD}`,
  ),
  creature(
    "Deft Duelist",
    "{W}{U}",
    ["Human", "Rogue"],
    2,
    1,
    ["first strike", "shroud"],
    `First strike\n${SHROUD}`,
  ),
];
