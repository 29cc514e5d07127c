/**
 * A saved position's `turnNumber` (schema.ts, layout.ts, save.ts): the number the game it was saved from
 * gave the file's first turn. The file numbers its turns as that game does — its actions, stopAt and
 * expectations name the game's turns, from turnNumber on, as the game's views do, and so do the runner's
 * messages; a saved file writes it, and its actions and stopAt in the same numbering. Above 1 it is a
 * later turn (103.8: the starting player draws).
 */
import { cardDb } from "@roundtable/cards";
import { formatResult, runScenario, savePosition, savePositionNow } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, explain, parsed } from "./helpers.ts";
import { roundTrip, run } from "./savedPositions.ts";

const LIBRARY = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Forest"];

/** A's turn 7 (A starts), B's turn 8: B holds a Lightning Bolt. */
const file = (extra: Record<string, unknown> = {}) => ({
  format: 1,
  name: "turn number",
  variant: "duel",
  players: [
    { name: "A", hand: ["Lightning Bolt"], battlefield: ["Mountain", "Grizzly Bears"], library: LIBRARY },
    { name: "B", hand: ["Lightning Bolt"], battlefield: ["Mountain", "Grizzly Bears"], library: LIBRARY },
  ],
  ...extra,
});

const B_BOLTS_A = { turn: 8, step: "main1", player: "B", cast: "B:Lightning Bolt", targets: ["A"] };

