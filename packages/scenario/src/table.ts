/**
 * Table sizes and turns (docs/scenarios.md, "Table sizes" and "Turns").
 *
 * A file with `tableSizes` runs once per size. The listed players sit first, in their order; bystanders
 * X1, X2, … (a library of 40 Wastes and nothing else) sit after the last listed player, so between the
 * last listed player and the first. Everything else in the file means the same at every size.
 *
 * A file with `ranges` runs once per range of influence (801) at every table size: each run is the file
 * with `options.range` set to that range (null: unlimited, no range option).
 *
 * A turn is a number, the game's (the file's first turn is `turnNumber`, 1 by default, and the others
 * follow in the order they begin, across all players), or a player's nth turn in the file,
 * `{"player": "A", "nth": 2}`, which stays the same turn however many players sit at the table and
 * whoever has left (800.4k). The engine counts the file's turns from 1 (a saved position's game shows them
 * with the game's numbers: its shownTurn); `turnInFile` is the one conversion of a file's number to that
 * count.
 */
import { extraTurnsToCome, type GameState } from "@roundtable/engine";
import type { Scenario, TurnRef } from "./schema.ts";
import { turnSeats } from "./turnOrder.ts";

/** Names reserved for bystanders when the file has `tableSizes`: X1, X2, …, and X* (every bystander). */
export const BYSTANDER_NAME = /^X(\d+|\*)$/;
/** In `inGame`, `lost` and `won`: every bystander at the table. */
export const EVERY_BYSTANDER = "X*";

/** The bystanders at a table of `size`: X1, X2, … */
export function bystanders(scn: Scenario, size: number): string[] {
  return Array.from({ length: Math.max(0, size - scn.players.length) }, (_, i) => `X${i + 1}`);
}

/** The table sizes a scenario runs at: its `tableSizes`, or just its listed players. */
export function tableSizes(scn: Scenario): number[] {
  return scn.tableSizes ?? [scn.players.length];
}

/** The bystanders seated at every table size (those of the smallest table). */
export function commonBystanders(scn: Scenario): string[] {
  return scn.tableSizes === undefined ? [] : bystanders(scn, Math.min(...scn.tableSizes));
}

/**
 * The scenario as it runs at a table of `size`: the listed players, then the bystanders; `"X*"` in
 * `inGame`, `lost` and `won` stands for the bystanders of this table. A file without `tableSizes` is
 * returned as it is.
 */
export function atTableSize(scn: Scenario, size: number): Scenario {
  if (scn.tableSizes === undefined) return scn;
  const extra = bystanders(scn, size);
  const expand = (list: string[] | undefined) =>
    list?.flatMap((name) => (name === EVERY_BYSTANDER ? extra : [name]));
  const x = scn.expect;
  return {
    ...scn,
    players: [...scn.players, ...extra.map((name) => ({ name }))],
    expect: { ...x, inGame: expand(x.inGame), lost: expand(x.lost), won: expand(x.won) },
  };
}

/**
 * The ranges of influence a scenario runs at: its `ranges` (null: unlimited), or [undefined] — one run
 * with the file's own options.
 */
export function scenarioRanges(scn: Scenario): (number | null | undefined)[] {
  return scn.ranges ?? [undefined];
}

/** One run of a scenario: a table size and, for a file with `ranges`, a range of influence. */
export interface ScenarioRun {
  tableSize: number;
  /** Only for a file with `ranges`: the range of this run (null: unlimited). */
  range?: number | null;
}

/** Every run of a scenario, each table size at each range (sizes first, then ranges). */
export function scenarioRuns(scn: Scenario): ScenarioRun[] {
  return tableSizes(scn).flatMap((tableSize) =>
    scenarioRanges(scn).map((range) => (range === undefined ? { tableSize } : { tableSize, range })),
  );
}

/** The scenario as it runs at range `range` of influence (801; null: unlimited): `options.range` set. */
export function atRange(scn: Scenario, range: number | null): Scenario {
  const { range: _, ...options } = scn.options ?? {};
  return { ...scn, options: range === null ? options : { ...options, range } };
}

/**
 * What distinguishes a run from the file's other runs: "4 players", "range 1", "4 players, unlimited
 * range"; "" for a file that runs once.
 */
export function runLabel(scn: Scenario, run: ScenarioRun): string {
  const parts: string[] = [];
  if (scn.tableSizes !== undefined) parts.push(`${run.tableSize} players`);
  if (scn.ranges !== undefined) parts.push(run.range == null ? "unlimited range" : `range ${run.range}`);
  return parts.join(", ");
}

