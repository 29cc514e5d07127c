/** White voting cards (701.38): will of the council, council's dilemma, and an extra vote. */
import type { CardDef } from "@roundtable/engine";
import { card, vote, votesAsEnters } from "../define.ts";

const EXTRA_VOTE_REMINDER = "(The votes can be for different choices or for the same choice.)";

export const voting: CardDef[] = [
  card({
    name: "Council's Judgment",
    cost: "{1}{W}{W}",
    types: ["Sorcery"],
    spell: { effects: [{ e: "votePermanent", filter: { nonland: true, controller: "notYou" } }] },
    oracle:
      "Will of the council — Starting with you, each player votes for a nonland permanent you don't control. Exile each permanent with the most votes or tied for most votes.",
  }),
  card({
    name: "Lieutenants of the Guard",
    cost: "{4}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Soldier"],
    power: 2,
    toughness: 2,
    abilities: [
      votesAsEnters(
        vote("dilemma", [
          ["strength", [{ e: "addCounters", what: "self", counter: "+1/+1", amount: 1 }]],
          [
            "numbers",
            [
              {
                e: "createToken",
                token: { types: ["Creature"], subtypes: ["Soldier"], colors: ["W"], power: 1, toughness: 1 },
                amount: 1,
              },
            ],
          ],
        ]),
      ),
    ],
    oracle:
      "Council's dilemma — When this creature enters, starting with you, each player votes for strength or numbers. Put a +1/+1 counter on this creature for each strength vote and create a 1/1 white Soldier creature token for each numbers vote.",
  }),
  card({
    name: "Brago's Representative",
    cost: "{2}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Advisor"],
    power: 1,
    toughness: 4,
    abilities: [{ kind: "static", effect: { s: "additionalVote" } }],
    oracle: `While voting, you get an additional vote. ${EXTRA_VOTE_REMINDER}`,
  }),
  card({
    name: "Ballot Broker",
    cost: "{2}{W}",
    types: ["Creature"],
    subtypes: ["Human", "Advisor"],
    power: 2,
    toughness: 3,
    abilities: [{ kind: "static", effect: { s: "additionalVote", may: true } }],
    oracle: `While voting, you may vote an additional time. ${EXTRA_VOTE_REMINDER}`,
  }),
];
