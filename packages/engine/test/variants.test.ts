import { cardDb, decks } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { ConfigError, Game, SetupError, variantConfig } from "../src/index.ts";

describe("variant presets (principle 5) and 806 Free-for-All", () => {
  it("duel: two players, 20 life, the starting player skips the first draw, no free mulligan", () => {
    const c = variantConfig("duel", 2);
    expect(c).toMatchObject({
      startingLife: 20,
      attack: "single",
      firstTurnDraw: "starterSkips",
      freeFirstMulligan: false,
    });
  });

  it("806.2b: a Free-for-All attacks multiple players by default, or attack left or attack right instead", () => {
    expect(variantConfig("free-for-all", 4).attack).toBe("multiple");
    expect(variantConfig("free-for-all", 5, { attack: "left" }).attack).toBe("left");
    expect(variantConfig("free-for-all", 5, { attack: "right" }).attack).toBe("right");
    expect(variantConfig("free-for-all", 4)).toMatchObject({
      freeFirstMulligan: true,
      firstTurnDraw: "allDraw",
    });
  });

  it("806.2b: exactly one attack rule is required; anything else is a configuration error naming the problem", () => {
    expect(() => variantConfig("free-for-all", 4, { attack: "single" })).toThrow(ConfigError);
    expect(() => variantConfig("free-for-all", 4, { attack: "single" })).toThrow(/806\.2b/);
    expect(() => variantConfig("duel", 2, { attack: "left" })).toThrow(/duel/);
  });

  it("bad player counts and unknown variants are configuration errors", () => {
    expect(() => variantConfig("duel", 3)).toThrow(/needs 2–2 players, got 3/);
    expect(() => variantConfig("free-for-all", 2)).toThrow(/3 or more players/);
    expect(() => variantConfig("emperor-classic", 6)).toThrow(/unknown variant "emperor-classic"/);
  });

  it("a bad setup names the path of the problem and creates no game", () => {
    const players = [0, 1].map((i) => ({ name: `P${i}`, deck: decks[i].cards }));
    expect(() =>
      Game.create(cardDb, {
        variant: "duel",
        seed: 1,
        players: [players[0], { name: "P1", deck: ["no-such-card"] }],
      }),
    ).toThrow(SetupError);
    expect(() =>
      Game.create(cardDb, {
        variant: "duel",
        seed: 1,
        players: [players[0], { name: "P1", deck: ["no-such-card"] }],
      }),
    ).toThrow(/players\[1\]\.deck\[0\]: unknown card id "no-such-card"/);
    expect(() => Game.create(cardDb, { variant: "duel", seed: 1.5, players })).toThrow(/seed/);
    expect(() =>
      Game.create(cardDb, { variant: "duel", seed: 1, players: [players[0], { ...players[1], name: "P0" }] }),
    ).toThrow(/duplicate player name "P0"/);
  });
});
