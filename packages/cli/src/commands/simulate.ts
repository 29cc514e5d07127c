/**
 * `roundtable simulate`: many bot games without events, with a progress bar; prints win rates by seat (by
 * player when the seats are drawn at random, 807.3; by team with teams), draws, average turns and
 * decisions, and games per second; in Emperor also wins by seat role (809.2), in Vanguard by vanguard card
 * (902). Game i uses seed (seed + i). The games are played here, on `workers` threads, or by
 * simulate-workers through the queue at `queue` (docs/simulate.md); their outcomes are added up in seed
 * order, so the report is the same wherever they ran (but for the games per second).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { markerCount, type VariantConfig } from "@roundtable/engine";
import cliProgress from "cli-progress";
import { tableWords } from "../seating.ts";
import { chunks, runSeeds } from "../simulate/chunks.ts";
import { type GameOptions, type GameOutcome, playSeeds } from "../simulate/games.ts";
import type { QueueResult } from "../simulate/queueProducer.ts";
import { GamePool } from "../simulate/threadPool.ts";
import { botsFor, buildSetup, playerName, tableConfig } from "../table.ts";

export interface SimulateOptions extends Omit<GameOptions, "records"> {
  games: number;
  saveFailures?: string;
  /** Show a progress bar on stderr. */
  progress: boolean;
  /** Play the games on this many worker threads (default 1: on this thread). */
  workers?: number;
  /** A Redis URL: the games go to simulate-workers through the queue there. */
  queue?: string;
}

export interface SimulateSummary {
  games: number;
  /**
   * Games won by each seat, by each player as listed when the seats are drawn at random (807.3), or by
   * each team when there are teams (102.3).
   */
  wins: number[];
  draws: number;
  /** 809.2: in an Emperor game, how many players of each role won (their result is "won"); else null. */
  roleWins: Record<Role, number> | null;
  /** 902: in a Vanguard game, by vanguard card name, the games a player had it and those they won; else null. */
  vanguardWins: Map<string, { played: number; won: number }> | null;
  unfinished: number;
  errors: number;
  turns: number;
  decisions: number;
  seconds: number;
}

type Role = "emperor" | "general";

/** Chunks of seeds a queue run is split into: as if for this many workers (chunks.ts). */
const QUEUE_PARALLEL = 16;

function pct(n: number, of: number): string {
  return of === 0 ? "0.0%" : `${((100 * n) / of).toFixed(1)}%`;
}

/** Bad options throw at once (before any game, thread or queue); the run's exit code comes when it ends. */
export function simulateCommand(opts: SimulateOptions, write: (line: string) => void): Promise<number> {
  const cfg = tableConfig(opts);
  botsFor(opts.bot, buildSetup(opts).setup.players.length);
  if (opts.saveFailures) mkdirSync(opts.saveFailures, { recursive: true });
  return simulate(opts, cfg, write);
}

