import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import {
  formatResult,
  parseScenario,
  runScenario,
  runScenarioAtEverySize,
  scenarioCommand,
} from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { errorsOf, explain, parsed } from "./helpers.ts";

/** Three listed players at tables of 3, 4 and 6. */
function sized(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 1,
    name: "test",
    variant: "free-for-all",
    tableSizes: [3, 4, 6],
    players: [{ name: "A" }, { name: "B" }, { name: "C" }],
    ...extra,
  };
}

describe("tableSizes: validation", () => {
  it("names the size that cannot seat the listed players, or that the variant doesn't allow", () => {
    expect(errorsOf(sized({ tableSizes: [3, 2, 3] }))).toEqual([
      { path: "tableSizes[1]", message: "a table of 2 cannot seat the 3 listed players" },
      { path: "tableSizes[2]", message: "table size 3 is listed twice" },
    ]);
    expect(errorsOf(sized({ variant: "duel", tableSizes: [3] }))).toEqual([
      { path: "tableSizes[0]", message: 'variant "duel" needs 2 players, got 3' },
    ]);
    // An unknown variant is reported once, at "variant".
    const unknown = errorsOf(sized({ variant: "no-such-variant" }));
    expect(unknown).toHaveLength(1);
    expect(unknown[0].path).toBe("variant");
  });

  it("allows fewer listed players than the variant needs: the bystanders make up the table", () => {
    const scn = parsed(sized({ players: [{ name: "A" }, { name: "B" }] }));
    expect(scn.tableSizes).toEqual([3, 4, 6]);
  });

  it("reserves the bystanders' names", () => {
    const json = sized({ players: [{ name: "A" }, { name: "X1" }] });
    expect(errorsOf(json)).toEqual([
      { path: "players[1].name", message: `"X1" is a bystander's name when the file has "tableSizes"` },
    ]);
  });

  it("lets expectations name the bystanders seated at every size, and X* stand for all of them", () => {
    const json = sized({
      players: [{ name: "A" }, { name: "B" }],
      expect: { inGame: ["A", "B", "X*"], life: { X1: 20 }, handCount: { X2: 0 } },
    });
    expect(errorsOf(json)).toEqual([
      {
        path: "expect.handCount.X2",
        message:
          'bystander "X2" is not at every table size: it sits only at table size 4, 6 (players: A, B; bystanders at every table size: X1)',
      },
    ]);
    const ok = sized({
      players: [{ name: "A" }, { name: "B" }],
      expect: { inGame: ["A", "B", "X*"], life: { X1: 20 } },
    });
    expect(parseScenario(ok, cardDb).ok).toBe(true);
    expect(errorsOf(sized({ expect: { life: { "X*": 20 } } }))[0]).toEqual({
      path: 'expect.life["X*"]',
      message: '"X*" (every bystander) can be used only in "inGame", "lost" and "won"',
    });
    expect(errorsOf({ ...sized({ expect: { inGame: ["X*"] } }), tableSizes: undefined })[0]).toEqual({
      path: "expect.inGame[0]",
      message: '"X*" (every bystander) needs "tableSizes"',
    });
  });

  it("rejects a numeric turn that isn't the same player's turn at every size, suggesting the player's turn", () => {
    const errors = errorsOf(
      sized({
        actions: [
          { turn: 3, step: "upkeep", player: "C", concede: true },
          { turn: 4, step: "upkeep", player: "B", concede: true },
        ],
        stopAt: { turn: 6, step: "upkeep" },
      }),
    );
    expect(errors.map((e) => e.path)).toEqual(["actions[1].turn", "stopAt.turn"]);
    expect(errors[0].message).toBe(
      `turn 4 is not the same player's turn at every table size (3, 4, 6): with "tableSizes" a numeric turn ` +
        `can only be one of the listed players' first turns (1–3); name the turn by its player, e.g. ` +
        `{"player": "A", "nth": 2}`,
    );
    expect(errors[1].message).toContain('{"player": "C", "nth": 2}');
  });

  it("counts the first turns from the starting player", () => {
    const errors = errorsOf(sized({ start: "B", stopAt: { turn: 3, step: "upkeep" } }));
    expect(errors[0].path).toBe("stopAt.turn");
    expect(errors[0].message).toContain("(1–2)");
    expect(errors[0].message).toContain('{"player": "A", "nth": 1}'); // A's first turn, after C's
  });

  it("checks the player of a turn, and that actions come before stopAt in turn order", () => {
    const errors = errorsOf(
      sized({
        actions: [
          { turn: { player: "D", nth: 1 }, step: "upkeep", player: "A", concede: true },
          { turn: { player: "A", nth: 2 }, step: "upkeep", player: "B", concede: true },
          { turn: { player: "C", nth: 1 }, step: "main1", player: "B", concede: true },
        ],
        stopAt: { turn: { player: "C", nth: 1 }, step: "upkeep" },
      }),
    );
    expect(errors.map((e) => e.path)).toEqual(["actions[0].turn.player", "actions[1]", "actions[2]"]);
    expect(errors[1].message).toBe(
      "A's 2nd turn upkeep is not before stopAt (C's 1st turn upkeep): it would never be taken",
    );
  });

  it("reports a turn object without nth at its path", () => {
    const errors = errorsOf(sized({ stopAt: { turn: { player: "A" }, step: "upkeep" } }));
    expect(errors).toEqual([{ path: "stopAt.turn.nth", message: "is required (a number)" }]);
  });
});

