/**
 * The public face of the engine: a Game wraps a plain-data GameState and a card database, records the
 * input log, and exposes the decision protocol. Everything it does is deterministic: a game is
 * seed + setup + inputs (principle 1).
 */
import type { CardDb } from "./cards/types.ts";
import type { Answer, BackAnswer, Decision, EngineError } from "./decisions.ts";
import { forgetBattlefieldIndex } from "./engine/characteristics/battlefieldIndex.ts";
import { invalidateLayers } from "./engine/context/layerCache.ts";
import { startFromLayout, startFromSetup } from "./engine/game/start.ts";
import { checkAnswer, concede, declareLoop, fullControl, submitAnswer } from "./engine/game/submit.ts";
import { openDecisions } from "./engine/players/lanes.ts";
import { playersChanged } from "./engine/players/playerChecks.ts";
import { forgetRanges } from "./engine/players/players.ts";
import type { GameEvent } from "./events.ts";
import { forkState } from "./forkState.ts";
import { HASH_FORMAT, hashState } from "./hash.ts";
import { shapeObjects } from "./objectFields.ts";
import { type Recipient, type SeatView, seatView } from "./seatView.ts";
import type { GameSetup, TableLayout } from "./setup.ts";
import type { GameState, PlayerId } from "./state.ts";
import { type TableView, tableView } from "./tableView.ts";
import { type PlayerView, viewFor } from "./view.ts";

/**
 * One recorded input: an answer to a decision, a concession, a declared loop, or a player's full control
 * turned on or off. {@link GameRecord.inputs} lists them.
 */
export type Input =
  | { player: PlayerId; decision: number; answer: Answer | BackAnswer }
  | { player: PlayerId; concede: true }
  /** 104.4b, 801.16: the table declares an unbreakable loop; the controllers of the objects in it. */
  | { loop: PlayerId[] }
  /** The player asks to be given every priority decision, even when they can only pass ({@link Game.setFullControl}). */
  | { player: PlayerId; fullControl: boolean };

/** A replayable game: seed + setup + input log (principle 1). */
export interface GameRecord {
  /** The record format's version. */
  format: 1;
  /** How the game began: a real game's {@link GameSetup}, or an exact position's {@link TableLayout}. */
  start: { setup: GameSetup } | { layout: TableLayout };
  /** Every accepted input, in order (answers in their normalised form). */
  inputs: Input[];
  /** Hash of the final state, to check a replay against. */
  hash: string;
  /**
   * The {@link HASH_FORMAT} `hash` was taken in (absent: 1, a record made before formats were named). A
   * replay's hash is comparable with `hash` only in the same format.
   */
  hashFormat?: number;
}

/**
 * What {@link Game.submit}, {@link Game.concede}, {@link Game.declareLoop} and {@link Game.setFullControl}
 * return: the events of an accepted input, or an {@link EngineError} (nothing changed).
 */
export type Result = { ok: true; events: GameEvent[] } | EngineError;

/** Options of {@link Game.create}, {@link Game.fromLayout} and {@link Game.replay}. */
export interface GameOptions {
  /** Collect events (default true). Simulations turn this off for speed. */
  events?: boolean;
}

/**
 * One game: its state, the card database it plays with, and the log of accepted inputs. The engine asks,
 * players answer: {@link Game.pending} (or {@link Game.decisions}) is the open {@link Decision}, and
 * {@link Game.submit} answers it with the {@link Answer} its kind takes; a wrong answer is an
 * {@link EngineError} and changes nothing. Each player sees the game through {@link Game.view}. A game is
 * its seed, setup and inputs: {@link Game.record} saves it and {@link Game.replay} plays it again to the
 * same {@link Game.hash}.
 *
 * @example
 * ```ts
 * import { Game } from "@roundtable/engine";
 * import { cardDb, decks } from "@roundtable/cards";
 *
 * const players = decks.slice(0, 3).map((d) => ({ name: d.name, deck: d.cards }));
 * const game = Game.create(cardDb, { variant: "free-for-all", seed: 42, players });
 * const decision = game.pending(); // { kind: "mulligan", player: 2, id: 1, … }
 * if (decision?.kind === "mulligan") game.submit(decision.player, decision.id, { keep: true });
 * Game.replay(cardDb, game.record()).hash() === game.hash(); // true
 * ```
 */
