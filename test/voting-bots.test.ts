/**
 * 701.38: the bots answer votes. Tables where every player holds voting cards (will of the council,
 * council's dilemma, Council's Judgment, additional votes) with mana to cast them, played by random and
 * heuristic bots with random concessions — at 4 players, 5 with range 1 (801.10), and Two-Headed Giant
 * (teams) — checking the invariants after every decision and that votes were cast. A failure names the seed.
 */
import { type BotName, makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { checkInvariants, Game, type GameEvent, type LayoutPlayer } from "@roundtable/engine";
import { describe, expect, it } from "vitest";

const hand = [
  "tyrants-choice",
  "councils-judgment",
  "plea-for-power",
  "capital-punishment",
  "lieutenants-of-the-guard",
  "orchard-elemental",
  "messenger-jays",
  "coercive-portal",
  "bite-of-the-black-rose",
];
const mana = ["plains", "island", "swamp", "forest"].flatMap((c) =>
  Array.from({ length: 3 }, () => ({ card: c })),
);
const extra = [{ card: "bragos-representative" }, { card: "ballot-broker" }, { card: "grizzly-bears" }];

function seat(name: string): LayoutPlayer {
  return {
    name,
    hand,
    battlefield: [...mana, ...extra],
    library: Array.from({ length: 20 }, () => "wastes"),
  };
}

const tables = [
  {
    label: "free-for-all, 4 players",
    variant: "free-for-all",
    players: ["A", "B", "C", "D"].map((n) => seat(n)),
  },
  {
    label: "free-for-all, 5 players, range 1",
    variant: "free-for-all",
    players: ["A", "B", "C", "D", "E"].map((n) => seat(n)),
    options: { range: 1 },
  },
  {
    label: "Two-Headed Giant",
    variant: "two-headed-giant",
    players: ["A1", "A2", "B1", "B2"].map((n) => seat(n)),
    options: {
      teams: [
        [0, 1],
        [2, 3],
      ],
    },
  },
];

describe("701.38 bots vote", () => {
  for (const t of tables)
    for (const bot of ["random", "heuristic"] as BotName[])
      it(`${t.label}, ${bot} bots: votes are cast and the invariants hold`, () => {
        let votes = 0;
        for (const seed of [1, 2, 3]) {
          const game = Game.fromLayout(
            cardDb,
            {
              variant: t.variant,
              seed,
              players: t.players,
              start: 0,
              ...(t.options ? { options: t.options } : {}),
            },
            { events: true },
          );
          const count = (events: readonly GameEvent[]) => {
            votes += events.filter((e) => e.type === "vote").length;
          };
          playGame(
            game,
            t.players.map(() => makeBot(bot)),
            {
              seed,
              maxDecisions: 400,
              concedeChance: 0.005,
              onEvents: count,
              onDecision: () => {
                const problems = checkInvariants(game.state);
                if (problems.length > 0) throw new Error(`seed ${seed}: ${problems.join("; ")}`);
              },
            },
          );
        }
        expect(votes).toBeGreaterThan(0);
      });
});
