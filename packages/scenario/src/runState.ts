/**
 * One run of a scenario as its parts see it: the game, what has been taken and answered so far, and where
 * the game is. The run itself (runner.ts) extends it; the parts of a run (actions.ts, choices.ts,
 * refusals.ts, melee.ts) take it, so that none of them imports the runner.
 */
import type { CardDb, Decision, Game, GameEvent, GameState, Step } from "@roundtable/engine";
import { shownTurn } from "@roundtable/engine";
import { ScenarioRunError } from "./answer.ts";
import type { Failure } from "./expect.ts";
import { type LaneInfo, laneInfos, laneWhere, meleeWhere, position, where } from "./lanes.ts";
import { seatOf } from "./layout.ts";
import { fileName } from "./names.ts";
import { outOfRange } from "./rangeNotes.ts";
import type { Scenario, ScenarioAction, TurnRef } from "./schema.ts";
import { verbOf } from "./schema.ts";
import { turnInFile, turnLabel } from "./table.ts";

/** Safety caps: a scenario that runs longer than this fails. */
export const MAX_DECISIONS = 20_000;
export const MAX_TURN = 200;

export interface RunResult {
  passed: boolean;
  /** How many players sat at the table (the listed players and any bystanders). */
  tableSize: number;
  /** For a file with `ranges`: the range of influence of this run (null: unlimited); else absent. */
  range?: number | null;
  failures: Failure[];
  /** The game as the run left it; null if it could not be set up. */
  game: Game | null;
  /** Why the run failed before the expectations could be checked. */
  error?: string;
  /**
   * Where the run stopped, its turn numbered as the game's (from a saved position's `turnNumber`, as the
   * file numbers it; Grand Melee: `marker`, the turn marker whose turn `turn` is).
   */
  stoppedAt: { turn: number; step: Step; gameOver: boolean; marker?: number } | null;
  /** How many decisions the runner answered. */
  decisions: number;
  /** One line per answered decision: where, who, what was asked, the answer and what gave it. */
  trace: string[];
  /** Every event of the run's game, in order (not those of refused attempts, tried on forks). */
  events: GameEvent[];
}

/** A cast, activate or deploy action whose follow-up questions (601.2b–h, 602.2b) are being answered. */
export interface OpenAction {
  index: number;
  action: ScenarioAction;
  seat: number;
  /** Grand Melee: the turn marker whose lane the questions are asked in (0 without turn markers). */
  marker: number;
  /** The action's `targets`; for `deploy`, the teammate of `to`. */
  targets: (string | string[])[] | undefined;
  nextTarget: number;
  xUsed: boolean;
  modesUsed: boolean;
  divideUsed: boolean;
  nextPay: number;
}

/** An `onStack` entry naming only a spell or only an ability: "Man-o'-War (ability)". */
const STACK_KIND = / \((spell|ability)\)$/;

/**
 * The state of one run and its queries; {@link Runner} (runner.ts) runs it.
 */
export abstract class RunState {
  readonly names: string[];
  readonly taken: boolean[];
  readonly nextChoice = new Map<string, number>();
  open: OpenAction | null = null;
  decisions = 0;
  stoppedAt: RunResult["stoppedAt"] = null;
  readonly trace: string[] = [];
  /** The events of the game: those of its start, then those each answer and concession returns. */
  readonly events: GameEvent[];
  /**
   * The active player of each turn that has begun, by the engine's count of the file's turns (index 0: the
   * file's first). Grand Melee: sparse until every turn that began together has been seen.
   */
  readonly turns: number[] = [];
  /** Grand Melee: the turn marker that carried each turn that has begun, by the engine's turn number. */
  readonly markerOfTurn = new Map<number, number>();
  /** Grand Melee: the lane of the decision being answered (its turn's ranges, its stack); null otherwise. */
  here: LaneInfo | null = null;

  /**
   * `scn` is the scenario as run at this table (bystanders seated); `listed` is the number of listed
   * players when the file has `tableSizes`, else null.
   */
  constructor(
    readonly scn: Scenario,
    readonly db: CardDb,
    readonly game: Game,
    readonly listed: number | null,
  ) {
    this.names = scn.players.map((p) => p.name);
    this.taken = scn.actions.map(() => false);
    this.events = [...game.startEvents];
  }

