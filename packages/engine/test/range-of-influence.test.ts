/**
 * 801: limited range of influence — what scenario files can't show because it makes a choice illegal:
 * targets out of range (801.4), attacks out of range (801.3), and the players in range fixed as each
 * turn begins (801.2c).
 */

import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, turnRanges } from "../src/index.ts";
import { advanceTo, takeAction, teamGame } from "./helpers.ts";

function fivePlayers(range: number | number[]): Game {
  return Game.fromLayout(cardDb, {
    variant: "free-for-all",
    seed: 1,
    options: { range },
    players: [
      { name: "A", hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }, { card: "hill-giant" }] },
      { name: "B" },
      { name: "C" },
      { name: "D" },
      { name: "E" },
    ],
    start: 0,
    autoPass: false,
  });
}

function boltTargets(game: Game): string[] {
  advanceTo(game, game.state.turn.number, "main1");
  takeAction(game, "cast", "Lightning Bolt");
  const d = game.pending()!;
  if (d.kind !== "choose") throw new Error(`expected targets, got ${d.kind}`);
  return d.options.map((o) => o.label);
}

describe("801.4: targets only within the caster's range of influence", () => {
  it("range 1: A may target A, B, E and their permanents, not C or D", () => {
    const labels = boltTargets(fivePlayers(1));
    expect(labels).toEqual(expect.arrayContaining(["A", "B", "E"]));
    expect(labels).not.toContain("C");
    expect(labels).not.toContain("D");
  });

  it("range 2 reaches everyone at a five-player table", () => {
    expect(boltTargets(fivePlayers(2))).toEqual(expect.arrayContaining(["A", "B", "C", "D", "E"]));
  });

  it("801.2a: ranges may differ per player", () => {
    const game = fivePlayers([1, 2, 2, 2, 2]);
    expect(turnRanges(game.state)?.[0]).toEqual([0, 1, 4]);
    expect(turnRanges(game.state)?.[2]).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("801.3: attacks only against opponents within range", () => {
  it("the attack decision offers only B and E to A with range 1", () => {
    const game = fivePlayers(1);
    const d = advanceTo(game, 1, "declare-attackers");
    expect(d.kind).toBe("attackers");
    if (d.kind !== "attackers") return;
    const players = d.candidates[0].defenders.flatMap((x) => ("player" in x ? [x.player] : []));
    expect(players.sort()).toEqual([1, 4]);
  });
});

describe("801.2c: the players in range are fixed as each turn begins", () => {
  it("B leaving in A's turn brings C into A's range only from the next turn", () => {
    const game = fivePlayers(1);
    advanceTo(game, 1, "main1");
    game.concede(1);
    expect(turnRanges(game.state)?.[0]).toEqual([0, 1, 4]); // still this turn's set
    expect(game.state.turn.inRange?.[0]).toEqual([0, 1, 4]); // kept in the turn: the table changed
    advanceTo(game, 2, "upkeep"); // C's turn: the ranges are computed again
    expect(turnRanges(game.state)?.[0]).toEqual([0, 2, 4]);
    expect(game.state.turn.inRange).toBeUndefined(); // those of the table as it is now
  });
});

describe("801.2 and 102.3 in the views: ranges and teams are public", () => {
  it("each player's summary carries their range, the players in it this turn and their team", () => {
    const game = fivePlayers([1, 2, 1, 1, 1]);
    const v = game.view(3);
    expect(v.players[0]).toMatchObject({ range: 1, inRange: [0, 1, 4], team: null });
    expect(v.players[1]).toMatchObject({ range: 2, inRange: [0, 1, 2, 3, 4] });
    const unlimited = teamGame([
      [0, 2],
      [1, 3],
    ]);
    expect(unlimited.view(null).players.map((p) => [p.range, p.inRange, p.team])).toEqual([
      [null, null, 0],
      [null, null, 1],
      [null, null, 0],
      [null, null, 1],
    ]);
  });
});
