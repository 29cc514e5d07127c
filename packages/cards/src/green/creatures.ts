/** Green creatures: the big, the regenerating, the lords and the creatures that leave something behind. */
import type { Ability, CardDef, Effect, Keyword, TokenSpec } from "@roundtable/engine";
import { card, creature } from "../define.ts";

const green = (subtypes: string[], power: number, toughness: number, keywords?: Keyword[]): TokenSpec => ({
  types: ["Creature"],
  subtypes,
  colors: ["G"],
  power,
  toughness,
  ...(keywords ? { keywords } : {}),
});

/** A creature with abilities. */
function beast(
  name: string,
  cost: string,
  subtypes: string[],
  power: number,
  toughness: number,
  abilities: Ability[],
  oracle: string,
  keywords: Keyword[] = [],
): CardDef {
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes,
    power,
    toughness,
    ...(keywords.length > 0 ? { keywords } : {}),
    abilities,
    oracle,
  });
}

const regenerate = (mana: string): Ability => ({
  kind: "activated",
  cost: { mana },
  effects: [{ e: "regenerate", what: "self" }],
});
const enters = (...effects: Effect[]): Ability => ({
  kind: "triggered",
  when: { on: "entersBattlefield" },
  effects,
});
const drawOne: Effect = { e: "draw", who: "you", amount: 1 };

