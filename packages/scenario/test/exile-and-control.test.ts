/**
 * A saved position's lasting results of resolved abilities in a scenario file (lasting.ts): a battlefield
 * entry's `exiled` (607.2a, 610.3: the cards Oblivion Ring or Banishing Light exiled, "B:Grizzly Bears") and
 * `controlledBy` (611.2a, 804.2: a deployed creature). A game's position with them saves, loads to the same
 * position (positionOf), and goes on as the game does; save.ts(layoutOf(state)), parsed and laid out again,
 * is the same TableLayout; each problem of the fields is named at its path.
 */
import { cardDb } from "@roundtable/cards";
import { type Game, layoutOf } from "@roundtable/engine";
import { buildLayout, positionOf, savePosition, scenarioOfLayout } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, parsed } from "./helpers.ts";
import { roundTrip, run, saveAndGoOn } from "./savedPositions.ts";

/** A duel: A casts `exiler` on B's Grizzly Bears in turn 1; B holds Disenchant. */
const exiling = (exiler: string) => ({
  format: 1,
  name: "exiled",
  variant: "duel",
  players: [
    { name: "A", hand: [exiler], battlefield: ["Plains x3"] },
    { name: "B", hand: ["Disenchant"], battlefield: ["Grizzly Bears", "Plains x2"] },
  ],
  actions: [{ turn: 1, step: "main1", player: "A", cast: exiler }],
  choices: { A: ["Grizzly Bears"] },
});

const disenchant = (target: string) => ({
  turn: 2,
  step: "main1",
  player: "B",
  cast: "Disenchant",
  targets: [target],
});

describe("607.2a, 610.3: a saved position with cards a permanent exiled", () => {
  for (const exiler of ["Oblivion Ring", "Banishing Light"])
    it(`607.2a, 610.3: ${exiler} having exiled an opponent's creature saves as "exiled", loads to the same position, and returns the card when it leaves`, () => {
      const { saved, game, loaded } = saveAndGoOn(exiling(exiler), 2, [disenchant(exiler)], {
        turn: 2,
        step: "main2",
      });
      const players = saved.players as { battlefield: unknown[] }[];
      expect(players[0].battlefield).toContainEqual({
        card: exiler,
        sick: true,
        exiled: ["B:Grizzly Bears"],
      });
      for (const g of [game, loaded]) {
        expect(g.state.players[1].exile).toEqual([]);
        const bears = g.state.battlefield
          .map((id) => g.state.objects[id])
          .find((o) => o.card === "grizzly-bears");
        expect(bears?.controller).toBe(1); // 610.3c: under its owner's control
      }
    });

  it("607.2a: save.ts(layoutOf(state)), parsed and laid out again, is the same TableLayout", () => {
    const game = run({ ...exiling("Oblivion Ring"), stopAt: { turn: 2, step: "upkeep" } });
    expect(layoutOf(cardDb, game.state).players[0].battlefield?.[3].exiled).toEqual([
      { owner: 1, card: "grizzly-bears" },
    ]);
    roundTrip(game);
  });

  it('610.3: a card exiled from a graveyard is {"card": "B:…", "from": "graveyard"}, both ways', () => {
    const file = {
      format: 1,
      name: "from a graveyard",
      variant: "duel",
      players: [
        {
          name: "A",
          battlefield: [
            {
              card: "Angel of Serenity",
              exiled: [{ card: "B:Serra Angel", from: "graveyard" }, "B:Grizzly Bears"],
            },
          ],
        },
        { name: "B", exile: ["Grizzly Bears", "Serra Angel"] },
      ],
    };
    const layout = buildLayout(parsed(file), cardDb);
    expect(layout.players[0].battlefield?.[0].exiled).toEqual([
      { owner: 1, card: "serra-angel", from: "graveyard" },
      { owner: 1, card: "grizzly-bears" },
    ]);
    const saved = scenarioOfLayout(cardDb, layout, "x", "x").players as { battlefield: unknown[] }[];
    expect(saved[0].battlefield[0]).toMatchObject({ exiled: file.players[0].battlefield?.[0].exiled });
  });

  it("607.2a: each problem of a file's `exiled` is named at its path", () => {
    const file = (exiled: unknown[], card = "Oblivion Ring") => ({
      format: 1,
      name: "x",
      variant: "duel",
      players: [
        { name: "A", battlefield: [{ card, exiled }] },
        { name: "B", exile: ["Grizzly Bears"] },
      ],
    });
    const at = "players[0].battlefield[0].exiled";
    expect(errorsOf(file(["Grizzly Bears"]))).toEqual([
      {
        path: `${at}[0]`,
        message: `"Grizzly Bears": name the exiled card by its owner and name alone, as "A:Grizzly Bears" — each entry is the first such card in that player's exile that no earlier entry names`,
      },
    ]);
    expect(errorsOf(file(["B:Grizzly Bears#1"]))[0].path).toBe(`${at}[0]`);
    expect(errorsOf(file(["B:Grizzly Baers"]))[0]).toEqual({
      path: `${at}[0]`,
      message: 'unknown card "Grizzly Baers" (did you mean "Grizzly Bears"?)',
    });
    expect(errorsOf(file(["B:Grizzly Bears", "B:Grizzly Bears"]))).toEqual([
      {
        path: `${at}[1]`,
        message: `B's exile has 1 "Grizzly Bears", each named by an earlier entry already: an exiled card is named once`,
      },
    ]);
    expect(errorsOf(file([{ card: "A:Grizzly Bears", from: "graveyard" }]))).toEqual([
      { path: `${at}[0].card`, message: `A's exile has no "Grizzly Bears"` },
    ]);
    expect(errorsOf(file([{ card: "B:Grizzly Bears", from: "hand" }]))[0].path).toBe(`${at}[0].from`);
    expect(errorsOf(file(["B:Grizzly Bears"], "Pacifism"))).toEqual([
      { path: at, message: "Pacifism has no ability that exiles cards linked to it (607.2a, 610.3)" },
    ]);
  });
});