  /** A run of the same scenario on a fork of the game (refusals.ts tries an `illegal` action on it). */
  abstract fork(): RunState;

  /** Answers decision d: `h` is the action the run is at (or null), `at` where the game is. */
  abstract answerDecision(d: Decision, h: number | null, at: string): void;

  actionLabel(i: number): string {
    const a = this.scn.actions[i];
    const verb = verbOf(a);
    const what =
      verb === "concede"
        ? "concede"
        : verb === "deploy"
          ? `deploy ${JSON.stringify(a.deploy)} to ${JSON.stringify(a.to)}`
          : `${verb} ${JSON.stringify(a[verb])}`;
    return `actions[${i}] (${a.player}: ${what}, ${turnLabel(a.turn)} ${a.step})`;
  }

  /**
   * Records the turn the game is in. With `tableSizes`, a numeric turn must stay one of the listed players'
   * first turns, taken in seating order: validation checks this when nobody leaves, but a departure makes
   * the later turns come sooner (and an extra turn shifts them), after which the same number may be
   * another player's turn at another size. The check doesn't depend on the size, so it fails at all of them.
   */
  observeTurn(s: GameState): void {
    const n = s.turn.number;
    if (n <= this.turns.length) return;
    if (n !== this.turns.length + 1)
      throw new ScenarioRunError(
        `internal: the runner saw no decision in turn ${shownTurn(s, this.turns.length + 1)}`,
      );
    this.turns.push(s.turn.active);
    if (this.listed === null) return;
    const listed = this.listed;
    const firstRound = this.turns.every((seat, k) => seat < listed && (k === 0 || seat > this.turns[k - 1]));
    if (firstRound) return;
    const refs: [string, TurnRef][] = this.scn.actions.map((a, i) => [`actions[${i}].turn`, a.turn]);
    if (this.scn.stopAt) refs.push(["stopAt.turn", this.scn.stopAt.turn]);
    const bad = refs.find(([, t]) => typeof t === "number" && this.turnNumber(t) === n);
    if (bad !== undefined)
      throw new ScenarioRunError(
        `${bad[0]}: ${turnLabel(bad[1])} is ${this.names[s.turn.active]}'s turn at this table of ${this.names.length}: ` +
          `once turns leave the listed players' first round (a player left, or took an extra turn), a ` +
          `numbered turn may name another player's turn at another table size; name the turn by its player ` +
          `({"player": …, "nth": …})`,
      );
  }

  /**
   * The engine's number of a turn (its count of the file's turns, from 1): a numbered turn's, whether or not
   * it has begun; a player's turn's once it has begun, else null.
   */
  turnNumber(t: TurnRef): number | null {
    if (typeof t === "number") return turnInFile(this.scn, t);
    const seat = this.names.indexOf(t.player);
    let count = 0;
    for (let k = 0; k < this.turns.length; k++) if (this.turns[k] === seat && ++count === t.nth) return k + 1;
    return null;
  }

  /** Why a turn that hasn't begun never will (800.4k), or null. */
  neverBegins(t: TurnRef): string | null {
    if (typeof t === "number" || this.turnNumber(t) !== null) return null;
    const p = this.game.state.players[this.names.indexOf(t.player)];
    return p.left ? `${turnLabel(t)} will never begin: ${t.player} has left the game (800.4k)` : null;
  }

  /** Grand Melee: the number of a turn that has begun (turns are numbered as they begin, 807.4b), or null. */
  begunTurn(t: TurnRef): number | null {
    const n = this.turnNumber(t);
    return n === null || n > (this.game.state.melee?.turns ?? 0) ? null : n;
  }

  /** Where a turn and step fall; +Infinity while the turn hasn't begun. */
  position(t: TurnRef, step: Step): number {
    const n = this.turnNumber(t);
    return n === null ? Number.POSITIVE_INFINITY : position(n, step);
  }

