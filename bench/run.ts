/**
 * `npm run bench`: engine throughput with random bots (events off), and the cost of forking a mid-game
 * state (the deep copy search uses). Each game iteration plays a different seed, in a fixed sequence,
 * so two runs measure the same games. Prints the machine and a table; see docs/PERFORMANCE.md.
 */
import { availableParallelism, cpus, totalmem } from "node:os";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { buildSetup } from "@roundtable/cli";
import * as engine from "@roundtable/engine";
import { computeLayers, Game, hashState, layerComputations } from "@roundtable/engine";
import { Bench, type Task } from "tinybench";
import { cpuNow, type Variant } from "./games.ts";
import {
  fmt,
  type GameRow,
  type MeleeRow,
  type OpRow,
  printGames,
  printGrandMelee,
  printOps,
} from "./report.ts";
import { argsProblem, USAGE } from "./usage.ts";

function newGame(
  variant: Variant,
  players: number,
  seed: number,
  events = false,
  decks: "preset" | "pool" = "preset",
): Game {
  const { setup } = buildSetup({ variant, players, seed, decks });
  return Game.create(cardDb, setup, { events });
}

const bots = (n: number) => Array.from({ length: n }, () => makeBot("random"));

interface GameStats {
  games: number;
  decisions: number;
  turns: number;
  unfinished: number;
  /** Wall time of the measured games, ms. */
  ms: number;
  /** CPU time of the process while it played them, ms (less moved by other processes than wall time). */
  cpuMs: number;
}

/** A tinybench task that plays one whole random-bot game per iteration (seeds 1, 2, 3, … per phase). */
function addGameTask(bench: Bench, name: string, variant: Variant, players: number, stats: GameStats): void {
  let seed = 0;
  let measuring = false;
  bench.add(
    name,
    () => {
      seed++;
      const t0 = performance.now();
      const c0 = cpuNow();
      const game = newGame(variant, players, seed);
      const r = playGame(game, bots(players), { seed, maxDecisions: 20000 });
      if (measuring) {
        stats.ms += performance.now() - t0;
        stats.cpuMs += cpuNow() - c0;
        stats.games++;
        stats.decisions += r.decisions;
        stats.turns += r.turns;
        if (!r.finished) stats.unfinished++;
      }
    },
    {
      beforeAll(mode) {
        seed = 0;
        measuring = mode === "run";
      },
    },
  );
}

/** Permanents whose cards have static abilities or characteristic-defining abilities. */
function layeredLoad(game: Game): number {
  let n = 0;
  for (const id of game.state.battlefield) {
    const def = cardDb.get(game.state.objects[id].card);
    if (def?.cda || def?.abilities?.some((a) => a.kind === "static")) n++;
  }
  return n + game.state.effects.length;
}

function latency(task: Task): { mean: number; rme: number; samples: number } {
  const r = task.result;
  if (r.state !== "completed")
    throw new Error(`${task.name}: ${r.state}${"error" in r ? ` (${r.error})` : ""}`);
  return { mean: r.latency.mean, rme: r.latency.rme, samples: r.latency.samplesCount };
}

function gameRow(task: Task, s: GameStats): GameRow {
  const l = latency(task);
  return {
    name: task.name,
    gamesPerS: 1000 / l.mean,
    decisionsPerS: (s.decisions / s.ms) * 1000,
    decisionsPerCpuS: (s.decisions / s.cpuMs) * 1000,
    msPerGame: l.mean,
    rme: l.rme,
    decisionsPerGame: s.decisions / s.games,
    games: s.games,
    unfinished: s.unfinished,
  };
}

/** Duels: at least 30 games and 8 s. */
async function duels(): Promise<GameRow[]> {
  const duel: GameStats = { games: 0, decisions: 0, turns: 0, unfinished: 0, ms: 0, cpuMs: 0 };
  const games = new Bench({ time: 8000, iterations: 30, warmupTime: 1000, warmupIterations: 5 });
  addGameTask(games, "duel (2 players)", "duel", 2, duel);
  process.stderr.write("playing duels…\n");
  await games.run();
  return [gameRow(games.tasks[0], duel)];
}

