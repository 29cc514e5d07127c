/**
 * Real engine games for the component tests: a table set up as `roundtable simulate` sets it up, played by
 * random bots one decision at a time until the position wanted, so the views the components are given are
 * the engine's own (no hand-written view to drift from the types).
 */
import { makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { buildSetup } from "@roundtable/cli";
import { Game, type GameEvent } from "@roundtable/engine";

export interface TableOptions {
  variant: string;
  players: number;
  seed: number;
  /** 801: a limited range of influence. */
  range?: number;
  /** 901: Planechase added to the variant. */
  planechase?: boolean;
}

export function startGame(t: TableOptions): Game {
  return Game.create(cardDb, buildSetup(t).setup, { events: true });
}

/** Plays `game` with random bots until `done` holds (of the game and the events so far) (an error after `max` decisions); the events on the way. */
export function playUntil(
  game: Game,
  done: (g: Game, events: readonly GameEvent[]) => boolean,
  max = 3000,
): GameEvent[] {
  const bots = game.state.players.map(() => makeBot("random"));
  const events: GameEvent[] = [];
  for (let i = 0; i < max && !done(game, events) && !game.isOver(); i++)
    playGame(game, bots, { seed: i, maxDecisions: 1, onEvents: (e) => events.push(...e) });
  if (!done(game, events)) throw new Error(`the position was not reached in ${max} decisions`);
  return events;
}
