/**
 * Every scenario file under scenarios/ is a test, named by its path — one test per table size and range
 * for a file with `tableSizes` or `ranges`, "[4 players, range 1]" (docs/scenarios.md). A failing scenario prints the same report as
 * `roundtable scenario <file>`.
 */
import { readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { allCards, cardDb, nontraditionalCards } from "@roundtable/cards";
import {
  formatResult,
  loadScenarioFile,
  type RunResult,
  runLabel,
  runScenario,
  type Scenario,
  scenarioRuns,
} from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { Exercised } from "./cardExercise.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, "scenarios");
const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".json"))
  .sort();

/** The scenario of each valid file, and its runs as the tests below make them (the card check reads them). */
const valid = new Map<string, Scenario>();
const ran = new Map<string, RunResult[]>();

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
    valid.set(file, scn);
    for (const run of scenarioRuns(scn)) {
      const label = runLabel(scn, run);
      it(label === "" ? name : `${name} [${label}]`, () => {
        const result = runScenario(scn, cardDb, run.tableSize, run.range);
        ran.set(file, [...(ran.get(file) ?? []), result]);
        if (!result.passed) expect.fail(formatResult(name, scn, result).join("\n"));
      });
    }
  }
});

describe("every card in the pool and every vanguard card has a scenario that exercises its text (issues 3 and 14)", () => {
  it("each card is cast, each of its abilities activated or triggered, or its static text observed (cardExercise.ts)", () => {
    const seen = new Exercised();
    for (const [file, scn] of valid) {
      // The runs the tests above made (a file they didn't run, in a filtered run, is run here once); only
      // runs that pass count.
      const runs = ran.get(file) ?? [runScenario(scn, cardDb)];
      for (const run of runs) if (run.passed) seen.add(scn, run);
    }
    // The nontraditional cards too: each scheme (314) set in motion, each plane's and phenomenon's
    // abilities triggered (904, 901).
    const missing = [...allCards, ...nontraditionalCards].flatMap((c) =>
      seen.missing(c).map((why) => `${c.name}: ${why}`),
    );
    expect(missing, `cards whose text no scenario exercises:\n${missing.join("\n")}`).toEqual([]);
  });
});
