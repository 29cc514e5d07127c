/**
 * "This turn" records kept per turn (turnRecords.ts): with several turns under way at once (807.4), life
 * lost is counted in the turn it was lost in, and forgotten as that turn ends.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Decision, Game, lanes } from "../src/index.ts";
import { passAnswer } from "./helpers.ts";

/** Eight players, range 2: A holds marker 1, E marker 2; E can Shock C, who is within both holders' ranges. */
function table(): Game {
  return Game.fromLayout(cardDb, {
    variant: "grand-melee",
    options: { range: 2 },
    seed: 1,
    players: ["A", "B", "C", "D", "E", "F", "G", "H"].map((name) =>
      name === "E" ? { name, hand: ["shock"], battlefield: [{ card: "mountain" }] } : { name },
    ),
    start: 0,
  });
}

const pendingOf = (game: Game, marker: number): Decision =>
  lanes(game.state).find((l) => l.marker === marker)!.lane.pending!;

function answer(game: Game, d: Decision, a: Parameters<Game["submit"]>[2]): void {
  const r = game.submit(d.player, d.id, a);
  expect(r.ok, r.ok ? "" : r.message).toBe(true);
}

describe("807.4: life lost this turn, per turn", () => {
  it("C's life lost in E's turn 2 is turn 2's, not turn 1's, and is forgotten as turn 2 ends", () => {
    const game = table();
    let d = pendingOf(game, 2);
    for (
      let k = 0;
      k < 40 && !(d.player === 4 && d.kind === "priority" && d.actions.some((a) => a.type === "cast"));
      k++
    ) {
      answer(game, d, passAnswer(d));
      d = pendingOf(game, 2);
    }
    if (d.kind !== "priority") throw new Error(`expected priority, got ${d.kind}`);
    answer(game, d, { choice: d.actions.findIndex((a) => a.type === "cast") });
    const targets = pendingOf(game, 2);
    if (targets.kind !== "choose") throw new Error(`expected targets, got ${targets.kind}`);
    answer(game, targets, { choices: [targets.options.findIndex((o) => o.label === "C")] });
    for (let k = 0; k < 40 && game.state.players[2].life === 20; k++)
      answer(game, pendingOf(game, 2), { choice: 0 });
    expect(game.state.players[2].life).toBe(18);
    expect(game.state.players[2].lifeLost).toEqual({ 2: 2 });
    // Turn 2 ends (E's marker passes to F): its record is gone; turn 1, still under way, never had one.
    for (let k = 0; k < 200 && game.state.melee!.markers[1].holder === 4; k++) {
      const next = pendingOf(game, 2);
      answer(game, next, passAnswer(next));
    }
    expect(game.state.melee!.markers[1].holder).toBe(5);
    expect(lanes(game.state).find((l) => l.marker === 1)!.lane.turn.number).toBe(1);
    expect(game.state.players[2].lifeLost).toBeUndefined();
  });
});