describe("a saved position's turnNumber numbers the file's turns", () => {
  it("turnNumber 7: the action in turn 8 (B's, the game's turn 8) is taken there and expect checks it there; the starting player drew (103.8)", () => {
    const json = file({
      turnNumber: 7,
      actions: [B_BOLTS_A],
      stopAt: { turn: 8, step: "main2" },
      expect: {
        life: { A: 17 },
        graveyard: { B: ["Lightning Bolt"] },
        activePlayer: "B",
        handCount: { A: 2 },
      },
    });
    const r = runScenario(parsed(json), cardDb);
    expect(r.passed, explain(r)).toBe(true);
    expect(r.game!.tableView().turn.number).toBe(8);
    expect(r.stoppedAt).toEqual({ turn: 8, step: "main2", gameOver: false });
    expect(r.trace.filter((l) => l.includes("cast Lightning Bolt"))).toEqual([
      expect.stringMatching(
        /^turn 8 main1: B priority: cast Lightning Bolt .*\[actions\[0\] \(B: cast "B:Lightning Bolt", turn 8 main1\)\]$/,
      ),
    ]);
  });

  it("a stopAt names the game's turn; the run reports it so", () => {
    const scn = parsed(file({ turnNumber: 7, stopAt: { turn: 9, step: "upkeep" } }));
    const r = runScenario(scn, cardDb);
    expect(r.passed, explain(r)).toBe(true);
    expect(r.game!.tableView().turn.number).toBe(9);
    expect(r.stoppedAt).toEqual({ turn: 9, step: "upkeep", gameOver: false });
    expect(formatResult("t.json", scn, r)).toEqual(["PASS t.json: turn number (stopped at turn 9 upkeep)"]);
  });

  it('{"player": "A", "nth": 2} stays A\'s 2nd turn in the file: the game\'s turn 9', () => {
    const r = runScenario(
      parsed(file({ turnNumber: 7, stopAt: { turn: { player: "A", nth: 2 }, step: "upkeep" } })),
      cardDb,
    );
    expect(r.passed, explain(r)).toBe(true);
    expect(r.game!.tableView().turn.number).toBe(9);
  });

  it("the runner's messages name the game's turns, as the table does", () => {
    const json = file({
      turnNumber: 7,
      actions: [
        { turn: 8, step: "declare-blockers", player: "A", block: { "A:Grizzly Bears": "B:Grizzly Bears" } },
      ],
    });
    const r = runScenario(parsed(json), cardDb);
    expect(r.error).toBe(
      'actions[0] (A: block {"A:Grizzly Bears":"B:Grizzly Bears"}, turn 8 declare-blockers) was not taken: A was ' +
        "never asked to declare blockers there (the engine asks only when a creature can block); the game is now in turn 8 end-of-combat",
    );
    expect(r.game!.tableView().turn.number).toBe(8);
  });

  it("a numbered turn before the file's first is refused at its path", () => {
    const json = file({
      turnNumber: 7,
      actions: [{ ...B_BOLTS_A, turn: 6 }],
      stopAt: { turn: 3, step: "upkeep" },
    });
    expect(errorsOf(json)).toEqual([
      { path: "actions[0].turn", message: "turn 6 is before the position's first turn, 7 (turnNumber)" },
      { path: "stopAt.turn", message: "turn 3 is before the position's first turn, 7 (turnNumber)" },
    ]);
  });

  it('with tableSizes, the numbered turns the same at every size are counted from turnNumber: 7–8, then {"player": …}', () => {
    const sized = (turn: number) =>
      file({ turnNumber: 7, tableSizes: [3, 4], variant: "free-for-all", actions: [{ ...B_BOLTS_A, turn }] });
    expect(parsed(sized(8)).actions[0].turn).toBe(8);
    expect(errorsOf(sized(9))).toEqual([
      {
        path: "actions[0].turn",
        message:
          'turn 9 is not the same player\'s turn at every table size (3, 4): with "tableSizes" a numeric turn can only ' +
          'be one of the listed players\' first turns (7–8); name the turn by its player, e.g. {"player": "A", "nth": 2}',
      },
    ]);
  });

  it("Grand Melee (807.4): a turn marker's expected turn is the game's; one before the file's first is refused", () => {
    // Nine players: turn markers at A (turn 7) and E (turn 8), both turns at their upkeep (807.4b).
    const melee = (turn: number) => ({
      format: 1,
      name: "markers",
      variant: "grand-melee",
      turnNumber: 7,
      players: Array.from({ length: 9 }, (_, i) => ({ name: "ABCDEFGHI"[i] })),
      stopAt: { turn: 8, step: "upkeep" },
      expect: {
        markers: [
          { marker: 1, holder: "A", turn },
          { marker: 2, holder: "E", turn: 8 },
        ],
      },
    });
    const r = runScenario(parsed(melee(7)), cardDb);
    expect(r.passed, explain(r)).toBe(true);
    expect(r.stoppedAt).toEqual({ turn: 8, step: "upkeep", gameOver: false, marker: 2 });
    expect(errorsOf(melee(1))).toEqual([
      {
        path: "expect.markers[0].turn",
        message: "turn 1 is before the position's first turn, 7 (turnNumber)",
      },
    ]);
  });

  it("a position saved from it writes the game's number as turnNumber and stopAt; the file loads to the same layout", () => {
    const game = run(file({ turnNumber: 7, stopAt: { turn: 9, step: "upkeep" } }));
    const saved = savePosition(game);
    expect(saved).toMatchObject({ laterTurn: true, turnNumber: 9, stopAt: { turn: 9, step: "main1" } });
    expect(saved.description).toContain("at the upkeep of turn 9 (A's turn)");
    roundTrip(game);
    const r = runScenario(parsed(saved), cardDb);
    expect(r.passed, explain(r)).toBe(true);
    expect(r.game!.tableView().turn.number).toBe(9);
  });

  it("the position now, saved from it, writes its actions and stopAt in the game's numbering, and names the game's turn", () => {
    const game = run(file({ turnNumber: 7, actions: [B_BOLTS_A], stopAt: { turn: 8, step: "main2" } }));
    const now = savePositionNow(cardDb, game.record());
    expect(now.note).toBe("the position now: turn 8, main2 after the 1 action taken since the turn began");
    expect(now.exact).toBe(true);
    expect(now.file).toMatchObject({
      turnNumber: 8,
      actions: [{ turn: 8, step: "main1", player: "B", cast: "B:Lightning Bolt#1", targets: [["A"]] }],
      stopAt: { turn: 8, step: "main2" },
    });
    expect(run(now.file).tableView().turn.number).toBe(8);
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