export const creatures: CardDef[] = [
  beast(
    "Thragtusk",
    "{4}{G}",
    ["Beast"],
    5,
    3,
    [
      enters({ e: "gainLife", who: "you", amount: 5 }),
      {
        kind: "triggered",
        when: { on: "leavesBattlefield" },
        effects: [{ e: "createToken", token: green(["Beast"], 3, 3), amount: 1 }],
      },
    ],
    "When this creature enters, you gain 5 life.\nWhen this creature leaves the battlefield, create a 3/3 green Beast creature token.",
  ),
  beast(
    "Pelakka Wurm",
    "{4}{G}{G}{G}",
    ["Wurm"],
    7,
    7,
    [
      enters({ e: "gainLife", who: "you", amount: 7 }),
      { kind: "triggered", when: { on: "dies" }, effects: [drawOne] },
    ],
    "Trample\nWhen this creature enters, you gain 7 life.\nWhen this creature dies, draw a card.",
    ["trample"],
  ),
  beast(
    "Verdant Force",
    "{5}{G}{G}{G}",
    ["Elemental"],
    7,
    7,
    [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "each" },
        effects: [{ e: "createToken", token: green(["Saproling"], 1, 1), amount: 1 }],
      },
    ],
    "At the beginning of each upkeep, create a 1/1 green Saproling creature token.",
  ),
  beast(
    "Hornet Queen",
    "{4}{G}{G}{G}",
    ["Insect"],
    2,
    2,
    [enters({ e: "createToken", token: green(["Insect"], 1, 1, ["flying", "deathtouch"]), amount: 4 })],
    "Flying, deathtouch\nWhen this creature enters, create four 1/1 green Insect creature tokens with flying and deathtouch.",
    ["flying", "deathtouch"],
  ),
  beast(
    "Terra Stomper",
    "{3}{G}{G}{G}",
    ["Beast"],
    8,
    8,
    [{ kind: "static", effect: { s: "cantBeCountered" } }],
    "This spell can't be countered.\nTrample",
    ["trample"],
  ),
  beast(
    "Troll Ascetic",
    "{1}{G}{G}",
    ["Troll", "Shaman"],
    3,
    2,
    [regenerate("{1}{G}")],
    "Hexproof\n{1}{G}: Regenerate this creature.",
    ["hexproof"],
  ),
  beast(
    "River Boa",
    "{1}{G}",
    ["Snake"],
    2,
    1,
    [regenerate("{G}")],
    "Islandwalk\n{G}: Regenerate this creature.",
    ["islandwalk"],
  ),
  beast(
    "Mire Boa",
    "{1}{G}",
    ["Snake"],
    2,
    1,
    [regenerate("{G}")],
    "Swampwalk\n{G}: Regenerate this creature.",
    ["swampwalk"],
  ),
  beast("Cudgel Troll", "{2}{G}{G}", ["Troll"], 4, 3, [regenerate("{G}")], "{G}: Regenerate this creature."),
  beast(
    "Elvish Champion",
    "{1}{G}{G}",
    ["Elf"],
    2,
    2,
    [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], subtypes: ["Elf"] }, other: true },
          mods: [
            { m: "modifyPT", power: 1, toughness: 1 },
            { m: "keywords", keywords: ["forestwalk"] },
          ],
        },
        text: "Other Elf creatures get +1/+1 and have forestwalk.",
      },
    ],
    "Other Elf creatures get +1/+1 and have forestwalk.",
  ),
  beast(
    "Imperious Perfect",
    "{2}{G}",
    ["Elf", "Warrior"],
    2,
    2,
    [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { subtypes: ["Elf"], controller: "you" }, other: true },
          mods: [{ m: "modifyPT", power: 1, toughness: 1 }],
        },
        text: "Other Elves you control get +1/+1.",
      },
      {
        kind: "activated",
        cost: { mana: "{G}", tap: true },
        effects: [{ e: "createToken", token: green(["Elf", "Warrior"], 1, 1), amount: 1 }],
      },
    ],
    "Other Elves you control get +1/+1.\n{G}, {T}: Create a 1/1 green Elf Warrior creature token.",
  ),
  card({
    name: "Dungrove Elder",
    cost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Treefolk"],
    power: 0,
    toughness: 0,
    keywords: ["hexproof"],
    cda: { count: { subtypes: ["Forest"], controller: "you" } },
    oracle:
      "Hexproof\nThis creature's power and toughness are each equal to the number of Forests you control.",
  }),
  beast(
    "Brindle Boar",
    "{2}{G}",
    ["Boar"],
    2,
    2,
    [
      {
        kind: "activated",
        cost: { sacrificeSelf: true },
        effects: [{ e: "gainLife", who: "you", amount: 4 }],
      },
    ],
    "Sacrifice this creature: You gain 4 life.",
  ),
  beast(
    "Wildheart Invoker",
    "{2}{G}{G}",
    ["Elf", "Shaman"],
    4,
    3,
    [
      {
        kind: "activated",
        cost: { mana: "{8}" },
        targets: [{ kind: "creature" }],
        effects: [
          { e: "pump", what: { target: 0 }, power: 5, toughness: 5, duration: "endOfTurn" },
          { e: "grant", what: { target: 0 }, keywords: ["trample"], duration: "endOfTurn" },
        ],
      },
    ],
    "{8}: Target creature gets +5/+5 and gains trample until end of turn.",
  ),
  beast(
    "Tukatongue Thallid",
    "{G}",
    ["Fungus"],
    1,
    1,
    [
      {
        kind: "triggered",
        when: { on: "dies" },
        effects: [{ e: "createToken", token: green(["Saproling"], 1, 1), amount: 1 }],
      },
    ],
    "When this creature dies, create a 1/1 green Saproling creature token.",
  ),
  beast(
    "Wall of Blossoms",
    "{1}{G}",
    ["Plant", "Wall"],
    0,
    4,
    [enters(drawOne)],
    "Defender\nWhen this creature enters, draw a card.",
    ["defender"],
  ),
  beast(
    "Kavu Climber",
    "{3}{G}{G}",
    ["Kavu"],
    3,
    3,
    [enters(drawOne)],
    "When this creature enters, draw a card.",
  ),
  beast(
    "Elvish Visionary",
    "{1}{G}",
    ["Elf", "Shaman"],
    1,
    1,
    [enters(drawOne)],
    "When this creature enters, draw a card.",
  ),
  creature("Leatherback Baloth", "{G}{G}{G}", ["Beast"], 4, 5, [], ""),
  creature("Rumbling Baloth", "{2}{G}{G}", ["Beast"], 4, 4, [], ""),
  creature("Primordial Wurm", "{4}{G}{G}", ["Wurm"], 7, 6, [], ""),
  creature("Axebane Stag", "{6}{G}", ["Elk"], 6, 7, [], ""),
  creature("Enormous Baloth", "{6}{G}", ["Beast"], 7, 7, [], ""),
  creature("Ancient Brontodon", "{6}{G}{G}", ["Dinosaur"], 9, 9, [], ""),
  creature("Gigantosaurus", "{G}{G}{G}{G}{G}", ["Dinosaur"], 10, 10, [], ""),
  creature("Balduvian Bears", "{1}{G}", ["Bear"], 2, 2, [], ""),
  creature("Bear Cub", "{1}{G}", ["Bear"], 2, 2, [], ""),
  creature("Yavimaya Wurm", "{4}{G}{G}", ["Wurm"], 6, 4, ["trample"], "Trample"),
  creature("Stampeding Rhino", "{4}{G}", ["Rhino"], 4, 4, ["trample"], "Trample"),
  creature("War Mammoth", "{3}{G}", ["Elephant"], 3, 3, ["trample"], "Trample"),
  creature("Bull Hippo", "{3}{G}", ["Hippo"], 3, 3, ["islandwalk"], "Islandwalk"),
  creature("Sentinel Spider", "{3}{G}", ["Spider"], 4, 4, ["vigilance", "reach"], "Vigilance, reach"),
  creature("Canopy Spider", "{1}{G}", ["Spider"], 1, 3, ["reach"], "Reach"),
  creature("Scryb Sprites", "{G}", ["Faerie"], 1, 1, ["flying"], "Flying"),
  creature("Elvish Archers", "{1}{G}", ["Elf", "Archer"], 2, 1, ["first strike"], "First strike"),
];
