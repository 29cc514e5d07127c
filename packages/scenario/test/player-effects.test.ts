/**
 * A scenario file's players' effects beyond their zones (playerEffects.ts): `skipDraws` (500.11),
 * `cantGainLife` (119.7) and `controlledNextTurnBy` (723.1), and emblems in the command zone (114) —
 * checked, with the path of each problem (in the file and in the engine's layout); carried both ways
 * between the file and the TableLayout; and run.
 */
import { cardDb } from "@roundtable/cards";
import { Game, layoutOf, type TableLayout } from "@roundtable/engine";
import { buildLayout, parseScenario, runScenario, scenarioOfLayout } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, explain, loadError, normalLayout, parsed } from "./helpers.ts";

/** A Free-for-All of A, B and C with `extra` at the top level, players changed by `change`. */
function file(extra: Record<string, unknown> = {}, change: Record<string, Record<string, unknown>> = {}) {
  return {
    format: 1,
    name: "test",
    variant: "free-for-all",
    players: ["A", "B", "C"].map((name) => ({ name, ...change[name] })),
    ...extra,
  };
}

/** The engine's layout of three players, changed by `change` by seat; what Game.fromLayout throws, or null. */
function layoutError(change: Record<number, Record<string, unknown>>, extra: Partial<TableLayout> = {}) {
  const layout: TableLayout = {
    variant: "free-for-all",
    seed: 1,
    players: ["A", "B", "C"].map((name, seat) => ({ name, ...change[seat] })),
    autoPass: false,
    ...extra,
  };
  return loadError(layout);
}

describe("500.11, 119.7, 723.1, 114: a file's player effects and emblems, checked", () => {
  it("a malformed value is named at its path", () => {
    expect(
      errorsOf(
        file({}, { A: { skipDraws: -1 }, B: { cantGainLife: "yes" }, C: { controlledNextTurnBy: 2 } }),
      ),
    ).toEqual([
      { path: "players[0].skipDraws", message: "Too small: expected number to be >=0" },
      { path: "players[1].cantGainLife", message: 'expected true or false, got "yes"' },
      { path: "players[2].controlledNextTurnBy", message: "expected a string, got 2" },
    ]);
  });

  it("723.1: the controller is a player of the file", () => {
    expect(errorsOf(file({}, { C: { controlledNextTurnBy: "Aa" } }))).toEqual([
      {
        path: "players[2].controlledNextTurnBy",
        message: 'unknown player "Aa" (did you mean "A"?) (players: A, B, C)',
      },
    ]);
  });

  it("800.4a, 800.4k: none for a player who has left, nor control by one", () => {
    const left = { left: true };
    expect(
      errorsOf(
        file(
          {},
          { A: { controlledNextTurnBy: "C" }, B: { ...left, skipDraws: 1, cantGainLife: true }, C: left },
        ),
      ),
    ).toEqual([
      {
        path: "players[0].controlledNextTurnBy",
        message:
          "C has left the game: the effects that gave them control of a player ended as they left (800.4a)",
      },
      { path: "players[1].skipDraws", message: "B has left the game: their turns don't begin (800.4k)" },
      { path: "players[1].cantGainLife", message: "B has left the game: their turns don't begin (800.4k)" },
    ]);
  });

  it("114.1: an emblem is in a command zone only", () => {
    expect(
      errorsOf(
        file(
          {},
          {
            A: { command: ["Dovin Baan's emblem"], hand: ["Dovin Baan's emblem"] },
            B: { battlefield: ["Dovin Baan's emblem"] },
          },
        ),
      ),
    ).toEqual([
      {
        path: "players[0].hand[0]",
        message:
          "Dovin Baan's emblem is an emblem (114): it is only ever in its owner's command zone (114.1), never in a player's hand",
      },
      {
        path: "players[1].battlefield[0]",
        message:
          "Dovin Baan's emblem is an emblem (114): it is only ever in its owner's command zone (114.1), never in a permanent's place (114.5: it is no permanent)",
      },
    ]);
  });

  it("the engine's layout: each error at its path", () => {
    expect(layoutError({ 1: { skipDraws: -1 } })).toBe(
      "players[1].skipDraws: must be a whole number ≥ 0 (500.11: draw steps to skip), got -1",
    );
    expect(layoutError({ 1: { cantGainLife: "yes" as never } })).toBe(
      'players[1].cantGainLife: must be true or false, got "yes"',
    );
    expect(layoutError({ 1: { controlledNextTurnBy: 3 } })).toBe(
      "players[1].controlledNextTurnBy: must be a seat from 0 to 2, got 3",
    );
    expect(layoutError({ 1: { controlledNextTurnBy: 2 }, 2: { left: true } })).toBe(
      "players[1].controlledNextTurnBy: C has left the game: the effects that gave them control of a player ended as they left (800.4a)",
    );
    expect(layoutError({ 1: { left: true, skipDraws: 1 } })).toBe(
      "players[1].skipDraws: B has left the game: their turns don't begin (800.4k)",
    );
    expect(layoutError({ 0: { exile: ["emblem-dovin-baans-emblem"] } })).toBe(
      "players[0].exile[0]: Dovin Baan's emblem is an emblem (114): it is only ever in its owner's command zone (114.1), never in a player's exile",
    );
    expect(
      layoutError({ 0: { command: ["emblem-dovin-baans-emblem"], cantGainLife: true, skipDraws: 0 } }),
    ).toBeNull();
  });

  it("805.8: with shared team turns a team is controlled as one — by one player", () => {
    const layout: TableLayout = {
      variant: "two-headed-giant",
      options: {
        teams: [
          [0, 1],
          [2, 3],
        ],
      },
      seed: 1,
      players: ["A", "B", "C", "D"].map((name) => ({ name })),
      autoPass: false,
    };
    layout.players[2].controlledNextTurnBy = 0;
    layout.players[3].controlledNextTurnBy = 1;
    expect(() => Game.fromLayout(cardDb, layout)).toThrow(
      "players[3].controlledNextTurnBy: C and D take their turns as one team (805.8): only one player controls that team during its next turn (723.1a)",
    );
    delete layout.players[3].controlledNextTurnBy;
    layout.players[3].skipDraws = 1;
    const s = Game.fromLayout(cardDb, layout).state;
    expect(s.playerControl).toEqual([{ player: 2, by: 0, turn: null }]); // the team's primary player's
    expect(s.skips).toEqual([{ player: 2, step: "draw" }]);
  });
});

