/**
 * Legendary creatures with partner (702.124h): a Commander deck may have two of them as its commanders,
 * its colour identity their combined one (702.124c).
 */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

const PARTNER = "Partner (You can have two commanders if both have partner.)";

export const partners: CardDef[] = [
  card({
    name: "Ravos, Soultender",
    cost: "{3}{W}{B}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Human", "Cleric"],
    power: 2,
    toughness: 2,
    keywords: ["flying"],
    abilities: [
      {
        kind: "static",
        effect: {
          s: "continuous",
          affects: { each: { types: ["Creature"], controller: "you" }, other: true },
          mods: [{ m: "modifyPT", power: 1, toughness: 1 }],
        },
      },
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        targets: [{ kind: "graveyardCard", filter: { types: ["Creature"], owner: "you" } }],
        effects: [{ e: "may", effects: [{ e: "returnFromGraveyard", what: { target: 0 }, to: "hand" }] }],
      },
    ],
    partner: "partner",
    oracle: `Flying\nOther creatures you control get +1/+1.\nAt the beginning of your upkeep, you may return target creature card from your graveyard to your hand.\n${PARTNER}`,
  }),
  card({
    name: "Ishai, Ojutai Dragonspeaker",
    cost: "{2}{W}{U}",
    types: ["Creature"],
    supertypes: ["Legendary"],
    subtypes: ["Bird", "Monk"],
    power: 1,
    toughness: 1,
    keywords: ["flying"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "playerCasts", who: "opponent" },
        effects: [{ e: "addCounters", what: "self", counter: "+1/+1", amount: 1 }],
      },
    ],
    partner: "partner",
    oracle: `Flying\nWhenever an opponent casts a spell, put a +1/+1 counter on Ishai, Ojutai Dragonspeaker.\n${PARTNER}`,
  }),
];
