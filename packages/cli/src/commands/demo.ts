/**
 * `roundtable demo`: bots play a game with ready decks while the log is printed.
 */
import { writeFileSync } from "node:fs";
import { playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { Game, turnRanges } from "@roundtable/engine";
import { LogFormatter, resultLine } from "../log.ts";
import { rangeLines, seatLines, tableWords } from "../seating.ts";
import { botsFor, buildSetup, bySeat, defaultDecisionCap, type TableOptions, turnsPlayed } from "../table.ts";

export interface DemoOptions extends TableOptions {
  /** A bot name for every seat, or a comma-separated name per seat. */
  bot: string;
  save?: string;
  maxDecisions?: number;
}

export function demoCommand(opts: DemoOptions, write: (line: string) => void): number {
  const { setup, deckNames } = buildSetup(opts);
  const game = Game.create(cardDb, setup);
  const log = new LogFormatter(game, null);
  const cfg = game.state.config;
  const words = [...tableWords(cfg, opts.players), `${opts.bot} bots`, `seed ${opts.seed}`];
  write(`Roundtable demo — ${words.join(", ")}`);
  for (const line of seatLines(game.state, bySeat(game.state, setup, deckNames), null)) write(line);
  for (const line of log.lines(game.startEvents)) write(line);
  // 801.2c: who is in whose range, as the first turn begins and whenever it changes (a player left).
  let ranges = "";
  const showRanges = (lines: string[]): string[] => {
    const inRange = turnRanges(game.state);
    const now = JSON.stringify(inRange);
    if (!inRange || now === ranges) return lines;
    ranges = now;
    let at = lines.length - 1;
    while (at >= 0 && !lines[at].startsWith("\nTurn ")) at--;
    return [...lines.slice(0, at + 1), ...rangeLines(game.state), ...lines.slice(at + 1)];
  };
  const bots = bySeat(game.state, setup, botsFor(opts.bot, setup.players.length));
  const result = playGame(game, bots, {
    seed: opts.seed,
    maxDecisions: opts.maxDecisions ?? defaultDecisionCap(opts.players),
    onEvents: (events) => {
      for (const line of showRanges(log.lines(events))) write(line);
    },
  });
  write("");
  if (!result.finished) write(`The game was stopped after ${result.decisions} decisions without a result.`);
  else if (!log.sawResult) write(resultLine(game.tableView()));
  write(
    `Game over after ${turnsPlayed(game.state)} turns and ${result.decisions} decisions (hash ${game.hash()}).`,
  );
  if (opts.save) {
    writeFileSync(opts.save, `${JSON.stringify(game.record(), null, 2)}\n`);
    write(`Saved the game record to ${opts.save}`);
  }
  return 0;
}
