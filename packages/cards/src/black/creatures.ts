/** Black creatures that casual and Commander tables play: keyword bodies, shades and enters/dies triggers. */
import type { CardDef, Effect, Keyword } from "@roundtable/engine";
import { card, creature } from "../define.ts";
import { triggeredCreature } from "./shared.ts";

/** "{B}: This creature gets +1/+1 until end of turn." */
function shade(name: string, cost: string, subtypes: string[], power: number, toughness: number): CardDef {
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes,
    power,
    toughness,
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{B}" },
        effects: [{ e: "pump", what: "self", power: 1, toughness: 1, duration: "endOfTurn" }],
      },
    ],
    oracle: "{B}: This creature gets +1/+1 until end of turn.",
  });
}

/** A creature with one enters or dies trigger without targets. */
function onTrigger(
  name: string,
  cost: string,
  subtypes: string[],
  pt: [number, number],
  on: "entersBattlefield" | "dies",
  effects: Effect[],
  oracle: string,
  keywords?: Keyword[],
): CardDef {
  return triggeredCreature({
    name,
    cost,
    subtypes,
    pt,
    when: { on },
    effects,
    oracle,
    ...(keywords ? { keywords } : {}),
  });
}

export const blackCreatures: CardDef[] = [
  creature(
    "Gifted Aetherborn",
    "{B}{B}",
    ["Aetherborn", "Vampire"],
    2,
    3,
    ["deathtouch", "lifelink"],
    "Deathtouch, lifelink",
  ),
  creature(
    "Vampire of the Dire Moon",
    "{B}",
    ["Vampire"],
    1,
    1,
    ["deathtouch", "lifelink"],
    "Deathtouch, lifelink",
  ),
  creature("Bog Wraith", "{3}{B}", ["Wraith"], 3, 3, ["swampwalk"], "Swampwalk"),
  creature("Feral Abomination", "{5}{B}", ["Thrull"], 5, 5, ["deathtouch"], "Deathtouch"),
  shade("Dread Shade", "{B}{B}{B}", ["Shade"], 3, 3),
  shade("Nantuko Shade", "{B}{B}", ["Insect", "Shade"], 2, 1),
  card({
    name: "Drudge Skeletons",
    cost: "{1}{B}",
    types: ["Creature"],
    subtypes: ["Skeleton"],
    power: 1,
    toughness: 1,
    abilities: [{ kind: "activated", cost: { mana: "{B}" }, effects: [{ e: "regenerate", what: "self" }] }],
    oracle: "{B}: Regenerate this creature.",
  }),
  card({
    name: "Diregraf Ghoul",
    cost: "{B}",
    types: ["Creature"],
    subtypes: ["Zombie"],
    power: 2,
    toughness: 2,
    abilities: [{ kind: "static", effect: { s: "entersTappedSelf" } }],
    oracle: "This creature enters tapped.",
  }),
  card({
    name: "Nightmare",
    cost: "{5}{B}",
    types: ["Creature"],
    subtypes: ["Nightmare", "Horse"],
    power: 0,
    toughness: 0,
    keywords: ["flying"],
    cda: { count: { subtypes: ["Swamp"], controller: "you" } },
    oracle: "Flying\nNightmare's power and toughness are each equal to the number of Swamps you control.",
  }),
  card({
    name: "Abyssal Specter",
    cost: "{2}{B}{B}",
    types: ["Creature"],
    subtypes: ["Specter"],
    power: 2,
    toughness: 3,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "dealsDamage", to: "player" },
        effects: [{ e: "discard", who: "triggering", amount: 1 }],
      },
    ],
    oracle: "Flying\nWhenever this creature deals damage to a player, that player discards a card.",
  }),
  card({
    name: "Royal Assassin",
    cost: "{1}{B}{B}",
    types: ["Creature"],
    subtypes: ["Human", "Assassin"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "creature", filter: { tapped: true } }],
        effects: [{ e: "destroy", what: { target: 0 } }],
      },
    ],
    oracle: "{T}: Destroy target tapped creature.",
  }),
  card({
    name: "Ravenous Chupacabra",
    cost: "{2}{B}{B}",
    types: ["Creature"],
    subtypes: ["Horror"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "creature", filter: { controller: "opponent" } }],
        effects: [{ e: "destroy", what: { target: 0 } }],
      },
    ],
    oracle: "When this creature enters, destroy target creature an opponent controls.",
  }),
  card({
    name: "Skinrender",
    cost: "{2}{B}{B}",
    types: ["Creature"],
    subtypes: ["Phyrexian", "Zombie"],
    power: 3,
    toughness: 3,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "creature" }],
        effects: [{ e: "addCounters", what: { target: 0 }, counter: "-1/-1", amount: 3 }],
      },
    ],
    oracle: "When this creature enters, put three -1/-1 counters on target creature.",
  }),
  card({
    name: "Pestilence Demon",
    cost: "{5}{B}{B}{B}",
    types: ["Creature"],
    subtypes: ["Demon"],
    power: 7,
    toughness: 6,
    keywords: ["flying"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{B}" },
        effects: [{ e: "damageEach", amount: 1, creatures: { types: ["Creature"] }, players: "each" }],
      },
    ],
    oracle: "Flying\n{B}: This creature deals 1 damage to each creature and each player.",
  }),
  onTrigger(
    "Foul Imp",
    "{B}{B}",
    ["Imp"],
    [2, 2],
    "entersBattlefield",
    [{ e: "loseLife", who: "you", amount: 2 }],
    "Flying\nWhen this creature enters, you lose 2 life.",
    ["flying"],
  ),
  onTrigger(
    "Maalfeld Twins",
    "{5}{B}",
    ["Zombie"],
    [4, 4],
    "dies",
    [
      {
        e: "createToken",
        token: { types: ["Creature"], subtypes: ["Zombie"], colors: ["B"], power: 2, toughness: 2 },
        amount: 2,
      },
    ],
    "When this creature dies, create two 2/2 black Zombie creature tokens.",
  ),
];

