/**
 * What each player's losing now would do, as every view says it (tableView.ts `losesWith` and
 * `lossEndsGame`, worked out by leave.ts `lossOutcomes`): who would leave the game with them (810.8a, 809.5b)
 * and whether it would then be over (104.2a, 104.2c, 104.4a) — each checked against what the engine does
 * when that player concedes (104.3a), on a fork of the game, in Free-for-All, Two-Headed Giant, Emperor,
 * Pentagon and Team vs. Team.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, type PlayerId, teamLists } from "../src/index.ts";

/** A game of `variant` loaded from a layout, with `seating` the players' teams (none when omitted). */
function game(variant: string, players: number, seating?: number[]): Game {
  return Game.fromLayout(cardDb, {
    variant,
    seed: 1,
    players: Array.from({ length: players }, (_, seat) => ({ name: "ABCDEFGHI"[seat] })),
    ...(seating === undefined ? {} : { options: { teams: teamLists(seating) } }),
    start: 0,
  });
}

/** The view's fields for every seat: `[losesWith, lossEndsGame]`. */
function outcomes(g: Game): [PlayerId[], boolean][] {
  return g.tableView().players.map((p) => [p.losesWith, p.lossEndsGame]);
}

/** What conceding does on a fork of `g`, for each seat still in it: who else leaves, and whether it ends. */
function conceding(g: Game): [PlayerId[], boolean][] {
  return g.state.players.map((p, seat) => {
    if (p.left) return [[], false];
    const fork = g.fork();
    expect(fork.concede(seat).ok).toBe(true);
    const others = fork.state.players.flatMap((q, i) =>
      i !== seat && q.left && !g.state.players[i].left ? [i] : [],
    );
    return [others, fork.isOver()];
  });
}

/** The view's fields, checked against what conceding does. */
function checked(g: Game): [PlayerId[], boolean][] {
  const shown = outcomes(g);
  expect(shown).toEqual(conceding(g));
  return shown;
}

describe("losesWith and lossEndsGame: what a player's losing now would do", () => {
  it("104.3a, 104.2a Free-for-All: a player leaves alone; with two left, the game ends", () => {
    const g = game("free-for-all", 4);
    expect(checked(g)).toEqual([
      [[], false],
      [[], false],
      [[], false],
      [[], false],
    ]);
    g.concede(1);
    g.concede(2);
    expect(checked(g)).toEqual([
      [[], true],
      [[], false], // 800.4a: a player who has left
      [[], false],
      [[], true],
    ]);
  });

  it("810.8a Two-Headed Giant: a player's teammate leaves with them, and the game ends", () => {
    const g = game("two-headed-giant", 4, [0, 0, 1, 1]);
    expect(checked(g)).toEqual([
      [[1], true],
      [[0], true],
      [[3], true],
      [[2], true],
    ]);
  });

  it("809.5b Emperor: an emperor's team leaves with them; a general leaves alone and the team plays on", () => {
    const g = game("emperor", 6, [0, 0, 0, 1, 1, 1]); // emperors at seats 1 and 4
    expect(checked(g)).toEqual([
      [[], false],
      [[0, 2], true],
      [[], false],
      [[], false],
      [[3, 5], true],
      [[], false],
    ]);
    g.concede(0);
    g.concede(2);
    // 104.2c: the emperor alone is still their team — their loss ends the game, as the other emperor's does.
    expect(checked(g)).toEqual([
      [[], false],
      [[], true],
      [[], false],
      [[], false],
      [[3, 5], true],
      [[], false],
    ]);
    // 809.1: with three teams, an emperor's team leaving leaves two to play on.
    const three = game("emperor", 9, [0, 0, 0, 1, 1, 1, 2, 2, 2]);
    expect(checked(three)[1]).toEqual([[0, 2], false]);
  });

  it("2004 draft 611.5 Pentagon: a player whose two opponents have left wins, though two others still oppose", () => {
    const g = game("pentagon", 5);
    expect(checked(g).every(([w, e]) => w.length === 0 && !e)).toBe(true);
    g.concede(3); // seat 1's opponents are 3 and 4; seat 0's, 2 and 3
    expect(checked(g)).toEqual([
      [[], false],
      [[], false],
      [[], true], // seat 0 would have no opponent left
      [[], false],
      [[], true], // seat 1 would have none: the game ends, though seats 0 and 2 oppose each other
    ]);
  });

  it("808 Team vs. Team: a player leaves alone; the last of a team ends the game", () => {
    const g = game("team-vs-team", 4, [0, 0, 1, 1]);
    expect(checked(g)).toEqual([
      [[], false],
      [[], false],
      [[], false],
      [[], false],
    ]);
    g.concede(0);
    expect(checked(g)).toEqual([
      [[], false],
      [[], true],
      [[], false],
      [[], false],
    ]);
  });

  it("104.2a once the game is over, nobody's loss does anything; the fields are public, in every view", () => {
    const g = game("free-for-all", 3);
    g.concede(0);
    const player = g.view(1).players.map((p) => [p.losesWith, p.lossEndsGame]);
    expect(g.view(null).players.map((p) => [p.losesWith, p.lossEndsGame])).toEqual(player);
    expect(player).toEqual([
      [[], false],
      [[], true],
      [[], true],
    ]);
    g.concede(1);
    expect(g.isOver()).toBe(true);
    expect(outcomes(g)).toEqual([
      [[], false],
      [[], false],
      [[], false],
    ]);
  });
});
