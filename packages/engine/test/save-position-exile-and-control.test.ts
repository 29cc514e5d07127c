/**
 * A saved position's lasting results of resolved abilities (layoutOf.ts, layoutOfEffects.ts; loaded by
 * game/layoutEffects.ts): the cards a permanent exiled with its linked exile ability (607.2a, 610.3), a
 * layout permanent's `exiled`, and control given by an effect that lasts indefinitely (611.2a, 804.2), its
 * `controlledBy` — each loaded as the engine's own ability leaves it, each checked with the path of a problem.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { controlGivenTo } from "../src/engine/actions/control.ts";
import { writable } from "../src/forkState.ts";
import {
  Game,
  type LayoutExiled,
  type LayoutPermanent,
  layoutOf,
  layoutProblems,
  type TableLayout,
} from "../src/index.ts";
import { optionIndex, passUntil, priorityFor } from "./drive.ts";
import { idOf, setupError, submitOk, takeAction } from "./helpers.ts";

const plains = (n: number): LayoutPermanent[] => Array.from({ length: n }, () => ({ card: "plains" }));

/** A duel, B's turn first: A's `source` has exiled B's Grizzly Bears (or `exiled`); B holds Disenchant. */
function exiler(source: string, exiled: unknown = [{ owner: 1, card: "grizzly-bears" }]): TableLayout {
  return {
    variant: "duel",
    seed: 1,
    autoPass: false,
    start: 1,
    players: [
      { name: "A", battlefield: [{ card: source, exiled: exiled as LayoutExiled[] }] },
      { name: "B", hand: ["disenchant"], battlefield: plains(2), exile: ["grizzly-bears"] },
    ],
  };
}

const cards = (g: Game, seat: number, zone: "exile" | "graveyard" | "hand"): string[] =>
  g.state.players[seat][zone].map((id) => g.state.objects[id].card);

/** B casts Disenchant at A's `target` in B's first main phase; returns once it has resolved. */
function disenchant(g: Game, target: string): void {
  priorityFor(g, 1, 1, "main1");
  takeAction(g, "cast", "Disenchant");
  submitOk(g, { choices: [optionIndex(g.pending()!, target)] });
  for (let d = g.pending()!; d.kind === "choose" && d.purpose === "mana"; d = g.pending()!)
    submitOk(g, { choices: [0] });
  passUntil(g, (_, game) => game.state.stack.length === 0 || cards(game, 1, "graveyard").length > 0);
}

