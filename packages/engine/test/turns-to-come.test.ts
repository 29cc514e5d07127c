import { describe, expect, it } from "vitest";
import {
  type Answer,
  type Decision,
  type Game,
  hashState,
  lanes,
  nextTurnTaker,
  turnsToCome,
} from "../src/index.ts";
import { islandsGame } from "./helpers.ts";

const pass = (d: Decision): Answer =>
  d.kind === "attackers" ? { attacks: [] } : d.kind === "blockers" ? { blocks: [] } : { choice: 0 };

/** Three teams of two, seated together. */
const TEAMS = [
  [0, 1],
  [2, 3],
  [4, 5],
];

/** `turnsToCome(state, n)`, checking that asking changed nothing in the state. */
function listed(game: Game, n: number): number[] {
  const before = hashState(game.state);
  const out = turnsToCome(game.state, n);
  expect(hashState(game.state)).toBe(before);
  return out;
}

/** Plays on, every decision passed, until `n` more turns have begun: their active players. */
function played(game: Game, n: number): number[] {
  const out: number[] = [];
  let number = game.state.turn.number;
  for (let guard = 0; guard < 20_000 && out.length < n; guard++) {
    const d = game.decisions()[0];
    if (d === undefined) throw new Error("the game ended");
    const r = game.submit(d.player, d.id, pass(d));
    if (!r.ok) throw new Error(r.message);
    if (game.state.turn.number !== number) {
      number = game.state.turn.number;
      out.push(game.state.turn.active);
    }
  }
  return out;
}

describe("turnsToCome lists the turns the engine will begin (500.7, 101.4, 805.4, 800.4k, 807.4)", () => {
  it("101.4: without extra turns, turn order to the left from the active player", () => {
    const game = islandsGame("free-for-all", ["A", "B", "C"]);
    expect(listed(game, 5)).toEqual([1, 2, 0, 1, 2]);
    expect(played(game, 5)).toEqual([1, 2, 0, 1, 2]);
  });

  it("500.7: the extra turns created first, the most recent first; then turn order from the last normal turn", () => {
    const game = islandsGame("free-for-all", ["A", "B", "C", "D"]);
    game.state.extraTurns.push(2, 1); // during A's turn: C's extra turn, then B's
    expect(listed(game, 6)).toEqual([1, 2, 1, 2, 3, 0]);
    expect(game.state.extraTurns).toEqual([2, 1]); // asking took none of them
    expect(played(game, 6)).toEqual([1, 2, 1, 2, 3, 0]);
  });

  it("500.7: in an extra turn after another seat's normal turn, the extra turns to come, then turn order from that seat", () => {
    const game = islandsGame("free-for-all", ["A", "B", "C", "D"], {
      laterTurn: true,
      extraTurnAfter: 1,
      extraTurnsToCome: [3],
    });
    expect(game.state.turn).toMatchObject({ active: 0, extra: true, orderSeat: 1 });
    expect(listed(game, 4)).toEqual([3, 2, 3, 0]);
    expect(played(game, 4)).toEqual([3, 2, 3, 0]);
  });

  it("800.4k: a player who has left takes none of the turns to come, their extra turns neither", () => {
    const game = islandsGame("free-for-all", ["A", "B", "C", "D"]);
    game.state.extraTurns.push(0, 2); // C's extra turn would come first, then A's
    expect(listed(game, 4)).toEqual([2, 0, 1, 2]);
    expect(game.concede(2).ok).toBe(true);
    expect(listed(game, 5)).toEqual([0, 1, 3, 0, 1]);
    expect(played(game, 5)).toEqual([0, 1, 3, 0, 1]);
  });

  it("805.4, 805.8: with shared team turns, team after team, each turn its primary player's — a team's extra turn too", () => {
    const game = islandsGame("team-vs-team", ["A1", "A2", "B1", "B2", "C1", "C2"], {
      options: { teams: TEAMS, sharedTurns: true },
    });
    game.state.extraTurns.push(3); // an extra turn of B2's: team B's, taken by B1 (805.8)
    expect(listed(game, 5)).toEqual([2, 2, 4, 0, 2]);
    expect(played(game, 5)).toEqual([2, 2, 4, 0, 2]);
  });

  it("805.4a, 800.4k: a team whose primary player has left takes its turns by its next player", () => {
    const game = islandsGame("team-vs-team", ["A1", "A2", "B1", "B2", "C1", "C2"], {
      options: { teams: TEAMS, sharedTurns: true },
    });
    expect(listed(game, 3)).toEqual([2, 4, 0]);
    expect(game.concede(2).ok).toBe(true); // B1 alone leaves: B2 plays on for team B
    expect(listed(game, 4)).toEqual([3, 4, 0, 3]);
    expect(played(game, 4)).toEqual([3, 4, 0, 3]);
  });

  it("800.4k: no turns when nobody is left in the game to take them; none asked, none listed", () => {
    const game = islandsGame("free-for-all", ["A", "B", "C"]);
    expect(listed(game, 0)).toEqual([]);
    for (const p of game.state.players) p.left = true; // a state no game reaches (104.2a): the function alone
    expect(listed(game, 3)).toEqual([]);
  });

  it("807.4c, 807.4i: in Grand Melee, each turn marker's next turn, as nextTurnTaker names it — its holder again for an extra turn it keeps", () => {
    const game = islandsGame("grand-melee", ["A", "B", "C", "D", "E", "F", "G", "H"]);
    const at = (marker: number) => lanes(game.state).find((l) => l.marker === marker)!;
    expect(turnsToCome(game.state, 3, at(1))).toEqual([1]); // marker 1 passes from A to B
    expect(turnsToCome(game.state, 3, at(2))).toEqual([5]); // marker 2 from E to F
    at(1).lane.extraTurns.push(0); // A keeps marker 1 for an extra turn (807.4i)
    expect(turnsToCome(game.state, 3, at(1))).toEqual([0]);
    for (const marker of [1, 2])
      expect(turnsToCome(game.state, 1, at(marker))).toEqual([nextTurnTaker(game.state, at(marker))]);
  });
});