/** Creatures that leave something behind or hit back as they die (700.4). */
export const blackDeathCreatures: CardDef[] = [
  onTrigger(
    "Doomed Dissenter",
    "{1}{B}",
    ["Human"],
    [1, 1],
    "dies",
    [
      {
        e: "createToken",
        token: { types: ["Creature"], subtypes: ["Zombie"], colors: ["B"], power: 2, toughness: 2 },
        amount: 1,
      },
    ],
    "When this creature dies, create a 2/2 black Zombie creature token.",
  ),
  onTrigger(
    "Deathbloom Thallid",
    "{2}{B}",
    ["Fungus"],
    [3, 2],
    "dies",
    [
      {
        e: "createToken",
        token: { types: ["Creature"], subtypes: ["Saproling"], colors: ["G"], power: 1, toughness: 1 },
        amount: 1,
      },
    ],
    "When this creature dies, create a 1/1 green Saproling creature token.",
  ),
  card({
    name: "Shambling Goblin",
    cost: "{B}",
    types: ["Creature"],
    subtypes: ["Zombie", "Goblin"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "dies" },
        targets: [{ kind: "creature", filter: { controller: "opponent" } }],
        effects: [{ e: "pump", what: { target: 0 }, power: -1, toughness: -1, duration: "endOfTurn" }],
      },
    ],
    oracle: "When this creature dies, target creature an opponent controls gets -1/-1 until end of turn.",
  }),
  card({
    name: "Massacre Wurm",
    cost: "{3}{B}{B}{B}",
    types: ["Creature"],
    subtypes: ["Phyrexian", "Wurm"],
    power: 6,
    toughness: 5,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [
          {
            e: "pump",
            what: { each: { types: ["Creature"], controller: "opponent" } },
            power: -2,
            toughness: -2,
            duration: "endOfTurn",
          },
        ],
      },
      {
        kind: "triggered",
        when: { on: "creatureDies", filter: { types: ["Creature"], controller: "opponent" }, self: "a" },
        effects: [{ e: "loseLife", who: "triggering", amount: 2 }],
      },
    ],
    oracle:
      "When this creature enters, creatures your opponents control get -2/-2 until end of turn.\nWhenever a creature an opponent controls dies, that creature's controller loses 2 life.",
  }),
  creature("Giant Cockroach", "{3}{B}", ["Insect"], 4, 2, [], ""),
  creature("Gloomhunter", "{2}{B}", ["Bat"], 2, 1, ["flying"], "Flying"),
  card({
    name: "Moaning Wall",
    cost: "{2}{B}",
    types: ["Creature"],
    subtypes: ["Zombie", "Wall"],
    power: 0,
    toughness: 5,
    keywords: ["defender"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{2}", discardSelf: true },
        cycling: true,
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle: "Defender\nCycling {2} ({2}, Discard this card: Draw a card.)",
  }),
  card({
    name: "Ebon Dragon",
    cost: "{5}{B}{B}",
    types: ["Creature"],
    subtypes: ["Dragon"],
    power: 5,
    toughness: 4,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        targets: [{ kind: "opponent" }],
        effects: [{ e: "may", effects: [{ e: "discard", who: { target: 0 }, amount: 1 }] }],
      },
    ],
    oracle: "Flying\nWhen this creature enters, you may have target opponent discard a card.",
  }),
];
