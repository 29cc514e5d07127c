/**
 * What a newcomer's scenario file trips over: table sizes beyond what the variant allows (refused at once,
 * naming the file and the field, instead of running for minutes), a UTF-8 byte-order mark, numbers too big
 * for JSON (1e999 reads as Infinity, which JSON.stringify would print as null), and a "did you mean" that
 * suggests the very name written.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { MAX_PLAYERS } from "@roundtable/engine";
import { loadScenarioFile, parseScenario, scenarioCommand } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { didYouMean } from "../src/names.ts";
import { errorsOf } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "scenario-limits-"));

function file(variant: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 1,
    name: "limits",
    variant,
    players: [{ name: "A" }, { name: "B" }, { name: "C" }, { name: "D" }],
    stopAt: { turn: 1, step: "upkeep" },
    ...extra,
  };
}

describe("table sizes and player counts within the variant's range", () => {
  it(`807.1: Grand Melee takes tables up to the engine's bound (${MAX_PLAYERS}, at least 200)`, () => {
    expect(MAX_PLAYERS).toBeGreaterThanOrEqual(200);
    expect(parseScenario(file("grand-melee", { tableSizes: [4, MAX_PLAYERS] }), cardDb).ok).toBe(true);
    expect(errorsOf(file("grand-melee", { tableSizes: [4, MAX_PLAYERS + 1] }))).toEqual([
      {
        path: "tableSizes[1]",
        message: `a table of ${MAX_PLAYERS + 1}: the engine plays at most ${MAX_PLAYERS} players at one table`,
      },
    ]);
  });

  it("a size the variant refuses is reported at its path, with the variant's range", () => {
    expect(errorsOf(file("pentagon", { players: [{ name: "A" }], tableSizes: [5, 6] }))).toEqual([
      { path: "tableSizes[1]", message: 'variant "pentagon" needs 5 players, got 6' },
    ]);
    expect(errorsOf(file("melee", { tableSizes: [6, 11] }))).toEqual([
      { path: "tableSizes[1]", message: 'variant "melee" needs 6–10 players, got 11' },
    ]);
  });

  it("more listed players than the engine's bound are refused by the variant check", () => {
    const players = Array.from({ length: MAX_PLAYERS + 1 }, (_, i) => ({ name: `P${i}` }));
    expect(errorsOf(file("free-for-all", { players }))).toEqual([
      {
        path: "variant",
        message: `variant "free-for-all" is played by at most ${MAX_PLAYERS} players (the engine's bound), got ${MAX_PLAYERS + 1}`,
      },
    ]);
  });

  it("roundtable scenario: a huge table size exits 2 at once, naming the file and the field", async () => {
    const path = join(dir, "huge-table.json");
    writeFileSync(path, JSON.stringify(file("free-for-all", { tableSizes: [4, 1000000000] })));
    const lines: string[] = [];
    expect(await scenarioCommand([path], (l) => lines.push(l))).toBe(2);
    expect(lines).toEqual([
      `INVALID ${path}`,
      `  tableSizes[1]: a table of 1000000000: the engine plays at most ${MAX_PLAYERS} players at one table`,
      "1 scenario: 0 passed, 1 invalid",
    ]);
  });
});

describe("copies", () => {
  it('"Name xN" stands for at most 1000 copies: a huge N is refused, not laid out', () => {
    const json = file("free-for-all");
    (json.players as Record<string, unknown>[])[0].library = ["Wastes x1000", "Wastes x1000000000"];
    expect(errorsOf(json)).toEqual([
      {
        path: "players[0].library[1]",
        message: '"Wastes x1000000000": the number of copies must be at most 1000',
      },
    ]);
  });
});

describe("reading the file", () => {
  it("accepts a UTF-8 byte-order mark at the start", () => {
    const path = join(dir, "bom.json");
    writeFileSync(path, `\uFEFF${JSON.stringify(file("free-for-all"))}`);
    const r = loadScenarioFile(path, cardDb);
    expect(r.ok ? "ok" : r.errors).toBe("ok");
  });

  it("a byte-order mark anywhere else is still invalid JSON", () => {
    const path = join(dir, "inner-bom.json");
    writeFileSync(path, ` \uFEFF${JSON.stringify(file("free-for-all"))}`);
    const r = loadScenarioFile(path, cardDb);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0].message).toContain("invalid JSON");
  });

  it("a number too big for JSON (1e999) is printed as Infinity, never as null", () => {
    const path = join(dir, "infinity.json");
    const text = JSON.stringify(file("free-for-all", { tableSizes: [4, 5] }))
      .replace('"tableSizes":[4,5]', '"tableSizes":[4,1e999]')
      .replace('{"name":"B"}', '{"name":"B","life":-1e999}');
    writeFileSync(path, text);
    const r = loadScenarioFile(path, cardDb);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toContainEqual({ path: "tableSizes[1]", message: "expected a number, got Infinity" });
    expect(r.errors).toContainEqual({ path: "players[1].life", message: "expected a number, got -Infinity" });
    for (const e of r.errors) expect(e.message).not.toMatch(/null/);
  });
});

describe('"did you mean"', () => {
  it("never suggests the name written: a field of another part of the file is out of place, not misspelt", () => {
    const json = file("free-for-all");
    (json.players as Record<string, unknown>[])[1].players = 2;
    expect(errorsOf(json)).toEqual([
      {
        path: "players[1].players",
        message: 'field "players" doesn\'t belong here (see docs/scenarios.md for where it goes)',
      },
    ]);
  });

  it("a hint never names the word itself, only another close one", () => {
    expect(didYouMean("life", ["life"])).toBe("");
    expect(didYouMean("life", ["life", "lift"])).toBe(' (did you mean "lift"?)');
    expect(didYouMean("Life", ["life"])).toBe(' (did you mean "life"?)');
  });

  it("still suggests a close name for a misspelt one", () => {
    const json = file("free-for-all");
    (json.players as Record<string, unknown>[])[1].lfie = 2;
    expect(errorsOf(json)).toEqual([
      { path: "players[1].lfie", message: 'unknown field "lfie" (did you mean "life"?)' },
    ]);
  });
});
