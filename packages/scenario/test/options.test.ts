/**
 * Multiplayer options in scenario files (issue 4): `options.deploy` and players' teams (804, 102.3), the
 * `deploy` action (804.2), `illegal` actions, the range-of-influence messages (801.3–801.4) and `ranges`.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import {
  buildLayout,
  formatResult,
  type RunResult,
  runLabel,
  runScenario,
  runScenarioAtEverySize,
  scenarioCommand,
  scenarioRuns,
} from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, explain, parsed } from "./helpers.ts";

/** Six players A–F in a free-for-all; A has a Lightning Bolt, a Mountain and Grizzly Bears. */
function six(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 1,
    name: "test",
    variant: "free-for-all",
    players: [
      { name: "A", hand: ["Lightning Bolt"], battlefield: ["Mountain", "Grizzly Bears"] },
      { name: "B" },
      { name: "C" },
      { name: "D" },
      { name: "E" },
      { name: "F" },
    ],
    ...extra,
  };
}

/** Four players in two teams, A and B against C and D, with deploy creatures. */
function teams(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 1,
    name: "test",
    variant: "free-for-all",
    options: { deploy: true },
    players: [
      { name: "A", team: "AB", battlefield: ["Grizzly Bears"] },
      { name: "B", team: "AB" },
      { name: "C", team: "CD" },
      { name: "D", team: "CD" },
    ],
    ...extra,
  };
}

function passes(json: unknown): RunResult {
  const r = runScenario(parsed(json), cardDb);
  if (!r.passed) throw new Error(explain(r));
  return r;
}

