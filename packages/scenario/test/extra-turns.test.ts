/**
 * 500.7: a scenario file's extra turns (extraTurns.ts) — `extraTurnAfter`, turn 1 an extra turn taken after
 * that player's normal turn, and `extraTurnsToCome`, in the order they will be taken: checked, with the path
 * of each problem (in the file and in the engine's layout); carried both ways between the file and the
 * TableLayout; and counted where the file compares turns (table.ts).
 */
import { cardDb } from "@roundtable/cards";
import { Game, layoutOf, type TableLayout } from "@roundtable/engine";
import { buildLayout, parseScenario, runScenario, scenarioOfLayout } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, explain, loadError, normalLayout, parsed } from "./helpers.ts";

/** A Free-for-All of A, B, C and D with `extra` at the top level, players changed by `change`. */
function file(extra: Record<string, unknown> = {}, change: Record<string, Record<string, unknown>> = {}) {
  return {
    format: 1,
    name: "test",
    variant: "free-for-all",
    players: ["A", "B", "C", "D"].map((name) => ({ name, ...change[name] })),
    ...extra,
  };
}

/** The engine's layout of four players with `extra`; what Game.fromLayout throws, or null. */
function layoutError(extra: Partial<TableLayout>, left: number[] = []): string | null {
  const layout: TableLayout = {
    variant: "free-for-all",
    seed: 1,
    players: ["A", "B", "C", "D"].map((name, seat) =>
      left.includes(seat) ? { name, left: true } : { name },
    ),
    autoPass: false,
    ...extra,
  };
  return loadError(layout);
}

describe("500.7: a file's extra turns, checked", () => {
  it("names players of the file, each error at its path", () => {
    expect(errorsOf(file({ extraTurnAfter: "E", extraTurnsToCome: ["A", "Bb"], laterTurn: true }))).toEqual([
      { path: "extraTurnAfter", message: 'unknown player "E" (players: A, B, C, D)' },
      {
        path: "extraTurnsToCome[1]",
        message: 'unknown player "Bb" (did you mean "B"?) (players: A, B, C, D)',
      },
    ]);
  });

  it("800.4k: an extra turn to come isn't a departed player's; 800.4j: the player after whose normal turn it is may have left during it", () => {
    expect(errorsOf(file({ extraTurnsToCome: ["C"] }, { C: { left: true } }))).toEqual([
      {
        path: "extraTurnsToCome[0]",
        message:
          "C has left the game: their turns don't begin (800.4k): an extra turn of theirs is never taken",
      },
    ]);
    // A's extra turn, after C's normal turn, in which C left: turn order goes on to C's left, with D.
    const r = runScenario(
      parsed(
        file(
          {
            extraTurnAfter: "C",
            laterTurn: true,
            stopAt: { turn: 2, step: "upkeep" },
            expect: { activePlayer: "D" },
          },
          { C: { left: true } },
        ),
      ),
      cardDb,
    );
    expect(r.passed, explain(r)).toBe(true);
    expect(r.game?.state.turn.number).toBe(2);
  });

  it("103.8: turn 1, an extra turn, is a later turn of the game", () => {
    expect(errorsOf(file({ extraTurnAfter: "A" }))).toEqual([
      {
        path: "extraTurnAfter",
        message: `an extra turn (500.7) is never a game's first turn (103.8): add "laterTurn": true`,
      },
    ]);
  });

  it("807.4i–j: not in Grand Melee, whose turn markers keep its extra turns", () => {
    const melee = {
      format: 1,
      name: "test",
      variant: "grand-melee",
      players: [..."ABCDEFGHI"].map((name) => ({ name })),
    };
    const message =
      "Grand Melee's extra turns are kept with its turn markers (807.4i–j), which a file doesn't hold: leave it out";
    expect(errorsOf({ ...melee, extraTurnAfter: "B", extraTurnsToCome: ["A"] })).toEqual([
      { path: "extraTurnAfter", message },
      { path: "extraTurnsToCome", message },
    ]);
  });

  it("the engine's layout: seats in the game, each error at its path", () => {
    expect(layoutError({ extraTurnAfter: 4 })).toBe("extraTurnAfter: must be a seat from 0 to 3, got 4");
    expect(layoutError({ extraTurnAfter: 1, laterTurn: false })).toBe(
      'extraTurnAfter: an extra turn (500.7) is never a game\'s first turn (103.8): the layout needs "laterTurn": true',
    );
    expect(layoutError({ extraTurnsToCome: [1, -1] })).toBe(
      "extraTurnsToCome[1]: must be a seat from 0 to 3, got -1",
    );
    expect(layoutError({ extraTurnsToCome: 2 as never })).toBe(
      "extraTurnsToCome: must be a list of seats, got 2",
    );
    expect(layoutError({ extraTurnsToCome: [2] }, [2])).toBe(
      "extraTurnsToCome[0]: C has left the game: their turns don't begin (800.4k)",
    );
    expect(layoutError({ extraTurnAfter: 2, laterTurn: true }, [2])).toBeNull(); // 800.4j
  });

  it("805.8: with shared team turns, a player's extra turn to come is their team's, taken by its primary player", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "two-headed-giant",
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
      seed: 1,
      players: ["A", "B", "C", "D"].map((name) => ({ name })),
      extraTurnsToCome: [3, 1],
      autoPass: false,
    });
    expect(game.state.extraTurns).toEqual([0, 2]); // taken from the end: team C/D's first
  });
});

