/**
 * One finished game, replayed on demand to any step of its record (principle 1: seed + setup + inputs).
 * Stepping is cheap both ways: the game at the last step asked is kept (the cursor), and a copy of it is
 * kept every `every` inputs on the way (checkpoints), so a step back replays at most `every` inputs.
 */
import {
  type CardDb,
  type Decision,
  Game,
  type GameEvent,
  type GameRecord,
  type Input,
} from "@roundtable/engine";

/** At most this many checkpoints a game: their spacing grows with the record's length. */
export const MAX_CHECKPOINTS = 32;
/** The closest spacing of checkpoints, in inputs. */
export const MIN_SPACING = 16;

export class ReplayCursor {
  readonly steps: number;
  readonly every: number;
  private readonly checkpoints = new Map<number, Game>();
  /** The events of the game's start (shuffles, opening hands): step 0's. */
  private readonly startEvents: GameEvent[];
  /** The game after `step` inputs, the events of the last and the decision it answered (none at step 0, for a concession or a loop). */
  private cursor: { step: number; game: Game; events: GameEvent[]; answered?: Decision };

  constructor(
    db: CardDb,
    private readonly record: GameRecord,
  ) {
    this.steps = record.inputs.length;
    this.every = Math.max(MIN_SPACING, Math.ceil(this.steps / MAX_CHECKPOINTS));
    const start =
      "setup" in record.start
        ? Game.create(db, record.start.setup)
        : Game.fromLayout(db, record.start.layout);
    this.startEvents = start.startEvents;
    this.checkpoints.set(0, start.fork());
    this.cursor = { step: 0, game: start, events: this.startEvents };
  }

  /** The input that makes step `step` (from 1): the record's `step`th. */
  input(step: number): Input {
    return this.record.inputs[step - 1];
  }

  /** How many games are kept (the checkpoints and the cursor): what the cache counts. */
  get kept(): number {
    return this.checkpoints.size + 1;
  }

  /**
   * The game after its first `step` inputs (0 ≤ step ≤ steps), the events of the last of them and the
   * decision it answered.
   */
  at(step: number): { game: Game; events: GameEvent[]; answered?: Decision } {
    if (!(Number.isInteger(step) && step >= 0 && step <= this.steps))
      throw new RangeError(`step ${step} is not in 0–${this.steps}`);
    if (step === 0) {
      if (this.cursor.step !== 0) this.cursor = this.fromCheckpoint(0);
      return this.cursor;
    }
    // Reach the step before, then apply its input for its events.
    if (this.cursor.step !== step) {
      const nearest = Math.floor((step - 1) / this.every) * this.every;
      if (this.cursor.step > step - 1 || (this.cursor.step < nearest && this.checkpoints.has(nearest)))
        this.cursor = this.fromCheckpoint(step - 1);
      while (this.cursor.step < step) this.advance();
    }
    return this.cursor;
  }

  /** A copy of the last checkpoint at or before `step`, as the cursor. */
  private fromCheckpoint(step: number): ReplayCursor["cursor"] {
    const at = Math.floor(step / this.every) * this.every;
    const game = this.checkpoints.get(at);
    // Checkpoints are laid as the cursor first passes them; none beyond the furthest step reached.
    if (game === undefined) return this.fromCheckpoint(at - this.every);
    return { step: at, game: game.fork(), events: at === 0 ? this.startEvents : [] };
  }

  private advance(): void {
    const { game, step } = this.cursor;
    const input = this.record.inputs[step];
    // Grand Melee has a decision open for each turn marker (807.4): the input names its own.
    const answered = "decision" in input ? game.decisions().find((d) => d.id === input.decision) : undefined;
    const r = game.apply(input);
    if (!r.ok) throw new Error(`replay: input ${step} was rejected (${r.code}): ${r.message}`);
    this.cursor = { step: step + 1, game, events: r.events, ...(answered !== undefined ? { answered } : {}) };
    if ((step + 1) % this.every === 0 && !this.checkpoints.has(step + 1))
      this.checkpoints.set(step + 1, game.fork());
  }
}
