/**
 * The team variants on the command line: --variant team-vs-team (808), emperor (809) and
 * alternating-teams (811) get their teams from --teams or a default, seated by the variant's rule; the
 * other options are checked with those teams; simulate adds win rates by Emperor role and the headers and
 * board show each player's role.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord, variantTitle } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { buildSetup, seatTeams, tableConfig, UsageError } from "../src/table.ts";
import { playToFirstBoard, runMain, table, tempDir } from "./helpers.ts";

const tmp = tempDir("roundtable-cli-teams-");

describe("teams for the team variants", () => {
  it("seats n teams of equal size by the rule: together (808.2, 809.2) or in turn (811.3)", () => {
    expect(seatTeams(6, 3)).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
    expect(seatTeams(6, 3, "alternating")).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(seatTeams(8, 2, "emperor")).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
  });

  it.each([
    [
      "team-vs-team",
      4,
      undefined,
      [
        [0, 1],
        [2, 3],
      ],
      [0, 0, 1, 1],
    ],
    [
      "team-vs-team",
      6,
      undefined,
      [
        [0, 1, 2],
        [3, 4, 5],
      ],
      [0, 0, 0, 1, 1, 1],
    ],
    [
      "team-vs-team",
      6,
      3,
      [
        [0, 1],
        [2, 3],
        [4, 5],
      ],
      [0, 0, 1, 1, 2, 2],
    ],
    [
      "alternating-teams",
      4,
      undefined,
      [
        [0, 2],
        [1, 3],
      ],
      [0, 1, 0, 1],
    ],
    [
      "alternating-teams",
      6,
      undefined,
      [
        [0, 2, 4],
        [1, 3, 5],
      ],
      [0, 1, 0, 1, 0, 1],
    ],
    [
      "alternating-teams",
      6,
      3,
      [
        [0, 3],
        [1, 4],
        [2, 5],
      ],
      [0, 1, 2, 0, 1, 2],
    ],
    [
      "emperor",
      6,
      undefined,
      [
        [0, 1, 2],
        [3, 4, 5],
      ],
      [0, 0, 0, 1, 1, 1],
    ],
    [
      "emperor",
      9,
      undefined,
      [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
      ],
      [0, 0, 0, 1, 1, 1, 2, 2, 2],
    ],
    [
      "emperor",
      8,
      2,
      [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
      ],
      [0, 0, 0, 0, 1, 1, 1, 1],
    ],
  ] as const)("%s with %i players and --teams %s: teams %j", (variant, players, teams, option, config) => {
    const { setup } = buildSetup(table(variant, players, { teams }));
    expect(setup.options).toEqual({ teams: option });
    const cfg = Game.create(cardDb, setup).state.config;
    expect(cfg.name).toBe(variant);
    expect(cfg.teams).toEqual(config);
  });

  it("gives the engine's ranges and roles: Emperor (809.2, 809.3a), Alternating Teams range 2 (811.2a)", () => {
    const emperor = tableConfig(table("emperor", 6));
    expect(emperor.roles).toEqual(["general", "emperor", "general", "general", "emperor", "general"]);
    expect(emperor.range).toEqual([1, 2, 1, 1, 2, 1]);
    expect(emperor.deploy).toBe(true);
    expect(tableConfig(table("alternating-teams", 4)).range).toEqual([2, 2, 2, 2]);
    expect(tableConfig(table("team-vs-team", 4)).range).toBeNull();
  });

  it("checks every other option with the teams: --range 1 alone is fine, and a bad one names its flag", () => {
    const { setup } = buildSetup(table("team-vs-team", 4, { range: 1, attack: "left", deploy: true }));
    expect(setup.options).toEqual({
      teams: [
        [0, 1],
        [2, 3],
      ],
      range: 1,
      attack: "left",
      deploy: true,
    });
    expect(tableConfig(table("emperor", 6, { range: 1 })).range).toEqual([1, 1, 1, 1, 1, 1]);
    expect(tableConfig(table("alternating-teams", 6, { range: 3 })).range).toEqual([3, 3, 3, 3, 3, 3]);
    expect(() => buildSetup(table("emperor", 6, { range: 0 }))).toThrow(
      /^--range 0: range of influence of seat 1: a whole number of seats, 1 or more/,
    );
    expect(() => buildSetup(table("alternating-teams", 4, { range: 0, teams: 2 }))).toThrow(
      /^--range 0: range of influence/,
    );
  });

  it("leaves free-for-all without teams unless --teams is given", () => {
    expect(buildSetup(table("free-for-all", 6)).setup.options).toBeUndefined();
    expect(tableConfig(table("free-for-all", 6)).teams).toBeNull();
  });

  it.each([
    [
      table("emperor", 7),
      /^--variant emperor: 7 players can't be split into teams of three; pass --teams <n>/,
    ],
    [table("emperor", 6, { teams: 3 }), /^--teams 3: variant "emperor" needs teams of equal size, three/],
    [table("team-vs-team", 5), /^--variant team-vs-team: 5 players can't be split into 2 teams .*--teams/],
    [table("alternating-teams", 6, { teams: 4 }), /^--teams 4: 6 players can't be split into 4 teams/],
  ])("refuses a bad team count: %j", (opts, message) => {
    expect(() => buildSetup(opts)).toThrow(UsageError);
    expect(() => buildSetup(opts)).toThrow(message);
  });
});

describe("the command line", () => {
  it.each([
    ["emperor", 6],
    ["team-vs-team", 4],
    ["team-vs-team", 6],
    ["alternating-teams", 4],
    ["alternating-teams", 6],
  ] as const)(
    "demo --variant %s --players %i plays, and the saved game has its teams",
    async (variant, players) => {
      const file = join(tmp, `${variant}-${players}.json`);
      const r = await runMain([
        "demo",
        ...["--variant", variant, "--players", String(players), "--seed", "3"],
        ...["--max-decisions", "40", "--save", file],
      ]);
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
      const header = r.out.split("\n").find((l) => l.startsWith("Roundtable demo — "));
      expect(header).toContain(`Roundtable demo — ${variantTitle(variant)}, ${players} players, `);
      expect(header).toContain(", 2 teams");
      const cfg = Game.replay(cardDb, JSON.parse(readFileSync(file, "utf8")) as GameRecord).state.config;
      expect(cfg.name).toBe(variant);
      expect(new Set(cfg.teams)).toEqual(new Set([0, 1]));
      expect(cfg.teams).toEqual(tableConfig(table(variant, players)).teams);
    },
  );

  it("demo --variant emperor: the header shows each player's team and role", async () => {
    const r = await runMain(["demo", "--variant", "emperor", "--max-decisions", "20"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Roundtable demo — Emperor, 6 players, attack multiple, ranges 1\/2\/1\/1\/2\/1, 2 teams, deploy creatures,/,
    );
    expect(r.out).toMatch(
      /^ {2}1\. Alice \(team 1, general\) plays .+\n {2}2\. Bob \(team 1, emperor\) plays .+\n {2}3\. Carol \(team 1, general\) plays .+\n {2}4\. Dave \(team 2, general\) plays .+\n {2}5\. Eve \(team 2, emperor\) plays/m,
    );
  });

  it("simulate --variant emperor reports wins by team and by role", async () => {
    const r = await runMain(["simulate", "--variant", "emperor", "--games", "2", "--seed", "1", "--quiet"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^2 games: Emperor, 6 players, /);
    expect(r.out).toMatch(/^Win rate by team:\n {2}team 1 \(Alice, Bob, Carol\): /m);
    const teamWins = [...r.out.matchAll(/^ {2}team \d \(.*\): .*\((\d+)\)$/gm)].reduce(
      (n, m) => n + Number(m[1]),
      0,
    );
    const role = r.out.match(
      /^Win rate by role \(809\.2\):\n {2}emperor \(Bob, Eve\): +[\d.]+% {2}\((\d+) of 4\)\n {2}general \(Alice, Carol, Dave, Frank\): +[\d.]+% {2}\((\d+) of 8\)$/m,
    );
    expect(role).not.toBeNull();
    // 104.2c: every player of the winning team wins: its emperor and its two generals.
    expect(Number(role?.[1])).toBe(teamWins);
    expect(Number(role?.[2])).toBe(2 * teamWins);
  });

  it("simulate --variant team-vs-team has no role table", async () => {
    const r = await runMain([
      "simulate",
      ...["--variant", "team-vs-team", "--players", "4", "--games", "1", "--max-decisions", "50", "--quiet"],
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Win rate by team:\n {2}team 1 \(Alice, Bob\): /m);
    expect(r.out).not.toMatch(/role/);
  });

  it.each([
    [
      ["demo", "--variant", "emperor", "--players", "7"],
      /^error: --variant emperor: 7 players can't be split/m,
    ],
    [
      ["demo", "--variant", "emperor", "--players", "4"],
      /^error: variant "emperor" needs 6 or more players/m,
    ],
    [
      ["simulate", "--variant", "emperor", "--teams", "3"],
      /^error: --teams 3: variant "emperor" needs teams/m,
    ],
    [["play", "--variant", "team-vs-team", "--players", "5"], /^error: --variant team-vs-team: 5 players/m],
    [
      ["demo", "--variant", "alternating-teams", "--players", "6", "--teams", "4"],
      /^error: --teams 4: 6 players can't be split into 4 teams of equal size$/m,
    ],
  ])("%j exits 2 with a clear message", async (args, message) => {
    const r = await runMain(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.out).toBe("");
  });
});

describe("the play board", () => {
  it("shows each player's team and Emperor role", async () => {
    // Keep the opening hand; at the first board of a turn, concede.
    const { code, out, at } = await playToFirstBoard({
      variant: "emperor",
      players: 6,
      seat: 1,
      seed: 4,
      bot: "heuristic",
    });
    expect(code).toBe(0);
    const text = out.join("\n");
    expect(text).toMatch(/^ {2}2\. Bob \(you, team 1, emperor\) plays /m);
    expect(text).toMatch(/^ {2}4\. Dave \(team 2, general\) plays /m);
    expect(at).toBeGreaterThan(0);
    const board = out.slice(at, out.indexOf("You concede.", at)).join("\n");
    expect(board).toMatch(/^2\. Bob \[you, (active, )?team 1, emperor\]: life \d+.*\n {5}range 2: /m);
    expect(board).toMatch(/^1\. Alice \[(active, )?team 1, general\]: life \d+.*\n {5}range 1: /m);
    expect(board).toMatch(/^5\. Eve \[(active, )?team 2, emperor\]: /m);
  });
});
