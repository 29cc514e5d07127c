/** Black voting cards (701.38): will of the council and council's dilemma. */
import type { CardDef } from "@roundtable/engine";
import { card, vote } from "../define.ts";

const creature = { types: ["Creature" as const] };

export const voting: CardDef[] = [
  card({
    name: "Tyrant's Choice",
    cost: "{1}{B}",
    types: ["Sorcery"],
    spell: {
      effects: [
        vote(
          "will",
          [
            ["death", [{ e: "sacrificeChosen", who: "eachOpponent", filter: creature }]],
            ["torture", [{ e: "loseLife", who: "eachOpponent", amount: 4 }]],
          ],
          "torture",
        ),
      ],
    },
    oracle:
      "Will of the council — Starting with you, each player votes for death or torture. If death gets more votes, each opponent sacrifices a creature of their choice. If torture gets more votes or the vote is tied, each opponent loses 4 life.",
  }),
  card({
    name: "Capital Punishment",
    cost: "{4}{B}{B}",
    types: ["Sorcery"],
    spell: {
      effects: [
        vote("dilemma", [
          ["death", [{ e: "sacrificeChosen", who: "eachOpponent", filter: creature }]],
          ["taxes", [{ e: "discard", who: "eachOpponent", amount: 1 }]],
        ]),
      ],
    },
    oracle:
      "Council's dilemma — Starting with you, each player votes for death or taxes. Each opponent sacrifices a creature of their choice for each death vote and discards a card for each taxes vote.",
  }),
  card({
    name: "Bite of the Black Rose",
    cost: "{3}{B}",
    types: ["Sorcery"],
    spell: {
      effects: [
        vote(
          "will",
          [
            [
              "sickness",
              [
                {
                  e: "pump",
                  what: { each: { types: ["Creature"], controller: "opponent" } },
                  power: -2,
                  toughness: -2,
                  duration: "endOfTurn",
                },
              ],
            ],
            ["psychosis", [{ e: "discard", who: "eachOpponent", amount: 2 }]],
          ],
          "psychosis",
        ),
      ],
    },
    oracle:
      "Will of the council — Starting with you, each player votes for sickness or psychosis. If sickness gets more votes, creatures your opponents control get -2/-2 until end of turn. If psychosis gets more votes or the vote is tied, each opponent discards two cards.",
  }),
];
