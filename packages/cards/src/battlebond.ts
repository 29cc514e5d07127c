/**
 * Battlebond, made for Two-Headed Giant (810): "partner with [name]" pairs (702.124j: the engine gives each its
 * triggered ability, cards/partner.ts) and the team cards — "your team controls" (102.4: you and/or your
 * teammates; just you in a game without teams).
 */
import type {
  Ability,
  CardDef,
  Effect,
  Keyword,
  ObjectFilter,
  TargetSpec,
  TokenSpec,
} from "@roundtable/engine";
import { card } from "./define.ts";

/** A creature card of Battlebond, its partner ability (702.124j) if it has one. */
function creature(
  name: string,
  cost: string,
  subtypes: string[],
  [power, toughness]: [number, number],
  more: { legendary?: true; partnerWith?: [string, string]; keywords?: Keyword[]; abilities?: Ability[] },
  oracle: string,
): CardDef {
  return card({
    name,
    cost,
    ...(more.legendary ? { supertypes: ["Legendary"] } : {}),
    types: ["Creature"],
    subtypes,
    power,
    toughness,
    ...(more.partnerWith === undefined
      ? {}
      : { partner: { with: more.partnerWith[0], short: more.partnerWith[1] } }),
    ...(more.keywords === undefined ? {} : { keywords: more.keywords }),
    ...(more.abilities === undefined ? {} : { abilities: more.abilities }),
    oracle,
  });
}

/** "[Subtype]s your team controls have [keywords]." (102.4, 613.1f) */
function teamHave(subtype: string, keywords: Keyword[]): Ability {
  return {
    kind: "static",
    effect: {
      s: "continuous",
      affects: { each: { subtypes: [subtype], controller: "team" } },
      mods: [{ m: "keywords", keywords }],
    },
  };
}

/** "Warrior your team controls" (102.4). */
const TEAM_WARRIOR: ObjectFilter = { subtypes: ["Warrior"], controller: "team" };

/** "Whenever this creature attacks, if your team controls another Warrior, [effects]" (603.4, 102.4). */
function ifAnotherWarriorAttacks(targets: TargetSpec[], effects: Effect[]): Ability {
  return {
    kind: "triggered",
    when: { on: "attacks" },
    condition: { if: "youControl", filter: TEAM_WARRIOR, another: true },
    targets,
    effects,
  };
}

const WARRIOR: TokenSpec = {
  types: ["Creature"],
  subtypes: ["Warrior"],
  colors: ["W"],
  power: 1,
  toughness: 1,
};