/** The 4- and 6-player games: at least 12 games and 20 s each. */
async function multiplayer(): Promise<GameRow[]> {
  const bench = new Bench({ time: 20000, iterations: 12, warmupTime: 2000, warmupIterations: 2 });
  const tasks: [string, Variant, number][] = [
    ["free-for-all (4 players)", "free-for-all", 4],
    // 809: two teams of three, ranges 1 and 2, deploy creatures, adjacent attacks only.
    ["emperor (6 players, ranges, deploy)", "emperor", 6],
    // 810: shared team turns, shared life; the classic Emperor: territories and marches.
    ["two-headed-giant (4 players)", "two-headed-giant", 4],
    ["emperor-classic (6 players, territories)", "emperor-classic", 6],
  ];
  const stats = tasks.map(([name, variant, players]) => {
    const s: GameStats = { games: 0, decisions: 0, turns: 0, unfinished: 0, ms: 0, cpuMs: 0 };
    addGameTask(bench, name, variant, players, s);
    return s;
  });
  process.stderr.write("playing 4-player games…\n");
  await bench.run();
  return bench.tasks.map((task, i) => gameRow(task, stats[i]));
}

function opRows(bench: Bench): OpRow[] {
  return bench.tasks.map((task) => {
    const l = latency(task);
    return { name: task.name, us: l.mean * 1000, rme: l.rme };
  });
}

/** The mid-game state the copies and the layers are measured on: 4-player Free-for-All, seed 1, 150 decisions. */
function midGame(): { game: Game; decisions: number } {
  const seed = 1;
  const game = newGame("free-for-all", 4, seed);
  const r = playGame(game, bots(4), { seed, maxDecisions: 150 });
  if (game.isOver()) throw new Error("the 4-player game ended before 150 decisions; pick another seed");
  return { game, decisions: r.decisions };
}

interface Copies {
  about: string;
  rows: OpRow[];
}

async function copies(): Promise<Copies> {
  const { game: mid, decisions } = midGame();
  const json = JSON.stringify(mid.state);
  const bench = new Bench({ time: 1500, warmupTime: 300 });
  bench.add("fork()", () => mid.fork());
  bench.add("JSON round trip", () => JSON.parse(JSON.stringify(mid.state)));
  bench.add("hash", () => hashState(mid.state));
  process.stderr.write("forking…\n");
  await bench.run();
  const o = Object.keys(mid.state.objects).length;
  const about =
    `Mid-game state: 4-player free-for-all, seed 1, after ${decisions} decisions (turn ${mid.state.turn.number}),` +
    ` ${o} objects, ${mid.state.battlefield.length} permanents, ${fmt(json.length / 1024, 1)} KiB of JSON`;
  return { about, rows: opRows(bench) };
}

interface Layers {
  about: string[];
  rows: OpRow[];
  after: string;
}

/**
 * 4-player games with random decks from the whole pool (lords, Coat of Arms, type-changing effects):
 * how often the layers are computed per decision, and what one computation costs on a busy board.
 */
async function layers(): Promise<Layers> {
  process.stderr.write("layer system…\n");
  const { game: mid } = midGame();
  const poolGames = 40;
  let poolDecisions = 0;
  let busiest: Game | null = null;
  const before = layerComputations();
  const t0 = performance.now();
  for (let sd = 1; sd <= poolGames; sd++) {
    const game = newGame("free-for-all", 4, sd, false, "pool");
    const res = playGame(game, bots(4), { seed: sd, maxDecisions: 300 });
    poolDecisions += res.decisions;
    if (busiest === null || layeredLoad(game) > layeredLoad(busiest)) busiest = game;
  }
  const poolMs = performance.now() - t0;
  const perDecision = (layerComputations() - before) / poolDecisions;
  const bench = new Bench({ time: 1500, warmupTime: 300 });
  const board = busiest!;
  bench.add("computeLayers (busiest pool board)", () => computeLayers(cardDb, board.state));
  bench.add("computeLayers (mid-game preset board)", () => computeLayers(cardDb, mid.state));
  await bench.run();
  const rows = opRows(bench);
  const msPerDecision = poolMs / poolDecisions;
  const lay = rows[0].us / 1000;
  return {
    about: [
      `Layer system: ${poolGames} four-player games with pool decks, ${fmt(poolDecisions, 0)} decisions, ` +
        `${fmt(msPerDecision * 1000, 0)} µs per decision; the layers were computed ${fmt(perDecision, 2)} times per decision.`,
      `Busiest board: ${board.state.battlefield.length} permanents, ${board.state.effects.length} continuous effects, ` +
        `${layeredLoad(board)} permanents with static abilities.`,
    ],
    rows,
    after: `Estimated layer cost per decision: ${fmt(perDecision * lay * 1000, 1)} µs (at most ${fmt(((perDecision * lay) / msPerDecision) * 100, 1)} % of a decision).`,
  };
}