describe("607.2a, 610.3: a layout permanent's exiled cards", () => {
  it("607.2a: Oblivion Ring's exiled card is its link, loaded from `exiled` and written back as it was", () => {
    const g = Game.fromLayout(cardDb, exiler("oblivion-ring"));
    const ring = idOf(g, 0, "oblivion-ring");
    const bears = g.state.players[1].exile[0];
    expect(g.state.links).toEqual([
      { source: ring, controller: 0, objects: [{ id: bears, from: "battlefield" }], untilLeaves: false },
    ]);
    expect(layoutProblems(cardDb, g.state)).toEqual([]);
    expect(layoutOf(cardDb, g.state).players[0].battlefield).toEqual([
      { card: "oblivion-ring", tapped: false, sick: false, exiled: [{ owner: 1, card: "grizzly-bears" }] },
    ]);
  });

  it("607.2a: loaded, Oblivion Ring destroyed: its leaves ability returns the card it exiled", () => {
    const g = Game.fromLayout(cardDb, exiler("oblivion-ring"));
    disenchant(g, "Oblivion Ring");
    expect(cards(g, 0, "graveyard")).toEqual(["oblivion-ring"]);
    expect(g.state.stack.length).toBe(1); // the linked "leaves the battlefield" ability (603.6c)
    expect(cards(g, 1, "exile")).toEqual(["grizzly-bears"]);
    passUntil(g, (_, game) => game.state.stack.length === 0);
    expect(cards(g, 1, "exile")).toEqual([]);
    expect(g.state.objects[idOf(g, 1, "grizzly-bears")].controller).toBe(1);
    expect(g.state.links).toEqual([]);
  });

  it("610.3: loaded, Banishing Light destroyed: the card it exiled returns at once, without the stack", () => {
    const g = Game.fromLayout(cardDb, exiler("banishing-light"));
    expect(g.state.links[0].untilLeaves).toBe(true);
    disenchant(g, "Banishing Light");
    expect(g.state.stack).toEqual([]);
    expect(cards(g, 1, "exile")).toEqual([]);
    expect(g.state.objects[idOf(g, 1, "grizzly-bears")].controller).toBe(1); // 610.3c
  });

  it("610.3: a card exiled from a graveyard returns there; two permanents name two copies, each the first not named", () => {
    const layout: TableLayout = {
      variant: "free-for-all",
      seed: 1,
      autoPass: false,
      players: [
        {
          name: "A",
          battlefield: [
            { card: "banishing-light", exiled: [{ owner: 1, card: "grizzly-bears", from: "graveyard" }] },
            { card: "oblivion-ring", exiled: [{ owner: 1, card: "grizzly-bears" }] },
          ],
        },
        { name: "B", exile: ["grizzly-bears", "shock", "grizzly-bears"] },
        { name: "C" },
      ],
    };
    const g = Game.fromLayout(cardDb, layout);
    const [first, , second] = g.state.players[1].exile;
    expect(g.state.links.map((l) => l.objects)).toEqual([
      [{ id: first, from: "graveyard" }],
      [{ id: second, from: "battlefield" }],
    ]);
    expect(layoutOf(cardDb, g.state).players[0].battlefield?.map((p) => p.exiled)).toEqual(
      layout.players[0].battlefield?.map((p) => p.exiled),
    );
  });

  it("607.2a: each problem of `exiled` is named at its path", () => {
    const at = (exiled: unknown, source = "oblivion-ring") => setupError(exiler(source, exiled));
    expect(at([{ owner: 1, card: "shock" }])).toBe(
      `players[0].battlefield[0].exiled[0].card: B's exile has no "shock"`,
    );
    expect(
      at([
        { owner: 1, card: "grizzly-bears" },
        { owner: 1, card: "grizzly-bears" },
      ]),
    ).toMatch(
      /^players\[0\]\.battlefield\[0\]\.exiled\[1\]\.card: B's exile has 1 "grizzly-bears", each named already/,
    );
    expect(at([{ owner: 0, card: "grizzly-bears" }])).toBe(
      `players[0].battlefield[0].exiled[0].card: A's exile has no "grizzly-bears"`,
    );
    expect(at([{ owner: 5, card: "grizzly-bears" }])).toBe(
      "players[0].battlefield[0].exiled[0].owner: no seat 5",
    );
    expect(at([{ owner: 1, card: "grizzly-bears", from: "hand" }])).toMatch(
      /^players\[0\]\.battlefield\[0\]\.exiled\[0\]\.from: must be "battlefield" or "graveyard"/,
    );
    expect(at(["grizzly-bears"])).toMatch(/^players\[0\]\.battlefield\[0\]\.exiled\[0\]: must be an object/);
    expect(at("grizzly-bears")).toMatch(/^players\[0\]\.battlefield\[0\]\.exiled: must be a list/);
    expect(at(undefined, "pacifism")).toBe(
      "players[0].battlefield[0].exiled: Pacifism has no ability that exiles cards linked to it (607.2a, 610.3)",
    );
  });

  it("607.2a, 610.3: a link the card's own ability wouldn't make (another duration) is still refused", () => {
    const g = Game.fromLayout(cardDb, exiler("oblivion-ring"));
    g.state.links[0].untilLeaves = true;
    expect(layoutProblems(cardDb, g.state)).toContain("cards exiled by Oblivion Ring (607.2a, 610.3)");
  });
});

/** Four players in two teams, A and C against B and D, deploy on; A's turn first. */
function deployTable(bears: LayoutPermanent): TableLayout {
  return {
    variant: "free-for-all",
    seed: 1,
    autoPass: false,
    options: {
      deploy: true,
      teams: [
        [0, 2],
        [1, 3],
      ],
    },
    players: [{ name: "A", battlefield: [bears] }, { name: "B" }, { name: "C" }, { name: "D" }],
  };
}

