/**
 * Issue 18: the engine's folders import only downward, in the order `.dependency-cruiser.cjs` writes once
 * (LAYERS), so no import circle runs between folders. Checked with dependency-cruiser on the real tree, and
 * on a small tree with one upward import, to show the check fails when it should.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const config = createRequire(import.meta.url)(join(ROOT, ".dependency-cruiser.cjs"));
const LAYERS: string[] = config.LAYERS;

/** Cruises every package's sources under `baseDir` (the engine's folder order, and circles anywhere). */
async function check(baseDir: string): Promise<ICruiseResult> {
  const r = await cruise(
    ["packages"],
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      tsPreCompilationDeps: true,
      includeOnly: "^packages/[^/]+/src/",
      exclude: { path: "(^|/)(dist|node_modules)/" },
    },
    {},
  );
  return r.output as ICruiseResult;
}

const folderOf = (path: string) => /^packages\/engine\/src\/engine\/([^/]+)\//.exec(path)?.[1];

describe("the engine's folders import only downward, and no import circle runs anywhere (issue 18)", () => {
  it("no import breaks the folders' order (.dependency-cruiser.cjs LAYERS)", async () => {
    const out = await check(ROOT);
    const problems = out.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect(problems).toEqual([]);
    // Every engine module sits in one of the folders, and every folder is in LAYERS.
    const folders = new Set(out.modules.map((m) => folderOf(m.source)).filter((f) => f !== undefined));
    expect([...folders].sort()).toEqual([...LAYERS].sort());
  });

  it("so no import circle runs between folders", async () => {
    const out = await check(ROOT);
    const rank = new Map(LAYERS.map((l, i) => [l, i]));
    for (const m of out.modules) {
      const from = folderOf(m.source);
      if (from === undefined) continue;
      for (const d of m.dependencies) {
        const to = folderOf(d.resolved);
        if (to !== undefined)
          expect(rank.get(to), `${m.source} → ${d.resolved}`).toBeLessThanOrEqual(rank.get(from) ?? -1);
      }
    }
  });

  const tmp = mkdtempSync(join(tmpdir(), "roundtable-layout-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("fails on an upward import: a rule of what reads the game importing the run loop", async () => {
    const engine = join(tmp, "packages/engine/src/engine");
    mkdirSync(join(engine, "players"), { recursive: true });
    mkdirSync(join(engine, "game"), { recursive: true });
    writeFileSync(
      join(engine, "game/loop.ts"),
      'import { inGame } from "../players/players.ts";\nexport const run = inGame;\n',
    );
    writeFileSync(
      join(engine, "players/players.ts"),
      'import { run } from "../game/loop.ts";\nexport const inGame = () => run;\n',
    );
    const out = await check(tmp);
    const got = out.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    expect(got).toContain(
      "players-imports-up: packages/engine/src/engine/players/players.ts → packages/engine/src/engine/game/loop.ts",
    );
    expect(got).toContain(
      "no-circular: packages/engine/src/engine/game/loop.ts → packages/engine/src/engine/players/players.ts",
    );
  });

  it("fails on an import circle inside one folder of any package (the scenario runner and one of its parts)", async () => {
    const dir = join(tmp, "packages/scenario/src");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "runner.ts"), 'import { take } from "./actions.ts";\nexport const run = take;\n');
    writeFileSync(
      join(dir, "actions.ts"),
      'import type { run } from "./runner.ts";\nexport const take = (r: typeof run) => r;\n',
    );
    const out = await check(tmp);
    const got = out.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    // Reported once, from whichever file of the circle the cruise reaches first.
    expect(got.filter((v) => v.startsWith("no-circular: packages/scenario/src/"))).toHaveLength(1);
  });
});
