/**
 * Principle 4: a game with a 128-bit seed (32 hexadecimal digits) gives each bot 128 bits of its own, drawn
 * from the game's seed and its seat, and stays a function of its seed (principle 1).
 */
import { cardDb, decks } from "@roundtable/cards";
import { deriveSeed, Game, type Seed, seedRng } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { botRng, driverRng, makeBot, playGame } from "../src/index.ts";

const SEED = "3b9f0c7d51e24a86a0d4c2e9f17b5863";

/** A 3-player game of heuristic bots with this seed, played to its end: its hash and the answers given. */
function botGame(seed: Seed): { hash: string; answers: string[]; finished: boolean } {
  const players = [0, 1, 2].map((i) => ({ name: `P${i}`, deck: decks[i].cards }));
  const game = Game.create(cardDb, { variant: "free-for-all", seed, players }, { events: false });
  const answers: string[] = [];
  const result = playGame(game, Array(3).fill(makeBot("heuristic")), {
    seed,
    onDecision: (_, d, a) => answers.push(`${d.player}:${JSON.stringify(a)}`),
  });
  return { hash: game.hash(), answers, finished: result.finished };
}

describe("principle 4: bots of a game with a 128-bit seed", () => {
  it("each bot's stream is 128 bits drawn from the game's seed and its seat: not the game's, another seat's or another seed's", () => {
    const streams = [
      seedRng(SEED),
      botRng(SEED, 0),
      botRng(SEED, 1),
      driverRng(SEED),
      botRng(deriveSeed(SEED, 1), 0),
    ];
    const firsts = streams.map((s) => JSON.stringify(s));
    expect(new Set(firsts).size).toBe(streams.length);
    expect(botRng(SEED, 1)).toEqual(botRng(SEED, 1));
  });

  it("principle 1: a bot game with a 128-bit seed plays the same every time, and another seed plays another game", () => {
    const a = botGame(SEED);
    expect(a.finished).toBe(true);
    const again = botGame(SEED);
    expect(again.answers).toEqual(a.answers);
    expect(again.hash).toBe(a.hash);
    expect(botGame("3b9f0c7d51e24a86a0d4c2e9f17b5862").hash).not.toBe(a.hash);
  });
});
