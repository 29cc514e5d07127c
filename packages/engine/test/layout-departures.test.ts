/**
 * A table layout's players who have left the game (800.4; setup.ts `LayoutPlayer.left`,
 * engine/game/departureSetup.ts): marked as the engine marks a player who leaves, before the first turn;
 * and what the position can't hold with them gone is refused, naming the field.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { opponents, playerInfo, playersInRangeOf } from "../src/engine/players/players.ts";
import {
  Game,
  type LayoutPlayer,
  layoutOf,
  SetupError,
  type TableLayout,
  type VariantOptions,
} from "../src/index.ts";
import { priorityFor } from "./drive.ts";
import { takeAction } from "./helpers.ts";

const NAMES = ["A", "B", "C", "D", "E", "F"];

/** A layout of `n` players (A, B, …), each changed by `change`, every priority asked. */
function layout(
  n: number,
  change: Partial<Record<number, Partial<LayoutPlayer>>>,
  more: Partial<TableLayout> = {},
): TableLayout {
  return {
    variant: "free-for-all",
    seed: 1,
    autoPass: false,
    players: NAMES.slice(0, n).map((name, seat) => ({ name, ...change[seat] })),
    ...more,
  };
}

/** The SetupError loading `l` throws: its path and message. */
function refusal(l: TableLayout): { path: string; message: string } {
  try {
    Game.fromLayout(cardDb, l);
  } catch (e) {
    if (!(e instanceof SetupError)) throw e;
    return { path: e.path, message: e.message };
  }
  throw new Error("the layout loaded");
}

/** Loading `l` is refused at `path`, with a message containing `part`. */
function refused(l: TableLayout, path: string, part: string): void {
  const r = refusal(l);
  expect(r.path).toBe(path);
  expect(r.message).toContain(part);
}

/** A layout of `variant`, played by these teams (seats), changed as `layout` does. */
function teamLayout(
  variant: string,
  teams: number[][],
  change: Partial<Record<number, Partial<LayoutPlayer>>>,
  more: Partial<TableLayout> = {},
): TableLayout {
  const options: VariantOptions = { teams };
  return { ...layout(teams.flat().length, change, more), variant, options };
}

const TWO_TEAMS = [
  [0, 1],
  [2, 3],
];

const EMPEROR_TEAMS = [
  [0, 1, 2],
  [3, 4, 5],
];

describe("800.4: a layout's player who has left the game", () => {
  it("800.4a: is marked as having left, lost, with their reason and last known zones (800.4i), and has no cards", () => {
    const game = Game.fromLayout(
      cardDb,
      layout(4, {
        2: {
          life: 3,
          left: { reason: "conceded (104.3a)", lastKnown: { hand: 5, library: 30, graveyard: 2 } },
        },
        3: { left: true },
      }),
    );
    const c = game.state.players[2];
    expect(c).toMatchObject({ left: true, result: "lost", reason: "conceded (104.3a)", life: 3 });
    expect(c.lastKnown).toEqual({ hand: 5, library: 30, graveyard: 2 });
    expect([c.hand, c.library, c.graveyard, c.exile, c.command]).toEqual([[], [], [], [], []]);
    expect(game.state.players[3]).toMatchObject({ left: true, result: "lost", reason: "left the game" });
    expect(game.state.players[3].library).toEqual([]); // not the default 40 Wastes
    expect(playerInfo(game.state, 2).handSize).toBe(5); // 800.4i: as last known
    expect(opponents(game.state, 0)).toEqual([1]);
    expect(game.state.status).toBe("playing");
  });

  it("102.2, 800.4k: isn't an opponent (Sizzle's 'each opponent') and takes no turns", () => {
    const game = Game.fromLayout(
      cardDb,
      layout(4, {
        0: { hand: ["sizzle"], battlefield: ["mountain", "mountain", "mountain"].map((card) => ({ card })) },
        2: { life: 7, left: true },
      }),
    );
    priorityFor(game, 0, 1, "main1");
    takeAction(game, "cast", "Sizzle");
    priorityFor(game, 1, 2, "upkeep");
    expect(game.state.players.map((p) => p.life)).toEqual([20, 17, 7, 17]);
    priorityFor(game, 3, 3, "upkeep"); // B's turn, then D's
  });

  it("801.15–801.16: a draw for them alone, with a limited range of influence: the ranges count without them (801.2)", () => {
    const game = Game.fromLayout(
      cardDb,
      layout(4, { 2: { left: { draw: true } } }, { options: { range: 1 } }),
    );
    expect(game.state.players[2]).toMatchObject({ left: true, result: "draw" });
    expect(playersInRangeOf(game.state, 1)).toEqual([0, 1, 3]);
  });

  it("800.4n: their cards in the ante zone stay, and are written out again", () => {
    const l = layout(3, { 2: { ante: ["forest"], left: true } }, { options: { ante: true } });
    const game = Game.fromLayout(cardDb, l);
    const c = game.state.players[2];
    expect(c.ante.map((id) => game.state.objects[id].card)).toEqual(["forest"]);
    expect(layoutOf(cardDb, game.state).players[2]).toEqual({
      name: "C",
      life: 20,
      poison: 0,
      left: { reason: "left the game" },
      ante: ["forest"],
    });
  });

  it("614.12: a permanent that chose an opponent who has left since keeps them chosen (Black Vise)", () => {
    const game = Game.fromLayout(
      cardDb,
      layout(3, { 0: { battlefield: [{ card: "black-vise", chosen: 2 }] }, 2: { left: true } }),
    );
    expect(game.state.objects[game.state.battlefield[0]].chosenPlayer).toBe(2);
  });
});