/** An Emperor game (809): A-General-1 deploys Grizzly Bears to A-Emperor in turn 1, who deploys Hill Giant to A-General-2 in turn 2. */
const EMPEROR = {
  format: 1,
  name: "deployed",
  variant: "emperor",
  options: { deploy: true },
  players: [
    { name: "A1", team: "A", role: "general", battlefield: ["Grizzly Bears"] },
    { name: "AE", team: "A", role: "emperor", battlefield: ["Hill Giant"] },
    { name: "A2", team: "A", role: "general" },
    { name: "B1", team: "B", role: "general" },
    { name: "BE", team: "B", role: "emperor" },
    { name: "B2", team: "B", role: "general" },
  ],
  start: "A1",
  actions: [
    { turn: 1, step: "main1", player: "A1", deploy: "Grizzly Bears", to: "AE" },
    { turn: 2, step: "main1", player: "AE", deploy: "Hill Giant", to: "A2" },
  ],
};

describe("611.2a, 804.2: a saved position with deployed creatures", () => {
  it("804.2: the next turn's beginning saves each deployed creature's controller as `controlledBy`; loaded, an effect gives it to them", () => {
    const game = run({ ...EMPEROR, stopAt: { turn: 3, step: "upkeep" } });
    const saved = savePosition(game);
    const players = saved.players as { battlefield: unknown[] }[];
    expect(players[0].battlefield).toEqual([{ card: "Grizzly Bears", controlledBy: "AE" }]);
    expect(players[1].battlefield).toEqual([{ card: "Hill Giant", controlledBy: "A2" }]);
    const loaded = run({ ...saved, stopAt: { turn: 3, step: "upkeep" } });
    expect(positionOf(loaded, 1)).toBe(positionOf(game, 3));
    const control = (g: Game) =>
      g.state.effects.map((e) => ({
        card: g.state.objects[e.objects[0]].card,
        mods: e.mods,
        duration: e.duration,
      }));
    expect(control(loaded)).toEqual([
      { card: "grizzly-bears", mods: [{ m: "control" }], duration: "indefinitely" },
      { card: "hill-giant", mods: [{ m: "control" }], duration: "indefinitely" },
    ]);
    roundTrip(game);
  });

  it("800.4a, 800.4c: the general a creature was deployed to concedes: in the game and in the saved position alike, it returns to the emperor", () => {
    const { game, loaded } = saveAndGoOn(
      EMPEROR,
      3,
      [{ turn: 3, step: "upkeep", player: "A2", concede: true }],
      { turn: 4, step: "upkeep" },
    );
    for (const g of [game, loaded]) {
      const giant = g.state.battlefield.map((id) => g.state.objects[id]).find((o) => o.card === "hill-giant");
      expect(giant?.controller).toBe(1); // not exiled (800.4a: it isn't A-General-2's any more)
      expect(g.state.effects.map((e) => g.state.objects[e.objects[0]].card)).toEqual(["grizzly-bears"]);
    }
  });

  it("611.2a: each problem of a file's `controlledBy` is named at its path", () => {
    const file = (controlledBy: unknown, left = false) => ({
      format: 1,
      name: "x",
      variant: "free-for-all",
      players: [
        { name: "A", battlefield: [{ card: "Grizzly Bears", controlledBy }] },
        { name: "B" },
        { name: "C", ...(left ? { left: true } : {}) },
        { name: "D" },
      ],
    });
    expect(errorsOf(file("Z"))[0]).toMatchObject({ path: "players[0].battlefield[0].controlledBy" });
    expect(errorsOf(file(["B", "Z"]))[0]).toMatchObject({
      path: "players[0].battlefield[0].controlledBy[1]",
    });
    expect(errorsOf(file("C", true))).toEqual([
      {
        path: "players[0].battlefield[0].controlledBy",
        message:
          "C has left the game: the effects that gave them control of anything ended as they left (800.4a)",
      },
    ]);
    expect(buildLayout(parsed(file(["B", "C"])), cardDb).players[0].battlefield?.[0].controlledBy).toEqual([
      1, 2,
    ]);
  });
});
