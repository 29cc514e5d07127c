/**
 * Principle 4 at the command line: `demo` and `play` take a 128-bit `--seed` (32 lowercase hexadecimal
 * digits), as the server seeds its tables, and so does the stdio driver's `start`; `replay` replays a record
 * with one; `simulate`, whose game i plays seed + i, takes integers only. `play` without `--seed` draws one
 * (protocol `randomSeed`, as the server does), printed so that the game can be played again.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GameRecord } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { buildSetup } from "../src/table.ts";
import { roundtableProcess } from "./connectProcess.ts";
import { playToFirstBoard, runMain, tempDir } from "./helpers.ts";
import { driver, reply } from "./stdio/helpers.ts";

const SEED = "9e3779b97f4a7c15f39cc0605cedc834";
const dir = tempDir("roundtable-seed-128-");

describe("principle 4: --seed of 32 hexadecimal digits", () => {
  it("demo plays with it (the same game twice), saves it in the record, and replay replays the record", async () => {
    const demo = (file: string) =>
      runMain([
        "demo",
        "--seed",
        SEED,
        "--players",
        "3",
        "--max-decisions",
        "400",
        "--save",
        join(dir, file),
      ]);
    const a = await demo("a.json");
    expect(a.err).toBe("");
    expect(a.code).toBe(0);
    expect(a.out).toContain(`seed ${SEED}`);
    expect((await demo("b.json")).code).toBe(0);
    const read = (file: string) => JSON.parse(readFileSync(join(dir, file), "utf8")) as GameRecord;
    const record = read("a.json");
    expect(read("b.json")).toEqual(record);
    expect(record.start).toMatchObject({ setup: { seed: SEED } });
    const replay = await runMain(["replay", join(dir, "a.json")]);
    expect(replay.code).toBe(0);
    expect(replay.out).toBe(`replay OK ${record.hash}\n`);
  });

  it("a position saved from such a game keeps its seed, and loads as a scenario file", async () => {
    const { parseScenario, runScenario } = await import("@roundtable/scenario");
    const { cardDb } = await import("@roundtable/cards");
    const r = await runMain(["replay", join(dir, "a.json"), "--save-position", "30"]);
    expect(r.code).toBe(0);
    const file = JSON.parse(r.out) as { seed: unknown };
    expect(file.seed).toBe(SEED);
    const parsed = parseScenario(file, cardDb);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(runScenario(parsed.scenario, cardDb).passed).toBe(true);
  });

  it("play deals the same opening hands from it every time", async () => {
    const play = () =>
      playToFirstBoard({ variant: "free-for-all", players: 3, seat: 0, seed: SEED, bot: "heuristic" });
    const a = await play();
    expect(a.code).toBe(0);
    expect(a.out[0]).toContain(`seed ${SEED}`);
    expect(a.at).toBeGreaterThan(0);
    expect((await play()).out).toEqual(a.out);
  });

  it("play without --seed draws a fresh 128-bit seed and prints it; given back with --seed, the same game; a given --seed wins", async () => {
    /** `roundtable play` as a process, its input ended at once: the opening hand shown, then a concession. */
    const play = async (...args: string[]) => {
      const p = roundtableProcess(["play", "--variant", "duel", "--bot", "random", ...args]);
      p.stdin.end();
      const { code, stderr } = await p.exit();
      expect([code, stderr]).toEqual([0, ""]);
      expect(p.out()).toContain("End of input: you concede.");
      return p.out();
    };
    const seedOf = (out: string) => /^Roundtable — Duel, 2 players, seed (\S+)\n/.exec(out)?.[1];
    const [a, b] = await Promise.all([play(), play()]);
    // 32 lowercase hexadecimal digits, a new one each time (not the clock's integer).
    expect(seedOf(a)).toMatch(/^[0-9a-f]{32}$/);
    expect(seedOf(b)).toMatch(/^[0-9a-f]{32}$/);
    expect(seedOf(b)).not.toBe(seedOf(a));
    expect(await play("--seed", seedOf(a)!)).toBe(a);
    expect(seedOf(await play("--seed", "7"))).toBe("7");
  }, 60_000);

  it("a malformed seed is refused, naming --seed; simulate takes an integer seed only", async () => {
    for (const bad of [SEED.slice(1), SEED.toUpperCase(), "1.5", `${SEED}0`]) {
      const r = await runMain(["demo", "--seed", bad]);
      expect(r.code).toBe(2);
      expect(r.err).toContain("option '--seed <seed>' argument");
      expect(r.err).toContain(
        "the seed must be an integer from -2147483648 to 4294967295, or 32 lowercase hexadecimal digits",
      );
    }
    const sim = await runMain(["simulate", "--games", "1", "--seed", SEED, "--quiet"]);
    expect(sim.code).toBe(2);
    expect(sim.err).toContain("the seed must be an integer from -2147483648 to 4294967295");
  });

  it("replay refuses a record whose seed is malformed, naming the field", async () => {
    const record = JSON.parse(readFileSync(join(dir, "a.json"), "utf8")) as {
      start: { setup: { seed: unknown } };
    };
    record.start.setup.seed = SEED.toUpperCase();
    const file = join(dir, "bad-seed.json");
    writeFileSync(file, JSON.stringify(record));
    const r = await runMain(["replay", file]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('"start.setup.seed" must be an integer or 32 lowercase hexadecimal digits');
  });

  it("stdio: a start line takes one (the game the command line sets up with it) and refuses a malformed one, naming `seed`", () => {
    const { send } = driver();
    const started = reply(send({ type: "start", seed: SEED, players: 4, events: "none" }), "started");
    expect(started.seed).toBe(SEED);
    const record = reply(send({ type: "record", game: "g1" }), "record").record;
    expect(record.start).toEqual({
      setup: buildSetup({ variant: "free-for-all", players: 4, seed: SEED }).setup,
    });
    for (const seed of [SEED.toUpperCase(), SEED.slice(1), 1.5, 2 ** 32])
      expect(reply(send({ type: "start", seed }), "error")).toMatchObject({
        code: "bad-message",
        path: "seed",
        message: expect.stringContaining("must be a 32-bit integer or 32 lowercase hexadecimal digits"),
      });
  });
});
