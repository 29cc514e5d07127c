/** White combat tricks and defences: fogs, team pumps, tappers, and cards that keep attackers away. */
import type { Ability, CardDef, ObjectFilter } from "@roundtable/engine";
import { card, creature } from "../define.ts";
import { cycling } from "./shared.ts";

const yours: ObjectFilter = { types: ["Creature"], controller: "you" };

const TAP_ABILITY: Ability = {
  kind: "activated",
  cost: { mana: "{W}", tap: true },
  targets: [{ kind: "creature" }],
  effects: [{ e: "tap", what: { target: 0 } }],
};

function tapper(name: string, cost: string, subtypes: string[], power: number, toughness: number): CardDef {
  return card({
    name,
    cost,
    types: ["Creature"],
    subtypes,
    power,
    toughness,
    abilities: [TAP_ABILITY],
    oracle: "{W}, {T}: Tap target creature.",
  });
}

/** "Creatures you control get +P/+T until end of turn." (an instant) */
function teamPump(name: string, cost: string, power: number, toughness: number): CardDef {
  return card({
    name,
    cost,
    types: ["Instant"],
    spell: { effects: [{ e: "pump", what: { each: yours }, power, toughness, duration: "endOfTurn" }] },
    oracle: `Creatures you control get +${power}/+${toughness} until end of turn.`,
  });
}

const opponentsTapped: ObjectFilter[] = [{ types: ["Artifact", "Creature", "Land"], controller: "opponent" }];
const KISMET_TEXT = "Artifacts, creatures, and lands your opponents control enter tapped.";

export const combat: CardDef[] = [
  card({
    name: "Holy Day",
    cost: "{W}",
    types: ["Instant"],
    spell: { effects: [{ e: "preventDamage", amount: "all", combatOnly: true }] },
    oracle: "Prevent all combat damage that would be dealt this turn.",
  }),
  card({
    name: "Angelsong",
    cost: "{1}{W}",
    types: ["Instant"],
    abilities: [cycling("{3}")],
    spell: { effects: [{ e: "preventDamage", amount: "all", combatOnly: true }] },
    oracle:
      "Prevent all combat damage that would be dealt this turn.\nCycling {3} ({3}, Discard this card: Draw a card.)",
  }),
  teamPump("Inspired Charge", "{2}{W}{W}", 2, 1),
  card({
    name: "Make a Stand",
    cost: "{2}{W}",
    types: ["Instant"],
    spell: {
      effects: [
        { e: "pump", what: { each: yours }, power: 1, toughness: 0, duration: "endOfTurn" },
        { e: "grant", what: { each: yours }, keywords: ["indestructible"], duration: "endOfTurn" },
      ],
    },
    oracle: "Creatures you control get +1/+0 and gain indestructible until end of turn.",
  }),
  card({
    name: "Dauntless Onslaught",
    cost: "{2}{W}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "creature", min: 0, max: 2 }],
      effects: [{ e: "pump", what: { target: 0 }, power: 2, toughness: 2, duration: "endOfTurn" }],
    },
    oracle: "Up to two target creatures each get +2/+2 until end of turn.",
  }),
  tapper("Gideon's Lawkeeper", "{W}", ["Human", "Soldier"], 1, 1),
  tapper("Goldmeadow Harrier", "{W}", ["Kithkin", "Soldier"], 1, 1),
  tapper("Blinding Mage", "{1}{W}", ["Human", "Wizard"], 1, 2),
  tapper("Master Decoy", "{1}{W}", ["Human", "Soldier"], 1, 2),
  card({
    name: "Blazing Archon",
    cost: "{6}{W}{W}{W}",
    types: ["Creature"],
    subtypes: ["Archon"],
    power: 5,
    toughness: 6,
    keywords: ["flying"],
    abilities: [{ kind: "static", effect: { s: "cantAttackYou", filter: { types: ["Creature"] } } }],
    oracle: "Flying\nCreatures can't attack you.",
  }),
  card({
    name: "Kismet",
    cost: "{3}{W}",
    types: ["Enchantment"],
    abilities: [{ kind: "static", effect: { s: "entersTapped", filters: opponentsTapped } }],
    oracle: KISMET_TEXT,
  }),
  card({
    name: "Loxodon Gatekeeper",
    cost: "{2}{W}{W}",
    types: ["Creature"],
    subtypes: ["Elephant", "Soldier"],
    power: 2,
    toughness: 3,
    abilities: [{ kind: "static", effect: { s: "entersTapped", filters: opponentsTapped } }],
    oracle: KISMET_TEXT,
  }),
  creature("Steadfast Guard", "{W}{W}", ["Human", "Rebel"], 2, 2, ["vigilance"], "Vigilance"),
  teamPump("Glorious Charge", "{W}", 1, 1),
  teamPump("Charge", "{W}", 1, 1),
  teamPump("Warrior's Honor", "{2}{W}", 1, 1),
  tapper("Benalish Trapper", "{1}{W}", ["Human", "Soldier"], 1, 2),
  card({
    name: "Serra's Blessing",
    cost: "{1}{W}",
    types: ["Enchantment"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: yours },
          mods: [{ m: "keywords", keywords: ["vigilance"] }],
        },
      },
    ],
    oracle: "Creatures you control have vigilance.",
  }),
];