async function simulate(
  opts: SimulateOptions,
  cfg: VariantConfig,
  write: (line: string) => void,
): Promise<number> {
  const { games, saveFailures, progress, workers, queue, ...table } = opts;
  const options: GameOptions = { ...table, records: saveFailures !== undefined };
  const bar = progress
    ? new cliProgress.SingleBar(
        {
          stream: process.stderr,
          format: "simulating [{bar}] {value}/{total} games | {percentage}% | ETA {eta_formatted}",
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  const seeds = runSeeds(opts.seed, games);
  const started = performance.now();
  bar?.start(games, 0);
  let played: QueueResult;
  try {
    const onGame = () => bar?.increment();
    if (queue !== undefined) {
      // BullMQ and its Redis client are loaded only for a queue run.
      const { queueGames } = await import("../simulate/queueProducer.ts");
      played = await queueGames(queue, options, chunks(seeds, QUEUE_PARALLEL), {
        progress: (n) => bar?.update(n),
        notice: (line) => process.stderr.write(`${line}\n`),
      });
    } else if ((workers ?? 1) > 1) played = await onThreads(options, seeds, workers ?? 1, onGame);
    else {
      const outcomes: GameOutcome[] = [];
      playSeeds(options, seeds, (o) => {
        outcomes.push(o);
        onGame();
      });
      played = { outcomes: [outcomes], failed: [] };
    }
  } finally {
    bar?.stop();
  }
  const { sum, failures } = tally(
    opts,
    cfg,
    played.outcomes.flatMap((o) => o ?? []),
  );
  sum.seconds = (performance.now() - started) / 1000;
  printSummary(opts, cfg, sum, write);
  for (const f of failures.slice(0, 10)) write(`  error: ${f}`);
  if (failures.length > 10) write(`  … and ${failures.length - 10} more`);
  for (const job of played.failed)
    write(`  job failed, seeds ${job.seeds[0]}–${job.seeds.at(-1)} not played: ${job.reason}`);
  if (opts.saveFailures && (sum.errors > 0 || sum.unfinished > 0))
    write(`Saved ${sum.errors + sum.unfinished} failing game record(s) to ${opts.saveFailures}`);
  return sum.errors > 0 || played.failed.length > 0 ? 1 : 0;
}

/** The games played on `workers` threads, in chunks, each thread taking the next chunk when it is free. */
async function onThreads(
  options: GameOptions,
  seeds: number[],
  workers: number,
  onGame: () => void,
): Promise<QueueResult> {
  const pool = new GamePool(workers);
  try {
    const outcomes = await Promise.all(chunks(seeds, workers).map((c) => pool.run(options, c, onGame)));
    return { outcomes, failed: [] };
  } finally {
    await pool.close();
  }
}

/**
 * The summary of the outcomes, added up in seed order, and the errors' lines; each failing game's record
 * is saved to --save-failures (when asked for, its outcome has it).
 */
function tally(
  opts: SimulateOptions,
  cfg: VariantConfig,
  outcomes: GameOutcome[],
): { sum: SimulateSummary; failures: string[] } {
  const sides = cfg.teams === null ? opts.players : new Set(cfg.teams).size;
  const sum: SimulateSummary = {
    games: 0,
    wins: Array.from({ length: sides }, () => 0),
    draws: 0,
    roleWins: cfg.roles === null ? null : { emperor: 0, general: 0 },
    vanguardWins: cfg.vanguard === true ? new Map() : null,
    unfinished: 0,
    errors: 0,
    turns: 0,
    decisions: 0,
    seconds: 0,
  };
  const failures: string[] = [];
  for (const o of outcomes) {
    let failure: string | null = null;
    if (o.played !== null) {
      sum.turns += o.played.turns;
      sum.decisions += o.played.decisions;
      if (!o.played.finished) {
        sum.unfinished++;
        failure = `game with seed ${o.seed} did not finish in ${o.played.decisions} decisions`;
      } else if (o.played.side === null) sum.draws++;
      else sum.wins[o.played.side]++;
    }
    if (o.error !== null) {
      sum.errors++;
      failure = o.error;
      failures.push(`seed ${o.seed}: ${o.error.split("\n")[0]}`);
    }
    sum.games++;
    if (sum.roleWins !== null && o.roleWins !== null) {
      sum.roleWins.emperor += o.roleWins.emperor;
      sum.roleWins.general += o.roleWins.general;
    }
    for (const v of o.vanguards) {
      const w = sum.vanguardWins?.get(v.name) ?? { played: 0, won: 0 };
      w.played++;
      if (v.won) w.won++;
      sum.vanguardWins?.set(v.name, w);
    }
    if (failure !== null && opts.saveFailures && o.record !== null) {
      const file = join(opts.saveFailures, `game-${o.seed}.json`);
      writeFileSync(file, `${JSON.stringify({ ...o.record, failure }, null, 2)}\n`);
    }
  }
  return { sum, failures };
}

function printSummary(
  opts: SimulateOptions,
  cfg: VariantConfig,
  s: SimulateSummary,
  write: (line: string) => void,
): void {
  const finished = s.games - s.errors;
  const words = [
    ...tableWords(cfg, opts.players),
    `${opts.bot} bots`,
    `seeds ${opts.seed}–${opts.seed + opts.games - 1}`,
  ];
  write(`${s.games} game${s.games === 1 ? "" : "s"}: ${words.join(", ")}`);
  if (cfg.turnMarkers)
    write(`Turn markers: ${markerCount(opts.players)} at the start, one for each full four players (807.4a)`);
  const teams = cfg.teams;
  write(
    teams !== null
      ? "Win rate by team:"
      : cfg.randomSeating
        ? "Win rate by player (seated at random each game, 807.3):"
        : "Win rate by seat:",
  );
  const rows: [string, number][] = s.wins.map((w, side) => {
    if (teams !== null) {
      const members = teams.flatMap((t, seat) => (t === side ? [playerName(seat)] : []));
      // 904.2a: in Archenemy one side is the archenemy alone, the other their opponents' team.
      const archenemy = cfg.archenemies?.length === 1 ? teams[cfg.archenemies[0]] : null;
      const name = archenemy === null ? `team ${side + 1}` : side === archenemy ? "archenemy" : "the team";
      return [`${name} (${members.join(", ")})`, w];
    }
    return [cfg.randomSeating ? playerName(side) : `seat ${side + 1} (${playerName(side)})`, w];
  });
  const totals: [string, number][] = [["draws", s.draws]];
  if (s.unfinished > 0) totals.push(["unfinished", s.unfinished]);
  if (s.errors > 0) totals.push(["errors", s.errors]);
  const width = Math.max(...[...rows, ...totals].map(([label]) => label.length)) + 1;
  for (const line of [...rateLines(rows, s.games, width), ...rateLines(totals, s.games, width)]) write(line);
  const roles = cfg.roles;
  if (s.roleWins !== null && roles !== null) {
    // Each player of the role who won counts, out of the games that role was played (games × its seats).
    write("Win rate by role (809.2):");
    const byRole = (["emperor", "general"] as const).map((role) => {
      const names = roles.flatMap((r, seat) => (r === role ? [playerName(seat)] : []));
      const wins = s.roleWins?.[role] ?? 0;
      return { label: `${role} (${names.join(", ")})`, wins, of: s.games * names.length };
    });
    const w = Math.max(...byRole.map((r) => r.label.length)) + 1;
    for (const r of byRole)
      write(`  ${`${r.label}:`.padEnd(w)} ${pct(r.wins, r.of).padStart(6)}  (${r.wins} of ${r.of})`);
  }
  if (s.vanguardWins !== null && s.vanguardWins.size > 0) {
    // Each vanguard's wins out of the games a player had it (random vanguards: protocol seatVanguards).
    write("Win rate by vanguard (902):");
    const byVanguard = [...s.vanguardWins].sort(([a], [b]) => a.localeCompare(b));
    const w = Math.max(...byVanguard.map(([name]) => name.length)) + 1;
    for (const [name, v] of byVanguard)
      write(`  ${`${name}:`.padEnd(w)} ${pct(v.won, v.played).padStart(6)}  (${v.won} of ${v.played})`);
  }
  const avg = (n: number): string => (finished > 0 ? (n / finished).toFixed(1) : "0");
  // 807.4b: in Grand Melee the turns of every turn marker count.
  write(`Average turns per game: ${avg(s.turns)}${cfg.turnMarkers ? " (all turn markers' turns)" : ""}`);
  write(`Average decisions per game: ${avg(s.decisions)}`);
  const rate = s.seconds > 0 ? s.games / s.seconds : 0;
  // Big tables take seconds a game: two significant figures rather than "0.0".
  const shown = rate >= 10 || rate === 0 ? rate.toFixed(1) : rate.toPrecision(2);
  write(`Games per second: ${shown} (${s.seconds.toFixed(2)} s in all)`);
}

/**
 * "  seat 1 (Alice):  25.0%  (1)" for each row; more than 12 rows (a big table) go in columns, three to a
 * line, so that the table stays short.
 */
function rateLines(rows: readonly [string, number][], games: number, width: number): string[] {
  const cells = rows.map(([label, n]) => `${`${label}:`.padEnd(width)} ${pct(n, games).padStart(6)}  (${n})`);
  if (cells.length <= 12) return cells.map((c) => `  ${c}`);
  const cellWidth = Math.max(...cells.map((c) => c.length));
  const out: string[] = [];
  for (let i = 0; i < cells.length; i += 3)
    out.push(
      `  ${cells
        .slice(i, i + 3)
        .map((c) => c.padEnd(cellWidth))
        .join("   ")
        .trimEnd()}`,
    );
  return out;
}
