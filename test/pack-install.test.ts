/**
 * The library packages as someone outside the workspace gets them: `npm pack` builds each one (its
 * prepack: tsc to dist/) into a tarball; a scratch project in the system's temporary folder installs the
 * tarballs (their third-party dependencies from npm's cache when it has them), and there plain `node` — no
 * tsx, no @roundtable/source condition — plays a whole seeded bot game and replays it to the same hash,
 * `npx roundtable` answers --version and plays a short simulation (on worker threads too), and tsc type-checks a small TypeScript
 * consumer against the shipped declarations.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
/** Every publishable package, dependencies first. */
const LIBRARIES = ["engine", "cards", "bots", "scenario", "protocol", "cli"];
const TSC = join(ROOT, "node_modules/typescript/bin/tsc");

/**
 * The environment of a command run in the scratch project: this one without the workspace's npm settings
 * (its prefix, its node-options with the @roundtable/source condition), but with npm's cache and config files.
 */
function outsideEnv(): NodeJS.ProcessEnv {
  const keep = new Set([
    "npm_config_cache",
    "npm_config_userconfig",
    "npm_config_globalconfig",
    "npm_config_registry",
  ]);
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (!(k.startsWith("npm_") && !keep.has(k)) && k !== "NODE_OPTIONS" && k !== "INIT_CWD") env[k] = v;
  return env;
}

const GAME = `
import { Game } from "@roundtable/engine";
import { cardDb, decks } from "@roundtable/cards";
import { makeBot, playGame } from "@roundtable/bots";

const seed = 7;
const setup = {
  variant: "free-for-all",
  seed,
  players: decks.slice(0, 3).map((d) => ({ name: d.name, deck: d.cards })),
};
const game = Game.create(cardDb, setup, { events: false });
const result = playGame(game, setup.players.map(() => makeBot("heuristic")), { seed });
const record = game.record();
const replayed = Game.replay(cardDb, JSON.parse(JSON.stringify(record)), { events: false });
console.log(JSON.stringify({
  ...result,
  inputs: record.inputs.length,
  hash: record.hash,
  replayHash: replayed.hash(),
  engine: import.meta.resolve("@roundtable/engine"),
}));
`;

const CONSUMER = `
import { type Decision, Game, type GameRecord, type GameSetup, type PlayerView, VARIANT_NAMES } from "@roundtable/engine";
import { combineView } from "@roundtable/engine/combineView";
import { cardDb, decks } from "@roundtable/cards";

const setup: GameSetup = {
  variant: VARIANT_NAMES[0],
  seed: 1,
  players: decks.slice(0, 2).map((d) => ({ name: d.name, deck: d.cards })),
};
const game: Game = Game.create(cardDb, setup);
const decision: Decision | null = game.pending();
const view: PlayerView = combineView(game.tableView(), game.seatView({ seat: 0 }));
const record: GameRecord = game.record();
export const summary = [decision?.kind, view.viewer, record.inputs.length];
// @ts-expect-error a seed is an integer or 32 hex digits (Seed: number | string), not a boolean
export const wrong: GameSetup = { variant: "duel", seed: true, players: [] };
`;

/** The temporary folder of this test (removed afterwards), and the scratch project in it. */
let root: string | undefined;
let scratch: string;
const run = (cmd: string, args: string[], cwd = scratch) =>
  execFileSync(cmd, args, { cwd, env: outsideEnv(), encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

describe("the packages installed from their tarballs, outside the workspace", () => {
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "roundtable-install-"));
    scratch = root;
    const tarballs = join(scratch, "tarballs");
    mkdirSync(tarballs);
    // npm pack runs each package's prepack (tsc -b: the package and those it depends on, to dist/).
    const packed = JSON.parse(
      execFileSync(
        "npm",
        [
          "pack",
          "--json",
          "--pack-destination",
          tarballs,
          ...LIBRARIES.flatMap((p) => ["-w", `packages/${p}`]),
        ],
        { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      ),
    ) as { filename: string; files: { path: string }[] }[];
    expect(packed).toHaveLength(LIBRARIES.length);
    const project = join(scratch, "project");
    mkdirSync(project);
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({ name: "scratch", version: "1.0.0", private: true, type: "module" }),
    );
    scratch = project;
    run("npm", [
      "install",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      ...packed.map((p) => join(tarballs, p.filename)),
    ]);
  }, 600_000);
  // The test's own folder, whatever failed: not `scratch`'s parent, which is the system's temporary folder
  // itself when the packing fails before the project is made (it was: the whole of /tmp went).
  afterAll(() => {
    if (root !== undefined) rmSync(root, { recursive: true, force: true });
  });

  it("is a project outside the workspace", () => {
    expect(relative(ROOT, scratch).startsWith(`..${sep}`)).toBe(true);
  });

  it("plays a whole seeded bot game with plain node, and replays it to the same hash", () => {
    writeFileSync(join(scratch, "game.mjs"), GAME);
    const r = JSON.parse(run(process.execPath, ["game.mjs"]));
    expect(r.engine).toBe(`file://${join(scratch, "node_modules/@roundtable/engine/dist/index.js")}`);
    expect(r.finished).toBe(true);
    expect(r.inputs).toBeGreaterThan(0);
    expect(r.hash).toMatch(/\S/);
    expect(r.replayHash).toBe(r.hash);
  });

  it("npx roundtable --version prints the installed CLI's version", () => {
    const version = JSON.parse(readFileSync(join(ROOT, "packages/cli/package.json"), "utf8")).version;
    expect(run("npx", ["--no", "--", "roundtable", "--version"]).trim()).toBe(version);
  });

  it("npx roundtable simulate plays bot games, on worker threads too (the built modules, no tsx)", () => {
    const simulate = (...more: string[]) =>
      run("npx", ["--no", "roundtable", "simulate", "--players", "3", "--games", "2", "--quiet", ...more]);
    const out = simulate();
    expect(out).toMatch(/^2 games: Free-for-All, 3 players/);
    const speed = /^Games per second: .*$/m;
    expect(simulate("--workers", "2").replace(speed, "")).toBe(out.replace(speed, ""));
  });

  it("type-checks a TypeScript consumer against the shipped declarations", () => {
    writeFileSync(join(scratch, "consumer.ts"), CONSUMER);
    writeFileSync(
      join(scratch, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          strict: true,
          noEmit: true,
          types: [],
          skipLibCheck: false,
        },
        files: ["consumer.ts"],
      }),
    );
    expect(run(process.execPath, [TSC, "-p", "tsconfig.json"])).toBe("");
  });
});
