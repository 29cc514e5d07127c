/**
 * What a newcomer meets first on the command line: --version, each variant's player range and default in
 * --help (from the engine's presets), every variant playing at its default count, and the engine's bound
 * on players (Grand Melee, 807.1: up to 200).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { MAX_PLAYERS, VARIANT_NAMES, variantPreset, variantTitle } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { playCommand } from "../src/commands/play.ts";
import { capture, runMain } from "./helpers.ts";

const version = JSON.parse(readFileSync(resolve(import.meta.dirname, "../package.json"), "utf8")).version;

/** One game stopped after its first decision, with the variant's default table: it was set up and started. */
const firstDecision = (...args: string[]) =>
  runMain(["simulate", ...args, "--games", "1", "--max-decisions", "1", "--quiet"]);

describe("roundtable --version", () => {
  it("prints the version of package.json and exits 0", async () => {
    const r = await runMain(["--version"]);
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe(version);
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("--help states each variant's player range and default", () => {
  for (const command of [[], ["demo"], ["simulate"], ["play"]])
    it(`roundtable ${[...command, "--help"].join(" ")}`, async () => {
      const r = await runMain([...command, "--help"]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^Variants \(--variant, --players\):$/m);
      for (const name of VARIANT_NAMES) {
        const { minPlayers, maxPlayers, defaultPlayers } = variantPreset(name);
        const range = minPlayers === maxPlayers ? `${minPlayers}` : `${minPlayers}–${maxPlayers}`;
        const line = new RegExp(`^ {2}${name} +${range} players \\(default ${defaultPlayers}\\)$`, "m");
        expect(r.out, name).toMatch(line);
      }
      expect(r.out).toMatch(/^ {2}grand-melee +4–200 players \(default 10\)$/m);
      expect(r.out).toMatch(/^ {2}pentagon +5 players \(default 5\)$/m);
    });
});

describe("every variant plays at its default player count", () => {
  it.each(VARIANT_NAMES)("%s, without --players", async (name) => {
    const r = await firstDecision("--variant", name);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    // The header names the variant as the rules do ("Two-Headed Giant"), not by its id.
    const header = r.out.split("\n").find((l) => l.startsWith("1 game: "));
    expect(header).toContain(`1 game: ${variantTitle(name)}, ${variantPreset(name).defaultPlayers} players`);
  });
});

describe("807.1: Grand Melee up to the engine's bound of players", () => {
  it(`accepts ${MAX_PLAYERS} players (at least 200)`, async () => {
    expect(MAX_PLAYERS).toBeGreaterThanOrEqual(200);
    const r = await firstDecision("--variant", "grand-melee", "--players", String(MAX_PLAYERS));
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(new RegExp(`^1 game: Grand Melee, ${MAX_PLAYERS} players`, "m"));
    expect(r.out).toMatch(/^Turn markers: 50 at the start/m); // 807.4a: one for each full four
  });

  it(`demo and play take ${MAX_PLAYERS} players too`, async () => {
    const demo = await runMain([
      "demo",
      "--variant",
      "grand-melee",
      "--players",
      String(MAX_PLAYERS),
      "--max-decisions",
      "1",
    ]);
    expect(demo.err).toBe("");
    expect(demo.code).toBe(0);
    expect(demo.out).toMatch(new RegExp(`^Roundtable demo — Grand Melee, ${MAX_PLAYERS} players`, "m"));
    const { lines, write } = capture();
    const table = { variant: "grand-melee", players: MAX_PLAYERS, seed: 1, bot: "random" };
    const code = await playCommand(
      { ...table, seat: MAX_PLAYERS - 1, maxDecisions: 1 },
      { ask: async () => null, write },
    );
    expect(code).toBe(0);
    expect(lines.join("\n")).toMatch(new RegExp(`Grand Melee, ${MAX_PLAYERS} players`));
  });

  it.each([
    [["--variant", "grand-melee", "--players", String(MAX_PLAYERS + 1)], /at most 200 players/],
    [["--variant", "free-for-all", "--players", "1000000000"], /at most 200 players .*got 1000000000/],
    [["--variant", "pentagon", "--players", "6"], /variant "pentagon" needs 5 players, got 6/],
    [["--variant", "melee", "--players", "11"], /variant "melee" needs 6–10 players, got 11/],
  ])("%j exits 2 at once, naming the variant's range", async (args, message) => {
    const r = await firstDecision(...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.out).toBe("");
  });
});
