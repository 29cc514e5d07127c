import { cardDb, decks } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  Game,
  MAX_PLAYERS,
  SetupError,
  VARIANT_NAMES,
  variantConfig,
  variantPreset,
} from "../src/index.ts";
import { teamGame } from "./helpers.ts";

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
    expect(() => variantConfig("duel", 3)).toThrow(/needs 2 players, got 3/);
    expect(() => variantConfig("free-for-all", 2)).toThrow(/3 or more players/);
    expect(() => variantConfig("no-such-variant", 6)).toThrow(/unknown variant "no-such-variant"/);
  });

  it("every variant accepts its own default player count, which lies within its range", () => {
    for (const name of VARIANT_NAMES) {
      const { minPlayers, maxPlayers, defaultPlayers } = variantPreset(name);
      expect(minPlayers, name).toBeLessThanOrEqual(defaultPlayers);
      expect(defaultPlayers, name).toBeLessThanOrEqual(maxPlayers);
      expect(maxPlayers, name).toBeLessThanOrEqual(MAX_PLAYERS);
      // The team variants need their teams (102.3): the count alone must not be what is refused.
      expect(() => variantConfig(name, defaultPlayers), name).not.toThrow(/players, got/);
    }
    expect(variantPreset("pentagon").defaultPlayers).toBe(5); // 611.1: five players
    expect(variantPreset("melee").defaultPlayers).toBe(6); // 606: six to ten
    expect(variantPreset("grand-melee").defaultPlayers).toBe(10); // 807.1: ten or more
  });

  it("807.1: Grand Melee takes up to the engine's bound of players (200) and refuses more, naming the bound", () => {
    expect(MAX_PLAYERS).toBeGreaterThanOrEqual(200);
    expect(variantConfig("grand-melee", MAX_PLAYERS).range).toHaveLength(MAX_PLAYERS);
    expect(() => variantConfig("grand-melee", MAX_PLAYERS + 1)).toThrow(
      `variant "grand-melee" is played by at most ${MAX_PLAYERS} players (the engine's bound), got ${MAX_PLAYERS + 1}`,
    );
    expect(() => variantConfig("free-for-all", 1e6)).toThrow(/at most 200 players/);
    expect(() => variantConfig("free-for-all", Number.POSITIVE_INFINITY)).toThrow(/got Infinity$/);
    expect(() => variantConfig("melee", 11)).toThrow(/needs 6–10 players, got 11/);
  });

  it("a number too big for JSON (1e999 reads as Infinity) is printed as itself in messages, not as null", () => {
    const big = JSON.parse("1e999") as number;
    expect(() => variantConfig("free-for-all", 4, { ante: big as unknown as boolean })).toThrow(
      "the ante option is true or false, got Infinity",
    );
    expect(() =>
      variantConfig("free-for-all", 4, {
        teams: [
          [0, 1],
          [2, -big],
        ],
      }),
    ).toThrow("team 2: seat -Infinity isn't one of the seats 0–3");
    const players = [0, 1].map((i) => ({ name: `P${i}`, deck: decks[i].cards }));
    expect(() => Game.create(cardDb, { variant: "duel", seed: big, players })).toThrow(
      "seed: must be an integer or 32 lowercase hexadecimal digits, got Infinity",
    );
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

describe("102.3 teams and 804 deploy in the configuration", () => {
  it("teams become a team index per seat; teammates aren't opponents", () => {
    const c = variantConfig("free-for-all", 4, {
      teams: [
        [0, 2],
        [1, 3],
      ],
      deploy: true,
    });
    expect(c.teams).toEqual([0, 1, 0, 1]);
    expect(c.deploy).toBe(true);
    expect(variantConfig("free-for-all", 4).teams).toBeNull();
  });

  it("a bad team list is a configuration error naming the problem", () => {
    expect(() => variantConfig("free-for-all", 4, { teams: [[0, 1], [2]] })).toThrow(
      /seats 3 are in no team/,
    );
    expect(() =>
      variantConfig("free-for-all", 4, {
        teams: [
          [0, 1],
          [1, 2, 3],
        ],
      }),
    ).toThrow(/seat 1 is in team 1 and team 2/);
    expect(() => variantConfig("free-for-all", 3, { teams: [[0, 1, 2]] })).toThrow(/at least two teams/);
    expect(() => variantConfig("free-for-all", 3, { teams: [[0, 1], [5]] })).toThrow(/seat 5 isn't one of/);
    expect(() => variantConfig("duel", 2, { teams: [[0], [1]] })).toThrow(/duel/);
    expect(() => variantConfig("free-for-all", 3, { deploy: "yes" as unknown as boolean })).toThrow(/deploy/);
  });

  it("104.2c: the game ends when the players left are all of one team, and they win together", () => {
    const g = teamGame([
      [0, 2],
      [1, 3],
    ]);
    g.concede(1);
    expect(g.state.status).not.toBe("over");
    g.concede(3);
    expect(g.state.status).toBe("over");
    expect(g.state.winners).toEqual([0, 2]);
  });
});

describe("104.2c: every player on the winning team wins", () => {
  it("even a teammate who lost earlier", () => {
    const g = teamGame([
      [0, 2],
      [1, 3],
    ]);
    g.concede(2);
    g.concede(1);
    g.concede(3);
    expect(g.state.winners).toEqual([0, 2]);
    expect(g.state.players.map((p) => p.result)).toEqual(["won", "lost", "won", "lost"]);
  });
});
