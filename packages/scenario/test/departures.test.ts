/**
 * 800.4: a scenario file's player who has left the game (`left`, departures.ts): checked, with the path of
 * each problem; carried both ways between the file and the engine's TableLayout (layout.ts, save.ts), so a
 * saved position with a player who has left loads again as it was.
 */
import { cardDb } from "@roundtable/cards";
import { Game, layoutOf } from "@roundtable/engine";
import {
  buildLayout,
  parseScenario,
  positionOf,
  runScenario,
  savePosition,
  scenarioOfLayout,
} from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, explain, normalLayout, parsed } from "./helpers.ts";

/** A Free-for-All of A, B, C and D in which C has left (`left`), each player changed by `change`. */
function file(change: Record<string, Record<string, unknown>> = {}, extra: Record<string, unknown> = {}) {
  return {
    format: 1,
    name: "test",
    variant: "free-for-all",
    players: ["A", "B", "C", "D"].map((name) => ({
      name,
      ...(name === "C" ? { left: true } : {}),
      ...change[name],
    })),
    ...extra,
  };
}

const GONE =
  "C has left the game: their cards left with them (800.4a), so they list none (but in the ante zone, 800.4n)";

describe("800.4: a file's player who has left the game", () => {
  it("800.4a: lists no cards — each zone that does is an error at its path", () => {
    const errors = errorsOf(
      file({ C: { hand: ["Forest"], library: ["Forest"], battlefield: ["Mountain"], vanguard: "Urza" } }),
    );
    expect(errors).toEqual([
      { path: "players[2].hand", message: GONE },
      { path: "players[2].library", message: GONE },
      { path: "players[2].battlefield", message: GONE },
      { path: "players[2].vanguard", message: GONE },
    ]);
  });

  it("800.4a, 800.4n: has no library (not 40 Wastes), and may have cards in the ante zone", () => {
    const layout = buildLayout(
      parsed(file({ C: { ante: ["Forest"] } }, { options: { ante: true } })),
      cardDb,
    );
    expect(layout.players[2]).toMatchObject({ left: true, ante: ["forest"] });
    expect(layout.players[2].library).toEqual([]);
    expect(layout.players[1].library).toHaveLength(40);
  });

  it("800.4a, 800.4k, 725.4, 726.4: a permanent they control, the starting player, the monarch, the initiative", () => {
    const errors = errorsOf(
      file(
        { A: { battlefield: [{ card: "Mountain", controller: "C" }] } },
        { start: "C", monarch: "C", initiative: "C" },
      ),
    );
    expect(errors.map((e) => e.path)).toEqual([
      "players[0].battlefield[0].controller",
      "start",
      "monarch",
      "initiative",
    ]);
    expect(errors[0].message).toBe(
      "C has left the game: what they still controlled was exiled as they left (800.4a)",
    );
    const first = errorsOf({ ...file(), players: [{ name: "C", left: true }, { name: "A" }, { name: "B" }] });
    expect(first).toEqual([
      {
        path: "start",
        message: `C has left the game: their turns don't begin (800.4k): name another player in "start" (the first player takes the file's first turn)`,
      },
    ]);
  });

  it("`left` is true or {reason, draw, lastKnown}", () => {
    expect(errorsOf(file({ C: { left: { lastKnown: { hand: 1 } } } })).map((e) => e.path)).toEqual([
      "players[2].left.lastKnown.library",
      "players[2].left.lastKnown.graveyard",
    ]);
    expect(errorsOf(file({ C: { left: { why: "x" } } }))[0].path).toBe("players[2].left.why");
    expect(errorsOf(file({ C: { left: false } }))).toEqual([
      { path: "players[2].left", message: "expected true or an object, got false" },
    ]);
  });

  it("104.2a: a game that would be over fails as it is set up, naming why", () => {
    const r = runScenario(parsed(file({ B: { left: true }, D: { left: true } })), cardDb);
    expect(r.error).toContain("setup: players: only A is still in the game, with no opponent");
  });
});

describe("800.4: saving a position after a player left, and loading it again", () => {
  /** B's upkeep after A's Shock made C lose (704.5a), with an Aura on a creature and a Black Vise choosing C. */
  function afterCLost(): Game {
    const scn = parsed({
      format: 1,
      name: "C loses",
      variant: "free-for-all",
      players: [
        { name: "A", hand: ["Shock"], battlefield: ["Mountain", "Grizzly Bears"], library: ["Forest x5"] },
        { name: "B", battlefield: [{ card: "Pacifism", attachedTo: "Grizzly Bears" }] },
        { name: "C", life: 2, hand: ["Forest"] },
        { name: "D", battlefield: [{ card: "Black Vise", chosen: "C" }] },
      ],
      actions: [{ turn: 1, step: "main1", player: "A", cast: "Shock", targets: ["C"] }],
      stopAt: { turn: 2, step: "upkeep" },
      expect: { lost: ["C"] },
    });
    const run = runScenario(scn, cardDb);
    expect(run.passed, explain(run)).toBe(true);
    return run.game!;
  }

  it("800.4, 800.4i: save.ts(layoutOf(state)), parsed and laid out again, is the same TableLayout", () => {
    const game = afterCLost();
    const layout = layoutOf(cardDb, game.state, 1);
    expect(layout.players[2]).toEqual({
      name: "C",
      life: 0,
      poison: 0,
      left: {
        reason: "life total 0 or less (704.5a)",
        lastKnown: { hand: 1, library: 40, graveyard: 0 },
      },
      ante: [],
    });
    const saved = JSON.parse(JSON.stringify(scenarioOfLayout(cardDb, layout, "saved", "C has left")));
    expect(saved.players[2]).toEqual({ name: "C", life: 0, poison: 0, left: layout.players[2].left });
    const again = parseScenario(saved, cardDb);
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(normalLayout(buildLayout(again.scenario, cardDb))).toEqual(normalLayout(layout));
  });

  it("800.4: the saved file loads to the same position (positionOf) and runs", () => {
    const game = afterCLost();
    const saved = parsed(JSON.parse(JSON.stringify(savePosition(game))));
    const back = Game.fromLayout(cardDb, buildLayout(saved, cardDb));
    expect(positionOf(back, 1)).toBe(positionOf(game, game.state.turn.number));
    const run = runScenario(saved, cardDb);
    expect(run.passed, explain(run)).toBe(true);
  });
});