describe("500.7: a file's extra turns, carried to the layout and back, and counted in its turns", () => {
  it("the layout has them by seat; the saved layout, written as a file and read again, is the same", () => {
    const layout = buildLayout(
      parsed(file({ start: "C", extraTurnAfter: "A", extraTurnsToCome: ["D", "A"], laterTurn: true })),
      cardDb,
    );
    expect(layout).toMatchObject({ start: 2, extraTurnAfter: 0, extraTurnsToCome: [3, 0] });
    const game = Game.fromLayout(cardDb, layout);
    expect(game.state.turn).toMatchObject({ active: 2, extra: true, orderSeat: 0 });
    expect(game.state.extraTurns).toEqual([0, 3]);
    const saved = layoutOf(cardDb, game.state, 1);
    expect(saved).toMatchObject({ start: 2, extraTurnAfter: 0, extraTurnsToCome: [3, 0] });
    const written = JSON.parse(JSON.stringify(scenarioOfLayout(cardDb, saved, "saved", "")));
    expect(written).toMatchObject({ start: "C", extraTurnAfter: "A", extraTurnsToCome: ["D", "A"] });
    const again = parseScenario(written, cardDb);
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(normalLayout(buildLayout(again.scenario, cardDb))).toEqual(normalLayout(saved));
  });

  it("a normal turn with none to come is written without them", () => {
    const saved = layoutOf(cardDb, Game.fromLayout(cardDb, buildLayout(parsed(file()), cardDb)).state, 1);
    expect(saved.extraTurnAfter).toBeUndefined();
    expect(saved.extraTurnsToCome).toBeUndefined();
  });

  it("a player's turns are counted with the extra turns to come first: an action in A's 2nd turn (its extra turn) comes before B's 1st", () => {
    const actions = [{ turn: { player: "A", nth: 2 }, step: "main1", player: "A", play: "Forest" }];
    const hand = { A: { hand: ["Forest"] } };
    const stopAt = { turn: { player: "B", nth: 1 }, step: "upkeep" };
    const r = runScenario(parsed(file({ extraTurnsToCome: ["A"], actions, stopAt }, hand)), cardDb);
    expect(r.passed, explain(r)).toBe(true);
    expect(errorsOf(file({ actions, stopAt }, hand))).toEqual([
      {
        path: "actions[0]",
        message: "A's 2nd turn main1 is not before stopAt (B's 1st turn upkeep): it would never be taken",
      },
    ]);
  });

  it("with tableSizes, a numbered turn after an extra turn may be another player's at another size: named by its player instead", () => {
    const scn = file({
      tableSizes: [4, 5],
      extraTurnsToCome: ["A"],
      stopAt: { turn: 2, step: "upkeep" },
    });
    expect(errorsOf(scn)).toEqual([
      {
        path: "stopAt.turn",
        message:
          'turn 2 is not the same player\'s turn at every table size (4, 5): with "tableSizes" a numeric turn can only be one of the listed players\' first turns (1); name the turn by its player, e.g. {"player": "A", "nth": 2}',
      },
    ]);
  });
});