describe("611.2a, 804.2: a layout permanent controlled through an indefinite effect", () => {
  it("611.2a: `controlledBy` is the effect the deploy ability makes, written back as it was", () => {
    const g = Game.fromLayout(cardDb, deployTable({ card: "grizzly-bears", controlledBy: 2 }));
    const bears = idOf(g, 2, "grizzly-bears");
    expect(g.state.objects[bears].controller).toBe(2);
    expect(g.state.effects).toMatchObject([
      { objects: [bears], mods: [{ m: "control" }], duration: "indefinitely", source: bears },
    ]);
    expect(controlGivenTo(g.state.effects[0])).toBe(2);
    expect(layoutOf(cardDb, g.state).players[0].battlefield).toEqual([
      { card: "grizzly-bears", tapped: false, sick: false, controlledBy: 2 },
    ]);
  });

  it("800.4a, 800.4c: the player it was given to leaves: the effect ends, it returns to its controller", () => {
    const g = Game.fromLayout(cardDb, deployTable({ card: "grizzly-bears", controlledBy: 2 }));
    expect(g.concede(2).ok).toBe(true);
    expect(g.state.effects).toEqual([]);
    expect(g.state.objects[idOf(g, 0, "grizzly-bears")].controller).toBe(0);
  });

  it("613.7, 800.4a: a list is effects in turn, the last deciding; as its player leaves, the one before still in the game does", () => {
    const ffa = (controlledBy: number[]): TableLayout => ({
      variant: "free-for-all",
      seed: 1,
      autoPass: false,
      players: [
        { name: "A", battlefield: [{ card: "grizzly-bears", controlledBy }] },
        { name: "B" },
        { name: "C" },
        { name: "D" },
      ],
    });
    const g = Game.fromLayout(cardDb, ffa([1, 2]));
    expect(g.state.effects.map(controlGivenTo)).toEqual([1, 2]);
    expect(layoutOf(cardDb, g.state).players[0].battlefield?.[0].controlledBy).toEqual([1, 2]);
    const bears = () => g.state.objects[g.state.battlefield[0]];
    expect(bears().controller).toBe(2);
    expect(g.concede(2).ok).toBe(true);
    expect(bears().controller).toBe(1);
    expect(g.concede(1).ok).toBe(true);
    expect(bears().controller).toBe(0);
    // Written as what decides: an effect followed by a later one to the same player never does, nor a
    // first one to the base controller (it would give it to the player it goes back to anyway).
    const written = (list: number[]) =>
      layoutOf(cardDb, Game.fromLayout(cardDb, ffa(list)).state).players[0].battlefield?.[0].controlledBy;
    expect(written([2, 1, 2])).toEqual([1, 2]);
    expect(written([0, 2])).toBe(2);
    expect(written([2, 0])).toEqual([2, 0]);
    expect(written([2, 2])).toBe(2);
  });

  it("611.2a: each problem of `controlledBy` is named at its path", () => {
    expect(setupError(deployTable({ card: "grizzly-bears", controlledBy: 7 }))).toBe(
      "players[0].battlefield[0].controlledBy: no seat 7",
    );
    expect(setupError(deployTable({ card: "grizzly-bears", controlledBy: [2, 9] }))).toBe(
      "players[0].battlefield[0].controlledBy[1]: no seat 9",
    );
    expect(setupError(deployTable({ card: "grizzly-bears", controlledBy: [] }))).toMatch(
      /^players\[0\]\.battlefield\[0\]\.controlledBy: must be a seat or a list of seats/,
    );
    const gone = deployTable({ card: "grizzly-bears", controlledBy: 3 });
    gone.players[3] = { name: "D", left: true };
    gone.options!.teams = [[0, 2], [1], [3]];
    expect(setupError(gone)).toBe(
      "players[0].battlefield[0].controlledBy: D has left the game: the effects that gave them control of anything ended as they left (800.4a)",
    );
  });

  it("800.4c: a permanent whose controller without its control effect has left is refused (a layout's controller is in the game)", () => {
    const layout = deployTable({ card: "grizzly-bears", controller: 1, controlledBy: 2 });
    delete layout.options;
    const g = Game.fromLayout(cardDb, layout);
    expect(g.concede(1).ok).toBe(true);
    expect(g.state.objects[idOf(g, 2, "grizzly-bears")]).toBeDefined(); // C's still: it wasn't B's to exile
    expect(layoutProblems(cardDb, g.state)).toContain(
      "Grizzly Bears's controller without control-changing effects, B, has left the game: were the effects to end, it would be exiled (800.4c)",
    );
  });

  it("611.2, 613.7: a control effect until end of turn, or with a later static ability changing control, is still refused", () => {
    const g = Game.fromLayout(cardDb, deployTable({ card: "grizzly-bears", controlledBy: 2 }));
    g.state.effects[0].duration = "endOfTurn";
    expect(layoutProblems(cardDb, g.state)).toContain(
      "continuous effects of resolved spells or abilities (611.2) from Grizzly Bears: until end of turn",
    );
    const magic = deployTable({ card: "grizzly-bears", controlledBy: 2, key: "bears" });
    magic.players[1].battlefield = [{ card: "control-magic", attachedTo: "bears" }];
    const m = Game.fromLayout(cardDb, magic);
    expect(m.state.objects[idOf(m, 2, "grizzly-bears")]).toBeDefined(); // the effect is later: C controls it
    const aura = m.state.battlefield.find((id) => m.state.objects[id].card === "control-magic")!;
    writable(m.state, aura).timestamp = m.state.nextTimestamp++;
    m.edited();
    expect(layoutProblems(cardDb, m.state)).toContain(
      "Grizzly Bears is under a control-changing effect (611.2) and a later static ability changing its control (613.7)",
    );
  });
});