/**
 * Grand Melee (807) at 10 to 200 players: how the cost of a decision grows with the table. Each game plays
 * the same number of rounds (every player takes about ROUNDS turns: the game's turn count reaches ROUNDS × n)
 * with random bots, events off, after the mulligans; small tables play more seeds so every size measures
 * at least MIN_DECISIONS decisions, after a warm-up of WARM_UP_DECISIONS at 10 players (other seeds).
 *
 * The sizes are measured **interleaved**: each has a game going, and they take turns playing SLICE
 * decisions each, until every size has measured enough. A machine whose load drifts over the minutes of
 * the measurement (a shared machine's other guests) then slows every size alike, and the ratio of 200 to
 * 10 players — the curve — compares costs measured over the same minutes, not one size's quiet minute with
 * another's busy one. The games and their decisions are the same as played one after the other.
 *
 * Memory per game: the size of the game state (its JSON) at the end — the whole game is that state
 * (principle 2) —, the heap a copy of it takes ({@link heapOf}) and the number of objects in it.
 */
const ROUNDS = 6;
const MIN_DECISIONS = 4000;
/** Decisions played at 10 players before measuring, so that every size is measured with compiled code. */
const WARM_UP_DECISIONS = 4000;
/** Decisions a size plays before the next size's turn. */
const SLICE = 50;

const MELEE_SIZES = [10, 25, 50, 100, 200];

// The garbage collector, exposed at run time as `node --expose-gc` would (the bench runs under tsx).
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
/** What {@link heapOf} measures, held here across its second collection. */
const held: unknown[] = [];

/** The engine's `shapeObjects`, where it has one (read by name: an older tree's engine may not). */
const shapeObjects = (engine as { shapeObjects?: (s: unknown) => void }).shapeObjects;

/**
 * The heap a game state takes, in bytes: V8's used heap after a full collection, with and without a
 * copy of the state made from its JSON (`JSON.parse`, as a state loaded from a record or a message is,
 * then given the shapes the engine gives a state before it plays on — `shapeObjects`, objectFields.ts,
 * since 2026-12-04; an older tree measured with `--against` has none), so that it counts the state alone,
 * not what the live state shares with the card database or the engine's caches. The median of three: the
 * first collection after a game played may leave some of its garbage (seen: 3.9 MiB, then 2.6 and 2.6).
 */
function heapOf(json: string): number {
  settleHeap();
  const sizes = [0, 1, 2].map(() => {
    gc();
    const before = process.memoryUsage().heapUsed;
    const copy = JSON.parse(json);
    shapeObjects?.(copy);
    held.push(copy);
    gc();
    const after = process.memoryUsage().heapUsed;
    held.pop();
    return after - before;
  });
  return sizes.sort((a, b) => a - b)[1];
}

/**
 * Full collections until one frees almost nothing: the games played leave garbage that the engine's caches
 * beside their states (weakly keyed) let go of over several collections.
 */
function settleHeap(): void {
  for (let i = 0, before = Number.POSITIVE_INFINITY; i < 10; i++) {
    gc();
    const now = process.memoryUsage().heapUsed;
    if (before - now < 64 * 1024) return;
    before = now;
  }
}

/** One size's measurement: its current game, and what its measured games added up to so far. */
interface SizeRun {
  n: number;
  seed: number;
  game: Game | null;
  /** The current game's decisions so far (the seed of its next slice's driver is seed + this). */
  played: number;
  players: ReturnType<typeof bots>;
  row: MeleeRow;
  ms: number;
  cpu: number;
  layers: number;
  /** The JSON of the largest final state so far. */
  largest: string;
}

function grandMeleeScaling(): MeleeRow[] {
  process.stderr.write("Grand Melee table sizes…\n");
  const warm: SizeRun = sizeRun(10, 100);
  while (warm.row.decisions < WARM_UP_DECISIONS) playSlice(warm, Number.POSITIVE_INFINITY);
  const runs = MELEE_SIZES.map((n) => sizeRun(n, 0));
  for (let busy = true; busy; ) {
    busy = false;
    for (const run of runs) if (playSlice(run, MIN_DECISIONS)) busy = true;
  }
  return runs.map(({ row, ms, cpu, layers, largest }) => ({
    ...row,
    kib: largest.length / 1024,
    heapMiB: heapOf(largest) / 2 ** 20,
    usPerDecision: (ms / row.decisions) * 1000,
    cpuUsPerDecision: (cpu / row.decisions) * 1000,
    layersPerDecision: layers / row.decisions,
  }));
}

/** A size's measurement, before its first game (seeds after `seed`). */
function sizeRun(n: number, seed: number): SizeRun {
  const row: MeleeRow = {
    players: n,
    games: 0,
    decisions: 0,
    usPerDecision: 0,
    cpuUsPerDecision: 0,
    kib: 0,
    heapMiB: 0,
    objects: 0,
    layersPerDecision: 0,
  };
  return { n, seed, game: null, played: 0, players: bots(n), row, ms: 0, cpu: 0, layers: 0, largest: "" };
}

