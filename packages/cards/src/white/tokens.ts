/** White token makers: Soldiers, Spirits, Knights, and what grows with a wide board. */
import type { Ability, CardDef, Effect, TokenSpec } from "@roundtable/engine";
import { card } from "../define.ts";

/** A white creature token (111.4, named after its subtypes). */
function whiteToken(
  subtype: string,
  power: number,
  toughness: number,
  keywords?: TokenSpec["keywords"],
): TokenSpec {
  return {
    types: ["Creature"],
    subtypes: [subtype],
    colors: ["W"],
    power,
    toughness,
    ...(keywords ? { keywords } : {}),
  };
}

const soldier = whiteToken("Soldier", 1, 1);
const spirit = whiteToken("Spirit", 1, 1, ["flying"]);

function create(token: TokenSpec, amount: number | "X"): Effect {
  return { e: "createToken", token, amount };
}

function entersCreate(token: TokenSpec, amount: number): Ability {
  return { kind: "triggered", when: { on: "entersBattlefield" }, effects: [create(token, amount)] };
}

function tokenSpell(
  name: string,
  cost: string,
  kind: "Instant" | "Sorcery",
  effect: Effect,
  oracle: string,
): CardDef {
  return card({ name, cost, types: [kind], spell: { effects: [effect] }, oracle });
}

export const tokens: CardDef[] = [
  tokenSpell(
    "Raise the Alarm",
    "{1}{W}",
    "Instant",
    create(soldier, 2),
    "Create two 1/1 white Soldier creature tokens.",
  ),
  tokenSpell(
    "Midnight Haunting",
    "{2}{W}",
    "Instant",
    create(spirit, 2),
    "Create two 1/1 white Spirit creature tokens with flying.",
  ),
  tokenSpell(
    "Secure the Wastes",
    "{X}{W}",
    "Instant",
    create(whiteToken("Warrior", 1, 1), "X"),
    "Create X 1/1 white Warrior creature tokens.",
  ),
  tokenSpell(
    "Call the Cavalry",
    "{3}{W}",
    "Sorcery",
    create(whiteToken("Knight", 2, 2, ["vigilance"]), 2),
    "Create two 2/2 white Knight creature tokens with vigilance.",
  ),
  tokenSpell(
    "Icatian Town",
    "{5}{W}",
    "Sorcery",
    create(whiteToken("Citizen", 1, 1), 4),
    "Create four 1/1 white Citizen creature tokens.",
  ),
  card({
    name: "Attended Knight",
    cost: "{2}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Knight"],
    power: 2,
    toughness: 2,
    keywords: ["first strike"],
    abilities: [entersCreate(soldier, 1)],
    oracle: "First strike\nWhen this creature enters, create a 1/1 white Soldier creature token.",
  }),
  card({
    name: "Captain of the Watch",
    cost: "{4}{W}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Soldier"],
    power: 3,
    toughness: 3,
    keywords: ["vigilance"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], subtypes: ["Soldier"], controller: "you" }, other: true },
          mods: [
            { m: "modifyPT", power: 1, toughness: 1 },
            { m: "keywords", keywords: ["vigilance"] },
          ],
        },
      },
      entersCreate(soldier, 3),
    ],
    oracle:
      "Vigilance\nOther Soldier creatures you control get +1/+1 and have vigilance.\nWhen this creature enters, create three 1/1 white Soldier creature tokens.",
  }),
  card({
    name: "Geist-Honored Monk",
    cost: "{3}{W}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Monk"],
    power: 0,
    toughness: 0,
    keywords: ["vigilance"],
    cda: { count: { types: ["Creature"], controller: "you" } },
    abilities: [entersCreate(spirit, 2)],
    oracle:
      "Vigilance\nGeist-Honored Monk's power and toughness are each equal to the number of creatures you control.\nWhen this creature enters, create two 1/1 white Spirit creature tokens with flying.",
  }),
  card({
    name: "Doomed Traveler",
    cost: "{W}",
    types: ["Creature"],
    subtypes: ["Human", "Soldier"],
    power: 1,
    toughness: 1,
    abilities: [{ kind: "triggered", when: { on: "dies" }, effects: [create(spirit, 1)] }],
    oracle: "When this creature dies, create a 1/1 white Spirit creature token with flying.",
  }),
  card({
    name: "Cathars' Crusade",
    cost: "{3}{W}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "anotherEnters", filter: { types: ["Creature"], controller: "you" } },
        effects: [
          {
            e: "addCounters",
            what: { each: { types: ["Creature"], controller: "you" } },
            counter: "+1/+1",
            amount: 1,
          },
        ],
      },
    ],
    oracle: "Whenever a creature you control enters, put a +1/+1 counter on each creature you control.",
  }),
  card({
    name: "Goldnight Commander",
    cost: "{3}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Cleric", "Soldier"],
    power: 2,
    toughness: 2,
    abilities: [
      {
        kind: "triggered",
        when: { on: "anotherEnters", filter: { types: ["Creature"], controller: "you" } },
        effects: [
          {
            e: "pump",
            what: { each: { types: ["Creature"], controller: "you" } },
            power: 1,
            toughness: 1,
            duration: "endOfTurn",
          },
        ],
      },
    ],
    oracle:
      "Whenever another creature you control enters, creatures you control get +1/+1 until end of turn.",
  }),
  card({
    name: "Paladin of the Bloodstained",
    cost: "{3}{W}",
    types: ["Creature"],
    subtypes: ["Vampire", "Knight"],
    power: 3,
    toughness: 2,
    abilities: [entersCreate(whiteToken("Vampire", 1, 1, ["lifelink"]), 1)],
    oracle: "When this creature enters, create a 1/1 white Vampire creature token with lifelink.",
  }),
];