describe("500.11, 119.7, 723.1, 114: carried to the layout and back, and run", () => {
  const fields = {
    A: { command: ["Dovin Baan's emblem"], controlledNextTurnBy: "C" },
    B: { skipDraws: 2, cantGainLife: true },
  };

  it("the layout has them by seat; the saved layout, written as a file and read again, is the same", () => {
    const layout = buildLayout(parsed(file({ laterTurn: true }, fields)), cardDb);
    expect(layout.players[0]).toMatchObject({
      command: ["emblem-dovin-baans-emblem-f5465b97"],
      controlledNextTurnBy: 2,
    });
    expect(layout.players[1]).toMatchObject({ skipDraws: 2, cantGainLife: true });
    const game = Game.fromLayout(cardDb, layout);
    // 723.1: A's next turn is turn 1, which has begun.
    expect(game.state.playerControl).toEqual([{ player: 0, by: 2, turn: 1 }]);
    expect(game.state.skips).toEqual([
      { player: 1, step: "draw" },
      { player: 1, step: "draw" },
    ]);
    const saved = layoutOf(cardDb, game.state, 1);
    expect(saved.players[0]).toMatchObject({ controlledNextTurnBy: 2 });
    expect(saved.players[1]).toMatchObject({ skipDraws: 2, cantGainLife: true });
    const written = JSON.parse(JSON.stringify(scenarioOfLayout(cardDb, saved, "saved", "")));
    expect(written.players[0]).toMatchObject({ command: ["Dovin Baan's emblem"], controlledNextTurnBy: "C" });
    expect(written.players[1]).toMatchObject({ skipDraws: 2, cantGainLife: true });
    const again = parseScenario(written, cardDb);
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(normalLayout(buildLayout(again.scenario, cardDb))).toEqual(normalLayout(saved));
  });

  it("players without them are written without them", () => {
    const saved = layoutOf(cardDb, Game.fromLayout(cardDb, buildLayout(parsed(file()), cardDb)).state, 1);
    for (const p of saved.players) {
      expect(p.skipDraws).toBeUndefined();
      expect(p.cantGainLife).toBeUndefined();
      expect(p.controlledNextTurnBy).toBeUndefined();
    }
  });

  it("run: C controls A in turn 1; B skips the draws of turns 2 and 5 and gains no life; C draws", () => {
    const hand = { hand: ["Chaplain's Blessing"], battlefield: ["Plains"] };
    const r = runScenario(
      parsed(
        file(
          {
            laterTurn: true,
            actions: [
              { turn: 2, step: "main1", player: "B", cast: "B:Chaplain's Blessing" },
              { turn: 3, step: "main1", player: "C", cast: "C:Chaplain's Blessing" },
            ],
            stopAt: { turn: 6, step: "main1" },
            expect: { handCount: { A: 2, B: 0, C: 2 }, life: { A: 20, B: 20, C: 25 } },
          },
          { A: fields.A, B: { ...fields.B, ...hand }, C: hand },
        ),
      ),
      cardDb,
    );
    expect(r.passed, explain(r)).toBe(true);
    expect(r.trace[0]).toMatch(/^turn 1 upkeep: C priority/); // 723.5: C decides for A
    expect(r.trace.find((line) => line.startsWith("turn 4 upkeep"))).toMatch(/^turn 4 upkeep: A priority/);
    expect(r.game?.state.skips).toBeUndefined();
  });
});
