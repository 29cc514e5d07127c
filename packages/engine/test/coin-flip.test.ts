/** 705: flipping a coin (effects/coinFlip.ts): Mana Crypt's upkeep flip, lost about half the time. */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game } from "../src/index.ts";
import { advanceTo } from "./helpers.ts";

/** A's life once Mana Crypt's first upkeep flip (turn 1) has resolved, in a game of this seed. */
function lifeAfterFlip(seed: number): number {
  const game = Game.fromLayout(cardDb, {
    variant: "duel",
    seed,
    players: [{ name: "A", battlefield: [{ card: "mana-crypt" }] }, { name: "B" }],
    start: 0,
    autoPass: false,
  });
  advanceTo(game, 1, "main1");
  return game.state.players[0].life;
}

describe("705: flipping a coin", () => {
  it("705.2: the flipper takes the Crypt's 3 damage only when they lose the flip, about half the time", () => {
    const lives = Array.from({ length: 40 }, (_, seed) => lifeAfterFlip(seed + 1));
    expect(new Set(lives)).toEqual(new Set([17, 20]));
    const lost = lives.filter((l) => l === 17).length;
    expect(lost).toBeGreaterThan(10);
    expect(lost).toBeLessThan(30);
  });
});
