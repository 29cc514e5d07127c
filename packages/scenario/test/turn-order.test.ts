/**
 * Who takes a file's turns is the engine's (turnOrder.ts, DEVELOPERS.md principle 6): where the file compares
 * turns — an action before `stopAt`, a numbered turn with `tableSizes` —, orders the mulligans' declarations
 * (103.5) and checks an effect until the next turn of turn 1's players (611.2a), it asks the engine who takes
 * turn 1 (805.3: with shared team turns the starting team's primary player), the extra turns to come (500.7)
 * and turn order (805.4: team after team; 800.4k: never a player who has left). Each file below is checked
 * and run as a judge's would be.
 */
import { cardDb } from "@roundtable/cards";
import { parseScenario, runScenario } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, explain, parsed } from "./helpers.ts";

/** A Two-Headed Giant of A1, A2 (team A) and B1, B2 (team B), with `extra` at the top level. */
function giant(extra: Record<string, unknown>, change: Record<string, Record<string, unknown>> = {}) {
  return {
    format: 1,
    name: "test",
    variant: "two-headed-giant",
    players: ["A1", "A2", "B1", "B2"].map((name) => ({ name, team: name[0], ...change[name] })),
    ...extra,
  };
}

const BOLT = { hand: ["Lightning Bolt"], battlefield: ["Mountain"] };

describe("805.4: with shared team turns the teams take turns", () => {
  it("B1's first turn is turn 2, team B's: an action in it comes before a stop at turn 2's end step", () => {
    const json = giant(
      {
        actions: [
          {
            turn: { player: "B1", nth: 1 },
            step: "main1",
            player: "B1",
            cast: "Lightning Bolt",
            targets: ["A1"],
          },
        ],
        stopAt: { turn: 2, step: "end" },
        expect: { life: { A1: 27 }, activePlayers: ["B1", "B2"] },
      },
      { B1: BOLT },
    );
    const r = runScenario(parsed(json), cardDb);
    expect(r.passed, explain(r)).toBe(true);
  });

  it("805.3: `start` names the starting team's secondary player, and turn 1 is the team's, its primary player A1's", () => {
    const json = giant(
      {
        start: "A2",
        actions: [
          {
            turn: { player: "A1", nth: 1 },
            step: "main1",
            player: "A2",
            cast: "Lightning Bolt",
            targets: ["B1"],
          },
        ],
        stopAt: { turn: 1, step: "end" },
        expect: { life: { B1: 27 }, activePlayer: "A1" },
      },
      { A2: BOLT },
    );
    const r = runScenario(parsed(json), cardDb);
    expect(r.passed, explain(r)).toBe(true);
  });

  it("805.4a, 611.2a: an effect until the next turn of the starting player's teammate would end as turn 1 begins", () => {
    const effect = { by: "A2", duration: "untilYourNextTurn", goaded: true };
    const json = giant({}, { B1: { battlefield: [{ card: "Grizzly Bears", effects: [effect] }] } });
    expect(errorsOf(json)).toEqual([
      {
        path: "players[2].battlefield[0].effects[0].duration",
        message:
          "A2 takes the file's first turn: an effect until their next turn would end as it begins (611.2a); leave it out",
      },
    ]);
    // B1's: their team's turn is turn 2.
    expect(
      parseScenario(
        giant({}, { B1: { battlefield: [{ card: "Grizzly Bears", effects: [{ ...effect, by: "B2" }] }] } }),
        cardDb,
      ).ok,
    ).toBe(true);
  });

  it("103.5, 805.3: the starting team's primary player declares first, whoever `start` names", () => {
    const hands = Object.fromEntries(
      ["A1", "A2", "B1", "B2"].map((name) => [name, { hand: ["Forest x7"], library: ["Forest x20"] }]),
    );
    const json = giant(
      {
        start: "A2",
        mulligans: { declared: { A2: "keep", A1: "mulligan" } },
        stopAt: { turn: 0 },
      },
      hands,
    );
    const r = runScenario(parsed(json), cardDb);
    expect(r.passed, explain(r)).toBe(true);
    expect(r.game?.pending()?.player).toBe(2); // A1, then A2 have declared: B1 declares now
  });
});

describe("800.4k: a player who has left takes no more turns", () => {
  it("with B gone, C's first turn is turn 2: an action in it comes before a stop at turn 2's end step", () => {
    const json = {
      format: 1,
      name: "test",
      variant: "free-for-all",
      laterTurn: true,
      players: [{ name: "A" }, { name: "B", left: true }, { name: "C", ...BOLT }],
      actions: [
        { turn: { player: "C", nth: 1 }, step: "main1", player: "C", cast: "Lightning Bolt", targets: ["A"] },
      ],
      stopAt: { turn: 2, step: "end" },
      expect: { life: { A: 17 }, activePlayer: "C" },
    };
    const r = runScenario(parsed(json), cardDb);
    expect(r.passed, explain(r)).toBe(true);
  });
});

describe("a turn named by a player who takes none of their own is refused where it is named", () => {
  it("805.2, 805.4a: with shared team turns team B's turns are B1's — B2's turn names no turn, stopAt's nor an action's", () => {
    const json = giant({
      actions: [{ turn: { player: "B2", nth: 1 }, step: "main1", player: "B2", concede: true }],
      stopAt: { turn: { player: "B2", nth: 1 }, step: "end" },
    });
    const why =
      'B2 takes no turns of their own: with shared team turns their team\'s turns are B1\'s (805.2, 805.4a); name the turn by B1, e.g. {"player": "B1", "nth": 1}';
    expect(errorsOf(json)).toEqual([
      { path: "actions[0].turn.player", message: why },
      { path: "stopAt.turn.player", message: why },
    ]);
  });

  it("800.4k: a player the file says has left takes no turns", () => {
    const json = {
      format: 1,
      name: "test",
      variant: "free-for-all",
      laterTurn: true,
      players: [{ name: "A" }, { name: "B", left: true }, { name: "C" }],
      stopAt: { turn: { player: "B", nth: 1 }, step: "end" },
    };
    expect(errorsOf(json)).toEqual([
      { path: "stopAt.turn.player", message: "B has left the game: their turns don't begin (800.4k)" },
    ]);
  });
});
