/**
 * Saving a position in an extra turn, or with extra turns to come (500.7; savePositionNow, the web table's
 * "Save this position"): the file says after whose normal turn turn 1 is taken (`extraTurnAfter`) and the
 * extra turns still to come in the order they will be taken (`extraTurnsToCome`) — both were refused before —
 * and, loaded and run, gives every seat the same view as the live game, and goes on with the same turns.
 */
import { cardDb } from "@roundtable/cards";
import { type Game, LayoutError, layoutProblems } from "@roundtable/engine";
import { savePositionNow } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { drive, savedAndRun } from "./drive.ts";

/** The next `count` turns to begin, passing every decision: each as its player's name, "+" for an extra turn. */
function nextTurns(g: Game, count: number): string[] {
  const out: string[] = [];
  let n = g.state.turn.number;
  while (out.length < count) {
    const d = g.pending()!;
    const answer =
      d.kind === "priority" ? { choice: 0 } : d.kind === "attackers" ? { attacks: [] } : { blocks: [] };
    expect(g.submit(d.player, d.id, answer as never).ok).toBe(true);
    if (g.state.turn.number === n) continue;
    n = g.state.turn.number;
    out.push(`${g.state.players[g.state.turn.active].name}${g.state.turn.extra ? "+" : ""}`);
  }
  return out;
}

const islands = (n: number) => Array.from({ length: n }, () => ({ card: "island" }));

