/**
 * A saved position's `turnNumber` (schema.ts, layout.ts, save.ts): the number the game it was saved from
 * gave the file's turn 1. The game's views number turns from it, while the file's actions and stopAt count
 * its own turns from 1; a saved file writes it and loads back to the same layout. Above 1 it is a later turn
 * (103.8: the starting player draws).
 */
import { cardDb } from "@roundtable/cards";
import { runScenario, savePosition } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, explain, parsed } from "./helpers.ts";
import { roundTrip, run } from "./savedPositions.ts";

const LIBRARY = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Forest"];

const file = (extra: Record<string, unknown> = {}) => ({
  format: 1,
  name: "turn number",
  variant: "duel",
  players: [
    { name: "A", hand: ["Lightning Bolt"], battlefield: ["Mountain"], library: LIBRARY },
    { name: "B", library: LIBRARY },
  ],
  ...extra,
});

describe("a saved position's turnNumber", () => {
  it("the game shows turn 7 where the file's action names its turn 1; the starting player draws (103.8)", () => {
    const game = run(
      file({
        turnNumber: 7,
        actions: [{ turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", targets: ["B"] }],
        stopAt: { turn: 2, step: "upkeep" },
      }),
    );
    expect(game.tableView().turn.number).toBe(8);
    expect(game.state.players[1].life).toBe(17);
    expect(game.state.players[0].hand).toHaveLength(1); // turn 7's draw
  });

  it("a position saved from it writes the game's number; the file loads to the same layout", () => {
    const game = run(file({ turnNumber: 7, stopAt: { turn: 3, step: "upkeep" } }));
    const saved = savePosition(game);
    expect(saved).toMatchObject({ laterTurn: true, turnNumber: 9, stopAt: { turn: 1, step: "main1" } });
    roundTrip(game);
    const r = runScenario(parsed(saved), cardDb);
    expect(r.passed, explain(r)).toBe(true);
    expect(r.game!.tableView().turn.number).toBe(9);
  });

  it("a turnNumber below 1 or not whole is refused at its path; with the mulligans, the engine names it", () => {
    for (const bad of [0, 1.5, "7"])
      expect(errorsOf(file({ turnNumber: bad })).map((e) => e.path)).toEqual(["turnNumber"]);
    const inMulligans = {
      ...file({ turnNumber: 3, mulligans: {}, stopAt: { turn: 0 } }),
      players: [{ name: "A" }, { name: "B" }],
    };
    const r = runScenario(parsed(inMulligans), cardDb);
    expect(r.error).toContain("turnNumber: the mulligans (103.5) come before the game's first turn (103.8)");
  });
});
