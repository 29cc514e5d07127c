/** A layout keeps how many times a permanent was kicked (702.33c: `timesKicked`). */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, layoutOf } from "../src/index.ts";
import { setupError } from "./helpers.ts";

describe("layouts: how many times a permanent was kicked", () => {
  it("702.33c: a permanent kicked twice is saved with `timesKicked: 2` and loads so", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "duel",
      seed: 1,
      start: 0,
      autoPass: false,
      players: [
        { name: "A", battlefield: [{ card: "gnarlid-pack", timesKicked: 2, counters: { "+1/+1": 2 } }] },
        { name: "B" },
      ],
    });
    const o = game.state.objects[game.state.battlefield[0]];
    expect([o.kicked, o.timesKicked]).toEqual([true, 2]);
    const bp = layoutOf(cardDb, game.state).players[0].battlefield?.[0];
    expect(bp).toMatchObject({ card: "gnarlid-pack", kicked: true, timesKicked: 2 });
  });

  it("702.33c: a `timesKicked` that isn't a whole number from 1 is an error at its path", () => {
    for (const n of [0, 1.5, -1])
      expect(
        setupError({
          variant: "duel",
          seed: 1,
          start: 0,
          players: [{ name: "A", battlefield: [{ card: "gnarlid-pack", timesKicked: n }] }, { name: "B" }],
        }),
      ).toBe(`players[0].battlefield[0].timesKicked: must be a whole number from 1, got ${n}`);
  });
});