describe("500.7: saving the position now in an extra turn, or with extra turns to come", () => {
  it("500.7: in A's extra turn (Time Walk), after A played a land: saved with `extraTurnAfter`, the position is reached, and B's turn comes next in both games", () => {
    const { game, act, pass, until } = drive({
      variant: "free-for-all",
      seed: 3,
      players: [
        { name: "A", hand: ["time-walk", "island"], battlefield: islands(2) },
        { name: "B" },
        { name: "C" },
      ],
    });
    until(1, "main1");
    act("cast", "Time Walk");
    while (game.state.stack.length > 0) pass();
    until(2, "main1");
    expect(game.state.turn).toMatchObject({ active: 0, extra: true, orderSeat: 0 });
    act("play", "Island");
    const { file, loaded } = savedAndRun(game);
    expect(file).toMatchObject({ start: "A", extraTurnAfter: "A" });
    expect(file.extraTurnsToCome).toBeUndefined();
    expect(file.description).toContain("(A's extra turn)");
    expect(loaded.state.turn).toMatchObject({ active: 0, extra: true, orderSeat: 0 });
    for (const g of [loaded, game]) expect(nextTurns(g, 3)).toEqual(["B", "C", "A"]); // 500.7: on from A
  });

  it("500.7: A's Time Warp on C, then Temporal Manipulation: in A's extra turn C's is to come (`extraTurnsToCome`), and in C's extra turn, after A's normal turn, B's is next — in the saved files as in the game", () => {
    const { game, act, pass, choose, until } = drive({
      variant: "free-for-all",
      seed: 3,
      players: [
        { name: "A", hand: ["time-warp", "temporal-manipulation"], battlefield: islands(10) },
        { name: "B" },
        { name: "C" },
        { name: "D" },
      ],
    });
    until(1, "main1");
    act("cast", "Time Warp");
    choose("C");
    while (game.state.stack.length > 0) pass();
    act("cast", "Temporal Manipulation");
    while (game.state.stack.length > 0) pass();
    expect(game.state.extraTurns).toEqual([2, 0]); // C's, then A's: the last created is taken first
    // The turn's beginning has no extra turns to come yet: the casts since are the file's actions.
    const inTurn1 = savedAndRun(game);
    expect(inTurn1.file.extraTurnsToCome).toBeUndefined();
    expect(inTurn1.loaded.state.extraTurns).toEqual([2, 0]);

    until(2, "upkeep");
    const inA = savedAndRun(game);
    expect(inA.file).toMatchObject({ start: "A", extraTurnAfter: "A", extraTurnsToCome: ["C"] });
    until(3, "upkeep");
    const inC = savedAndRun(game);
    expect(inC.file).toMatchObject({ start: "C", extraTurnAfter: "A" });
    expect(inC.file.extraTurnsToCome).toBeUndefined();
    const after = nextTurns(inA.loaded, 4);
    expect(after).toEqual(["C+", "B", "C", "D"]);
    expect(nextTurns(inC.loaded, 3)).toEqual(after.slice(1));
    expect(nextTurns(game, 3)).toEqual(after.slice(1));
  });

  it("805.8: in Two-Headed Giant, B's Time Walk gives B's team the extra turn: saved in it, after B played a land, the position is reached and team C/D's turn comes next", () => {
    const { game, act, pass, until } = drive({
      variant: "two-headed-giant",
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
      seed: 3,
      players: [
        { name: "A" },
        { name: "B", hand: ["time-walk", "forest"], battlefield: islands(2) },
        { name: "C" },
        { name: "D" },
      ],
    });
    until(1, "main1");
    pass(); // A: B then has the team's priority (805.5)
    act("cast", "Time Walk");
    while (game.state.stack.length > 0) pass();
    until(2, "main1");
    expect(game.state.turn).toMatchObject({ active: 0, extra: true, orderSeat: 0 });
    pass();
    act("play", "Forest");
    const { file, loaded } = savedAndRun(game);
    expect(file).toMatchObject({ start: "A", extraTurnAfter: "A" });
    for (const g of [loaded, game]) expect(nextTurns(g, 2)).toEqual(["C", "A"]);
  });

  it("805.8: with shared team turns, A1's two extra turns are team A's after A1 concedes: saved in the first, the second is A2's to come (`extraTurnsToCome`), and team B's turn follows in both games", () => {
    const { game, act, pass, until } = drive({
      variant: "team-vs-team",
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
        sharedTurns: true,
      },
      seed: 3,
      players: [
        { name: "A1", hand: ["time-walk", "temporal-manipulation"], battlefield: islands(7) },
        { name: "A2" },
        { name: "B1" },
        { name: "B2" },
      ],
      start: 0,
    });
    until(1, "main1");
    for (const spell of ["Time Walk", "Temporal Manipulation"]) {
      act("cast", spell);
      while (game.state.stack.length > 0) pass();
    }
    expect(game.state.extraTurns).toEqual([0, 0]);
    expect(game.concede(0).ok).toBe(true);
    until(2, "upkeep");
    expect(game.state.turn).toMatchObject({ active: 1, extra: true });
    const { file, loaded } = savedAndRun(game);
    expect(file).toMatchObject({ start: "A2", extraTurnAfter: "A1", extraTurnsToCome: ["A2"] });
    for (const g of [loaded, game]) expect(nextTurns(g, 3)).toEqual(["A2+", "B1", "A2"]);
  });

  it("800.4k, 800.4m: an extra turn to come of a player who has left is left out — unless effects of theirs last until their next turn, which end as it would have begun: refused, naming it", () => {
    const game = (effects: boolean) => {
      const d = drive({
        variant: "free-for-all",
        seed: 3,
        players: [
          { name: "A", hand: ["time-warp", "time-walk"], battlefield: islands(7) },
          {
            name: "B",
            battlefield: [
              {
                card: "hill-giant",
                effects: effects
                  ? [
                      {
                        controller: 2,
                        duration: "untilYourNextTurn",
                        mods: [{ m: "modifyPT", power: -3, toughness: 0 }],
                      },
                    ]
                  : [],
              },
            ],
          },
          { name: "C" },
          { name: "D" },
        ],
      });
      d.until(1, "main1");
      d.act("cast", "Time Warp");
      d.choose("C");
      while (d.game.state.stack.length > 0) d.pass();
      d.act("cast", "Time Walk");
      while (d.game.state.stack.length > 0) d.pass();
      expect(d.game.concede(2).ok).toBe(true); // C leaves, their extra turn still to come
      d.until(2, "upkeep");
      expect(d.game.state.extraTurns).toEqual([2]);
      return d.game;
    };
    const plain = game(false);
    const { file, loaded } = savedAndRun(plain);
    expect(file.extraTurnsToCome).toBeUndefined();
    for (const g of [loaded, plain]) expect(nextTurns(g, 2)).toEqual(["B", "D"]); // C's turns don't begin
    const lasting = game(true);
    expect(layoutProblems(cardDb, lasting.state)).toEqual([
      "an extra turn of C, who has left the game, is to come (800.4k): as it would have begun, their effects lasting until their next turn end (800.4m)",
    ]);
    expect(() => savePositionNow(cardDb, lasting.record())).toThrow(LayoutError);
  });
});
