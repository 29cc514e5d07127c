/**
 * 500.7 extra turns and 800.4k in turn.ts. The extra turns are put into the state directly (it is plain
 * data), as an effect would create them during turn 1, so that the order in which turns begin can be
 * checked for any players, including extra turns of several players at once.
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../src/index.ts";
import { submitOk, table } from "./helpers.ts";

/** Who takes the current turn and each turn that begins after it, up to turn `last` (everybody passes). */
function turnOrder(game: Game, last: number): { active: number; extra: boolean }[] {
  const out: { active: number; extra: boolean }[] = [];
  let seen = 0;
  for (let guard = 0; guard < 10_000; guard++) {
    const t = game.state.turn;
    if (t.number > seen) {
      out.push({ active: t.active, extra: t.extra });
      seen = t.number;
      if (seen === last) return out;
    }
    const d = game.pending()!;
    submitOk(
      game,
      d.kind === "attackers" ? { attacks: [] } : d.kind === "blockers" ? { blocks: [] } : { choice: 0 },
    );
  }
  throw new Error("guard");
}

const four = () => table([{ name: "A" }, { name: "B" }, { name: "C" }, { name: "D" }], { autoPass: false });

describe("500.7 extra turns", () => {
  it("an extra turn is taken right after the current turn; then turn order continues from the player whose normal turn it was", () => {
    const game = four();
    game.state.extraTurns.push(0); // A: "take an extra turn after this one"
    expect(turnOrder(game, 4)).toEqual([
      { active: 0, extra: false },
      { active: 0, extra: true },
      { active: 1, extra: false },
      { active: 2, extra: false },
    ]);
    expect(game.state.extraTurns).toEqual([]);
  });

  it("the most recently created extra turn is taken first, and another player's extra turn doesn't move turn order", () => {
    const game = four();
    // During A's turn, C is given an extra turn, then B is: B's (the most recent) comes first.
    game.state.extraTurns.push(2, 1);
    expect(turnOrder(game, 6).map((t) => [t.active, t.extra])).toEqual([
      [0, false],
      [1, true],
      [2, true],
      [1, false], // turn order goes on from A, whose turn the extra turns were added after
      [2, false],
      [3, false],
    ]);
  });

  it("an extra turn created during an extra turn comes directly after it", () => {
    const game = four();
    game.state.extraTurns.push(2);
    turnOrder(game, 2); // C's extra turn begins
    game.state.extraTurns.push(3); // D is given an extra turn after this one
    expect(game.state.turn).toMatchObject({ active: 2, extra: true, orderSeat: 0 });
    expect(turnOrder(game, 4)).toEqual([
      { active: 2, extra: true },
      { active: 3, extra: true },
      { active: 1, extra: false },
    ]);
  });

  it("800.4k: the extra turn of a player who has left doesn't begin; turn order goes on as normal", () => {
    const game = four();
    game.state.extraTurns.push(0, 2); // C's extra turn first, then A's
    expect(game.concede(2).ok).toBe(true);
    expect(turnOrder(game, 4).map((t) => [t.active, t.extra])).toEqual([
      [0, false],
      [0, true],
      [1, false],
      [3, false], // C has left: neither C's extra turn nor C's normal turn begins
    ]);
  });

  it("800.4k: the active player leaves during their turn: their own extra turn doesn't begin either", () => {
    const game = four();
    game.state.extraTurns.push(0);
    expect(game.concede(0).ok).toBe(true);
    expect(turnOrder(game, 2).map((t) => t.active)).toEqual([0, 1]);
    expect(game.state.turn.extra).toBe(false);
  });
});
