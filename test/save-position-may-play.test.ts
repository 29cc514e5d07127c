/**
 * Saving the position now inside a permission to play exiled cards (601.3, 611.2a; savePositionNow, the web
 * table's "Save this position"), which was refused ("a modification a layout doesn't hold"): A's Reckless Impulse
 * exiled a Lightning Bolt and a Mountain in turn 1; in B's turn A casts the Bolt from exile, and the position is
 * saved. The file holds the turn's beginning with A's `mayPlay` and the Bolt as its action; loaded and run, every
 * seat's view is the live game's, and in both games A plays the Mountain from exile in their turn (the permission
 * ending with that turn: packages/engine/test/layout-may-play601-3.test.ts).
 */
import type { Game } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { drive, driver, savedAndRun } from "./drive.ts";

const mountains = (n: number) => Array.from({ length: n }, () => ({ card: "mountain" }));

/** The names of A's exiled cards A may play (the table view's `mayPlay`, 601.3). */
const playable = (g: Game): string[] =>
  g
    .view(0)
    .players[0].exile.filter((c) => c.mayPlay?.includes(0) === true)
    .map((c) => c.name);

describe("601.3, 611.2a: saving the position now with a permission to play exiled cards", () => {
  it("611.2a: saved in B's turn after A cast the Bolt from exile: the file's A may play the Bolt and the Mountain as the turn begins; both games go on alike: A plays the Mountain from exile in their turn", () => {
    const { game, act, choose, until, pass } = drive({
      variant: "duel",
      seed: 3,
      players: [
        {
          name: "A",
          hand: ["reckless-impulse"],
          battlefield: mountains(3),
          library: ["lightning-bolt", "mountain", "wastes", "wastes", "wastes"],
        },
        { name: "B", library: ["wastes", "wastes", "wastes"] },
      ],
    });
    until(1, "main1");
    act("cast", "Reckless Impulse");
    while (game.state.stack.length > 0) pass();
    expect(playable(game)).toEqual(["Lightning Bolt", "Mountain"]);
    until(2, "main1");
    pass(); // B passes: A has priority
    act("cast", "Lightning Bolt");
    choose("B");
    while (game.state.stack.length > 0) pass();
    expect(game.state.players[1].life).toBe(17);

    const { file, loaded } = savedAndRun(game);
    const players = file.players as { mayPlay?: unknown }[];
    expect(players[0].mayPlay).toEqual([
      { cards: ["Lightning Bolt", "Mountain"], duration: "endOfYourNextTurn" },
    ]);
    expect(file.actions).toMatchObject([{ player: "A", cast: "A:Lightning Bolt#1" }]);

    for (const g of [game, loaded]) {
      const d = driver(g);
      const turn = g.state.turn.number; // the loaded game's turn 1 is the live game's 2
      expect(playable(g)).toEqual(["Mountain"]);
      d.until(turn + 1, "main1");
      d.act("play", "Mountain");
      expect(g.state.players[0].exile).toEqual([]);
      expect(g.state.battlefield.filter((id) => g.state.objects[id].owner === 0)).toHaveLength(4);
    }
  });
});
