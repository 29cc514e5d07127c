/** Green ramp: land searches (701.23) and mana creatures. */
import type { Ability, CardDef, Effect, ManaType, ObjectFilter } from "@roundtable/engine";
import { card, TAP_FOR_C } from "../define.ts";
import { creatureCard, diesMaySearchForHand, enters } from "./build.ts";

const BASIC_LAND: ObjectFilter = { types: ["Land"], basic: true };
const FOREST: ObjectFilter = { subtypes: ["Forest"] };

/** A sorcery whose only effect is one search of your library. */
function searchSorcery(
  name: string,
  cost: string,
  search: Effect,
  oracle: string,
  subtypes?: string[],
): CardDef {
  return card({
    name,
    cost,
    types: ["Sorcery"],
    ...(subtypes ? { subtypes } : {}),
    spell: { effects: [search] },
    oracle,
  });
}

/** "When this creature enters, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle." */
function landScout(
  name: string,
  cost: string,
  subtypes: string[],
  power: number,
  toughness: number,
): CardDef {
  return creatureCard(
    name,
    cost,
    subtypes,
    power,
    toughness,
    [
      enters({
        e: "may",
        effects: [{ e: "searchYourLibrary", filter: BASIC_LAND, amount: 1, put: "hand", reveal: true }],
      }),
    ],
    "When this creature enters, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
  );
}

/** A creature whose only ability is a mana ability "{T}: Add …". */
function manaCreature(
  name: string,
  cost: string,
  subtypes: string[],
  power: number,
  toughness: number,
  produce: ManaType[],
  amount: number,
  oracle: string,
): CardDef {
  const mana: Ability = { kind: "mana", cost: { tap: true }, produce, ...(amount > 1 ? { amount } : {}) };
  return creatureCard(name, cost, subtypes, power, toughness, [mana], oracle);
}

/** "search your library for a basic land card, put [it / that card] onto the battlefield tapped, then shuffle" */
function basicTapped(pronoun: "it" | "that card"): Effect {
  return { e: "searchYourLibrary", filter: BASIC_LAND, amount: 1, put: "battlefield", tapped: true, pronoun };
}

const ANY: ManaType[] = ["W", "U", "B", "R", "G"];
const CULTIVATE =
  "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.";
const cultivate: Effect = {
  e: "searchYourLibrary",
  filter: BASIC_LAND,
  amount: 2,
  upTo: true,
  put: "oneBattlefieldOtherHand",
  reveal: true,
  pronoun: "those cards",
};

