/**
 * The dungeon's place in a saved position's command zone (309.4: a player's `dungeon` with `at`). A commander
 * returned to the command zone after its owner's venture (903.9a) comes after the dungeon; a file put the
 * dungeon after the zone's cards, so the position now was "not exact" (savePositionNow compares the command
 * zone in order). The file now says where the dungeon is (`at`, only when it isn't last), and an `at` that
 * isn't a place in the zone is an error at its path.
 */
import { cardDb } from "@roundtable/cards";
import type { Game } from "@roundtable/engine";
import { savePosition, savePositionNow } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, parsed } from "./helpers.ts";
import { roundTrip, run } from "./savedPositions.ts";

/** A Commander game: B bolts A's commander Thalia (A ventured into Undercity before), A puts it into the command zone. */
const BOLTED = {
  format: 1,
  name: "Thalia returns after the venture",
  variant: "commander",
  start: "B",
  players: [
    {
      name: "A",
      commander: "Thalia, Heretic Cathar",
      battlefield: ["Thalia, Heretic Cathar"],
      dungeon: { card: "Undercity", room: "Forge" },
    },
    { name: "B", hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
    { name: "C" },
    { name: "D" },
  ],
  actions: [
    { turn: 1, step: "main1", player: "B", cast: "Lightning Bolt", targets: [["A:Thalia, Heretic Cathar"]] },
  ],
  choices: { A: [true] }, // 903.9a: to the command zone
  stopAt: { turn: 2, step: "upkeep" },
  expect: {},
};

/** Each player's command zone by card name, in the zone's order. */
const commandZones = (g: Game): string[][] =>
  g.state.players.map((p) => p.command.map((id) => cardDb.get(g.state.objects[id].card)?.name ?? "?"));

type FilePlayer = Record<string, unknown>;

describe("309.4: the dungeon's place in a saved command zone (`dungeon.at`)", () => {
  it("903.9a: A's commander returned to the command zone after A's venture: the position now is saved exactly, the dungeon first (`at: 0`)", () => {
    const game = run(BOLTED);
    expect(commandZones(game)[0]).toEqual(["Undercity", "Thalia, Heretic Cathar"]);
    const now = savePositionNow(cardDb, game.record());
    expect(now.note).toBe("the position now: turn 2, upkeep");
    expect(now.exact).toBe(true);
    const a = (now.file.players as FilePlayer[])[0];
    expect(a.command).toEqual(["Thalia, Heretic Cathar"]);
    expect(a.dungeon).toEqual({ card: "Undercity", room: "Forge", at: 0 });
    expect(commandZones(run(now.file))).toEqual(commandZones(game));
    roundTrip(game); // the layout, written as a file and read back, is the same
  });

  it("a dungeon last in the command zone is saved without `at`, as before", () => {
    const game = run({ ...BOLTED, choices: { A: [false] } }); // Thalia stays in the graveyard
    expect(commandZones(game)[0]).toEqual(["Undercity"]);
    expect((savePosition(game).players as FilePlayer[])[0].dungeon).toEqual({
      card: "Undercity",
      room: "Forge",
    });
  });

  it("`at` is a place among the vanguard and the cards of `command`, counted from 0: anything else is an error at its path", () => {
    const withAt = (at: unknown, command = ["Thalia, Heretic Cathar", "Dovin Baan's emblem"]) => ({
      ...BOLTED,
      players: [
        { ...BOLTED.players[0], command, dungeon: { card: "Undercity", room: "Forge", at } },
        ...BOLTED.players.slice(1),
      ],
    });
    expect(parsed(withAt(2)).players[0].dungeon).toEqual({ card: "Undercity", room: "Forge", at: 2 });
    expect(errorsOf(withAt(3))).toEqual([
      {
        path: "players[0].dungeon.at",
        message:
          "must be from 0 to 2 (the dungeon's place among the 2 other objects of A's command zone, the vanguard then the cards of `command`, counted from 0), got 3",
      },
    ]);
    expect(parsed(withAt(3, ["Plains x3"])).players[0].dungeon?.at).toBe(3); // "x3": three cards
    for (const at of [-1, 1.5, "first"])
      expect(errorsOf(withAt(at)).map((e) => e.path)).toEqual(["players[0].dungeon.at"]);
  });
});