export class Game {
  /** The card definitions the game plays with (`cardDb` of `@roundtable/cards`). */
  readonly db: CardDb;
  /** The whole state: plain JSON data. Read it freely; change it only through the methods. */
  state: GameState;
  /** Every accepted input so far, in order. */
  readonly inputs: Input[] = [];
  /** How the game began: {@link GameRecord.start}. */
  readonly start: GameRecord["start"];
  private readonly collect: boolean;
  /** Events produced while setting the game up (shuffles, opening hands, first decisions). */
  readonly startEvents: GameEvent[];

  private constructor(
    db: CardDb,
    state: GameState,
    start: GameRecord["start"],
    startEvents: GameEvent[],
    opts: GameOptions,
  ) {
    this.db = db;
    this.state = state;
    this.start = start;
    this.startEvents = startEvents;
    this.collect = opts.events !== false;
  }

  /** A real game (103): shuffles, opening hands and mulligans. Throws ConfigError/SetupError on bad setup. */
  static create(db: CardDb, setup: GameSetup, opts: GameOptions = {}): Game {
    const events: GameEvent[] | null = opts.events === false ? null : [];
    const state = startFromSetup(db, setup, events);
    return new Game(db, state, { setup }, events ?? [], opts);
  }

  /** An exact position (scenario files). Throws ConfigError/SetupError on bad layout. */
  static fromLayout(db: CardDb, layout: TableLayout, opts: GameOptions = {}): Game {
    const events: GameEvent[] | null = opts.events === false ? null : [];
    const state = startFromLayout(db, layout, events);
    return new Game(db, state, { layout }, events ?? [], opts);
  }

  /** Replays a record; the caller compares `hash()` with `record.hash`. Throws if an input is rejected. */
  static replay(db: CardDb, record: GameRecord, opts: GameOptions = {}): Game {
    const game =
      "setup" in record.start
        ? Game.create(db, record.start.setup, opts)
        : Game.fromLayout(db, record.start.layout, opts);
    record.inputs.forEach((input, i) => {
      const r = game.apply(input);
      if (!r.ok) throw new Error(`replay: input ${i} was rejected (${r.code}): ${r.message}`);
    });
    return game;
  }

  /** Applies one recorded input (an answer, a concession, a declared loop, full control), as `replay` does. */
  apply(input: Input): Result {
    return "loop" in input
      ? this.declareLoop(input.loop)
      : "concede" in input
        ? this.concede(input.player)
        : "fullControl" in input
          ? this.setFullControl(input.player, input.fullControl)
          : this.submit(input.player, input.decision, input.answer);
  }

  /**
   * The open decision, or null when the game is over. Grand Melee has one open decision per turn marker
   * (807.4): this is the lowest-numbered marker's; `decisions()` lists them all.
   */
  pending(): Decision | null {
    return this.state.melee === undefined ? this.state.pending : (openDecisions(this.state)[0] ?? null);
  }

  /** Every open decision — one per turn marker in Grand Melee, answerable in any order (807.4). */
  decisions(): Decision[] {
    return openDecisions(this.state);
  }

  /**
   * Says that `state` was changed in place from outside the engine (a test or a tool setting up a
   * position): what the engine keeps about it besides the state — who controls what on the battlefield,
   * the table of ranges, that no player was near losing (704.5a–c), the objects' shapes (objectFields.ts)
   * — is worked out again. Replacing `state` with another object needs no call.
   */
  edited(): void {
    shapeObjects(this.state, true);
    invalidateLayers(this.state);
    forgetBattlefieldIndex(this.state);
    forgetRanges(this.state);
    playersChanged(this.state);
  }

  /**
   * Answers the open decision. An illegal, stale or malformed answer returns an EngineError and changes
   * nothing. The answer may be any value (it comes from people, bots, the network): it is read as the
   * JSON it would become (`engine/answerShape.ts`), and the state and the record keep only that
   * normalised answer.
   */
  submit(player: PlayerId, decisionId: number, answer: Answer | BackAnswer): Result {
    const r = this.guard(() => submitAnswer(this.db, this.state, player, decisionId, answer, this.collect));
    if (!r.ok) return r;
    this.state = r.state;
    this.inputs.push({ player, decision: decisionId, answer: r.answer });
    return { ok: true, events: r.events };
  }