/** The game's number of the file's first turn: a saved position's `turnNumber`, else 1. */
export function firstTurn(scn: Scenario): number {
  return scn.turnNumber ?? 1;
}

/**
 * A numbered turn of the file (the game's number) as the file's own count: 1 for its first turn — the
 * engine's number of that turn in the game the file sets up.
 */
export function turnInFile(scn: Scenario, turn: number): number {
  return turn - firstTurn(scn) + 1;
}

/**
 * The scenario as it runs at its smallest table size: the table `sameAtEverySize` and `nominalTurn` count
 * turns at (validate.ts asks the engine who takes them there: turnOrder.ts).
 */
export function atSmallestTable(scn: Scenario): Scenario {
  return atTableSize(scn, Math.min(...tableSizes(scn)));
}

/**
 * With `tableSizes`, how many numeric turns are the same player's turn at every size: the file's first
 * turns up to this count, listed players' turns in seating order — the runner's first round (runState.ts
 * observeTurn); with no extra turns, the listed players' first turns from the starting player to the last
 * listed player. `s`: the turn game of the smallest table (turnOrder.ts), who takes the turns.
 */
export function sameAtEverySize(scn: Scenario, s: GameState): number {
  const listed = scn.players.length;
  let k = 0;
  let last = -1;
  // Turn 1, the extra turns to come and a round of turns repeat a seat (or give none: nobody takes turns).
  for (const seat of turnSeats(s, 2 + extraTurnsToCome(s).length + s.players.length)) {
    if (seat >= listed || seat <= last) return k;
    last = seat;
    k++;
  }
  return k;
}

/**
 * The turn a numeric turn would be if only the listed players took turns (for hints): at the smallest table,
 * `s` its turn game, with the bystanders' turns passed over.
 */
export function asPlayerTurn(scn: Scenario, turn: number, s: GameState): { player: string; nth: number } {
  const k = turnInFile(scn, turn);
  const seen = firstSeats(s, k)
    .filter((seat) => seat < scn.players.length)
    .slice(0, k);
  const seat = seen.at(-1) ?? 0;
  return { player: s.players[seat].name, nth: Math.max(1, seen.filter((q) => q === seat).length) };
}

/**
 * Where a turn falls if nobody else leaves, at the smallest table (the file's count, from 1; `s` its turn
 * game): only for comparing two turns of one file. The order of two turns is the same at every table size
 * (bystanders sit together after the listed players) and whoever leaves (the skipped turns don't reorder the
 * others). The engine says who takes each turn (turnOrder.ts `turnSeats`: the extra turns to come first,
 * 500.7; with shared team turns a team's turn is its primary player's, 805.4; none of a player who has left,
 * 800.4k).
 */
export function nominalTurn(scn: Scenario, turn: TurnRef, s: GameState): number {
  if (typeof turn === "number") return turnInFile(scn, turn);
  const seat = s.players.findIndex((p) => p.name === turn.player);
  if (seat < 0) return 0; // an unknown player: validate.ts reports it
  let nth = 0;
  for (const [k, q] of firstSeats(s, turn.nth).entries()) if (q === seat && ++nth === turn.nth) return k + 1;
  // They take no turns of their own: they have left (800.4k), or their team's are its primary player's (805.4).
  return Number.POSITIVE_INFINITY;
}

/**
 * The seats of the file's turns in `s`, a turn game (turnOrder.ts `turnSeats`), as far as every player still
 * in the game takes `rounds` turns: turn 1, the extra turns to come, then `rounds` turns each.
 */
function firstSeats(s: GameState, rounds: number): number[] {
  return turnSeats(s, 1 + extraTurnsToCome(s).length + rounds * s.players.length);
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/** Turn 0: the starting sequence of a file that begins in it (`mulligans`), before the first turn (103.5). */
export const MULLIGANS = "turn 0 (the mulligans, 103.5)";

/** "turn 3" or "A's 2nd turn". */
export function turnLabel(turn: TurnRef): string {
  return typeof turn === "number" ? `turn ${turn}` : `${turn.player}'s ${ordinal(turn.nth)} turn`;
}

/** "turn 3 main1", "A's 2nd turn upkeep"; turn 0, the mulligans, has no steps (stopAt). */
export function stopLabel(turn: TurnRef, step: string): string {
  return turn === 0 ? MULLIGANS : `${turnLabel(turn)} ${step}`;
}
