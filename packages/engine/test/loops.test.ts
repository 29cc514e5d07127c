/**
 * 104.4b, 801.16, 104.4f: an unbreakable loop of mandatory actions. The table declares one (the engine
 * can't tell a loop in which players keep choosing from a long game); the declaration is an input of the
 * game record, so a replay gives the same result. A loop in which nobody is asked anything at all — every
 * player can only pass — the engine ends itself (loop.ts). Without range of influence the game is a draw;
 * with it, a draw for the controllers of the objects in the loop and the players in their ranges, who leave
 * while the others play on.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game } from "../src/index.ts";

function game(players: number, range?: number): Game {
  return Game.fromLayout(cardDb, {
    variant: "free-for-all",
    seed: 1,
    players: Array.from({ length: players }, (_, i) => ({ name: "ABCDEFGH"[i] })),
    ...(range === undefined ? {} : { options: { range } }),
    start: 0,
  });
}

describe("104.4b, 801.16: a declared unbreakable loop", () => {
  it("104.4b: without range of influence the game is a draw for everyone", () => {
    const g = game(4);
    expect(g.declareLoop([1]).ok).toBe(true);
    expect(g.state.status).toBe("over");
    expect(g.state.winners).toEqual([]);
    expect(g.state.players.map((p) => p.result)).toEqual(["draw", "draw", "draw", "draw"]);
  });

  it("801.16: with range 1 at six players, a loop of B's and C's objects draws A–D; E and F play on", () => {
    const g = game(6, 1);
    expect(g.declareLoop([1, 2]).ok).toBe(true);
    expect(g.state.status).not.toBe("over");
    expect(g.state.players.map((p) => p.result)).toEqual(["draw", "draw", "draw", "draw", null, null]);
    expect(g.state.players.map((p) => p.left)).toEqual([true, true, true, true, false, false]);
  });

  it("the declaration is recorded: a replay reaches the same state", () => {
    const g = game(6, 1);
    g.declareLoop([3]);
    const record = g.record();
    expect(Game.replay(cardDb, JSON.parse(JSON.stringify(record))).hash()).toBe(g.hash());
  });

  it("a loop must name seats still in the game; a refused declaration changes nothing", () => {
    const g = game(4, 1);
    const before = g.hash();
    const none = g.declareLoop([]);
    expect(none.ok).toBe(false);
    const bad = g.declareLoop([9]);
    expect(bad.ok || bad.message).toMatch(/no seat 9/);
    g.concede(2);
    const gone = g.declareLoop([2]);
    expect(gone.ok || gone.message).toMatch(/has left the game/);
    expect(g.record().inputs).toEqual([{ player: 2, concede: true }]);
    expect(none.ok || none.message).toMatch(/one or more seats/);
    expect(before).not.toBe(g.hash()); // only the concession changed it
  });
});

/**
 * A has 20 life, Transcendence and Platinum Angel: "when you have 20 or more life, you lose the game" triggers
 * again every time it resolves, and A can't lose. Nobody has anything to do but pass (auto-pass on) until
 * combat, where the others' Grizzly Bears could attack.
 */
function transcendenceLoop(players: number, range?: number): Game {
  return Game.fromLayout(cardDb, {
    variant: players === 2 ? "duel" : "free-for-all",
    seed: 1,
    players: Array.from(
      { length: players },
      (_, i) =>
        i === 0
          ? { name: "A", life: 20, battlefield: [{ card: "platinum-angel" }, { card: "transcendence" }] }
          : { name: "ABCDEFGH"[i], battlefield: [{ card: "grizzly-bears" }] }, // something to be asked about
    ),
    ...(range === undefined ? {} : { options: { range } }),
    start: 0,
    autoPass: true,
  });
}

describe("104.4b, 801.16: a loop nobody can stop, ended by the engine", () => {
  it("104.4b: Transcendence under Platinum Angel at 20 life, in a duel: the game is a draw", () => {
    const g = transcendenceLoop(2);
    expect(g.state.status).toBe("over");
    expect(g.state.winners).toEqual([]);
    expect(g.state.players.map((p) => p.result)).toEqual(["draw", "draw"]);
    expect(g.state.players[0].reason).toMatch(/104\.4b/);
  });

  it("801.16: the same loop at five players with range 1 draws A and the players in A's range; C and D play on", () => {
    const g = transcendenceLoop(5, 1);
    expect(g.state.status).toBe("playing");
    expect(g.state.players.map((p) => p.result ?? null)).toEqual(["draw", "draw", null, null, "draw"]);
    expect(g.state.players.map((p) => p.left)).toEqual([true, true, false, false, true]);
    expect(g.pending()).not.toBeNull();
  });
});
