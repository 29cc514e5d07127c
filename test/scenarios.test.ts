/**
 * Every scenario file under scenarios/ is a test, named by its path — one test per table size and range
 * for a file with `tableSizes` or `ranges`, "[4 players, range 1]" (docs/scenarios.md). A failing scenario prints the same report as
 * `roundtable scenario <file>`.
 */
import { readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { allCards, cardDb } from "@roundtable/cards";
import { formatResult, loadScenarioFile, runLabel, runScenario, scenarioRuns } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, "scenarios");
const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".json"))
  .sort();

describe("scenarios", () => {
  it("finds scenario files", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    const name = relative(root, join(dir, file));
    const parsed = loadScenarioFile(join(dir, file), cardDb);
    if (!parsed.ok) {
      it(name, () => {
        const lines = parsed.errors.map((e) => `  ${e.path}: ${e.message}`);
        expect.fail(`INVALID ${name}\n${lines.join("\n")}`);
      });
      continue;
    }
    const scn = parsed.scenario;
    for (const run of scenarioRuns(scn)) {
      const label = runLabel(scn, run);
      it(label === "" ? name : `${name} [${label}]`, () => {
        const result = runScenario(scn, cardDb, run.tableSize, run.range);
        if (!result.passed) expect.fail(formatResult(name, scn, result).join("\n"));
      });
    }
  }
});

/** The card names a scenario's players start with, in any zone ("Name x3" and `{ card }` entries). */
function cardsInSetup(players: unknown[]): Set<string> {
  const out = new Set<string>();
  for (const p of players as Record<string, unknown>[])
    for (const zone of ["hand", "library", "battlefield", "graveyard", "exile", "command"])
      for (const entry of (p[zone] as unknown[] | undefined) ?? []) {
        const name = typeof entry === "string" ? entry : (entry as { card: string }).card;
        out.add(name.replace(/ x\d+$/, ""));
      }
  return out;
}

describe("every card in the pool has a scenario (issue 3: its text shown working)", () => {
  it("each card starts in some scenario's setup", () => {
    const seen = new Set<string>();
    for (const file of files) {
      const parsed = loadScenarioFile(join(dir, file), cardDb);
      if (parsed.ok) for (const n of cardsInSetup(parsed.scenario.players)) seen.add(n);
    }
    const missing = allCards.filter((c) => !seen.has(c.name)).map((c) => c.name);
    expect(missing, `cards with no scenario: ${missing.join(", ")}`).toEqual([]);
  });
});
