/**
 * Phenomenon cards (312) for the Planechase variant (901): encountered as they are turned face up (312.5),
 * then planeswalked away from (704.6f). Rules text generated, equal to the current Oracle text (checked
 * 2026-12-06 against Forge's card scripts and a public list of Oracle texts).
 */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const phenomena: CardDef[] = [
  card({
    name: "Mutual Epiphany",
    types: ["Phenomenon"],
    abilities: [
      { kind: "triggered", when: { on: "encounter" }, effects: [{ e: "draw", who: "each", amount: 4 }] },
    ],
    oracle:
      "When you encounter Mutual Epiphany, each player draws four cards. (Then planeswalk away from this phenomenon.)",
  }),
  card({
    name: "Planewide Disaster",
    types: ["Phenomenon"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "encounter" },
        effects: [{ e: "destroy", what: { each: { types: ["Creature"] } } }],
      },
    ],
    oracle:
      "When you encounter Planewide Disaster, destroy all creatures. (Then planeswalk away from this phenomenon.)",
  }),
];