describe("options.deploy and teams: validation", () => {
  it("accepts teams and the deploy option, and builds the engine's teams from the players' seats", () => {
    const layout = buildLayout(parsed(teams()), cardDb);
    expect(layout.options).toEqual({
      deploy: true,
      teams: [
        [0, 1],
        [2, 3],
      ],
    });
  });

  it("groups players by team name, in the order names first appear; a numbered team is its decimal name", () => {
    const json = teams({
      players: [
        { name: "A", team: 1 },
        { name: "B", team: "2" },
        { name: "C", team: "1" },
        { name: "D", team: 2 },
      ],
    });
    expect(buildLayout(parsed(json), cardDb).options?.teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it("puts each bystander in a team of its own", () => {
    const json = teams({
      tableSizes: [4, 6],
      players: [
        { name: "A", team: "AB" },
        { name: "B", team: "AB" },
        { name: "C", team: "C" },
      ],
    });
    const scn = parsed(json);
    const r = runScenario(scn, cardDb, 6);
    expect(r.game?.state.config.teams).toEqual([0, 0, 1, 2, 3, 4]);
  });

  it("needs a team for every listed player once one has a team, naming each player without one", () => {
    const json = teams({
      players: [{ name: "A", team: "AB" }, { name: "B", team: "AB" }, { name: "C" }, { name: "D" }],
    });
    expect(errorsOf(json)).toEqual([
      {
        path: "players[2].team",
        message:
          'C has no team, but A has one ("AB"): if one player has a "team", every listed player needs one (102.3)',
      },
      {
        path: "players[3].team",
        message:
          'D has no team, but A has one ("AB"): if one player has a "team", every listed player needs one (102.3)',
      },
    ]);
  });

  it("reports a team the variant doesn't allow at the team, not at the options", () => {
    const json = {
      format: 1,
      name: "test",
      variant: "duel",
      players: [
        { name: "A", team: "x" },
        { name: "B", team: "y" },
      ],
    };
    expect(errorsOf(json)).toEqual([
      { path: "players[0].team", message: 'variant "duel" is played by two players alone: no teams' },
    ]);
    const oneTeam = teams({ players: ["A", "B", "C", "D"].map((name) => ({ name, team: "all" })) });
    expect(errorsOf(oneTeam)).toEqual([
      { path: "players[0].team", message: "a game needs at least two teams, got 1" },
    ]);
  });

  it("903.8, 903.10a: commanderCasts and commanderDamage name commanders by card name, checked", () => {
    const json = {
      format: 1,
      name: "test",
      variant: "commander",
      players: [
        { name: "A", commanderCasts: { "Lyra Dawnbringr": 1 }, commanderDamage: { "Grizly Bears": 3 } },
        { name: "B" },
      ],
    };
    expect(errorsOf(json).map((e) => e.path)).toEqual([
      'players[0].commanderCasts["Lyra Dawnbringr"]',
      'players[0].commanderDamage["Grizly Bears"]',
    ]);
  });

  it("809.3b: an Emperor game deploys without the option given (the variant uses it)", () => {
    const emperor = {
      format: 1,
      name: "test",
      variant: "emperor",
      players: ["G1", "E1", "G2", "G3", "E2", "G4"].map((name, i) => ({
        name,
        team: i < 3 ? "A" : "B",
        ...(name === "E1" ? { battlefield: ["Grizzly Bears"] } : {}),
      })),
      start: "E1",
      actions: [{ turn: 1, step: "main1", player: "E1", deploy: "Grizzly Bears", to: "G1" }],
      stopAt: { turn: 1, step: "main2" },
      expect: { battlefield: { G1: ["Grizzly Bears"], E1: [] } },
    };
    const r = runScenario(parsed(emperor), cardDb);
    expect(r.passed, explain(r)).toBe(true);
  });

  it("rejects a deploy action without the deploy option, naming the option", () => {
    const json = teams({
      options: undefined,
      actions: [{ turn: 1, step: "main1", player: "A", deploy: "Grizzly Bears", to: "B" }],
    });
    expect(errorsOf(json)).toEqual([
      {
        path: "actions[0].deploy",
        message: '"deploy" needs the deploy creatures option (804): add "options": {"deploy": true}',
      },
    ]);
    const off = { ...json, options: { deploy: false } };
    expect(errorsOf(off).map((e) => e.path)).toEqual(["actions[0].deploy"]);
  });

  it("needs `to` with deploy, allows it nowhere else, and checks its player name", () => {
    expect(
      errorsOf(teams({ actions: [{ turn: 1, step: "main1", player: "A", deploy: "Grizzly Bears" }] })),
    ).toEqual([
      {
        path: "actions[0].to",
        message: '"deploy" needs "to": the teammate who gains control of the creature (804.2)',
      },
    ]);
    expect(
      errorsOf(teams({ actions: [{ turn: 1, step: "main1", player: "A", cast: "Grizzly Bears", to: "B" }] })),
    ).toEqual([{ path: "actions[0].to", message: '"to" does not apply to "cast"' }]);
    const unknown = errorsOf(
      teams({ actions: [{ turn: 1, step: "main1", player: "A", deploy: "Grizzly Bears", to: "Q" }] }),
    );
    expect(unknown).toEqual([{ path: "actions[0].to", message: 'unknown player "Q" (players: A, B, C, D)' }]);
  });

  it("rejects a deploy option that isn't true or false, and an empty `illegal`", () => {
    expect(errorsOf(teams({ options: { deploy: "yes" } }))).toEqual([
      { path: "options.deploy", message: 'expected true or false, got "yes"' },
    ]);
    const empty = errorsOf(
      six({ actions: [{ turn: 1, step: "main1", player: "A", play: "Mountain", illegal: "" }] }),
    );
    expect(empty).toEqual([{ path: "actions[0].illegal", message: "must not be empty" }]);
  });
});

describe("ranges: validation and runs", () => {
  it("rejects ranges together with options.range, a range listed twice, and a range that isn't 1 or more", () => {
    expect(errorsOf(six({ options: { range: 1 }, ranges: [1, 2] }))).toEqual([
      {
        path: "ranges",
        message:
          'a file with "ranges" runs once per range, each as if "options.range" said it: remove "options.range" or "ranges"',
      },
    ]);
    expect(errorsOf(six({ ranges: [1, null, null] }))).toEqual([
      { path: "ranges[2]", message: "range null is listed twice" },
    ]);
    expect(errorsOf(six({ ranges: [0] }))).toEqual([
      {
        path: "ranges[0]",
        message: "a range is a whole number of seats, 1 or more (801.2a), or null (unlimited)",
      },
    ]);
    expect(errorsOf(six({ ranges: [] }))).toEqual([{ path: "ranges", message: "needs at least one range" }]);
  });

  it("runs every table size at every range, labelled by both", () => {
    const scn = parsed({
      ...six(),
      players: [{ name: "A" }, { name: "B" }, { name: "C" }],
      tableSizes: [3, 5],
      ranges: [1, null],
      stopAt: { turn: 1, step: "main1" },
    });
    const runs = scenarioRuns(scn);
    expect(runs).toEqual([
      { tableSize: 3, range: 1 },
      { tableSize: 3, range: null },
      { tableSize: 5, range: 1 },
      { tableSize: 5, range: null },
    ]);
    expect(runs.map((r) => runLabel(scn, r))).toEqual([
      "3 players, range 1",
      "3 players, unlimited range",
      "5 players, range 1",
      "5 players, unlimited range",
    ]);
    const results = runScenarioAtEverySize(scn, cardDb);
    expect(results.map((r) => [r.tableSize, r.range])).toEqual(runs.map((r) => [r.tableSize, r.range]));
    expect(results[2].game?.state.config.range).toEqual([1, 1, 1, 1, 1]);
    expect(results[3].game?.state.config.range).toBeNull();
    expect(formatResult("x.json", scn, results[2])[0]).toMatch(/^PASS x\.json \[5 players, range 1\]: test/);
  });

  it("labels the runs of a file with ranges but no table sizes by range alone", () => {
    const scn = parsed(six({ ranges: [2] }));
    expect(scenarioRuns(scn).map((r) => runLabel(scn, r))).toEqual(["range 2"]);
    expect(runScenario(scn, cardDb).range).toBe(2);
    expect(() => runScenario(scn, cardDb, 6, 1)).toThrow("the scenario runs at ranges 2, not 1");
    expect(runScenario(parsed(six()), cardDb).range).toBeUndefined();
  });

  it("counts every run in the command's summary", async () => {
    const dir = mkdtempSync(join(tmpdir(), "scenario-ranges-"));
    const file = join(dir, "r.json");
    writeFileSync(
      file,
      JSON.stringify({
        ...six(),
        players: [{ name: "A" }, { name: "B" }, { name: "C" }],
        tableSizes: [3, 4],
        ranges: [1, 2, null],
        stopAt: { turn: 1, step: "main1" },
      }),
    );
    const lines: string[] = [];
    expect(await scenarioCommand([file], (l) => lines.push(l))).toBe(0);
    expect(lines).toContain(`PASS ${file} [4 players, range 2]: test (stopped at turn 1 main1)`);
    expect(lines.at(-1)).toBe("1 scenario (6 runs, counting each table size and range): 6 passed");
  });
});

describe("range of influence in the runner's messages (801.3, 801.4)", () => {
  it("says a target is out of the player's range, with the rule", () => {
    const r = runScenario(
      parsed(
        six({
          options: { range: 1 },
          actions: [{ turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", targets: ["C"] }],
        }),
      ),
      cardDb,
    );
    expect(r.error).toBe(
      `actions[0].targets[0]: "C" is out of A's range of influence (801.4): not a legal target ` +
        `(in A's range this turn: A, B, F; who is in range is fixed as each turn begins, 801.2c); ` +
        `options: "A", "B", "F", "Grizzly Bears (A)"`,
    );
  });

  it("says an object is out of range when its controller is (801.2d)", () => {
    const json = six({
      options: { range: 1 },
      actions: [{ turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", targets: ["Hill Giant"] }],
    });
    (json.players as { battlefield?: string[] }[])[3].battlefield = ["Hill Giant"];
    const r = runScenario(parsed(json), cardDb);
    expect(r.error).toContain(
      `"Hill Giant" is out of A's range of influence (801.4): not a legal target (its controller, D, is out of range, 801.2d;`,
    );
  });

  it("says an attacked player is out of range (801.3)", () => {
    const r = runScenario(
      parsed(
        six({
          options: { range: 2 },
          actions: [{ turn: 1, step: "declare-attackers", player: "A", attack: { "Grizzly Bears": "D" } }],
        }),
      ),
      cardDb,
    );
    expect(r.error).toMatch(
      /^actions\[0\] \(A: attack .*\): "D" is out of A's range of influence \(801\.3\): not a legal defender \(in A's range this turn: A, B, C, E, F; .*\); the engine refused: /,
    );
  });

  it("judges a teammate's creature from its controller's range under shared team turns (805.10b, 801.3)", () => {
    // Seated A1, A2, B1, B2 with range 1: A1 declares for the team; A2's range is A1, A2, B1 (not B2),
    // A1's is A1, A2, B2 (not B1).
    const json = (defender: string) => ({
      format: 1,
      name: "test",
      variant: "team-vs-team",
      options: { range: 1, sharedTurns: true },
      players: [
        { name: "A1", team: "A" },
        { name: "A2", team: "A", battlefield: ["Hill Giant"] },
        { name: "B1", team: "B" },
        { name: "B2", team: "B" },
      ],
      actions: [{ turn: 1, step: "declare-attackers", player: "A1", attack: { "Hill Giant": defender } }],
      stopAt: { turn: 1, step: "main2" },
    });
    const refused = runScenario(parsed(json("B2")), cardDb);
    expect(refused.error).toMatch(
      /^actions\[0\] \(A1: attack .*\): "B2" is out of A2's range of influence \(801\.3\): not a legal defender \(in A2's range this turn: A1, A2, B1; .*\); the engine refused: /,
    );
    expect(runScenario(parsed(json("B1")), cardDb).error).toBeUndefined();
  });

  it("says a player chosen in `choices` is out of range (801.5a)", () => {
    const r = runScenario(
      parsed({
        format: 1,
        name: "test",
        variant: "free-for-all",
        options: { range: 1 },
        players: [
          { name: "A", hand: ["Captive Audience"], battlefield: ["Swamp x6", "Mountain"] },
          { name: "B" },
          { name: "C" },
          { name: "D" },
        ],
        actions: [{ turn: 1, step: "main1", player: "A", cast: "Captive Audience" }],
        choices: { A: ["C"] },
      }),
      cardDb,
    );
    expect(r.error).toMatch(
      /^choices\.A\[0\] for the choose \(player\) decision .*: "C" is out of A's range of influence \(801\.5a\): A can't choose it \(in A's range this turn: A, B, D; .*\); options: "B", "D"$/,
    );
  });

  it("says a deploy target is out of range, when the ability can't even be activated", () => {
    const r = runScenario(
      parsed(
        teams({
          options: { deploy: true, range: 1 },
          players: [
            { name: "A", team: 1, battlefield: ["Grizzly Bears"] },
            { name: "B", team: 2 },
            { name: "C", team: 1 },
            { name: "D", team: 2 },
          ],
          actions: [{ turn: 1, step: "main1", player: "A", deploy: "Grizzly Bears", to: "C" }],
        }),
      ),
      cardDb,
    );
    expect(r.error).toContain("was not among the legal actions: pass");
    expect(r.error).toContain(`; "C" is out of A's range of influence (801.4): not a legal target`);
  });
});

describe("deploy (804.2)", () => {
  it("gives the creature to the teammate: the deploy ability's priority action and its target decision", () => {
    const r = passes(
      teams({
        actions: [{ turn: 1, step: "main1", player: "A", deploy: "Grizzly Bears", to: "B" }],
        stopAt: { turn: 1, step: "main2" },
        expect: { permanents: { "Grizzly Bears": { controller: "B", tapped: true } } },
      }),
    );
    expect(r.trace).toContain(
      'turn 1 main1: A priority: activate Grizzly Bears  [actions[0] (A: deploy "Grizzly Bears" to "B", turn 1 main1)]',
    );
    expect(r.trace).toContain("turn 1 main1: A choose: [B]  [actions[0].to]");
  });

  it("waits for an empty stack with stackEmpty (an ability activated only as a sorcery)", () => {
    passes(
      teams({
        players: [
          { name: "A", team: "AB", hand: ["Grizzly Bears"], battlefield: ["Forest x2", "Hill Giant"] },
          { name: "B", team: "AB" },
          { name: "C", team: "CD" },
          { name: "D", team: "CD" },
        ],
        actions: [
          { turn: 1, step: "main1", player: "A", cast: "Grizzly Bears" },
          { turn: 1, step: "main1", player: "A", deploy: "Hill Giant", to: "B", stackEmpty: true },
        ],
        stopAt: { turn: 1, step: "main2" },
        expect: { battlefield: { A: ["Forest x2", "Grizzly Bears"], B: ["Hill Giant"] } },
      }),
    );
  });
});

describe("illegal actions", () => {
  it("goes on as if a refused action had not been attempted: nothing of it reaches the game", () => {
    const r = passes(
      six({
        options: { range: 1 },
        actions: [
          { turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", targets: ["C"], illegal: "801.4" },
          { turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", targets: ["B"] },
        ],
        stopAt: { turn: 1, step: "main2" },
        expect: { life: { B: 17, C: 20 }, graveyard: { A: ["Lightning Bolt"] } },
      }),
    );
    expect(r.trace.filter((l) => l.includes("actions[0]"))).toEqual([
      `turn 1 main1: A: refused, as expected: actions[0].targets[0]: "C" is out of A's range of influence (801.4): ` +
        `not a legal target (in A's range this turn: A, B, F; who is in range is fixed as each turn begins, 801.2c); ` +
        `options: "A", "B", "F", "Grizzly Bears (A)"  [actions[0] (A: cast "Lightning Bolt", turn 1 main1)]`,
    ]);
    // The refused cast was tried on a fork: every input of the game is an answer the trace shows.
    expect(r.game!.inputs.length).toBe(r.trace.filter((l) => !l.includes("refused, as expected")).length);
  });

  it("accepts a refusal that the engine makes: an action not among the legal ones", () => {
    passes(
      six({
        actions: [
          {
            turn: 1,
            step: "upkeep",
            player: "A",
            cast: "Grizzly Bears",
            illegal: "not among the legal actions",
          },
        ],
        stopAt: { turn: 1, step: "draw" },
      }),
    );
  });

  it("treats an attack the engine never asks for as refused (801.3: no opponent in range)", () => {
    const r = passes({
      format: 1,
      name: "test",
      variant: "free-for-all",
      options: { range: 1 },
      players: [{ name: "A", battlefield: ["Grizzly Bears"] }, { name: "B" }, { name: "C" }, { name: "D" }],
      actions: [
        { turn: 1, step: "upkeep", player: "B", concede: true },
        { turn: 1, step: "upkeep", player: "D", concede: true },
        {
          turn: 1,
          step: "declare-attackers",
          player: "A",
          attack: { "Grizzly Bears": "C" },
          illegal: "801.3",
        },
      ],
      stopAt: { turn: 1, step: "main2" },
    });
    expect(
      r.trace.some(
        (l) => l.includes("refused, as expected") && l.includes("never asked to declare attackers"),
      ),
    ).toBe(true);
  });

  it("fails when the action is allowed after all", () => {
    const r = runScenario(
      parsed(
        six({
          actions: [
            { turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", targets: ["C"], illegal: "801.4" },
          ],
        }),
      ),
      cardDb,
    );
    expect(r.error).toBe(
      'actions[0] (A: cast "Lightning Bolt", turn 1 main1): the action should have been refused ("illegal": "801.4"), but the engine allowed it',
    );
  });

  it("fails when the refusal doesn't contain the text", () => {
    const r = runScenario(
      parsed(
        six({
          options: { range: 1 },
          actions: [
            { turn: 1, step: "main1", player: "A", cast: "Lightning Bolt", targets: ["C"], illegal: "801.3" },
          ],
        }),
      ),
      cardDb,
    );
    expect(r.error).toMatch(
      /^actions\[0\] \(A: cast "Lightning Bolt", turn 1 main1\): the action was refused, but not with "801\.3" \("illegal"\): actions\[0\]\.targets\[0\]: "C" is out of A's range of influence \(801\.4\)/,
    );
  });

  it("applies to a concession too: a player who has left can't concede again", () => {
    passes(
      six({
        actions: [
          { turn: 1, step: "upkeep", player: "B", concede: true },
          { turn: 1, step: "draw", player: "B", concede: true, illegal: "refused" },
        ],
        stopAt: { turn: 1, step: "main1" },
        expect: { inGame: ["A", "C", "D", "E", "F"] },
      }),
    );
  });
});

describe("role: checked against the Emperor seating (809.2)", () => {
  const emperor = (roles: string[]) => ({
    format: 1,
    name: "test",
    variant: "emperor",
    players: roles.map((role, i) => ({ name: `P${i}`, team: i < 3 ? "A" : "B", role })),
  });
  it("accepts the roles the seats give and names a wrong one", () => {
    expect(
      parsed(emperor(["general", "emperor", "general", "general", "emperor", "general"])).players[1].role,
    ).toBe("emperor");
    expect(errorsOf(emperor(["emperor", "emperor", "general", "general", "emperor", "general"]))).toEqual([
      {
        path: "players[0].role",
        message:
          "P0 sits where the general sits (809.2: the emperor in the middle of the team), not the emperor",
      },
    ]);
  });
});

describe("scripted choices that were never asked for", () => {
  it("fail the run, naming the first unused answer", () => {
    const r = runScenario(
      parsed({
        format: 1,
        name: "test",
        variant: "free-for-all",
        players: [{ name: "A" }, { name: "B" }, { name: "C" }],
        choices: { B: ["A"] },
        stopAt: { turn: 1, step: "main1" },
      }),
      cardDb,
    );
    expect(r.passed).toBe(false);
    expect(r.error).toBe("choices.B[0]: never asked for — B answered 0 of 1 scripted choice");
  });
});
