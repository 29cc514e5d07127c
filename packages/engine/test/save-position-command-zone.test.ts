/**
 * Saving a position whose command zone has objects that came there after the dungeon (309.4): a commander
 * returned after its owner's venture (903.9a), an emblem (114). The zone has no order in the rules, but the
 * game keeps one (the views show it), and a saved position keeps it: the dungeon's place among the zone's
 * objects is written as `dungeon.at` when it isn't the last, and a loaded layout puts it there. A layout
 * without `at` puts the dungeon after the others, as it always did.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, type LayoutPlayer, layoutOf, type TableLayout } from "../src/index.ts";
import { priorityFor } from "./drive.ts";
import { chooseLabels, setupError, submitOk, takeAction } from "./helpers.ts";

const EMBLEM = "emblem-dovin-baans-emblem-f5465b97";

/** The card ids of each player's command zone, in the zone's order. */
const commandZones = (g: Game): string[][] =>
  g.state.players.map((p) => p.command.map((id) => g.state.objects[id].card));

/** A four-player Commander game of `a` (A's fields) and B, C, D; B's turn first, every priority asked. */
function commanderGame(a: Omit<LayoutPlayer, "name">, more: Partial<TableLayout> = {}): TableLayout {
  return {
    variant: "commander",
    seed: 1,
    start: 1,
    autoPass: false,
    players: [
      { name: "A", commander: "thalia-heretic-cathar", ...a },
      { name: "B", hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] },
      { name: "C" },
      { name: "D" },
    ],
    ...more,
  };
}

describe("309.4: the dungeon's place in the command zone (a layout's dungeon.at)", () => {
  it("903.9a: A's commander, killed after A's venture, returns to the command zone after the dungeon: saved with `at: 0`, it loads in the same order (without `at`, the other)", () => {
    const game = Game.fromLayout(
      cardDb,
      commanderGame({
        battlefield: [{ card: "thalia-heretic-cathar" }],
        dungeon: { card: "undercity", room: 0 },
      }),
    );
    priorityFor(game, 1, 1, "main1");
    takeAction(game, "cast", "Lightning Bolt");
    chooseLabels(game, "Thalia");
    while (game.state.stack.length > 0 || game.pending()?.kind !== "priority") {
      const d = game.pending()!;
      if (d.kind === "choose" && d.player === 0)
        chooseLabels(game, "yes"); // 903.9a: to the command zone
      else if (d.kind === "choose") submitOk(game, { choices: [0] });
      else submitOk(game, { choice: 0 });
    }
    priorityFor(game, 2, 2, "upkeep"); // C's turn: its beginning is saved
    expect(commandZones(game)[0]).toEqual(["undercity", "thalia-heretic-cathar"]);
    const layout = layoutOf(cardDb, game.state);
    expect(layout.players[0].command).toEqual(["thalia-heretic-cathar"]);
    expect(layout.players[0].dungeon).toEqual({ card: "undercity", room: 0, at: 0 });
    expect(commandZones(Game.fromLayout(cardDb, layout))).toEqual(commandZones(game));
    // The layout as written before `at`: the dungeon after the commander, unlike the game.
    const { at: _at, ...after } = layout.players[0].dungeon!;
    const before = {
      ...layout,
      players: layout.players.map((p, i) => (i === 0 ? { ...p, dungeon: after } : p)),
    };
    expect(commandZones(Game.fromLayout(cardDb, before))[0]).toEqual(["thalia-heretic-cathar", "undercity"]);
  });

  it("114: `at: 1` puts the dungeon between A's commander and Dovin Baan's emblem; saved again, it is written so, and a dungeon last is written without `at`", () => {
    const between = Game.fromLayout(
      cardDb,
      commanderGame({
        command: ["thalia-heretic-cathar", EMBLEM],
        dungeon: { card: "undercity", room: 2, at: 1 },
      }),
    );
    expect(commandZones(between)[0]).toEqual(["thalia-heretic-cathar", "undercity", EMBLEM]);
    priorityFor(between, 1, 1, "upkeep");
    expect(layoutOf(cardDb, between.state).players[0].dungeon).toEqual({ card: "undercity", room: 2, at: 1 });
    for (const at of [2, undefined]) {
      const last = Game.fromLayout(
        cardDb,
        commanderGame({
          command: ["thalia-heretic-cathar", EMBLEM],
          dungeon: { card: "undercity", room: 2, at },
        }),
      );
      expect(commandZones(last)[0]).toEqual(["thalia-heretic-cathar", EMBLEM, "undercity"]);
      priorityFor(last, 1, 1, "upkeep");
      expect(layoutOf(cardDb, last.state).players[0].dungeon).toEqual({ card: "undercity", room: 2 });
    }
  });

  it("a malformed `at` is an error at its path: not a whole number, or past the zone's other objects (the vanguard and `command`)", () => {
    const layout = (at: unknown) =>
      commanderGame({
        command: ["thalia-heretic-cathar", EMBLEM],
        dungeon: { card: "undercity", room: 0, at } as NonNullable<LayoutPlayer["dungeon"]>,
      });
    for (const at of [-1, 0.5, "0", 3])
      expect(setupError(layout(at))).toBe(
        `players[0].dungeon.at: must be a whole number from 0 to 2 (the dungeon's place among the 2 other objects of A's command zone, counted from 0), got ${JSON.stringify(at)}`,
      );
    expect(setupError(layout(0))).toBe("no error");
  });
});
