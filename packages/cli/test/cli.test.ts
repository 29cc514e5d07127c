import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { simpleAnswer } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord, type GameSetup, HASH_FORMAT } from "@roundtable/engine";
import { beforeAll, describe, expect, it } from "vitest";
import { demoCommand } from "../src/commands/demo.ts";
import { playCommand } from "../src/commands/play.ts";
import { replayCommand } from "../src/commands/replay.ts";
import { simulateCommand } from "../src/commands/simulate.ts";
import { capture, runMain, tempDir } from "./helpers.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
const tmp = tempDir("roundtable-cli-");

describe("demo", () => {
  it("prints a game log ending with the result", () => {
    const { lines, write } = capture();
    const save = join(tmp, "demo.json");
    const code = demoCommand({ seed: 1, players: 4, variant: "free-for-all", bot: "heuristic", save }, write);
    expect(code).toBe(0);
    const text = lines.join("\n");
    expect(text).toMatch(/Turn 1 — /);
    expect(text).toMatch(/ plays /);
    expect(text).toMatch(/ casts /);
    expect(text).toMatch(/: 20 → \d+/);
    expect(text).toMatch(/(\w+ wins|The game is a draw)/);
    const record = JSON.parse(readFileSync(save, "utf8"));
    expect(record.format).toBe(1);
  });
});

describe("simulate", () => {
  it("prints the summary for 3 games", async () => {
    const { lines, write } = capture();
    const code = await simulateCommand(
      { variant: "free-for-all", players: 4, games: 3, seed: 1, bot: "heuristic", progress: false },
      write,
    );
    expect(code).toBe(0);
    const text = lines.join("\n");
    expect(text).toMatch(/^3 games: Free-for-All, 4 players/m);
    expect(text).toMatch(/seat 1 \(Alice\): +\d+\.\d%/);
    expect(text).toMatch(/draws:/);
    expect(text).toMatch(/Average turns per game: \d/);
    expect(text).toMatch(/Average decisions per game: \d/);
    expect(text).toMatch(/Games per second: \d/);
  });
});

describe("replay", () => {
  const file = join(tmp, "game.json");
  let record: GameRecord;
  beforeAll(() => {
    const { write } = capture();
    demoCommand(
      { seed: 3, players: 3, variant: "free-for-all", bot: "random", save: file, maxDecisions: 300 },
      write,
    );
    record = JSON.parse(readFileSync(file, "utf8"));
  });

  it("says OK for a saved record", () => {
    const out = capture();
    const err = capture();
    expect(replayCommand(file, out.write, err.write)).toBe(0);
    expect(out.lines.join("\n")).toMatch(/^replay OK [0-9a-f]{16}$/);
  });

  it("replays a record of an earlier hash format without comparing its hash (HASH_FORMAT)", () => {
    // A record made before the state's shape changed: no hashFormat (format 1), a hash of the older shape.
    const { hashFormat, ...older } = { ...record, hash: "0123456789abcdef" };
    expect(hashFormat).toBe(HASH_FORMAT);
    const file1 = join(tmp, "format-1.json");
    writeFileSync(file1, JSON.stringify(older));
    const out = capture();
    expect(replayCommand(file1, out.write, () => {})).toBe(0);
    expect(out.lines.join("\n")).toMatch(
      new RegExp(
        `^replay OK [0-9a-f]{16} \\(the record's hash 0123456789abcdef is of hash format 1, this engine's is ${HASH_FORMAT}: not compared\\)$`,
      ),
    );
    const err = capture();
    writeFileSync(file1, JSON.stringify({ ...older, hashFormat: "2" }));
    expect(replayCommand(file1, () => {}, err.write)).toBe(2);
    expect(err.lines.join("\n")).toMatch(/"hashFormat" must be a positive integer/);
  });

  it("fails on a tampered hash", () => {
    const bad = join(tmp, "tampered-hash.json");
    writeFileSync(bad, JSON.stringify({ ...record, hash: "0123456789abcdef" }));
    const err = capture();
    expect(replayCommand(bad, () => {}, err.write)).toBe(1);
    expect(err.lines.join("\n")).toMatch(/MISMATCH/);
  });

  it("fails when an input was changed", () => {
    const bad = join(tmp, "tampered-input.json");
    const inputs = [...record.inputs];
    const i = inputs.findIndex((x) => "answer" in x && "keep" in x.answer);
    inputs[i] = { ...inputs[i], answer: { choice: 0 } };
    writeFileSync(bad, JSON.stringify({ ...record, inputs }));
    const err = capture();
    expect(replayCommand(bad, () => {}, err.write)).toBe(1);
    expect(err.lines.join("\n")).toMatch(/replay FAILED: .*rejected/);
  });

  it("replays a record with full control turned on (an input of the record); one that isn't true or false exits 2", () => {
    const game = Game.create(cardDb, (record.start as { setup: GameSetup }).setup);
    expect(game.setFullControl(0, true).ok).toBe(true);
    for (let i = 0; i < 60 && game.pending() !== null; i++) {
      const d = game.pending()!;
      expect(game.submit(d.player, d.id, simpleAnswer(d)).ok).toBe(true);
    }
    const full = join(tmp, "full-control.json");
    writeFileSync(full, JSON.stringify(game.record()));
    expect(
      replayCommand(
        full,
        () => {},
        () => {},
      ),
    ).toBe(0);
    const inputs = [{ player: 0, fullControl: "yes" }, ...game.record().inputs.slice(1)];
    writeFileSync(full, JSON.stringify({ ...game.record(), inputs }));
    const err = capture();
    expect(replayCommand(full, () => {}, err.write)).toBe(2);
    expect(err.lines.join("\n")).toMatch(/"inputs\[0\]\.fullControl" must be true or false/);
  });

  it("exits 2 with a message for a malformed file", () => {
    const cases: [string, RegExp][] = [
      ["{ not json", /not valid JSON/],
      ["[]", /not a game record/],
      [JSON.stringify({ ...record, inputs: "x" }), /"inputs"/],
      [JSON.stringify({ ...record, start: {} }), /"start"/],
    ];
    for (const [text, message] of cases) {
      const bad = join(tmp, "malformed.json");
      writeFileSync(bad, text);
      const err = capture();
      expect(replayCommand(bad, () => {}, err.write)).toBe(2);
      expect(err.lines.join("\n")).toMatch(message);
    }
    const err = capture();
    expect(replayCommand(join(tmp, "missing.json"), () => {}, err.write)).toBe(2);
    expect(err.lines.join("\n")).toMatch(/cannot read/);
  });

  it("works through main", async () => {
    const r = await runMain(["replay", file]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/replay OK/);
  });

  it("--save-position N prints the scenario file of the beginning of input N's turn, or says why not", async () => {
    const { parseScenario, runScenario } = await import("@roundtable/scenario");
    const { cardDb } = await import("@roundtable/cards");
    const results: { code: number; out: string; err: string }[] = [];
    for (const n of [0, 20, 40, 60, 80, 100])
      results.push(await runMain(["replay", file, "--save-position", String(n)]));
    const saved = results.filter((r) => r.code === 0);
    expect(saved.length).toBeGreaterThan(0);
    for (const r of saved) {
      const parsed = parseScenario(JSON.parse(r.out), cardDb);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      expect(runScenario(parsed.scenario, cardDb).passed).toBe(true);
    }
    for (const r of results.filter((x) => x.code !== 0))
      expect(r.err).toMatch(/save-position FAILED: this position cannot be saved: /);
  });
});

