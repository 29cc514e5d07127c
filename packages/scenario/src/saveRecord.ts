/**
 * Saving a position of a recorded game (`roundtable replay FILE --save-position N`): the beginning of the
 * turn in which the record's input N is made. A game that passed automatically for players who could only
 * pass (the usual `autoPass`) never stopped at that turn's upkeep, so the record is replayed with every
 * priority asked, and the priorities the game passed by itself are passed here — the same game, stopping
 * where a position can be saved (layoutOf.ts). Before the first turn, while the players take their
 * mulligans (103.5), the position itself is saved (`inMulligans`): nobody has priority then.
 */
import {
  askedAtEveryPriority,
  type CardDb,
  Game,
  type GameRecord,
  type GameState,
  type Input,
  LayoutError,
  layoutProblems,
  onlyPassOrMana,
  shownTurn,
} from "@roundtable/engine";
import { type ScenarioFile, savePosition } from "./save.ts";

/**
 * Passes the priorities the recorded game passed by itself — not those it asked under full control (the
 * record answers them): of a player who has it on, or `asked`, the decision open as full control was
 * turned off (nothing is asked again). At each, remembers a position if one can be saved.
 */
export function passAutomatically(
  game: Game,
  auto: boolean,
  seen: (game: Game) => void,
  asked?: number,
): void {
  for (;;) {
    seen(game);
    const d = game.pending();
    if (!auto || d === null || d.kind !== "priority" || !onlyPassOrMana(d.actions)) return;
    if (d.id === asked || askedAtEveryPriority(game.state, d.onBehalfOf ?? d.player)) return;
    const r = game.submit(d.player, d.id, { choice: 0 });
    if (!r.ok) throw new Error(`replay: an automatic pass was rejected: ${r.message}`);
  }
}

/**
 * Applies recorded input `i`; after full control turned on or off, the id of the decision open then (the
 * recorded game asked it and waits for its answer), for `passAutomatically`.
 */
export function apply(game: Game, input: Input, i: number): number | undefined {
  const d = "decision" in input ? game.decisions().find((x) => x.player === input.player) : undefined;
  const r = "decision" in input ? game.submit(input.player, d?.id ?? -1, input.answer) : game.apply(input);
  if (!r.ok) throw new Error(`replay: input ${i} was rejected (${r.code}): ${r.message}`);
  return "fullControl" in input ? game.pending()?.id : undefined;
}

/**
 * The recorded game after its first `n` inputs, if it is still in its starting sequence then (103.5: the
 * mulligans), replayed as recorded — no priority is asked before the first turn; else null.
 */
export function inMulligans(db: CardDb, record: GameRecord, n: number): Game | null {
  const game =
    "setup" in record.start
      ? Game.create(db, record.start.setup, { events: false })
      : Game.fromLayout(db, record.start.layout, { events: false });
  for (const [i, input] of record.inputs.slice(0, n).entries()) {
    if (game.state.status !== "starting") return null;
    const r = game.apply(input);
    if (!r.ok) throw new Error(`replay: input ${i} was rejected (${r.code}): ${r.message}`);
  }
  return game.state.status === "starting" ? game : null;
}

/** The recorded game from its start with every priority asked; `auto`: whether the recorded game passed by itself. */
export function replayFromStart(db: CardDb, record: GameRecord): { game: Game; auto: boolean } {
  const start = "setup" in record.start ? record.start.setup : record.start.layout;
  const game =
    "setup" in record.start
      ? Game.create(db, { ...record.start.setup, autoPass: false }, { events: false })
      : Game.fromLayout(db, { ...record.start.layout, autoPass: false }, { events: false });
  // 807.4: no position of a game with turn markers can be saved (layoutProblems), and a replay asking every
  // priority can't follow one that passed by itself in several turns at once: said before replaying.
  if (game.state.config.turnMarkers)
    throw new LayoutError(["Grand Melee's turn markers and their turns (807.4)"]);
  return { game, auto: start.autoPass !== false };
}

/**
 * The beginnings of turns met while replaying (the upkeep's first priority): the latest one kept (a fork of the
 * game, written as a file only when asked for: writing one runs it, save.ts), or why the latest one could not be
 * (layoutProblems).
 */
export class TurnStarts {
  private saved: { turn: number; game: Game } | null = null;
  private problems: { turn: number; list: string[] } | null = null;
  constructor(
    private readonly db: CardDb,
    private readonly name?: string,
  ) {}

  /** At each position of the replay: saves a turn's beginning not met before; true when it was saved now. */
  see(g: Game): boolean {
    const turn = g.state.turn.number;
    if (g.state.turn.step !== "upkeep" || this.saved?.turn === turn) return false;
    const list = layoutProblems(this.db, g.state);
    if (list.length === 0) {
      this.saved = { turn, game: g.fork() };
      return true;
    }
    if (this.problems?.turn !== turn) this.problems = { turn, list };
    return false;
  }

  /** The file of the beginning of the turn `s` is in; throws LayoutError naming why it was not saved. */
  fileOf(s: GameState): ScenarioFile {
    const turn = s.turn.number;
    if (this.saved !== null && this.saved.turn === turn) return savePosition(this.saved.game, this.name);
    throw new LayoutError(
      this.problems?.turn === turn
        ? this.problems.list
        : turn === 0
          ? ["the game ended before its first turn, during the mulligans (103.5): it has no position to save"]
          : [`the beginning of turn ${shownTurn(s, turn)} was not reached at the upkeep's first priority`],
    );
  }
}

/**
 * The scenario file of the beginning of the turn in which input `n` (1 = the first) of `record` is made;
 * during the mulligans (103.5), of the position after the first `n` inputs — `n` = 0: the opening hands,
 * before any input. Throws LayoutError naming what cannot be saved at that turn's beginning.
 */
export function savePositionAt(db: CardDb, record: GameRecord, n: number): ScenarioFile {
  const starting = inMulligans(db, record, n);
  if (starting !== null) return savePosition(starting);
  const { game, auto } = replayFromStart(db, record);
  const starts = new TurnStarts(db);
  const seen = (g: Game): void => {
    starts.see(g);
  };
  const upTo = Math.min(n, record.inputs.length);
  let asked: number | undefined;
  for (let i = 0; i < upTo; i++) {
    passAutomatically(game, auto, seen, asked);
    asked = apply(game, record.inputs[i], i);
  }
  if (upTo === 0) passAutomatically(game, auto, seen);
  return starts.fileOf(game.state);
}