describe("800.4: what a layout with a player who has left refuses, naming the field", () => {
  const cardFields: [keyof LayoutPlayer, unknown][] = [
    ["hand", ["forest"]],
    ["library", ["forest"]],
    ["graveyard", ["forest"]],
    ["exile", ["forest"]],
    ["command", ["forest"]],
    ["battlefield", [{ card: "forest" }]],
    ["commander", "grizzly-bears"],
    ["partner", "grizzly-bears"],
    ["vanguard", "urza"],
    ["schemes", ["a-scheme"]],
    ["planarDeck", ["a-plane"]],
    ["plane", "a-plane"],
    ["dungeon", { card: "undercity", room: 0 }],
  ];
  for (const [field, value] of cardFields)
    it(`800.4a: a player who left lists ${field}: their cards left with them`, () => {
      expect(refusal(layout(3, { 2: { [field]: value, left: true } }))).toEqual({
        path: `players[2].${field}`,
        message: `players[2].${field}: C has left the game: their cards left with them (800.4a), so they list none (but in the ante zone, 800.4n)`,
      });
    });

  it("800.4a: an empty zone list is no card", () => {
    expect(() =>
      Game.fromLayout(cardDb, layout(3, { 2: { hand: [], exile: [], left: true } })),
    ).not.toThrow();
  });

  it("800.4a: a permanent controlled by a player who left: it was exiled as they left", () => {
    refused(
      layout(3, { 0: { battlefield: [{ card: "forest", controller: 2 }] }, 2: { left: true } }),
      "players[0].battlefield[0].controller",
      "C has left the game: what they still controlled was exiled as they left (800.4a)",
    );
  });

  it("classic Emperor: a permanent in the territory of a general who left: the territory fell with them", () => {
    const territory = { 2: { battlefield: [{ card: "grizzly-bears", territory: 0 }] } };
    refused(
      teamLayout("emperor-classic", EMPEROR_TEAMS, { 0: { left: true }, ...territory }, { start: 1 }),
      "players[2].battlefield[0].territory",
      "A has left the game: their territory fell with them",
    );
  });

  it("800.4k: the starting player has left", () => {
    refused(
      layout(3, { 0: { left: true } }),
      "start",
      "A has left the game: their turns don't begin (800.4k)",
    );
  });

  it("725.4, 726.4: the monarch or the player with the initiative has left: it would have passed on", () => {
    const c = { 2: { left: true as const } };
    refused(layout(3, c, { monarch: 2 }), "monarch", "another player became the monarch (725.4)");
    refused(layout(3, c, { initiative: 2 }), "initiative", "another player took the initiative (726.4)");
  });

  it("810.8a: a Two-Headed Giant player left and their teammate didn't: players lose only as a team", () => {
    refused(
      teamLayout("two-headed-giant", TWO_TEAMS, { 1: { left: true } }),
      "players[0].left",
      "A must have left the game with B: players lose only as a team (810.8a)",
    );
  });

  it("809.5b: an emperor left and a general of theirs didn't: a team loses when its emperor does", () => {
    refused(
      teamLayout("emperor", EMPEROR_TEAMS, { 1: { left: true } }, { start: 4 }),
      "players[2].left",
      "C must have left the game with B: a team loses when its emperor does (809.5b",
    );
  });

  it("809.5b: a general who left leaves alone", () => {
    const game = Game.fromLayout(
      cardDb,
      teamLayout("emperor", EMPEROR_TEAMS, { 0: { left: true } }, { start: 1 }),
    );
    expect(game.state.players.map((p) => p.left)).toEqual([true, false, false, false, false, false]);
  });

  it("104.2a: one player is left: the game would be over", () => {
    refused(
      layout(3, { 1: { left: true }, 2: { left: true } }),
      "players",
      "only A is still in the game, with no opponent: the game would be over (104.2a",
    );
  });

  it("104.2c: only one team is left: the game would be over", () => {
    refused(
      teamLayout("team-vs-team", TWO_TEAMS, { 2: { left: true }, 3: { left: true } }),
      "players",
      "only A, B are still in the game, with no opponent",
    );
    const three = teamLayout("team-vs-team", [...TWO_TEAMS, [4, 5]], { 5: { left: true } });
    expect(() => Game.fromLayout(cardDb, three)).not.toThrow();
  });

  it("801.15–801.16: a draw for them alone needs a limited range of influence", () => {
    refused(
      layout(4, { 2: { left: { draw: true } } }),
      "players[2].left.draw",
      "needs a limited range of influence (801.15–801.16",
    );
  });

  it("800.4i: what was last known of them is whole numbers", () => {
    const r = refusal(layout(3, { 2: { left: { lastKnown: { hand: -1, library: 0, graveyard: 0 } } } }));
    expect(r.path).toBe("players[2].left.lastKnown.hand");
    const bad = refusal(layout(3, { 2: { left: false as unknown as true } }));
    expect(bad.path).toBe("players[2].left");
  });
});
