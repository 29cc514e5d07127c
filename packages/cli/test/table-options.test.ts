/**
 * The multiplayer options of demo, simulate and play: --range (801), --teams (102.3) and --deploy (804)
 * reach the engine's configuration, bad values get a clear error, and the board and headers show who
 * sits where, the teams and the ranges of influence.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { renderBoard } from "../src/board.ts";
import { seatingInfo } from "../src/seating.ts";
import { buildSetup, UsageError } from "../src/table.ts";
import { playToFirstBoard, runMain, tempDir } from "./helpers.ts";

const tmp = tempDir("roundtable-cli-options-");

describe("buildSetup", () => {
  it("103.5: --mulligan paris reaches the engine's configuration", () => {
    const { setup } = buildSetup({ variant: "free-for-all", players: 4, seed: 1, mulligan: "paris" });
    expect(setup.options).toEqual({ mulligan: "paris" });
    expect(Game.create(cardDb, setup).state.config.mulligan).toBe("paris");
  });

  it("passes range, teams and deploy into the engine's configuration", () => {
    const { setup } = buildSetup({
      variant: "free-for-all",
      players: 6,
      seed: 1,
      range: 2,
      teams: 3,
      deploy: true,
    });
    expect(setup.options).toEqual({
      range: 2,
      teams: [
        [0, 1],
        [2, 3],
        [4, 5],
      ],
      deploy: true,
    });
    const cfg = Game.create(cardDb, setup).state.config;
    expect(cfg.range).toEqual([2, 2, 2, 2, 2, 2]);
    expect(cfg.teams).toEqual([0, 0, 1, 1, 2, 2]);
    expect(cfg.deploy).toBe(true);
  });

  it("leaves the options out when none is given, as before", () => {
    const plain = buildSetup({ variant: "free-for-all", players: 4, seed: 1 }).setup;
    expect(plain.options).toBeUndefined();
    const cfg = Game.create(cardDb, plain).state.config;
    expect([cfg.range, cfg.teams, cfg.deploy]).toEqual([null, null, false]);
    const left = buildSetup({ variant: "free-for-all", players: 4, seed: 1, attack: "left" }).setup;
    expect(left.options).toEqual({ attack: "left" });
  });

  it("names the option in a UsageError when the engine refuses it", () => {
    expect(() => buildSetup({ variant: "free-for-all", players: 6, seed: 1, teams: 4 })).toThrow(
      new UsageError("--teams 4: 6 players can't be split into 4 teams of equal size"),
    );
    expect(() => buildSetup({ variant: "duel", players: 2, seed: 1, teams: 2 })).toThrow(
      /^--teams 2: variant "duel" is played by two players alone: no teams$/,
    );
    expect(() => buildSetup({ variant: "free-for-all", players: 4, seed: 1, range: 0 })).toThrow(
      /^--range 0: range of influence of seat 1: a whole number of seats, 1 or more/,
    );
  });
});

describe("the command line", () => {
  it("demo --range 1 --teams 3 --deploy: the saved game has that configuration, and the log shows it", async () => {
    const file = join(tmp, "teams.json");
    const r = await runMain([
      "demo",
      ...["--players", "6", "--seed", "2", "--max-decisions", "60", "--save", file],
      ...["--range", "1", "--teams", "3", "--deploy"],
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const record = JSON.parse(readFileSync(file, "utf8")) as GameRecord;
    const cfg = Game.replay(cardDb, record).state.config;
    expect(cfg.range).toEqual([1, 1, 1, 1, 1, 1]);
    expect(cfg.teams).toEqual([0, 0, 1, 1, 2, 2]);
    expect(cfg.deploy).toBe(true);

    expect(r.out).toMatch(
      /^Roundtable demo — Free-for-All, 6 players, attack multiple, range 1, 3 teams, deploy/,
    );
    expect(r.out).toMatch(
      /^ {2}1\. Alice \(team 1\) plays .+\n {2}2\. Bob \(team 1\) plays .+\n {2}3\. Carol \(team 2\)/m,
    );
    expect(r.out).toMatch(
      /^Seating, to the left: Alice → Bob → Carol → Dave → Eve → Frank → back to Alice$/m,
    );
    // As the first turn begins (801.2c): each player and the players one seat either side.
    expect(r.out).toMatch(
      /^Turn 1 — \w+\nRanges of influence \(801\):\n {2}Alice \(range 1\): Bob, Frank\n {2}Bob \(range 1\): Alice, Carol\n/m,
    );
    expect(r.out).toMatch(/^ {2}Frank \(range 1\): Alice, Eve$/m);
  });

  it("simulate --teams 2 counts wins by team", async () => {
    const r = await runMain([
      "simulate",
      ...["--players", "4", "--teams", "2", "--range", "1", "--games", "2", "--seed", "5", "--quiet"],
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^2 games: Free-for-All, 4 players, attack multiple, range 1, 2 teams, heuristic bots/,
    );
    expect(r.out).toMatch(/^Win rate by team:$/m);
    const rows = [
      ...r.out.matchAll(/^ {2}(team 1 \(Alice, Bob\)|team 2 \(Carol, Dave\)|draws):.*\((\d+)\)$/gm),
    ];
    expect(rows.map((m) => m[1])).toEqual(["team 1 (Alice, Bob)", "team 2 (Carol, Dave)", "draws"]);
    expect(rows.reduce((n, m) => n + Number(m[2]), 0)).toBe(2);
    expect(r.out).not.toMatch(/seat \d/);
  });

  it.each([
    [["demo", "--range", "0"], /--range must be an integer ≥ 1/],
    [["simulate", "--range", "1.5"], /--range must be an integer ≥ 1/],
    [["play", "--range", "x"], /--range must be an integer ≥ 1/],
    [["demo", "--teams", "1"], /--teams must be an integer ≥ 2/],
    [["demo", "--teams", "3"], /^error: --teams 3: 4 players can't be split into 3 teams of equal size$/m],
    [["simulate", "--players", "5", "--teams", "2"], /^error: --teams 2: 5 players can't be split/m],
    [["play", "--players", "6", "--teams", "4"], /^error: --teams 4: 6 players can't be split/m],
    [["demo", "--variant", "duel", "--teams", "2"], /^error: --teams 2: variant "duel" .*no teams$/m],
    [
      ["demo", "--variant", "duel", "--attack", "left"],
      /^error: --attack left: variant "duel" has one opponent/m,
    ],
    [["demo", "--players", "1", "--teams", "2"], /^error: variant "free-for-all" needs 3 or more players/m],
  ])("%j exits 2 with a clear message", async (args, message) => {
    const r = await runMain(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
    expect(r.out).toBe("");
  });
});

describe("the board", () => {
  it("shows the seating from your seat, your team and everyone's range of influence", async () => {
    // Keep the opening hand; at the first board of a turn, concede.
    const { code, out, at } = await playToFirstBoard({
      variant: "free-for-all",
      players: 4,
      seat: 1,
      seed: 4,
      bot: "heuristic",
      range: 1,
      teams: 2,
    });
    expect(code).toBe(0);
    const text = out.join("\n");
    expect(text).toMatch(
      /^Roundtable — Free-for-All, 4 players, attack multiple, range 1, 2 teams, seed 4$/m,
    );
    expect(text).toMatch(/^ {2}2\. Bob \(you, team 1\) plays /m);
    expect(at).toBeGreaterThan(0);
    const board = out.slice(at, out.indexOf("You concede.", at)).join("\n");
    expect(board).toMatch(/^Seating, to the left: Bob \(you\) → Carol → Dave → Alice → back to Bob$/m);
    expect(board).toMatch(/^1\. Alice \[(active, )?team 1\]: life \d+.*\n {5}range 1: Bob, Dave$/m);
    expect(board).toMatch(/^2\. Bob \[you, (active, )?team 1\]: life \d+.*\n {5}range 1: Alice, Carol$/m);
    expect(board).toMatch(/^3\. Carol \[(active, )?team 2\]: life \d+.*\n {5}range 1: Bob, Dave$/m);
    expect(board).toMatch(/^4\. Dave \[(active, )?team 2\]: life \d+.*\n {5}range 1: Alice, Carol$/m);
  });

  it("leaves a departed player out of the seating and counts ranges without their seat (801.2c)", () => {
    const { setup } = buildSetup({ variant: "free-for-all", players: 5, seed: 3, range: 1 });
    const game = Game.create(cardDb, setup);
    expect(game.concede(2).ok).toBe(true); // Carol leaves before the first turn
    const bots = setup.players.map(() => makeBot("heuristic"));
    playGame(game, bots, { seed: 3, maxDecisions: 12 });
    expect(game.state.turn.number).toBeGreaterThan(0);
    const board = renderBoard(game.view(0), seatingInfo(game.state)).join("\n");
    expect(board).toMatch(/^Seating, to the left: Alice \(you\) → Bob → Dave → Eve → back to Alice$/m);
    expect(board).toMatch(/^2\. Bob.*\n {5}range 1: Alice, Dave$/m);
    expect(board).toMatch(/^3\. Carol \[left the game\]: .*\n4\. Dave/m); // no range for Carol
    expect(board).toMatch(/^4\. Dave.*\n {5}range 1: Bob, Eve$/m);
  });

  it("808.5: shows the hands of the teammates the viewer may see, not the opponents'", () => {
    const { setup } = buildSetup({ variant: "team-vs-team", players: 4, seed: 2 });
    const game = Game.create(cardDb, setup);
    const board = renderBoard(game.view(0), seatingInfo(game.state)).join("\n");
    expect(board).toMatch(/^Bob's hand \(teammate\): \S/m);
    expect(board).not.toMatch(/Carol's hand|Dave's hand/);
    expect(board).toMatch(/^Your hand: \S/m);
  });

  it("shows no ranges or teams when there are none", () => {
    const { setup } = buildSetup({ variant: "free-for-all", players: 3, seed: 1 });
    const game = Game.create(cardDb, setup);
    const board = renderBoard(game.view(1), seatingInfo(game.state)).join("\n");
    expect(board).toMatch(/^Seating, to the left: Bob \(you\) → Carol → Alice → back to Bob$/m);
    expect(board).not.toMatch(/range|team/);
  });
});
