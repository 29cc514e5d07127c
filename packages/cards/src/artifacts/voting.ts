/** Colourless voting cards (701.38): will of the council. */
import type { CardDef } from "@roundtable/engine";
import { card, vote } from "../define.ts";

export const voting: CardDef[] = [
  card({
    name: "Coercive Portal",
    cost: "{4}",
    types: ["Artifact"],
    abilities: [
      {
        kind: "triggered",
        when: { on: "beginningOfStep", step: "upkeep", whose: "yours" },
        effects: [
          vote(
            "will",
            [
              [
                "carnage",
                [
                  { e: "sacrifice", what: "self" },
                  { e: "destroy", what: { each: { nonland: true } } },
                ],
              ],
              ["homage", [{ e: "draw", who: "you", amount: 1 }]],
            ],
            "homage",
          ),
        ],
      },
    ],
    oracle:
      "Will of the council — At the beginning of your upkeep, starting with you, each player votes for carnage or homage. If carnage gets more votes, sacrifice this artifact and destroy all nonland permanents. If homage gets more votes or the vote is tied, draw a card.",
  }),
];