/**
 * Plays one slice of a size's current game (a new game first — set up and its mulligans played, not
 * measured — if none is going); false, playing nothing, once the size has measured `enough` decisions
 * (or 40 games) and its last game is over.
 */
function playSlice(run: SizeRun, enough: number): boolean {
  if (run.game === null) {
    if (run.row.decisions >= enough || run.row.games >= 40) return false;
    run.seed++;
    const { setup } = buildSetup({ variant: "grand-melee", players: run.n, seed: run.seed });
    run.game = Game.create(cardDb, setup, { events: false });
    run.played = 0;
    for (let k = 0; run.game.state.status !== "playing" && k < 10 * run.n; k++)
      playGame(run.game, run.players, { seed: run.seed, maxDecisions: 1 }); // the mulligans
  }
  const game = run.game;
  const layers0 = layerComputations();
  const t0 = performance.now();
  const c0 = cpuNow();
  if (!game.isOver() && (game.state.melee?.turns ?? 0) < ROUNDS * run.n)
    run.played += playGame(game, run.players, { seed: run.seed + run.played, maxDecisions: SLICE }).decisions;
  run.ms += performance.now() - t0;
  run.cpu += cpuNow() - c0;
  run.layers += layerComputations() - layers0;
  if (game.isOver() || (game.state.melee?.turns ?? 0) >= ROUNDS * run.n) {
    run.row.games++;
    run.row.decisions += run.played;
    const json = JSON.stringify(game.state);
    if (json.length > run.largest.length) run.largest = json;
    run.row.objects = Math.max(run.row.objects, Object.keys(game.state.objects).length);
    run.game = null;
  }
  return true;
}

/** The parts of the bench, each of which `--part` runs alone (in a child process of `--against`). */
const PARTS = {
  duels,
  multiplayer,
  copies,
  layers,
  "grand-melee": async () => grandMeleeScaling(),
};
type Part = keyof typeof PARTS;

function header(): void {
  const cpu = cpus()[0]?.model ?? "unknown";
  console.log(`Roundtable benchmarks — ${new Date().toISOString().slice(0, 10)}`);
  console.log(
    `Node ${process.version}, ${availableParallelism()} CPU(s): ${cpu}, ${fmt(totalmem() / 2 ** 30, 1)} GiB memory\n`,
  );
}

async function main(args: string[]): Promise<void> {
  const problem = argsProblem(args);
  if (problem !== null) {
    console.error(`npm run bench: ${problem}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  // `--part NAME`: one part, its results as one line of JSON (what `--against` reads from each tree).
  if (args[0] === "--part") {
    const part = PARTS[args[1] as Part];
    if (part === undefined)
      throw new Error(`--part: unknown part "${args[1]}" (${Object.keys(PARTS).join(", ")})`);
    console.log(JSON.stringify(await part()));
    return;
  }
  header();
  // `npm run bench -- workers [N]`: simulate's speed-up on worker threads alone (bench/workers.ts).
  // Imported when asked for, as the bots' ladder is: `--against` runs this file in an older tree too.
  if (args[0] === "workers") {
    const { printWorkers } = await import("./workers.ts");
    await printWorkers(args[1] === undefined ? undefined : Number(args[1]));
    return;
  }
  // `npm run bench -- bots [games]`: the bot ladder (bench/bots.ts).
  if (args[0] === "bots") {
    const { botLadder } = await import("./bots.ts");
    botLadder(args.slice(1));
    return;
  }
  // `npm run bench -- history COMMIT [--every N]`: main's speed since a fixed commit (bench/history.ts).
  if (args[0] === "history") {
    const { runHistory } = await import("./history.ts");
    runHistory(args[1], args.slice(2));
    return;
  }
  const against = args.indexOf("--against");
  if (against >= 0) {
    const { runAgainst } = await import("./against.ts");
    await runAgainst(
      args[against + 1],
      args.filter((_, i) => i !== against && i !== against + 1),
    );
    return;
  }
  // `npm run bench -- grand-melee`: the Grand Melee table sizes alone.
  if (args[0] === "grand-melee") {
    printGrandMelee(grandMeleeScaling());
    return;
  }
  printGames([...(await duels()), ...(await multiplayer())]);
  const c = await copies();
  console.log(`\n${c.about}`);
  printOps("copy / hash", c.rows);
  const l = await layers();
  console.log(`\n${l.about.join("\n")}`);
  printOps("layers", l.rows);
  console.log(l.after);
  printGrandMelee(grandMeleeScaling());
  console.log(`\nTotal time ${fmt((performance.now() - started) / 1000, 1)} s`);
}

await main(process.argv.slice(2));
