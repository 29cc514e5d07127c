/** Red creatures: hasty attackers, pingers and creatures with enters, dies and activated abilities. */
import type { Ability, CardDef, Keyword } from "@roundtable/engine";
import { card, creature } from "../define.ts";

/** A creature with abilities. */
function beast(
  name: string,
  cost: string,
  subtypes: string[],
  pt: [number, number],
  keywords: Keyword[],
  abilities: Ability[],
  oracle: string,
): CardDef {
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes,
    power: pt[0],
    toughness: pt[1],
    ...(keywords.length > 0 ? { keywords } : {}),
    abilities,
    oracle,
  });
}

/** "{T}: This creature deals N damage to any target." */
const ping = (n: number, mana?: string): Ability => ({
  kind: "activated",
  cost: mana ? { mana } : { tap: true },
  targets: [{ kind: "any" }],
  effects: [{ e: "damage", amount: n, to: { target: 0 } }],
});

/** "At the beginning of the end step, sacrifice this creature." */
const SAC_AT_END: Ability = {
  kind: "triggered",
  when: { on: "beginningOfStep", step: "end", whose: "each" },
  effects: [{ e: "sacrifice", what: "self" }],
};

const unearth = (mana: string): Ability => ({
  kind: "activated",
  cost: { mana },
  unearth: true,
  sorcery: true,
  effects: [{ e: "unearth" }],
});