  /** Validates an answer without applying it: null if `submit` would accept it. Guarded as `submit` is. */
  check(player: PlayerId, decisionId: number, answer: Answer | BackAnswer): EngineError | null {
    return this.guard(() => checkAnswer(this.db, this.state, player, decisionId, answer));
  }

  /** 104.3a: a player may concede at any time, even while another player is deciding. */
  concede(player: PlayerId): Result {
    const r = this.guard(() => concede(this.db, this.state, player, this.collect));
    if (!r.ok) return r;
    this.state = r.state;
    this.inputs.push({ player, concede: true });
    return { ok: true, events: r.events };
  }

  /**
   * Full control, on or off, for a player still in the game: with it on, the engine doesn't pass priority
   * by itself for them when they can only pass or make mana — they are asked, with only "pass" offered, so
   * that nobody learns from a pass made at once that they hold nothing to use (principle 4). Any time, even
   * while another player is deciding; nothing open is asked again: it counts from the next priority on.
   * `on` may be any value (it comes from the network): anything but true or false is refused.
   */
  setFullControl(player: PlayerId, on: boolean): Result {
    const r = this.guard(() => fullControl(this.state, player, on));
    if (!r.ok) return r;
    this.state = r.state;
    this.inputs.push({ player, fullControl: on });
    return { ok: true, events: r.events };
  }

  /**
   * 104.4b, 801.16: the players (or a judge) declare that the game is in an unbreakable loop of mandatory
   * actions, naming the controllers of the objects in it: a draw — under range of influence, for them and
   * the players in their ranges only.
   */
  declareLoop(players: PlayerId[]): Result {
    const r = this.guard(() => declareLoop(this.db, this.state, players, this.collect));
    if (!r.ok) return r;
    this.state = r.state;
    this.inputs.push({ loop: r.players });
    return { ok: true, events: r.events };
  }

  /**
   * Runs an engine step. The engine changes the state in place; if it fails with an internal error
   * half-way, the state is rebuilt by replaying the recorded inputs (the game is seed + setup + inputs),
   * so a caller that catches the error still has the game exactly as it was.
   */
  private guard<T>(step: () => T): T {
    try {
      return step();
    } catch (e) {
      const start = this.start;
      const rebuilt = Game.replay(
        this.db,
        { format: 1, start, inputs: this.inputs, hash: "" },
        { events: false },
      );
      this.state = rebuilt.state;
      throw new Error(
        `internal engine error (the game state was restored): ${e instanceof Error ? e.message : String(e)}`,
        {
          cause: e,
        },
      );
    }
  }

  /** The game has ended (104): every player has won, lost, drawn or left. */
  isOver(): boolean {
    return this.state.status === "over";
  }

  /**
   * What one player (or a spectator, `null`) may see: {@link tableView} and {@link seatView} combined by
   * {@link combineView}. Hidden information (others' hands, libraries, others' decisions) is left out.
   */
  view(viewer: PlayerId | null): PlayerView {
    return viewFor(this.db, this.state, viewer);
  }

  /** The public part of every view, identical for every recipient (a server computes it once per change). */
  tableView(): TableView {
    return tableView(this.db, this.state);
  }

  /** A recipient's own part of the view: the hands they may see, their open decisions in full. */
  seatView(who: Recipient): SeatView {
    return seatView(this.db, this.state, who);
  }

  /** A hash of the whole state: a replay of {@link Game.record} gives the same one. */
  hash(): string {
    return hashState(this.state);
  }

  /**
   * An independent copy for search: same db, its own state and input log. Cheap: the two states share
   * their objects until either changes one (forkState.ts).
   */
  fork(): Game {
    const g = new Game(this.db, forkState(this.state), this.start, [], { events: this.collect });
    for (const input of this.inputs) g.inputs.push(input);
    return g;
  }

  /** The game as seed + setup + inputs, with its hash: a copy, which the caller may change freely. */
  record(): GameRecord {
    const { start, inputs } = structuredClone({ start: this.start, inputs: this.inputs });
    return { format: 1, start, inputs, hash: this.hash(), hashFormat: HASH_FORMAT };
  }
}
