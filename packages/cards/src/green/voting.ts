/** Green voting cards (701.38): council's dilemma. */
import type { CardDef } from "@roundtable/engine";
import { card, vote, votesAsEnters } from "../define.ts";

export const voting: CardDef[] = [
  card({
    name: "Orchard Elemental",
    cost: "{5}{G}",
    types: ["Creature"],
    subtypes: ["Elemental"],
    power: 2,
    toughness: 2,
    abilities: [
      votesAsEnters(
        vote("dilemma", [
          ["sprout", [{ e: "addCounters", what: "self", counter: "+1/+1", amount: 2 }]],
          ["harvest", [{ e: "gainLife", who: "you", amount: 3 }]],
        ]),
      ),
    ],
    oracle:
      "Council's dilemma — When this creature enters, starting with you, each player votes for sprout or harvest. Put two +1/+1 counters on this creature for each sprout vote. You gain 3 life for each harvest vote.",
  }),
];
