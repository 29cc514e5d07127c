/**
 * `roundtable demo`: bots play a game with ready decks while the log is printed.
 */
import { writeFileSync } from "node:fs";
import { playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { type AttackRule, Game } from "@roundtable/engine";
import { LogFormatter, resultLine } from "../log.ts";
import { botsFor, buildSetup } from "../table.ts";

export interface DemoOptions {
  seed: number;
  players: number;
  variant: string;
  attack?: AttackRule;
  /** A bot name for every seat, or a comma-separated name per seat. */
  bot: string;
  save?: string;
  maxDecisions?: number;
}

export function demoCommand(opts: DemoOptions, write: (line: string) => void): number {
  const { setup, deckNames } = buildSetup(opts);
  const game = Game.create(cardDb, setup);
  const log = new LogFormatter(game, null);
  const attack = game.state.config.attack;
  write(
    `Roundtable demo — ${game.state.config.name}, ${opts.players} players${attack !== "single" ? `, attack ${attack}` : ""}, ${opts.bot} bots, seed ${opts.seed}`,
  );
  setup.players.forEach((p, i) => {
    write(`  ${p.name} plays ${deckNames[i]}`);
  });
  for (const line of log.lines(game.startEvents)) write(line);
  const bots = botsFor(opts.bot, setup.players.length);
  const result = playGame(game, bots, {
    seed: opts.seed,
    maxDecisions: opts.maxDecisions,
    onEvents: (events) => {
      for (const line of log.lines(events)) write(line);
    },
  });
  write("");
  if (!result.finished) write(`The game was stopped after ${result.decisions} decisions without a result.`);
  else if (!log.sawResult) write(resultLine(game));
  write(`Game over after ${result.turns} turns and ${result.decisions} decisions (hash ${game.hash()}).`);
  if (opts.save) {
    writeFileSync(opts.save, `${JSON.stringify(game.record(), null, 2)}\n`);
    write(`Saved the game record to ${opts.save}`);
  }
  return 0;
}
