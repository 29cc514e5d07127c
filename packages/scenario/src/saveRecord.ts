/**
 * Saving a position of a recorded game (`roundtable replay FILE --save-position N`): the beginning of the
 * turn in which the record's input N is made. A game that passed automatically for players who could only
 * pass (the usual `autoPass`) never stopped at that turn's upkeep, so the record is replayed with every
 * priority asked, and the priorities the game passed by itself are passed here — the same game, stopping
 * where a position can be saved (layoutOf.ts).
 */
import {
  type CardDb,
  Game,
  type GameRecord,
  type Input,
  LayoutError,
  layoutProblems,
  onlyPassOrMana,
} from "@roundtable/engine";
import { type ScenarioFile, savePosition } from "./save.ts";

/** Passes the priorities the recorded game passed by itself; at each, remembers a position if one can be saved. */
export function passAutomatically(game: Game, auto: boolean, seen: (game: Game) => void): void {
  for (;;) {
    seen(game);
    const d = game.pending();
    if (!auto || d === null || d.kind !== "priority" || !onlyPassOrMana(d.actions)) return;
    const r = game.submit(d.player, d.id, { choice: 0 });
    if (!r.ok) throw new Error(`replay: an automatic pass was rejected: ${r.message}`);
  }
}

export function apply(game: Game, input: Input, i: number): void {
  const d = "decision" in input ? game.decisions().find((x) => x.player === input.player) : undefined;
  const r =
    "loop" in input
      ? game.declareLoop(input.loop)
      : "concede" in input
        ? game.concede(input.player)
        : game.submit(input.player, d?.id ?? -1, input.answer);
  if (!r.ok) throw new Error(`replay: input ${i} was rejected (${r.code}): ${r.message}`);
}

/**
 * The scenario file of the beginning of the turn in which input `n` (1 = the first) of `record` is made —
 * `n` = 0: the game's position before any input. Throws LayoutError naming what cannot be saved at that
 * turn's beginning.
 */
export function savePositionAt(db: CardDb, record: GameRecord, n: number): ScenarioFile {
  const start = "setup" in record.start ? record.start.setup : record.start.layout;
  const auto = start.autoPass !== false;
  const game =
    "setup" in record.start
      ? Game.create(db, { ...record.start.setup, autoPass: false }, { events: false })
      : Game.fromLayout(db, { ...record.start.layout, autoPass: false }, { events: false });
  let saved: { turn: number; file: ScenarioFile } | null = null;
  let problems: { turn: number; list: string[] } | null = null;
  const seen = (g: Game): void => {
    const turn = g.state.turn.number;
    if (g.state.turn.step !== "upkeep" || saved?.turn === turn) return;
    const list = layoutProblems(db, g.state);
    if (list.length === 0) saved = { turn, file: savePosition(g) };
    else if (problems?.turn !== turn) problems = { turn, list };
  };
  const upTo = Math.min(n, record.inputs.length);
  for (let i = 0; i < upTo; i++) {
    passAutomatically(game, auto, seen);
    apply(game, record.inputs[i], i);
  }
  if (upTo === 0) passAutomatically(game, auto, seen);
  const turn = game.state.turn.number;
  const found = saved as { turn: number; file: ScenarioFile } | null;
  if (found !== null && found.turn === turn) return found.file;
  const why = problems as { turn: number; list: string[] } | null;
  throw new LayoutError(
    why?.turn === turn
      ? why.list
      : [`the beginning of turn ${turn} was not reached at the upkeep's first priority`],
  );
}