export const creatures: CardDef[] = [
  creature("Lightning Elemental", "{3}{R}", ["Elemental"], 4, 1, ["haste"], "Haste"),
  creature("Raging Cougar", "{2}{R}", ["Cat"], 3, 2, ["haste"], "Haste"),
  creature("Earth Elemental", "{3}{R}{R}", ["Elemental"], 4, 5, [], ""),
  creature("Volcanic Dragon", "{4}{R}{R}", ["Dragon"], 4, 4, ["flying", "haste"], "Flying, haste"),
  beast(
    "Ball Lightning",
    "{R}{R}{R}",
    ["Elemental"],
    [6, 1],
    ["trample", "haste"],
    [SAC_AT_END],
    "Trample, haste\nAt the beginning of the end step, sacrifice this creature.",
  ),
  beast(
    "Hellspark Elemental",
    "{1}{R}",
    ["Elemental"],
    [3, 1],
    ["trample", "haste"],
    [SAC_AT_END, unearth("{1}{R}")],
    "Trample, haste\nAt the beginning of the end step, sacrifice this creature.\nUnearth {1}{R} ({1}{R}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)",
  ),
  beast(
    "Hell's Thunder",
    "{1}{R}{R}",
    ["Elemental"],
    [4, 4],
    ["flying", "haste"],
    [SAC_AT_END, unearth("{4}{R}")],
    "Flying, haste\nAt the beginning of the end step, sacrifice this creature.\nUnearth {4}{R} ({4}{R}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)",
  ),
  beast(
    "Bloodrock Cyclops",
    "{2}{R}",
    ["Cyclops"],
    [3, 3],
    [],
    [{ kind: "static", effect: { s: "attacksEachCombat", affects: "self" } }],
    "This creature attacks each combat if able.",
  ),
  beast(
    "Valley Dasher",
    "{1}{R}",
    ["Human", "Berserker"],
    [2, 2],
    ["haste"],
    [{ kind: "static", effect: { s: "attacksEachCombat", affects: "self" } }],
    "Haste\nThis creature attacks each combat if able.",
  ),
  beast(
    "Prodigal Pyromancer",
    "{2}{R}",
    ["Human", "Wizard"],
    [1, 1],
    [],
    [ping(1)],
    "{T}: This creature deals 1 damage to any target.",
  ),
  beast(
    "Cunning Sparkmage",
    "{2}{R}",
    ["Human", "Shaman"],
    [0, 1],
    ["haste"],
    [ping(1)],
    "Haste\n{T}: This creature deals 1 damage to any target.",
  ),
  beast(
    "Vulshok Sorcerer",
    "{1}{R}{R}",
    ["Human", "Shaman"],
    [1, 1],
    ["haste"],
    [ping(1)],
    "Haste\n{T}: This creature deals 1 damage to any target.",
  ),
  beast(
    "Shivan Hellkite",
    "{5}{R}{R}",
    ["Dragon"],
    [5, 5],
    ["flying"],
    [ping(1, "{1}{R}")],
    "Flying\n{1}{R}: This creature deals 1 damage to any target.",
  ),
  beast(
    "Orcish Artillery",
    "{1}{R}{R}",
    ["Orc", "Warrior"],
    [1, 3],
    [],
    [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "any" }],
        effects: [
          { e: "damage", amount: 2, to: { target: 0 } },
          { e: "damage", amount: 3, to: "you" },
        ],
      },
    ],
    "{T}: This creature deals 2 damage to any target and 3 damage to you.",
  ),
  beast(
    "Sparkmage Apprentice",
    "{1}{R}",
    ["Human", "Wizard"],
    [1, 1],
    [],
    [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "any" }],
        effects: [{ e: "damage", amount: 1, to: { target: 0 } }],
      },
    ],
    "When this creature enters, it deals 1 damage to any target.",
  ),
  beast(
    "Fire Imp",
    "{2}{R}",
    ["Imp"],
    [2, 1],
    [],
    [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "damage", amount: 2, to: { target: 0 } }],
      },
    ],
    "When this creature enters, it deals 2 damage to target creature.",
  ),
  beast(
    "Bogardan Firefiend",
    "{2}{R}",
    ["Elemental", "Spirit"],
    [2, 1],
    [],
    [
      {
        kind: "triggered",
        when: { on: "dies" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "damage", amount: 2, to: { target: 0 } }],
      },
    ],
    "When this creature dies, it deals 2 damage to target creature.",
  ),
  beast(
    "Thunder Dragon",
    "{5}{R}{R}",
    ["Dragon"],
    [5, 5],
    ["flying"],
    [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "damageEach", amount: 3, creatures: { types: ["Creature"], without: ["flying"] } }],
      },
    ],
    "Flying\nWhen this creature enters, it deals 3 damage to each creature without flying.",
  ),
  beast(
    "Archwing Dragon",
    "{2}{R}{R}",
    ["Dragon"],
    [4, 4],
    ["flying", "haste"],
    [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "end", whose: "each" },
        effects: [{ e: "bounce", what: "self" }],
      },
    ],
    "Flying, haste\nAt the beginning of the end step, return this creature to its owner's hand.",
  ),
  beast(
    "Dragon Mage",
    "{5}{R}{R}",
    ["Dragon", "Wizard"],
    [5, 5],
    ["flying"],
    [
      {
        kind: "triggered",
        when: { on: "dealsDamage", to: "player", combat: true },
        effects: [
          { e: "discardHand", who: "each" },
          { e: "draw", who: "each", amount: 7 },
        ],
      },
    ],
    "Flying\nWhenever this creature deals combat damage to a player, each player discards their hand, then draws seven cards.",
  ),
  beast(
    "Magus of the Wheel",
    "{2}{R}",
    ["Human", "Wizard"],
    [3, 3],
    [],
    [
      {
        kind: "activated",
        cost: { mana: "{1}{R}", tap: true, sacrificeSelf: true },
        effects: [
          { e: "discardHand", who: "each" },
          { e: "draw", who: "each", amount: 7 },
        ],
      },
    ],
    "{1}{R}, {T}, Sacrifice this creature: Each player discards their hand, then draws seven cards.",
  ),
  beast(
    "Hammerfist Giant",
    "{4}{R}{R}",
    ["Giant", "Warrior"],
    [5, 4],
    [],
    [
      {
        kind: "activated",
        cost: { tap: true },
        effects: [
          {
            e: "damageEach",
            amount: 4,
            creatures: { types: ["Creature"], without: ["flying"] },
            players: "each",
          },
        ],
      },
    ],
    "{T}: This creature deals 4 damage to each creature without flying and each player.",
  ),
  beast(
    "Bloodfire Colossus",
    "{6}{R}{R}",
    ["Giant"],
    [6, 6],
    [],
    [
      {
        kind: "activated",
        cost: { mana: "{R}", sacrificeSelf: true },
        effects: [{ e: "damageEach", amount: 6, creatures: { types: ["Creature"] }, players: "each" }],
      },
    ],
    "{R}, Sacrifice this creature: It deals 6 damage to each creature and each player.",
  ),
  beast(
    "Ember Hauler",
    "{R}{R}",
    ["Goblin"],
    [2, 2],
    [],
    [
      {
        kind: "activated",
        cost: { mana: "{1}", sacrificeSelf: true },
        targets: [{ kind: "any" }],
        effects: [{ e: "damage", amount: 2, to: { target: 0 } }],
      },
    ],
    "{1}, Sacrifice this creature: It deals 2 damage to any target.",
  ),
];