export const ramp: CardDef[] = [
  searchSorcery(
    "Rampant Growth",
    "{1}{G}",
    basicTapped("that card"),
    "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
  ),
  searchSorcery("Cultivate", "{2}{G}", cultivate, CULTIVATE),
  searchSorcery("Kodama's Reach", "{2}{G}", cultivate, CULTIVATE, ["Arcane"]),
  searchSorcery(
    "Farseek",
    "{1}{G}",
    {
      e: "searchYourLibrary",
      filter: { subtypes: ["Plains", "Island", "Swamp", "Mountain"] },
      amount: 1,
      put: "battlefield",
      tapped: true,
    },
    "Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the battlefield tapped, then shuffle.",
  ),
  ...["Nature's Lore", "Three Visits"].map((name) =>
    searchSorcery(
      name,
      "{1}{G}",
      { e: "searchYourLibrary", filter: FOREST, amount: 1, put: "battlefield", pronoun: "that card" },
      "Search your library for a Forest card, put that card onto the battlefield, then shuffle.",
    ),
  ),
  searchSorcery(
    "Explosive Vegetation",
    "{3}{G}",
    { e: "searchYourLibrary", filter: BASIC_LAND, amount: 2, upTo: true, put: "battlefield", tapped: true },
    "Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.",
  ),
  searchSorcery(
    "Skyshroud Claim",
    "{3}{G}",
    { e: "searchYourLibrary", filter: FOREST, amount: 2, upTo: true, put: "battlefield" },
    "Search your library for up to two Forest cards, put them onto the battlefield, then shuffle.",
  ),
  searchSorcery(
    "Ranger's Path",
    "{3}{G}",
    { e: "searchYourLibrary", filter: FOREST, amount: 2, upTo: true, put: "battlefield", tapped: true },
    "Search your library for up to two Forest cards, put them onto the battlefield tapped, then shuffle.",
  ),
  searchSorcery(
    "Lay of the Land",
    "{G}",
    { e: "searchYourLibrary", filter: BASIC_LAND, amount: 1, put: "hand", reveal: true },
    "Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
  ),
  searchSorcery(
    "Sylvan Scrying",
    "{1}{G}",
    { e: "searchYourLibrary", filter: { types: ["Land"] }, amount: 1, put: "hand", reveal: true },
    "Search your library for a land card, reveal it, put it into your hand, then shuffle.",
  ),
  card({
    name: "Sakura-Tribe Elder",
    cost: "{1}{G}",
    types: ["Creature"],
    subtypes: ["Snake", "Shaman"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "activated",
        cost: { sacrificeSelf: true },
        effects: [basicTapped("that card")],
      },
    ],
    oracle:
      "Sacrifice this creature: Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.",
  }),
  card({
    name: "Wood Elves",
    cost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Elf", "Scout"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [
          { e: "searchYourLibrary", filter: FOREST, amount: 1, put: "battlefield", pronoun: "that card" },
        ],
      },
    ],
    oracle:
      "When this creature enters, search your library for a Forest card, put that card onto the battlefield, then shuffle.",
  }),
  landScout("Sylvan Ranger", "{1}{G}", ["Elf", "Scout"], 1, 1),
  landScout("Civic Wayfinder", "{2}{G}", ["Elf", "Warrior", "Druid"], 2, 2),
  landScout("Borderland Ranger", "{2}{G}", ["Human", "Scout"], 2, 2),
  card({
    name: "Yavimaya Elder",
    cost: "{1}{G}{G}",
    types: ["Creature"],
    subtypes: ["Human", "Druid"],
    power: 2,
    toughness: 1,
    abilities: [
      diesMaySearchForHand({ filter: BASIC_LAND, amount: 2, upTo: true }),
      {
        kind: "activated",
        cost: { mana: "{2}", sacrificeSelf: true },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
    ],
    oracle:
      "When this creature dies, you may search your library for up to two basic land cards, reveal them, put them into your hand, then shuffle.\n{2}, Sacrifice this creature: Draw a card.",
  }),
  manaCreature("Fyndhorn Elves", "{G}", ["Elf", "Druid"], 1, 1, ["G"], 1, "{T}: Add {G}."),
  manaCreature("Leaf Gilder", "{1}{G}", ["Elf", "Druid"], 2, 1, ["G"], 1, "{T}: Add {G}."),
  manaCreature("Druid of the Cowl", "{1}{G}", ["Elf", "Druid"], 1, 3, ["G"], 1, "{T}: Add {G}."),
  manaCreature("Elves of Deep Shadow", "{G}", ["Elf", "Druid"], 1, 1, ["B"], 1, "{T}: Add {B}."),
  manaCreature("Avacyn's Pilgrim", "{G}", ["Human", "Monk"], 1, 1, ["W"], 1, "{T}: Add {W}."),
  manaCreature("Fyndhorn Elder", "{2}{G}", ["Elf", "Druid"], 1, 1, ["G"], 2, "{T}: Add {G}{G}."),
  manaCreature("Greenweaver Druid", "{2}{G}", ["Elf", "Druid"], 1, 1, ["G"], 2, "{T}: Add {G}{G}."),
  manaCreature("Llanowar Tribe", "{G}{G}{G}", ["Elf", "Druid"], 3, 3, ["G"], 3, "{T}: Add {G}{G}{G}."),
  card({
    name: "Boreal Druid",
    cost: "{G}",
    types: ["Creature"],
    supertypes: ["Snow"],
    subtypes: ["Elf", "Druid"],
    power: 1,
    toughness: 1,
    abilities: [TAP_FOR_C],
    oracle: "{T}: Add {C}.",
  }),
  card({
    name: "Birds of Paradise",
    cost: "{G}",
    types: ["Creature"],
    subtypes: ["Bird"],
    power: 0,
    toughness: 1,
    keywords: ["flying"],
    abilities: [{ kind: "mana", cost: { tap: true }, produce: ANY }],
    oracle: "Flying\n{T}: Add one mana of any color.",
  }),
  card({
    name: "Sylvan Caryatid",
    cost: "{1}{G}",
    types: ["Creature"],
    subtypes: ["Plant"],
    power: 0,
    toughness: 3,
    keywords: ["defender", "hexproof"],
    abilities: [{ kind: "mana", cost: { tap: true }, produce: ANY }],
    oracle: "Defender, hexproof\n{T}: Add one mana of any color.",
  }),
  card({
    name: "Vine Trellis",
    cost: "{1}{G}",
    types: ["Creature"],
    subtypes: ["Plant", "Wall"],
    power: 0,
    toughness: 4,
    keywords: ["defender"],
    abilities: [{ kind: "mana", cost: { tap: true }, produce: ["G"] }],
    oracle: "Defender\n{T}: Add {G}.",
  }),
  manaCreature("Utopia Tree", "{1}{G}", ["Plant"], 0, 2, ANY, 1, "{T}: Add one mana of any color."),
  manaCreature(
    "Druid of the Anima",
    "{1}{G}",
    ["Elf", "Druid"],
    1,
    1,
    ["R", "G", "W"],
    1,
    "{T}: Add {R}, {G}, or {W}.",
  ),
  card({
    name: "Farhaven Elf",
    cost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Elf", "Druid"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "may", effects: [basicTapped("it")] }],
      },
    ],
    oracle:
      "When this creature enters, you may search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
  }),
  card({
    name: "Dawntreader Elk",
    cost: "{1}{G}",
    types: ["Creature"],
    subtypes: ["Elk"],
    power: 2,
    toughness: 2,
    abilities: [
      { kind: "activated", cost: { mana: "{G}", sacrificeSelf: true }, effects: [basicTapped("it")] },
    ],
    oracle:
      "{G}, Sacrifice this creature: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
  }),
  card({
    name: "Arbor Elf",
    cost: "{G}",
    types: ["Creature"],
    subtypes: ["Elf", "Druid"],
    power: 1,
    toughness: 1,
    abilities: [
      {
        kind: "activated",
        cost: { tap: true },
        targets: [{ kind: "permanent", filter: FOREST }],
        effects: [{ e: "untap", what: { target: 0 } }],
      },
    ],
    oracle: "{T}: Untap target Forest.",
  }),
  card({
    name: "Llanowar Visionary",
    cost: "{2}{G}",
    types: ["Creature"],
    subtypes: ["Elf", "Druid"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "entersBattlefield" },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
      { kind: "mana", cost: { tap: true }, produce: ["G"] },
    ],
    oracle: "When this creature enters, draw a card.\n{T}: Add {G}.",
  }),
];
