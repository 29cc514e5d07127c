/**
 * Who takes a file's turns, as the engine begins them (DEVELOPERS.md principle 6: the rules of turn order
 * live in the engine, its `turnsToCome`): turn 1's player — with shared team turns the starting team's
 * primary player (805.3, 805.2) — then the extra turns to come (500.7; 805.8: a team's), then turn order
 * (101.4; 805.4: team after team; 800.4k: never a player who has left). The engine is asked with a game of
 * the file's turn layout (layout.ts `turnLayout`: its players, variant, options, starting player and extra
 * turns, no cards), so that a file whose cards aren't checked yet has it too.
 */
import {
  activePlayers,
  type CardDb,
  ConfigError,
  Game,
  type GameState,
  lanes,
  type PlayerId,
  SetupError,
  type TableLayout,
  turnsToCome,
} from "@roundtable/engine";

/**
 * The game of a file's turn layout as its turn 1 begins, or null where the engine refuses it (the run says
 * why: a starting player who has left, an extra turn without `laterTurn`, …).
 */
export function turnGame(db: CardDb, layout: TableLayout): GameState | null {
  try {
    return Game.fromLayout(db, layout, { events: false }).state;
  } catch (e) {
    if (e instanceof SetupError || e instanceof ConfigError) return null;
    throw e;
  }
}

/**
 * Who takes the game's turn 1 in `s`, a turn game: the starting player — with shared team turns the starting
 * team's primary player, whoever the layout's `start` is (805.3) —, in Grand Melee turn marker 1's holder,
 * whose turn is numbered first (807.4b).
 */
export function startingPlayer(s: GameState): PlayerId {
  return (lanes(s).find(({ lane }) => lane.turn.number === 1)?.lane.turn ?? s.turn).active;
}

/** 805.4a: the active players of the game's turn 1 in `s`, a turn game: the starting player's team. */
export function firstTurnPlayers(s: GameState): PlayerId[] {
  return activePlayers(s, startingPlayer(s));
}

/**
 * The seats of the file's first `count` turns (its own count, from 1) in `s`, a turn game (`turnGame`)
 * without turn markers (Grand Melee's go on several at once, 807.4: validate.ts checks those files
 * otherwise), as the engine will begin them if nobody else leaves and no more extra turns are made: turn 1's
 * active player, then the engine's `turnsToCome` — the extra turns to come in the order they will be taken,
 * then turn order from the seat `extraTurnAfter` gave, or turn 1's. Fewer when nobody takes turns.
 */
export function turnSeats(s: GameState, count: number): PlayerId[] {
  return count <= 0 ? [] : [s.turn.active, ...turnsToCome(s, count - 1)];
}

/**
 * Why the player of `seat` takes no turns of their own in `s`, a turn game (`turnGame`), so that a file can't
 * name one of their turns: they have left the game (800.4k), or with shared team turns their team's turns are
 * its primary player's (805.2, 805.4a: the first of the team still in the game) — null when they take turns.
 */
export function noTurnsOf(s: GameState, seat: PlayerId): string | null {
  const p = s.players[seat];
  if (p.left) return `${p.name} has left the game: their turns don't begin (800.4k)`;
  const taker = activePlayers(s, seat)[0];
  if (taker === seat || taker === undefined) return null;
  const name = s.players[taker].name;
  return (
    `${p.name} takes no turns of their own: with shared team turns their team's turns are ${name}'s ` +
    `(805.2, 805.4a); name the turn by ${name}, e.g. {"player": "${name}", "nth": 1}`
  );
}
