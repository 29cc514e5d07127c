/**
 * `roundtable simulate`: many bot games without events, with a progress bar; prints win rates by seat (by
 * player when the seats are drawn at random, 807.3; by team with teams), draws, average turns and
 * decisions, and games per second; in Emperor also wins by seat role (809.2), in Vanguard by vanguard card
 * (902). Game i uses seed (seed + i).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { Game, markerCount, type VariantConfig } from "@roundtable/engine";
import cliProgress from "cli-progress";
import { tableWords } from "../seating.ts";
import {
  botsFor,
  buildSetup,
  bySeat,
  defaultDecisionCap,
  listedBySeat,
  playerName,
  type TableOptions,
  tableConfig,
  turnsPlayed,
} from "../table.ts";

export interface SimulateOptions extends TableOptions {
  games: number;
  /** A bot name for every seat, or a comma-separated name per seat. */
  bot: string;
  saveFailures?: string;
  /** Decision cap per game (default: defaultDecisionCap, which grows with big tables). */
  maxDecisions?: number;
  /** Before each decision, the chance that a random player concedes (to exercise leaving the game). */
  concedeChance?: number;
  /** Show a progress bar on stderr. */
  progress: boolean;
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

function pct(n: number, of: number): string {
  return of === 0 ? "0.0%" : `${((100 * n) / of).toFixed(1)}%`;
}

/**
 * The seat (the listed player when seats are drawn at random), or the team with teams, that the winners
 * are; null for a draw (no winner, or winners of several). `listed`: the listed player in each seat.
 */
function winningSide(cfg: VariantConfig, winners: number[], listed: readonly number[]): number | null {
  const sides = new Set(winners.map((w) => (cfg.teams === null ? listed[w] : cfg.teams[w])));
  return sides.size === 1 ? [...sides][0] : null;
}

export function simulateCommand(opts: SimulateOptions, write: (line: string) => void): number {
  const cfg = tableConfig(opts); // bad options fail here, before any game
  if (opts.saveFailures) mkdirSync(opts.saveFailures, { recursive: true });
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
      // 807.3: with seats drawn at random, each listed player takes their bot to their seat.
      const bots = bySeat(game.state, setup, botsFor(opts.bot, setup.players.length));
      let failure: string | null = null;
      try {
        const r = playGame(game, bots, {
          seed,
          maxDecisions: opts.maxDecisions ?? defaultDecisionCap(opts.players),
          concedeChance: opts.concedeChance,
        });
        sum.turns += turnsPlayed(game.state);
        sum.decisions += r.decisions;
        if (!r.finished) {
          sum.unfinished++;
          failure = `game with seed ${seed} did not finish in ${r.decisions} decisions`;
        } else {
          const side = winningSide(cfg, r.winners, listedBySeat(game.state, setup));
          if (side === null) sum.draws++;
          else sum.wins[side]++;
        }
      } catch (err) {
        sum.errors++;
        failure = err instanceof Error ? err.message : String(err);
        failures.push(`seed ${seed}: ${failure.split("\n")[0]}`);
      }
      sum.games++;
      if (sum.roleWins !== null && cfg.roles !== null)
        for (const [seat, p] of game.state.players.entries())
          if (p.result === "won") sum.roleWins[cfg.roles[seat]]++;
      if (sum.vanguardWins !== null) countVanguards(sum.vanguardWins, game);
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
  printSummary(opts, cfg, sum, write);
  for (const f of failures.slice(0, 10)) write(`  error: ${f}`);
  if (failures.length > 10) write(`  … and ${failures.length - 10} more`);
  if (opts.saveFailures && (sum.errors > 0 || sum.unfinished > 0))
    write(`Saved ${sum.errors + sum.unfinished} failing game record(s) to ${opts.saveFailures}`);
  return sum.errors > 0 ? 1 : 0;
}

/** 902: each player's vanguard card in this game, and whether they won with it. */
function countVanguards(wins: Map<string, { played: number; won: number }>, game: Game): void {
  for (const p of game.state.players) {
    if (p.vanguard === undefined) continue;
    const name = cardDb.get(p.vanguard)?.name ?? p.vanguard;
    const w = wins.get(name) ?? { played: 0, won: 0 };
    w.played++;
    if (p.result === "won") w.won++;
    wins.set(name, w);
  }
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
    `seeds ${opts.seed}–${opts.seed + s.games - 1}`,
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
