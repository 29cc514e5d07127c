/**
 * Random and heuristic bots play decks of the monarch (725) and initiative (726) cards — the crown and the
 * initiative changing hands by combat damage, the Undercity walked to its end (309, 701.49, 704.5t) — at
 * 3 to 5 players, with a limited range of influence (801) and in Two-Headed Giant (805, 810), the
 * invariants checked after every decision (engine/invariants.ts). A failure names the seed.
 */
import { type BotName, makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { checkInvariants, Game, type GameSetup } from "@roundtable/engine";
import { describe, expect, it } from "vitest";

const SPELLS = [
  "palace-sentinels",
  "throne-warden",
  "thorn-of-the-black-rose",
  "custodi-lich",
  "queen-marchesa",
  "goliath-paladin",
  "white-plume-adventurer",
  "aarakocra-sneak",
  "avenging-hunter",
  "grizzly-bears",
  "hill-giant",
  "serra-angel",
];
const LANDS = ["plains", "island", "swamp", "mountain", "forest"];
const DECK = [...SPELLS.flatMap((c) => [c, c, c]), ...LANDS.flatMap((l) => Array<string>(5).fill(l))];

interface Run {
  variant: string;
  players: number;
  range?: number;
  /** 102.3: the seats of each team. */
  teams?: number[][];
  bot: BotName;
  seeds: number[];
}

const RUNS: Run[] = [
  { variant: "free-for-all", players: 3, bot: "random", seeds: [1, 2, 3] },
  { variant: "free-for-all", players: 4, bot: "heuristic", seeds: [4, 5] },
  { variant: "free-for-all", players: 5, range: 1, bot: "random", seeds: [6, 7] },
  {
    variant: "two-headed-giant",
    players: 4,
    teams: [
      [0, 1],
      [2, 3],
    ],
    bot: "random",
    seeds: [8, 9],
  },
];

function play(run: Run, seed: number): { problems: string[]; monarch: boolean; dungeon: boolean } {
  const setup: GameSetup = {
    variant: run.variant,
    seed,
    players: Array.from({ length: run.players }, (_, i) => ({ name: `P${i + 1}`, deck: DECK })),
    ...(run.range !== undefined ? { options: { range: run.range } } : {}),
    ...(run.teams !== undefined ? { options: { teams: run.teams } } : {}),
  };
  const game = Game.create(cardDb, setup);
  const initial = Object.values(game.state.objects).filter((o) => !o.token).length;
  const problems: string[] = [];
  let monarch = false;
  let dungeon = false;
  playGame(
    game,
    game.state.players.map(() => makeBot(run.bot)),
    {
      seed,
      maxDecisions: 1500,
      onDecision: (g) => {
        if (problems.length === 0) problems.push(...checkInvariants(g.state, initial, g.db));
        monarch ||= g.state.monarch !== undefined;
        dungeon ||= g.state.players.some((p) => p.completedDungeons !== undefined);
      },
    },
  );
  return { problems, monarch, dungeon };
}

describe("fuzz: the monarch, the initiative and the Undercity with random and heuristic bots", () => {
  for (const run of RUNS)
    it(`${run.variant}, ${run.players} players${run.range ? `, range ${run.range}` : ""}, ${run.bot} bots, seeds ${run.seeds.join(", ")}`, () => {
      let crowned = 0;
      for (const seed of run.seeds) {
        const { problems, monarch } = play(run, seed);
        expect(problems, `seed ${seed}: ${problems.join("; ")}`).toEqual([]);
        if (monarch) crowned++;
      }
      expect(crowned).toBeGreaterThan(0); // the decks do crown someone
    });

  it("a game walks the Undercity to its end and completes it (704.5t)", () => {
    const done = [1, 2, 3, 4].some((seed) => play(RUNS[0], seed).dungeon);
    expect(done).toBe(true);
  });
});
