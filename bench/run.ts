/**
 * `npm run bench`: engine throughput with random bots (events off), and the cost of forking a mid-game
 * state (the deep copy search uses). Each game iteration plays a different seed, in a fixed sequence,
 * so two runs measure the same games. Prints the machine and a table; see docs/PERFORMANCE.md.
 * `npm run bench -- bots` plays the bot ladder instead (bots.ts); `-- grand-melee` the Grand Melee sizes.
 */
import { availableParallelism, cpus, totalmem } from "node:os";
import { makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { buildSetup } from "@roundtable/cli";
import { computeLayers, Game, hashState, layerComputations } from "@roundtable/engine";
import { Bench, type Task } from "tinybench";
import { botLadder } from "./bots.ts";
import { printWorkers } from "./workers.ts";

type Variant = "duel" | "free-for-all" | "emperor" | "two-headed-giant" | "emperor-classic" | "grand-melee";

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
      const game = newGame(variant, players, seed);
      const r = playGame(game, bots(players), { seed, maxDecisions: 20000 });
      if (measuring) {
        stats.ms += performance.now() - t0;
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

function fmt(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return "–";
  return n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function latency(task: Task): { mean: number; rme: number; samples: number } {
  const r = task.result;
  if (r.state !== "completed")
    throw new Error(`${task.name}: ${r.state}${"error" in r ? ` (${r.error})` : ""}`);
  return { mean: r.latency.mean, rme: r.latency.rme, samples: r.latency.samplesCount };
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

async function main(): Promise<void> {
  const started = performance.now();
  const cpu = cpus()[0]?.model ?? "unknown";
  console.log(`Roundtable benchmarks — ${new Date().toISOString().slice(0, 10)}`);
  console.log(
    `Node ${process.version}, ${availableParallelism()} CPU(s): ${cpu}, ${fmt(totalmem() / 2 ** 30, 1)} GiB memory\n`,
  );

  // `npm run bench -- workers [N]`: simulate's speed-up on worker threads alone.
  if (process.argv[2] === "workers") {
    await printWorkers(process.argv[3] === undefined ? undefined : Number(process.argv[3]));
    return;
  }
  // `npm run bench -- bots [games]`: the bot ladder (bots.ts).
  if (process.argv[2] === "bots") {
    botLadder(process.argv.slice(3));
    return;
  }
  // `npm run bench -- grand-melee`: the Grand Melee table sizes alone.
  if (process.argv[2] === "grand-melee") {
    printGrandMelee();
    return;
  }

  // ---- whole games -------------------------------------------------------------------------------
  const duel: GameStats = { games: 0, decisions: 0, turns: 0, unfinished: 0, ms: 0 };
  const ffa: GameStats = { games: 0, decisions: 0, turns: 0, unfinished: 0, ms: 0 };
  const games = new Bench({ time: 8000, iterations: 30, warmupTime: 1000, warmupIterations: 5 });
  addGameTask(games, "duel (2 players)", "duel", 2, duel);
  const ffaBench = new Bench({ time: 20000, iterations: 12, warmupTime: 2000, warmupIterations: 2 });
  addGameTask(ffaBench, "free-for-all (4 players)", "free-for-all", 4, ffa);
  // 809: two teams of three, ranges 1 and 2, deploy creatures, adjacent attacks only.
  const emperor: GameStats = { games: 0, decisions: 0, turns: 0, unfinished: 0, ms: 0 };
  addGameTask(ffaBench, "emperor (6 players, ranges, deploy)", "emperor", 6, emperor);
  // 810: shared team turns, shared life; the classic Emperor: territories and marches.
  const giant: GameStats = { games: 0, decisions: 0, turns: 0, unfinished: 0, ms: 0 };
  addGameTask(ffaBench, "two-headed-giant (4 players)", "two-headed-giant", 4, giant);
  const classic: GameStats = { games: 0, decisions: 0, turns: 0, unfinished: 0, ms: 0 };
  addGameTask(ffaBench, "emperor-classic (6 players, territories)", "emperor-classic", 6, classic);
  process.stderr.write("playing duels…\n");
  await games.run();
  process.stderr.write("playing 4-player games…\n");
  await ffaBench.run();

  // ---- fork a mid-game state ----------------------------------------------------------------------
  const seed = 1;
  const mid = newGame("free-for-all", 4, seed);
  const r = playGame(mid, bots(4), { seed, maxDecisions: 150 });
  if (mid.isOver()) throw new Error("the 4-player game ended before 150 decisions; pick another seed");
  const json = JSON.stringify(mid.state);
  const copies = new Bench({ time: 1500, warmupTime: 300 });
  copies.add("fork()", () => mid.fork());
  copies.add("JSON round trip", () => JSON.parse(JSON.stringify(mid.state)));
  copies.add("hash", () => hashState(mid.state));
  process.stderr.write("forking…\n");
  await copies.run();

  // ---- the layer system ------------------------------------------------------------------------------
  // 4-player games with random decks from the whole pool (lords, Coat of Arms, type-changing effects):
  // how often the layers are computed per decision, and what one computation costs on a busy board.
  process.stderr.write("layer system…\n");
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
  const layers = new Bench({ time: 1500, warmupTime: 300 });
  const board = busiest!;
  layers.add("computeLayers (busiest pool board)", () => computeLayers(cardDb, board.state));
  layers.add("computeLayers (mid-game preset board)", () => computeLayers(cardDb, mid.state));
  await layers.run();

  // ---- report ---------------------------------------------------------------------------------------
  const rows: string[][] = [
    ["random bots, events off", "games/s", "decisions/s", "ms/game", "±%", "decisions/game", "games"],
  ];
  for (const [task, s] of [
    [games.tasks[0], duel],
    [ffaBench.tasks[0], ffa],
    [ffaBench.tasks[1], emperor],
    [ffaBench.tasks[2], giant],
    [ffaBench.tasks[3], classic],
  ] as const) {
    const l = latency(task);
    rows.push([
      task.name,
      fmt(1000 / l.mean, 2),
      fmt((s.decisions / s.ms) * 1000, 0),
      fmt(l.mean, 1),
      fmt(l.rme, 1),
      fmt(s.decisions / s.games, 0),
      `${s.games}${s.unfinished ? ` (${s.unfinished} unfinished)` : ""}`,
    ]);
  }
  console.log(table(rows));

  const o = Object.keys(mid.state.objects).length;
  console.log(
    `\nMid-game state: 4-player free-for-all, seed ${seed}, after ${r.decisions} decisions (turn ${mid.state.turn.number}),` +
      ` ${o} objects, ${mid.state.battlefield.length} permanents, ${fmt(json.length / 1024, 1)} KiB of JSON`,
  );
  const crow: string[][] = [["copy / hash", "µs/op", "ops/s", "±%"]];
  for (const task of copies.tasks) {
    const l = latency(task);
    crow.push([task.name, fmt(l.mean * 1000, 1), fmt(1000 / l.mean, 0), fmt(l.rme, 1)]);
  }
  console.log(table(crow));
  const lay = latency(layers.tasks[0]);
  const msPerDecision = poolMs / poolDecisions;
  console.log(
    `\nLayer system: ${poolGames} four-player games with pool decks, ${fmt(poolDecisions, 0)} decisions, ` +
      `${fmt(msPerDecision * 1000, 0)} µs per decision; the layers were computed ${fmt(perDecision, 2)} times per decision.`,
  );
  console.log(
    `Busiest board: ${board.state.battlefield.length} permanents, ${board.state.effects.length} continuous effects, ` +
      `${layeredLoad(board)} permanents with static abilities.`,
  );
  const lrow: string[][] = [["layers", "µs/op", "ops/s", "±%"]];
  for (const task of layers.tasks) {
    const l = latency(task);
    lrow.push([task.name, fmt(l.mean * 1000, 1), fmt(1000 / l.mean, 0), fmt(l.rme, 1)]);
  }
  console.log(table(lrow));
  console.log(
    `Estimated layer cost per decision: ${fmt(perDecision * lay.mean * 1000, 1)} µs (at most ${fmt(((perDecision * lay.mean) / msPerDecision) * 100, 1)} % of a decision).`,
  );
  printGrandMelee();
  console.log(`\nTotal time ${fmt((performance.now() - started) / 1000, 1)} s`);
}

/**
 * Grand Melee (807) at 10 to 200 players: how the cost of a decision grows with the table. Each game plays
 * the same number of rounds (every player takes about ROUNDS turns: the game's turn count reaches ROUNDS × n)
 * with random bots, events off, after the mulligans; small tables play more seeds so every size measures
 * at least MIN_DECISIONS decisions, after a warm-up of WARM_UP_DECISIONS at 10 players (other seeds). Memory per game: the size of the game state (its JSON) at the end —
 * the whole game is that state (principle 2) — and the number of objects in it.
 */
const ROUNDS = 6;
const MIN_DECISIONS = 4000;
/** Decisions played at 10 players before measuring, so that every size is measured with compiled code. */
const WARM_UP_DECISIONS = 4000;

function printGrandMelee(): void {
  const gm = grandMeleeScaling();
  console.log(table(gm.rows));
  console.log(
    `Cost per decision at 200 players: ${fmt(gm.ratio, 2)}× the cost at 10 players (issue 6 asks for at most 2×).`,
  );
}

function grandMeleeScaling(): { rows: string[][]; ratio: number } {
  process.stderr.write("Grand Melee table sizes…\n");
  const rows = [
    [
      "grand-melee",
      "games",
      "decisions",
      "µs/decision",
      "decisions/s",
      "state KiB",
      "objects",
      "× 10 players",
    ],
  ];
  for (let seed = 101, warm = 0; warm < WARM_UP_DECISIONS; seed++)
    warm += measureGrandMelee(10, seed).decisions;
  let base = 0;
  let ratio = 0;
  for (const n of [10, 25, 50, 100, 200]) {
    let games = 0;
    let decisions = 0;
    let ms = 0;
    let kib = 0;
    let objects = 0;
    for (let seed = 1; decisions < MIN_DECISIONS && seed <= 40; seed++) {
      const r = measureGrandMelee(n, seed);
      games++;
      decisions += r.decisions;
      ms += r.ms;
      kib = Math.max(kib, r.kib);
      objects = Math.max(objects, r.objects);
    }
    const us = (ms / decisions) * 1000;
    if (n === 10) base = us;
    ratio = us / base;
    rows.push([
      `${n} players`,
      fmt(games, 0),
      fmt(decisions, 0),
      fmt(us, 0),
      fmt(1e6 / us, 0),
      fmt(kib, 0),
      fmt(objects, 0),
      fmt(ratio, 2),
    ]);
  }
  return { rows, ratio };
}

function measureGrandMelee(
  n: number,
  seed: number,
): { decisions: number; ms: number; kib: number; objects: number } {
  const { setup } = buildSetup({ variant: "grand-melee", players: n, seed });
  const game = Game.create(cardDb, setup, { events: false });
  const players = bots(n);
  for (let k = 0; game.state.status !== "playing" && k < 10 * n; k++)
    playGame(game, players, { seed, maxDecisions: 1 }); // the mulligans
  let decisions = 0;
  const t0 = performance.now();
  while (!game.isOver() && (game.state.melee?.turns ?? 0) < ROUNDS * n)
    decisions += playGame(game, players, { seed: seed + decisions, maxDecisions: 50 }).decisions;
  const ms = performance.now() - t0;
  const kib = JSON.stringify(game.state).length / 1024;
  return { decisions, ms, kib, objects: Object.keys(game.state.objects).length };
}

await main();