describe("bad input", () => {
  it.each([
    [["demo", "--variant", "nope"], /unknown variant "nope"/],
    [["demo", "--players", "1"], /needs 3 or more players/],
    [["demo", "--variant", "duel", "--players", "3"], /needs 2 players, got 3/],
    [["demo", "--players", "x"], /player count must be an integer/],
    [["demo", "--attack", "sideways"], /Allowed choices are multiple, left, right/],
    [["simulate", "--games", "0"], /--games must be an integer/],
    [["play", "--seat", "9"], /--seat must be between 1 and 4/],
    [["demo", "--frobnicate"], /unknown option/],
    [["frobnicate"], /unknown command/],
  ])("%j exits 2 with a clear message", async (args, message) => {
    const r = await runMain(args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("the real command exits 2 on an unknown variant", () => {
    const r = spawnSync("npx", ["tsx", "packages/cli/src/main.ts", "demo", "--variant", "nope"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/error: unknown variant "nope"/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("play", () => {
  it("shows the board and numbered options, and plays scripted input", async () => {
    const out: string[] = [];
    let asked = 0;
    const code = await playCommand(
      { variant: "free-for-all", players: 3, seat: 0, seed: 4, bot: "heuristic", maxDecisions: 3000 },
      {
        // Keep the opening hand; then take option 1 whenever offered (play a land, cast, attack…), up to
        // 20 prompts, then concede.
        ask: async () => (out.at(-1) === "  1 = mulligan" ? "0" : ++asked > 20 ? "concede" : "1"),
        write: (l) => out.push(l),
      },
    );
    expect(code).toBe(0);
    const text = out.join("\n");
    expect(text).toMatch(/Keep this hand\? Mulligans so far: 0\./);
    expect(text).toMatch(/ {2}0 = keep\n {2}1 = mulligan/);
    expect(text).toMatch(/── Turn \d+ — \w+, /);
    expect(text).toMatch(/Alice \[you/);
    expect(text).toMatch(/life 20 {2}hand \d+ {2}library \d+/);
    expect(text).toMatch(/ {2}0 = pass/);
    expect(text).toMatch(/You concede\./);
    expect(text).toMatch(/(\w+ wins|The game is a draw)/);
  });

  it("re-asks on input it can't use and concedes at the end of input", async () => {
    const out: string[] = [];
    const script = ["banana", "99", "0"];
    const code = await playCommand(
      { variant: "free-for-all", players: 3, seat: 1, seed: 5, bot: "random" },
      { ask: async () => script.shift() ?? null, write: (l) => out.push(l) },
    );
    expect(code).toBe(0);
    const text = out.join("\n");
    expect(text).toMatch(/Please type a number from 0 to 1/);
    expect(text).toMatch(/End of input: you concede\./);
  });
});
