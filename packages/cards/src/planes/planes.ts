/**
 * Plane cards (311) for the Planechase variant (901): each in a planar deck, functioning only face up in
 * the command zone (901.7). Their rules text is generated and equals the current Oracle text (checked
 * 2026-12-06 against Scryfall-fed pages and Forge's card scripts: "Whenever chaos ensues", and a plane calls
 * itself by name — the 2025 "this creature" templating is for permanents); the chaos abilities (311.7)
 * trigger whenever chaos ensues.
 */
import type { Ability, CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

function plane(name: string, planarType: string, abilities: Ability[], oracle: string): CardDef {
  return card({ name, types: ["Plane"], subtypes: [planarType], abilities, oracle });
}

const creatures = { types: ["Creature" as const] };
const chaos = { on: "chaos" } as const;

export const planes: CardDef[] = [
  plane(
    "Panopticon",
    "Mirrodin",
    [
      {
        kind: "triggered",
        when: { on: "planeswalk", direction: "to" },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "draw", whose: "yours" },
        effects: [{ e: "draw", who: "you", amount: 1 }],
      },
      { kind: "triggered", when: chaos, effects: [{ e: "draw", who: "you", amount: 1 }] },
    ],
    "When you planeswalk to Panopticon, draw a card.\nAt the beginning of your draw step, draw an additional card.\nWhenever chaos ensues, draw a card.",
  ),
  plane(
    "Lethe Lake",
    "Arkhos",
    [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [{ e: "mill", who: "you", amount: 10 }],
      },
      {
        kind: "triggered",
        when: chaos,
        targets: [{ kind: "player" }],
        effects: [{ e: "mill", who: { target: 0 }, amount: 10 }],
      },
    ],
    "At the beginning of your upkeep, mill ten cards.\nWhenever chaos ensues, target player mills ten cards.",
  ),
  plane(
    "The Fourth Sphere",
    "Phyrexia",
    [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [{ e: "sacrificeChosen", who: "you", filter: { types: ["Creature"], notColors: ["B"] } }],
      },
      {
        kind: "triggered",
        when: chaos,
        effects: [
          {
            e: "createToken",
            token: { types: ["Creature"], subtypes: ["Zombie"], colors: ["B"], power: 2, toughness: 2 },
            amount: 1,
          },
        ],
      },
    ],
    "At the beginning of your upkeep, sacrifice a nonblack creature.\nWhenever chaos ensues, create a 2/2 black Zombie creature token.",
  ),
  plane(
    "Onakke Catacomb",
    "Shandalar",
    [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: creatures },
          mods: [
            { m: "colors", colors: ["B"] },
            { m: "keywords", keywords: ["deathtouch"] },
          ],
        },
      },
      {
        kind: "triggered",
        when: chaos,
        effects: [
          {
            e: "pump",
            what: { each: { types: ["Creature"], controller: "you" } },
            power: 1,
            toughness: 0,
            duration: "endOfTurn",
          },
          {
            e: "grant",
            what: { each: { types: ["Creature"], controller: "you" } },
            keywords: ["first strike"],
            duration: "endOfTurn",
          },
        ],
      },
    ],
    "All creatures are black and have deathtouch.\nWhenever chaos ensues, creatures you control get +1/+0 and gain first strike until end of turn.",
  ),
  plane(
    "Fields of Summer",
    "Moag",
    [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "any" },
        effects: [
          { e: "may", who: "triggering", effects: [{ e: "gainLife", who: "triggering", amount: 2 }] },
        ],
      },
      {
        kind: "triggered",
        when: chaos,
        effects: [{ e: "may", effects: [{ e: "gainLife", who: "you", amount: 10 }] }],
      },
    ],
    "Whenever a player casts a spell, that player may gain 2 life.\nWhenever chaos ensues, you may gain 10 life.",
  ),
  plane(
    "Goldmeadow",
    "Lorwyn",
    [
      {
        kind: "triggered",
        when: { on: "anotherEnters", filter: { types: ["Land"] } },
        effects: [
          {
            e: "createToken",
            token: { types: ["Creature"], subtypes: ["Goat"], colors: ["W"], power: 0, toughness: 1 },
            amount: 3,
            who: "triggering",
          },
        ],
      },
      {
        kind: "triggered",
        when: chaos,
        effects: [
          {
            e: "createToken",
            token: { types: ["Creature"], subtypes: ["Goat"], colors: ["W"], power: 0, toughness: 1 },
            amount: 1,
          },
        ],
      },
    ],
    "Whenever a land enters, that land's controller creates three 0/1 white Goat creature tokens.\nWhenever chaos ensues, create a 0/1 white Goat creature token.",
  ),
  plane(
    "Sanctum of Serra",
    "Serra's Realm",
    [
      {
        kind: "triggered",
        when: { on: "planeswalk", direction: "away" },
        effects: [{ e: "destroy", what: { each: { nonland: true } } }],
      },
      {
        kind: "triggered",
        when: chaos,
        effects: [{ e: "may", effects: [{ e: "setLife", who: "you", amount: 20 }] }],
      },
    ],
    "When you planeswalk away from Sanctum of Serra, destroy all nonland permanents.\nWhenever chaos ensues, you may have your life total become 20.",
  ),
  plane(
    "Takenuma",
    "Kamigawa",
    [
      {
        kind: "triggered",
        when: { on: "anotherLeaves", filter: creatures },
        effects: [{ e: "draw", who: "triggering", amount: 1 }],
      },
      {
        kind: "triggered",
        when: chaos,
        targets: [{ kind: "creature", filter: { controller: "you" } }],
        effects: [{ e: "bounce", what: { target: 0 } }],
      },
    ],
    "Whenever a creature leaves the battlefield, its controller draws a card.\nWhenever chaos ensues, return target creature you control to its owner's hand.",
  ),
  plane(
    "Naar Isle",
    "Wildfire",
    [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [
          { e: "addCounters", what: "self", counter: "flame", amount: 1 },
          { e: "damage", amount: { countersOnSelf: "flame" }, to: "you" },
        ],
      },
      {
        kind: "triggered",
        when: chaos,
        targets: [{ kind: "playerOrPlaneswalker" }],
        effects: [{ e: "damage", amount: 3, to: { target: 0 } }],
      },
    ],
    "At the beginning of your upkeep, put a flame counter on Naar Isle, then Naar Isle deals damage to you equal to the number of flame counters on it.\nWhenever chaos ensues, Naar Isle deals 3 damage to target player or planeswalker.",
  ),
  plane(
    "Academy at Tolaria West",
    "Dominaria",
    [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "end", whose: "yours" },
        condition: { if: "handEmpty" },
        effects: [{ e: "draw", who: "you", amount: 7 }],
      },
      { kind: "triggered", when: chaos, effects: [{ e: "discardHand", who: "you" }] },
    ],
    "At the beginning of your end step, if you have no cards in hand, draw seven cards.\nWhenever chaos ensues, discard your hand.",
  ),
  plane(
    "Krosa",
    "Dominaria",
    [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: creatures },
          mods: [{ m: "modifyPT", power: 2, toughness: 2 }],
        },
      },
      {
        kind: "triggered",
        when: chaos,
        effects: [{ e: "may", effects: [{ e: "addMana", mana: "{W}{U}{B}{R}{G}" }] }],
      },
    ],
    "All creatures get +2/+2.\nWhenever chaos ensues, you may add {W}{U}{B}{R}{G}.",
  ),
  plane(
    "The Eon Fog",
    "Equilor",
    [
      { kind: "static", effect: { s: "playersSkipUntap" } },
      { kind: "triggered", when: chaos, effects: [{ e: "untap", what: { each: { controller: "you" } } }] },
    ],
    "Players skip their untap steps.\nWhenever chaos ensues, untap all permanents you control.",
  ),
];
