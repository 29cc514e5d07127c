/**
 * Random-bot fuzzing, two- and three-player games: every decision is followed by checkInvariants and a
 * life-versus-events check (see test/support.ts). The four- and six-player games are in
 * fuzz-multiplayer.test.ts, so that vitest can run the two files side by side.
 *
 * A failure names the seed, the table and the `roundtable simulate` command that plays the same game.
 */
import { describe, expect, it } from "vitest";
import { DUEL, type FuzzOptions, ffa, fuzzGame, fuzzSuite, seeds, type Table } from "./support.ts";

const runs: { table: Table; seeds: number[]; opts: FuzzOptions }[] = [
  // Duels run to the end (random bots finish one in ~100 decisions).
  { table: DUEL, seeds: seeds(1, 240), opts: { maxDecisions: 2000 } },
  { table: DUEL, seeds: seeds(5001, 40), opts: { maxDecisions: 2000, concedeChance: 0.01 } },
  // Three-player games are capped at 600 decisions (most finish before).
  { table: ffa(3), seeds: seeds(1, 40), opts: { maxDecisions: 600 } },
  { table: ffa(3, "left"), seeds: seeds(101, 15), opts: { maxDecisions: 600 } },
  { table: ffa(3, "right"), seeds: seeds(201, 15), opts: { maxDecisions: 600 } },
  { table: ffa(3), seeds: seeds(5001, 30), opts: { maxDecisions: 600, concedeChance: 0.005 } },
];

describe("the fuzz harness", () => {
  it("reports a broken state with the seed, the table and the command that replays the game", () => {
    const t = ffa(3, "left");
    const clean = fuzzGame(t, 7, { maxDecisions: 30 });
    expect(clean.failure).toBe(null);
    const lifeDrift = fuzzGame(t, 7, {
      maxDecisions: 30,
      tamper: (g, n) => {
        if (n === 20) g.state.players[1].life -= 3;
      },
    });
    expect(lifeDrift.failure).toMatch(/^seed 7 \(free-for-all, 3 players, attack left\), after decision 20 /);
    expect(lifeDrift.failure).toMatch(
      /seat 1: life is \d+ but the life events of the player add up to 20 \+ \(-?\d+\)/,
    );
    expect(lifeDrift.failure).toContain(
      "reproduce: npx tsx packages/cli/src/main.ts simulate --variant free-for-all --players 3 --attack left --games 1 --seed 7 --bot random",
    );
    const lost = fuzzGame(DUEL, 8, {
      maxDecisions: 30,
      tamper: (g, n) => {
        if (n === 5) g.state.players[0].hand.pop();
      },
    });
    expect(lost.failure).toMatch(/is in no zone list/);
    const thrown = fuzzGame(DUEL, 9, {
      maxDecisions: 30,
      tamper: (_g, n) => {
        if (n === 3) throw new Error("boom");
      },
    });
    expect(thrown.failure).toMatch(/after decision 3 .*:\n {4}exception: Error: boom/);
  });
});

fuzzSuite("fuzz: random bots, invariants after every decision (2–3 players)", runs);
