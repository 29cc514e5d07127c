/**
 * 723: controlling another player (Mindslaver), through the decision protocol and the views: who is asked
 * (723.5, `onBehalfOf`), what the controller sees (723.4), and when the control starts and ends (723.1).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game } from "../src/index.ts";
import { advanceTo, chooseLabels, takeAction } from "./helpers.ts";

function slaver(): Game {
  return Game.fromLayout(cardDb, {
    variant: "free-for-all",
    seed: 1,
    players: [
      { name: "A", battlefield: [{ card: "mindslaver" }, ...[1, 2, 3, 4].map(() => ({ card: "wastes" }))] },
      { name: "B", hand: ["lightning-bolt"], battlefield: [{ card: "mountain" }] },
      { name: "C" },
    ],
    start: 0,
    autoPass: false,
  });
}

describe("723 controlling another player", () => {
  it("723.1, 723.4, 723.5: during B's next turn B's decisions go to A on B's behalf, and A sees B's hand", () => {
    const game = slaver();
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Mindslaver");
    chooseLabels(game, "B");
    expect(game.view(0).players[1].hand).toBeNull(); // not yet: the effect waits for B's turn
    const d = advanceTo(game, 2, "upkeep");
    expect(d.player).toBe(0);
    expect(d.onBehalfOf).toBe(1);
    expect(d.prompt).toMatch(/for B, whom you control: 723\.5/);
    expect(game.view(0).players[1].hand?.map((c) => c.name)).toEqual(["Lightning Bolt"]); // 723.4
    expect(game.view(2).players[1].hand).toBeNull();
    // 723.1: the control ends as the next turn begins.
    const next = advanceTo(game, 3, "upkeep");
    expect(next.player).toBe(2);
    expect(next.onBehalfOf).toBeUndefined();
    expect(game.view(0).players[1].hand).toBeNull();
  });
});