export const battlebondCards: CardDef[] = [
  // 702.124j: the partner pairs.
  creature(
    "Sylvia Brightspear",
    "{2}{W}",
    ["Human", "Knight"],
    [2, 2],
    {
      legendary: true,
      partnerWith: ["Khorvath Brightflame", "Khorvath"],
      keywords: ["double strike"],
      abilities: [teamHave("Dragon", ["double strike"])],
    },
    "Partner with Khorvath Brightflame (When this creature enters, target player may put Khorvath into their hand from their library, then shuffle.)\nDouble strike\nDragons your team controls have double strike.",
  ),
  creature(
    "Khorvath Brightflame",
    "{5}{R}",
    ["Dragon"],
    [3, 4],
    {
      legendary: true,
      partnerWith: ["Sylvia Brightspear", "Sylvia"],
      keywords: ["flying", "haste"],
      abilities: [teamHave("Knight", ["flying", "haste"])],
    },
    "Partner with Sylvia Brightspear (When this creature enters, target player may put Sylvia into their hand from their library, then shuffle.)\nFlying, haste\nKnights your team controls have flying and haste.",
  ),
  creature(
    "Blaring Recruiter",
    "{3}{W}",
    ["Elf", "Warrior"],
    [2, 2],
    {
      partnerWith: ["Blaring Captain", "Blaring Captain"],
      abilities: [
        {
          kind: "activated",
          cost: { mana: "{2}{W}" },
          effects: [{ e: "createToken", token: WARRIOR, amount: 1 }],
        },
      ],
    },
    "Partner with Blaring Captain (When this creature enters, target player may put Blaring Captain into their hand from their library, then shuffle.)\n{2}{W}: Create a 1/1 white Warrior creature token.",
  ),
  creature(
    "Blaring Captain",
    "{3}{B}",
    ["Azra", "Warrior"],
    [2, 2],
    {
      partnerWith: ["Blaring Recruiter", "Blaring Recruiter"],
      abilities: [
        {
          kind: "triggered",
          when: { on: "attacks" },
          effects: [
            {
              e: "pump",
              what: { each: { subtypes: ["Warrior"], attacking: true } },
              power: 1,
              toughness: 1,
              duration: "endOfTurn",
            },
          ],
        },
      ],
    },
    "Partner with Blaring Recruiter (When this creature enters, target player may put Blaring Recruiter into their hand from their library, then shuffle.)\nWhenever this creature attacks, attacking Warriors get +1/+1 until end of turn.",
  ),
  creature(
    "Proud Mentor",
    "{2}{W}",
    ["Human", "Warrior"],
    [1, 1],
    {
      partnerWith: ["Impetuous Protege", "Impetuous Protege"],
      abilities: [
        {
          kind: "activated",
          cost: { mana: "{W}", tap: true },
          targets: [{ kind: "creature" }],
          effects: [{ e: "tap", what: { target: 0 } }],
        },
      ],
    },
    "Partner with Impetuous Protege (When this creature enters, target player may put Impetuous Protege into their hand from their library, then shuffle.)\n{W}, {T}: Tap target creature.",
  ),
  creature(
    "Impetuous Protege",
    "{2}{R}",
    ["Human", "Warrior"],
    [0, 4],
    {
      partnerWith: ["Proud Mentor", "Proud Mentor"],
      abilities: [
        {
          kind: "triggered",
          when: { on: "attacks" },
          effects: [
            {
              e: "pumpByX",
              what: "self",
              x: { greatestPower: { types: ["Creature"], tapped: true, controller: "opponent" } },
              duration: "endOfTurn",
              powerOnly: true,
            },
          ],
        },
      ],
    },
    "Partner with Proud Mentor (When this creature enters, target player may put Proud Mentor into their hand from their library, then shuffle.)\nWhenever this creature attacks, it gets +X/+0 until end of turn, where X is the greatest power among tapped creatures your opponents control.",
  ),
  creature(
    "Chakram Retriever",
    "{4}{U}",
    ["Elemental", "Dog"],
    [2, 4],
    {
      partnerWith: ["Chakram Slinger", "Chakram Slinger"],
      abilities: [
        {
          kind: "triggered",
          when: { on: "playerCasts", who: "you", yourTurn: true },
          targets: [{ kind: "creature" }],
          effects: [{ e: "untap", what: { target: 0 } }],
        },
      ],
    },
    "Partner with Chakram Slinger (When this creature enters, target player may put Chakram Slinger into their hand from their library, then shuffle.)\nWhenever you cast a spell during your turn, untap target creature.",
  ),
  creature(
    "Chakram Slinger",
    "{4}{R}",
    ["Human", "Warrior"],
    [2, 4],
    {
      partnerWith: ["Chakram Retriever", "Chakram Retriever"],
      abilities: [
        {
          kind: "activated",
          cost: { mana: "{R}", tap: true },
          targets: [{ kind: "playerOrPlaneswalker" }],
          effects: [{ e: "damage", amount: 2, to: { target: 0 } }],
        },
      ],
    },
    "Partner with Chakram Retriever (When this creature enters, target player may put Chakram Retriever into their hand from their library, then shuffle.)\n{R}, {T}: This creature deals 2 damage to target player or planeswalker.",
  ),
  // The team cards: "your team controls" (102.4), the team's life (810.9).
  creature(
    "Decorated Champion",
    "{1}{G}",
    ["Elf", "Warrior"],
    [2, 2],
    {
      abilities: [
        {
          kind: "triggered",
          when: { on: "anotherEnters", filter: TEAM_WARRIOR },
          effects: [{ e: "addCounters", what: "self", counter: "+1/+1", amount: 1 }],
        },
      ],
    },
    "Whenever another Warrior your team controls enters, put a +1/+1 counter on this creature.",
  ),
  creature(
    "Thrasher Brute",
    "{3}{B}",
    ["Orc", "Warrior"],
    [4, 3],
    {
      abilities: [
        {
          kind: "triggered",
          when: { on: "anotherEnters", filter: TEAM_WARRIOR, orThis: true },
          targets: [{ kind: "opponent" }],
          effects: [
            { e: "loseLife", who: { target: 0 }, amount: 1 },
            { e: "gainLife", who: "you", amount: 1 },
          ],
        },
      ],
    },
    "Whenever this creature or another Warrior your team controls enters, target opponent loses 1 life and you gain 1 life.",
  ),
  creature(
    "Bull-Rush Bruiser",
    "{3}{R}",
    ["Minotaur", "Warrior"],
    [4, 3],
    {
      abilities: [
        ifAnotherWarriorAttacks(
          [],
          [{ e: "grant", what: "self", keywords: ["first strike"], duration: "endOfTurn" }],
        ),
      ],
    },
    "Whenever this creature attacks, if your team controls another Warrior, this creature gains first strike until end of turn.",
  ),
  creature(
    "Sickle Dancer",
    "{2}{B}",
    ["Human", "Warrior"],
    [3, 2],
    {
      abilities: [
        ifAnotherWarriorAttacks(
          [],
          [{ e: "pump", what: "self", power: 1, toughness: 1, duration: "endOfTurn" }],
        ),
      ],
    },
    "Whenever this creature attacks, if your team controls another Warrior, this creature gets +1/+1 until end of turn.",
  ),
  creature(
    "Aurora Champion",
    "{2}{W}",
    ["Elf", "Warrior"],
    [3, 2],
    { abilities: [ifAnotherWarriorAttacks([{ kind: "creature" }], [{ e: "tap", what: { target: 0 } }])] },
    "Whenever this creature attacks, if your team controls another Warrior, tap target creature.",
  ),
  creature(
    "Azra Bladeseeker",
    "{2}{R}",
    ["Azra", "Warrior"],
    [3, 2],
    {
      abilities: [
        { kind: "triggered", when: { on: "entersBattlefield" }, effects: [{ e: "teamDiscardToDraw" }] },
      ],
    },
    "When this creature enters, each player on your team may discard a card, then each player who discarded a card this way draws a card.",
  ),
];