describe("tableSizes: running", () => {
  it("runs once per size, seating bystanders with 40 Wastes after the last listed player", () => {
    const free = parsed(
      sized({
        players: [{ name: "A", battlefield: ["Mountain"] }, { name: "B" }, { name: "C", hand: ["Shock"] }],
        stopAt: { turn: { player: "A", nth: 2 }, step: "upkeep" },
        expect: { inGame: ["A", "B", "C", "X*"], handCount: { A: 1, C: 2 } },
      }),
    );
    const results = runScenarioAtEverySize(free, cardDb);
    expect(results.map((r) => r.tableSize)).toEqual([3, 4, 6]);
    for (const r of results) {
      expect(r.passed, explain(r)).toBe(true);
      const players = r.game!.state.players;
      expect(players.map((p) => p.name)).toEqual([
        "A",
        "B",
        "C",
        ...["X1", "X2", "X3"].slice(0, r.tableSize - 3),
      ]);
      for (const p of players.slice(3)) {
        expect(p.hand).toHaveLength(1); // each bystander has drawn its first card
        expect(p.library).toHaveLength(39);
        expect(p.library.every((id) => r.game!.state.objects[id].card === "wastes")).toBe(true);
      }
      // A's second turn is the turn after everyone's first.
      expect(r.stoppedAt?.turn).toBe(r.tableSize + 1);
    }
  });

  it("takes an action in a player's nth turn at every size", () => {
    const scn = parsed(
      sized({
        players: [
          { name: "A", hand: ["Lightning Bolt"], battlefield: ["Mountain"] },
          { name: "B" },
          { name: "C" },
        ],
        actions: [
          {
            turn: { player: "A", nth: 2 },
            step: "upkeep",
            player: "A",
            cast: "Lightning Bolt",
            targets: ["C"],
          },
        ],
        stopAt: { turn: { player: "B", nth: 2 }, step: "upkeep" },
        expect: { life: { A: 20, B: 20, C: 17 }, graveyard: { A: ["Lightning Bolt"] } },
      }),
    );
    for (const r of runScenarioAtEverySize(scn, cardDb)) {
      expect(r.passed, explain(r)).toBe(true);
      const cast = r.trace.find((l) => l.includes("cast Lightning Bolt"));
      expect(cast).toContain(`turn ${r.tableSize + 1} upkeep`);
      expect(cast).toContain("A's 2nd turn upkeep");
    }
  });

  it("reports each size on its own, naming it", () => {
    const scn = parsed(sized({ stopAt: { turn: 1, step: "main1" }, expect: { inGame: ["A", "B", "C"] } }));
    const [three, four] = runScenarioAtEverySize(scn, cardDb);
    expect(three.passed).toBe(true);
    expect(four.passed).toBe(false);
    expect(formatResult("f.json", scn, four)).toEqual([
      "FAIL f.json [4 players]: test (stopped at turn 1 main1)",
      '  expect.inGame: players still in the game: expected ["A","B","C"], got ["A","B","C","X1"]',
      '      expected: ["A","B","C"]',
      '      actual:   ["A","B","C","X1"]',
    ]);
  });

  it("fails an action in the turn of a player who has left: that turn never begins (800.4k)", () => {
    const scn = parsed(
      sized({
        actions: [
          { turn: 1, step: "upkeep", player: "B", concede: true },
          { turn: { player: "B", nth: 1 }, step: "upkeep", player: "A", concede: true },
        ],
      }),
    );
    const r = runScenario(scn, cardDb, 4);
    expect(r.passed).toBe(false);
    expect(r.error).toBe(
      `actions[1] (A: concede, B's 1st turn upkeep) was not taken: B's 1st turn will never begin: B has left ` +
        `the game (800.4k); the game is now in turn 1 upkeep`,
    );
    const stop = parsed(
      sized({
        actions: [{ turn: 1, step: "upkeep", player: "B", concede: true }],
        stopAt: { turn: { player: "B", nth: 1 }, step: "main1" },
      }),
    );
    expect(runScenario(stop, cardDb, 3).error).toContain("stopAt: B's 1st turn will never begin");
  });

  it("fails a numeric turn that a departure made another player's turn, at every size", () => {
    // B leaves in turn 1, so turn 3 is A's second turn at 3 players and X1's first at 4: not C's.
    const scn = parsed(
      sized({
        actions: [{ turn: 1, step: "upkeep", player: "B", concede: true }],
        stopAt: { turn: 3, step: "upkeep" },
      }),
    );
    for (const r of runScenarioAtEverySize(scn, cardDb)) {
      expect(r.passed).toBe(false);
      expect(r.error).toMatch(
        /^stopAt\.turn: turn 3 is (A|X1)'s turn at this table of \d: once turns leave the listed players' first round/,
      );
    }
  });

  it("rejects a table size the scenario doesn't have", () => {
    expect(() => runScenario(parsed(sized()), cardDb, 5)).toThrow("table sizes 3, 4, 6, not 5");
  });

  it("player turns work without tableSizes too", () => {
    const r = runScenario(
      parsed({
        format: 1,
        name: "test",
        variant: "duel",
        players: [{ name: "A" }, { name: "B" }],
        stopAt: { turn: { player: "B", nth: 2 }, step: "upkeep" },
      }),
      cardDb,
    );
    expect(r.passed, explain(r)).toBe(true);
    expect(r.stoppedAt?.turn).toBe(4);
  });

  it("the scenario command prints a line per size", async () => {
    const dir = mkdtempSync(join(tmpdir(), "scenario-sizes-"));
    const file = join(dir, "sizes.json");
    writeFileSync(file, JSON.stringify(sized({ stopAt: { turn: 1, step: "main1" } })));
    const lines: string[] = [];
    expect(await scenarioCommand([file], (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([
      `PASS ${file} [3 players]: test (stopped at turn 1 main1)`,
      `PASS ${file} [4 players]: test (stopped at turn 1 main1)`,
      `PASS ${file} [6 players]: test (stopped at turn 1 main1)`,
      "1 scenario (3 runs, counting each table size): 3 passed",
    ]);
  });
});
