/**
 * `roundtable simulate`: many bot games without events, with a progress bar; prints win rates by seat,
 * draws, average turns and decisions, and games per second. Game i uses seed (seed + i).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { type AttackRule, Game } from "@roundtable/engine";
import cliProgress from "cli-progress";
import { botsFor, buildSetup, type DeckSource, playerName } from "../table.ts";

export interface SimulateOptions {
  variant: string;
  players: number;
  games: number;
  seed: number;
  /** A bot name for every seat, or a comma-separated name per seat. */
  bot: string;
  attack?: AttackRule;
  /** Where decks come from: the ready decks or random decks from the whole pool. */
  decks?: DeckSource;
  saveFailures?: string;
  maxDecisions?: number;
  /** Before each decision, the chance that a random player concedes (to exercise leaving the game). */
  concedeChance?: number;
  /** Show a progress bar on stderr. */
  progress: boolean;
}

export interface SimulateSummary {
  games: number;
  wins: number[];
  draws: number;
  unfinished: number;
  errors: number;
  turns: number;
  decisions: number;
  seconds: number;
}

function pct(n: number, of: number): string {
  return of === 0 ? "0.0%" : `${((100 * n) / of).toFixed(1)}%`;
}

export function simulateCommand(opts: SimulateOptions, write: (line: string) => void): number {
  if (opts.saveFailures) mkdirSync(opts.saveFailures, { recursive: true });
  const sum: SimulateSummary = {
    games: 0,
    wins: Array.from({ length: opts.players }, () => 0),
    draws: 0,
    unfinished: 0,
    errors: 0,
    turns: 0,
    decisions: 0,
    seconds: 0,
  };
  const bar = opts.progress
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
  const failures: string[] = [];
  const started = performance.now();
  bar?.start(opts.games, 0);
  try {
    for (let i = 0; i < opts.games; i++) {
      const seed = (opts.seed + i) | 0;
      const { setup } = buildSetup({ ...opts, seed });
      const game = Game.create(cardDb, setup, { events: false });
      const bots = botsFor(opts.bot, setup.players.length);
      let failure: string | null = null;
      try {
        const r = playGame(game, bots, {
          seed,
          maxDecisions: opts.maxDecisions,
          concedeChance: opts.concedeChance,
        });
        sum.turns += r.turns;
        sum.decisions += r.decisions;
        if (!r.finished) {
          sum.unfinished++;
          failure = `game with seed ${seed} did not finish in ${r.decisions} decisions`;
        } else if (r.winners.length === 1) sum.wins[r.winners[0]]++;
        else sum.draws++;
      } catch (err) {
        sum.errors++;
        failure = err instanceof Error ? err.message : String(err);
        failures.push(`seed ${seed}: ${failure.split("\n")[0]}`);
      }
      sum.games++;
      if (failure !== null && opts.saveFailures) {
        const file = join(opts.saveFailures, `game-${seed}.json`);
        writeFileSync(file, `${JSON.stringify({ ...game.record(), failure }, null, 2)}\n`);
      }
      bar?.increment();
    }
  } finally {
    bar?.stop();
  }
  sum.seconds = (performance.now() - started) / 1000;
  printSummary(opts, sum, write);
  for (const f of failures.slice(0, 10)) write(`  error: ${f}`);
  if (failures.length > 10) write(`  … and ${failures.length - 10} more`);
  if (opts.saveFailures && (sum.errors > 0 || sum.unfinished > 0))
    write(`Saved ${sum.errors + sum.unfinished} failing game record(s) to ${opts.saveFailures}`);
  return sum.errors > 0 ? 1 : 0;
}

function printSummary(opts: SimulateOptions, s: SimulateSummary, write: (line: string) => void): void {
  const finished = s.games - s.errors;
  write(
    `${s.games} game${s.games === 1 ? "" : "s"}: ${opts.variant}, ${opts.players} players${opts.attack ? `, attack ${opts.attack}` : ""}, ${opts.bot} bots, seeds ${opts.seed}–${opts.seed + s.games - 1}`,
  );
  write("Win rate by seat:");
  const rows: [string, number][] = s.wins.map((w, seat) => [`seat ${seat + 1} (${playerName(seat)})`, w]);
  rows.push(["draws", s.draws]);
  if (s.unfinished > 0) rows.push(["unfinished", s.unfinished]);
  if (s.errors > 0) rows.push(["errors", s.errors]);
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  for (const [label, n] of rows)
    write(`  ${`${label}:`.padEnd(width)} ${pct(n, s.games).padStart(6)}  (${n})`);
  const avg = (n: number): string => (finished > 0 ? (n / finished).toFixed(1) : "0");
  write(`Average turns per game: ${avg(s.turns)}`);
  write(`Average decisions per game: ${avg(s.decisions)}`);
  const rate = s.seconds > 0 ? s.games / s.seconds : 0;
  write(`Games per second: ${rate.toFixed(1)} (${s.seconds.toFixed(2)} s in all)`);
}
