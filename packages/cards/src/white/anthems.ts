/** White anthems and lords: static +N/+N for your team, and Knight, Soldier and Angel lords. */
import type { Ability, CardDef, Keyword, ObjectFilter } from "@roundtable/engine";
import { card } from "../define.ts";

/** "[Other] [filter] get +P/+T [and have keywords]." */
function anthem(
  each: ObjectFilter,
  other: boolean,
  power: number,
  toughness: number,
  keywords: Keyword[] = [],
): Ability {
  return {
    kind: "static",
    effect: {
      s: "continuous",
      affects: { each, ...(other ? { other: true } : {}) },
      mods: [
        ...(power !== 0 || toughness !== 0 ? [{ m: "modifyPT", power, toughness } as const] : []),
        ...(keywords.length > 0 ? [{ m: "keywords", keywords } as const] : []),
      ],
    },
  };
}

const yours: ObjectFilter = { types: ["Creature"], controller: "you" };
const yourSoldiers: ObjectFilter = { types: ["Creature"], subtypes: ["Soldier"], controller: "you" };
const yourKnights: ObjectFilter = { types: ["Creature"], subtypes: ["Knight"], controller: "you" };

function lord(
  name: string,
  cost: string,
  subtypes: string[],
  pt: [number, number],
  keywords: Keyword[],
  ability: Ability,
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
    abilities: [ability],
    oracle,
  });
}

export const anthems: CardDef[] = [
  card({
    name: "Glorious Anthem",
    cost: "{1}{W}{W}",
    types: ["Enchantment"],
    abilities: [anthem(yours, false, 1, 1)],
    oracle: "Creatures you control get +1/+1.",
  }),
  card({
    name: "Dictate of Heliod",
    cost: "{3}{W}{W}",
    types: ["Enchantment"],
    keywords: ["flash"],
    abilities: [anthem(yours, false, 2, 2)],
    oracle: "Flash\nCreatures you control get +2/+2.",
  }),
  card({
    name: "Always Watching",
    cost: "{1}{W}{W}",
    types: ["Enchantment"],
    abilities: [anthem({ ...yours, nontoken: true }, false, 1, 1, ["vigilance"])],
    oracle: "Nontoken creatures you control get +1/+1 and have vigilance.",
  }),
  card({
    name: "Gerrard's Battle Cry",
    cost: "{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "activated",
        cost: { mana: "{2}{W}" },
        effects: [{ e: "pump", what: { each: yours }, power: 1, toughness: 1, duration: "endOfTurn" }],
      },
    ],
    oracle: "{2}{W}: Creatures you control get +1/+1 until end of turn.",
  }),
  lord(
    "Benalish Marshal",
    "{W}{W}{W}",
    ["Human", "Knight"],
    [3, 3],
    [],
    anthem(yours, true, 1, 1),
    "Other creatures you control get +1/+1.",
  ),
  lord(
    "Kinsbaile Cavalier",
    "{3}{W}",
    ["Kithkin", "Knight"],
    [2, 2],
    [],
    anthem(yourKnights, false, 0, 0, ["double strike"]),
    "Knight creatures you control have double strike.",
  ),
  lord(
    "Knight Exemplar",
    "{1}{W}{W}",
    ["Human", "Knight"],
    [2, 2],
    ["first strike"],
    anthem(yourKnights, true, 1, 1, ["indestructible"]),
    "First strike\nOther Knight creatures you control get +1/+1 and have indestructible.",
  ),
  lord(
    "Field Marshal",
    "{1}{W}{W}",
    ["Human", "Soldier"],
    [2, 2],
    [],
    anthem(yourSoldiers, true, 1, 1, ["first strike"]),
    "Other Soldier creatures you control get +1/+1 and have first strike.",
  ),
  lord(
    "Veteran Armorsmith",
    "{W}{W}",
    ["Human", "Soldier"],
    [2, 3],
    [],
    anthem(yourSoldiers, true, 0, 1),
    "Other Soldier creatures you control get +0/+1.",
  ),
  lord(
    "Veteran Swordsmith",
    "{2}{W}",
    ["Human", "Soldier"],
    [3, 2],
    [],
    anthem(yourSoldiers, true, 1, 0),
    "Other Soldier creatures you control get +1/+0.",
  ),
  card({
    name: "Lyra Dawnbringer",
    cost: "{3}{W}{W}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Angel"],
    power: 5,
    toughness: 5,
    keywords: ["flying", "first strike", "lifelink"],
    abilities: [anthem({ subtypes: ["Angel"], controller: "you" }, true, 1, 1, ["lifelink"])],
    oracle: "Flying, first strike, lifelink\nOther Angels you control get +1/+1 and have lifelink.",
  }),
];
