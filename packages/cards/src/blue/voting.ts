/** Blue voting cards (701.38): will of the council and council's dilemma. */
import type { CardDef } from "@roundtable/engine";
import { card, vote, votesAsEnters } from "../define.ts";

export const voting: CardDef[] = [
  card({
    name: "Plea for Power",
    cost: "{3}{U}",
    types: ["Sorcery"],
    spell: {
      effects: [
        vote(
          "will",
          [
            ["time", [{ e: "extraTurn", who: "you" }]],
            ["knowledge", [{ e: "draw", who: "you", amount: 3 }]],
          ],
          "knowledge",
        ),
      ],
    },
    oracle:
      "Will of the council — Starting with you, each player votes for time or knowledge. If time gets more votes, take an extra turn after this one. If knowledge gets more votes or the vote is tied, draw three cards.",
  }),
  card({
    name: "Messenger Jays",
    cost: "{4}{U}",
    types: ["Creature"],
    subtypes: ["Bird"],
    power: 2,
    toughness: 1,
    keywords: ["flying"],
    abilities: [
      votesAsEnters(
        vote("dilemma", [
          ["feather", [{ e: "addCounters", what: "self", counter: "+1/+1", amount: 1 }]],
          [
            "quill",
            [
              { e: "draw", who: "you", amount: 1 },
              { e: "discard", who: "you", amount: 1 },
            ],
          ],
        ]),
      ),
    ],
    oracle:
      "Flying\nCouncil's dilemma — When this creature enters, starting with you, each player votes for feather or quill. Put a +1/+1 counter on this creature for each feather vote and draw a card for each quill vote. For each card drawn this way, discard a card.",
  }),
];