  objName(id: number): string {
    const o = this.game.state.objects[id];
    return o === undefined ? `object ${id}` : (fileName(this.db, o.card) ?? o.card);
  }

  decisionLabel(d: Decision): string {
    const purpose = "purpose" in d ? ` (${d.purpose})` : "";
    // 800.4g–h: a choice asked of a player who has left, made by another.
    const behalf = d.onBehalfOf === undefined ? "" : ` on behalf of ${this.names[d.onBehalfOf]}`;
    return `${d.kind}${purpose} decision "${d.prompt}" for ${this.names[d.player]}${behalf} in ${this.whereOf(d)}`;
  }

  /** Where decision d is asked: its turn and step (Grand Melee: and its turn marker). */
  whereOf(d: Decision): string {
    const s = this.game.state;
    if (s.melee === undefined) return where(s);
    const l = laneInfos(s).find((x) => x.decision?.id === d.id);
    return l === undefined ? this.whereNow() : laneWhere(s, l);
  }

  /** Where the game is: the turn and step (Grand Melee: of the decision being answered, or of every turn). */
  whereNow(): string {
    const s = this.game.state;
    if (s.melee === undefined) return where(s);
    if (this.here !== null) return laneWhere(s, this.here);
    return meleeWhere(s);
  }

  /**
   * Counts one more decision; fails past the safety caps. `now`: where the game is; `turn`: its latest turn,
   * by the engine's count (how many turns the run has played).
   */
  countDecision(now: string, turn: number): void {
    if (++this.decisions > MAX_DECISIONS)
      throw new ScenarioRunError(`safety cap: more than ${MAX_DECISIONS} decisions (now in ${now})`);
    if (turn > MAX_TURN)
      throw new ScenarioRunError(`safety cap: more than ${MAX_TURN} turns (now in ${now})`);
  }

  /**
   * Whether decision `d` is the one action `i` (of the current turn and step) waits for: for a concession,
   * any decision once the questions of an action being taken are answered (or, with `insteadOf`, the
   * player's decision of that kind); for the other verbs, the player's priority (with `stackEmpty`, with
   * an empty stack), attackers or blockers decision.
   */
  meets(i: number, d: Decision): boolean {
    const a = this.scn.actions[i];
    const seat = seatOf(this.scn, a.player);
    const verb = verbOf(a);
    if (verb === "concede")
      return (
        this.open === null && (a.insteadOf === undefined || (d.kind === a.insteadOf && d.player === seat))
      );
    const wants = verb === "attack" ? "attackers" : verb === "block" ? "blockers" : "priority";
    return d.player === seat && d.kind === wants && this.stackReady(a);
  }

  /** Whether the stack is as action `a` waits for it to be: empty (`stackEmpty`), or holding `onStack`. */
  private stackReady(a: ScenarioAction): boolean {
    const stack = this.here?.stack ?? this.game.state.stack;
    if (a.stackEmpty) return stack.length === 0;
    if (a.onStack === undefined) return true;
    const want = a.onStack;
    return stack.length === want.length && stack.every((id, i) => this.stackEntryIs(id, want[i]));
  }

  /**
   * Whether the object `id` on the stack is the `onStack` entry `entry`: its card's name, or the name with
   * " (spell)" or " (ability)" for only a spell or only an ability (Man-o'-War's spell and the ability it
   * puts on the stack as it enters have one name).
   */
  private stackEntryIs(id: number, entry: string): boolean {
    const name = this.objName(id);
    if (entry === name) return true;
    const kind = STACK_KIND.exec(entry);
    if (kind === null || entry.slice(0, kind.index) !== name) return false;
    const info = this.game.state.objects[id]?.stack;
    return info !== undefined && (info.kind === "spell") === (kind[1] === "spell");
  }

  /** rangeNotes.ts: why `text` is out of `seat`'s range this turn (801.2–801.4), or null. */
  outOfRange(seat: number, text: string, rule: string, what: string): string | null {
    const s = this.game.state;
    return outOfRange(this.db, s, this.names, seat, text, rule, what, this.here?.turn ?? s.turn);
  }
}
