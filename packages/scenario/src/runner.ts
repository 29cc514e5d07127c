/**
 * Runs a scenario: sets up the layout, then answers every decision the engine asks — from `actions`
 * (when the scripted player has the matching decision in the scripted turn and step), from the open
 * action's own fields (targets, x, modes, divide, pay), from `choices`, or with the neutral default
 * (pass, no attacks, no blocks, automatic mana payment). See docs/scenarios.md, "How a scenario runs".
 * A file with `tableSizes` runs once per table size, and a file with `ranges` once per range of influence
 * at each size (table.ts).
 *
 * The parts of a run, each in its own module:
 *   - actions.ts: taking an action, and the answers its fields give to its follow-up questions;
 *   - choices.ts: answers from `choices`;
 *   - refusals.ts: an action with `illegal`, tried on a fork of the game (Game.fork) and refused there;
 *   - melee.ts: Grand Melee (807.4), several turns at once, each turn marker's with its own open decision
 *     (its "lane"): which one to answer, the lane held at `stopAt`, 807.5a/807.5b refusals;
 *   - lanes.ts: where the game is (a turn and step; each turn marker's lane, and which stack a spell is on).
 */

import {
  type Answer,
  type CardDb,
  type Decision,
  Game,
  type GameEvent,
  type GameState,
  type Step,
} from "@roundtable/engine";
import { endsAction, fromOpenAction, type OpenAction, takeAction } from "./actions.ts";
import { ScenarioRunError } from "./answer.ts";
import { fromChoices, unusedChoices } from "./choices.ts";
import { checkExpectations, type Failure } from "./expect.ts";
import { type LaneInfo, laneInfos, laneWhere, meleeWhere, position, where } from "./lanes.ts";
import { buildLayout, seatOf } from "./layout.ts";
import { runMelee } from "./melee.ts";
import { attackingSeat, attackRuleNote, outOfRange } from "./rangeNotes.ts";
import { expectRefusal, refuse } from "./refusals.ts";
import type { Scenario, TurnRef } from "./schema.ts";
import { verbOf } from "./schema.ts";
import {
  atRange,
  atTableSize,
  type ScenarioRun,
  scenarioRanges,
  scenarioRuns,
  tableSizes,
  turnLabel,
} from "./table.ts";
import { describeAnswer } from "./trace.ts";

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
  /** Where the run stopped (Grand Melee: `marker`, the turn marker whose turn `turn` is). */
  stoppedAt: { turn: number; step: Step; gameOver: boolean; marker?: number } | null;
  /** How many decisions the runner answered. */
  decisions: number;
  /** One line per answered decision: where, who, what was asked, the answer and what gave it. */
  trace: string[];
  /** Every event of the run's game, in order (not those of refused attempts, tried on forks). */
  events: GameEvent[];
}

/**
 * One run of a scenario: the game, what has been taken and answered so far, and the answer to each
 * decision. Its parts live in their own modules: actions.ts (an action and its follow-up questions),
 * choices.ts (`choices`), refusals.ts (`illegal`), melee.ts (Grand Melee's lanes).
 */
export class Runner {
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
   * The active player of each turn that has begun (index 0: turn 1). Grand Melee: sparse until every turn
   * that began together has been seen.
   */
  readonly turns: number[] = [];
  /** Grand Melee: the turn marker that carried each turn that has begun, by turn number. */
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

  /** A runner for a fork of the game (refusals.ts tries an `illegal` action on it). */
  fork(): Runner {
    return new Runner(this.scn, this.db, this.game.fork(), this.listed);
  }

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
      throw new ScenarioRunError(`internal: the runner saw no decision in turn ${this.turns.length + 1}`);
    this.turns.push(s.turn.active);
    if (this.listed === null) return;
    const listed = this.listed;
    const firstRound = this.turns.every((seat, k) => seat < listed && (k === 0 || seat > this.turns[k - 1]));
    if (firstRound) return;
    const refs: [string, TurnRef][] = this.scn.actions.map((a, i) => [`actions[${i}].turn`, a.turn]);
    if (this.scn.stopAt) refs.push(["stopAt.turn", this.scn.stopAt.turn]);
    const bad = refs.find(([, t]) => t === n);
    if (bad !== undefined)
      throw new ScenarioRunError(
        `${bad[0]}: turn ${n} is ${this.names[s.turn.active]}'s turn at this table of ${this.names.length}: ` +
          `once turns leave the listed players' first round (a player left, or took an extra turn), a ` +
          `numbered turn may name another player's turn at another table size; name the turn by its player ` +
          `({"player": …, "nth": …})`,
      );
  }

  /** The number of a turn that has begun; null if it hasn't begun yet. */
  turnNumber(t: TurnRef): number | null {
    if (typeof t === "number") return t;
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
    return o === undefined ? `object ${id}` : (this.db.get(o.card)?.name ?? o.card);
  }

  decisionLabel(d: Decision): string {
    const purpose = "purpose" in d ? ` (${d.purpose})` : "";
    // 800.4g–h: a choice asked of a player who has left, made by another.
    const behalf = d.onBehalfOf === undefined ? "" : ` on behalf of ${this.names[d.onBehalfOf]}`;
    return `${d.kind}${purpose} decision "${d.prompt}" for ${this.names[d.player]}${behalf} in ${this.whereOf(d)}`;
  }

  /** Where decision d is asked: its turn and step (Grand Melee: and its turn marker). */
  whereOf(d: Decision): string {
    if (this.game.state.melee === undefined) return where(this.game.state);
    const l = laneInfos(this.game.state).find((x) => x.decision?.id === d.id);
    return l === undefined ? this.whereNow() : laneWhere(l);
  }

  /** Where the game is: the turn and step (Grand Melee: of the decision being answered, or of every turn). */
  whereNow(): string {
    const s = this.game.state;
    if (s.melee === undefined) return where(s);
    if (this.here !== null) return laneWhere(this.here);
    return meleeWhere(s);
  }

  run(): void {
    if (this.game.state.melee !== undefined) {
      runMelee(this);
      return;
    }
    const stop = this.scn.stopAt;
    /** The decisions answered so far in the step the game is in (stopAt.decision). */
    let inStep = { at: -1, answered: 0 };
    /** How many decisions the stopAt step had, once it came (a stopAt.decision beyond them fails). */
    let decisionsAtStop = 0;
    for (;;) {
      const s = this.game.state;
      const d = s.pending;
      if (d === null || s.status === "over") break;
      this.observeTurn(s);
      const cur = position(s.turn.number, s.turn.step);
      if (inStep.at !== cur) inStep = { at: cur, answered: 0 };
      const never = stop ? this.neverBegins(stop.turn) : null;
      if (never !== null) throw new ScenarioRunError(`stopAt: ${never}; the game is now in ${where(s)}`);
      const stopPos = stop ? this.position(stop.turn, stop.step) : Number.POSITIVE_INFINITY;
      if (cur === stopPos && inStep.answered + 1 >= (stop?.decision ?? 1)) {
        this.stoppedAt = { turn: s.turn.number, step: s.turn.step, gameOver: false };
        const left = this.taken.indexOf(false);
        if (left >= 0)
          throw new ScenarioRunError(
            `${this.actionLabel(left)} was never taken: the run stopped at ${where(s)} (stopAt)`,
          );
        return;
      }
      if (cur === stopPos) decisionsAtStop = inStep.answered + 1;
      if (cur > stopPos)
        throw new ScenarioRunError(
          decisionsAtStop > 0
            ? `stopAt: the game never stopped in ${turnLabel(stop!.turn)} ${stop!.step} at its decision ${stop!.decision}: the step had ${decisionsAtStop}; the next decision came in ${where(s)}`
            : `stopAt: the game never stopped in ${turnLabel(stop!.turn)} ${stop!.step}: nobody had a decision there ` +
                `(no priority in that step, or the step was skipped); the next decision came in ${where(s)}`,
        );
      this.checkMissed(cur);
      this.countDecision(where(s), s.turn.number);
      if (endsAction(d)) this.open = null;
      this.answerDecision(d, this.head(cur), where(s));
      inStep.answered++;
    }
    const s = this.game.state;
    this.stoppedAt = { turn: s.turn.number, step: s.turn.step, gameOver: s.status === "over" };
    if (stop)
      throw new ScenarioRunError(
        `stopAt: the game ended in ${where(s)}, before ${turnLabel(stop.turn)} ${stop.step} was reached`,
      );
    const left = this.taken.indexOf(false);
    if (left >= 0)
      throw new ScenarioRunError(`${this.actionLabel(left)} was never taken: the game ended in ${where(s)}`);
  }

  /**
   * Answers decision d, asked in `at`: takes action h there (null: none is due) if d is the decision it
   * waits for — trying it on a fork if it has `illegal`, conceding — or else answers d as answer() says.
   */
  answerDecision(d: Decision, h: number | null, at: string): void {
    if (h !== null && this.scn.actions[h].illegal !== undefined && this.meets(h, d)) {
      refuse(this, h, d);
      return;
    }
    if (h !== null && verbOf(this.scn.actions[h]) === "concede" && this.meets(h, d)) {
      this.taken[h] = true;
      this.trace.push(`${at}: ${this.scn.actions[h].player} concedes  [${this.actionLabel(h)}]`);
      const r = this.game.concede(seatOf(this.scn, this.scn.actions[h].player));
      if (!r.ok) throw new ScenarioRunError(`${this.actionLabel(h)}: the engine refused: ${r.message}`);
      this.events.push(...r.events);
      return;
    }
    const { answer, source } = this.answer(d, h);
    this.trace.push(
      `${at}: ${this.names[d.player]} ${d.kind}: ${describeAnswer(d, answer, this.names, (id) => this.objName(id))}  [${source}]`,
    );
    const r = this.game.submit(d.player, d.id, answer);
    if (!r.ok)
      throw new ScenarioRunError(
        `${source}: the engine rejected ${JSON.stringify(answer)} as the answer to the ${this.decisionLabel(d)}: ${r.message}`,
      );
    this.events.push(...r.events);
  }

  /** Counts one more decision; fails past the safety caps. `now`: where the game is; `turn`: its latest turn. */
  countDecision(now: string, turn: number): void {
    if (++this.decisions > MAX_DECISIONS)
      throw new ScenarioRunError(`safety cap: more than ${MAX_DECISIONS} decisions (now in ${now})`);
    if (turn > MAX_TURN) throw new ScenarioRunError(`safety cap: the game reached turn ${turn}`);
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
    const ready = !a.stackEmpty || (this.here?.stack ?? this.game.state.stack).length === 0;
    return d.player === seat && d.kind === wants && ready;
  }

  /** rangeNotes.ts: why `text` is out of `seat`'s range this turn (801.2–801.4), or null. */
  outOfRange(seat: number, text: string, rule: string, what: string): string | null {
    const s = this.game.state;
    return outOfRange(this.db, s, this.names, seat, text, rule, what, this.here?.turn ?? s.turn);
  }

  /** Fails on the first action whose turn and step have passed without it being taken. */
  checkMissed(cur: number): void {
    this.scn.actions.forEach((a, i) => {
      if (this.taken[i]) return;
      const never = this.neverBegins(a.turn);
      if (never !== null)
        throw new ScenarioRunError(
          `${this.actionLabel(i)} was not taken: ${never}; the game is now in ${where(this.game.state)}`,
        );
      if (this.position(a.turn, a.step) >= cur) return;
      const seat = seatOf(this.scn, a.player);
      const defenders = Object.entries(a.attack ?? {}).flatMap(([attacker, t]) => {
        const from = attackingSeat(this.db, this.game.state, this.names, attacker, seat);
        const note =
          this.outOfRange(from, t, "801.3", "not a legal defender") ??
          attackRuleNote(this.game.state, this.names, from, t);
        return note === null ? [] : [note];
      });
      const why =
        verbOf(a) === "attack"
          ? `${a.player} was never asked to declare attackers there (the engine asks only when a creature can attack)` +
            defenders.map((n) => `; ${n}`).join("")
          : verbOf(a) === "block"
            ? `${a.player} was never asked to declare blockers there (the engine asks only when a creature can block)`
            : `${a.player} never had a decision there while it was the next action (no priority in that step, or the step was skipped)`;
      const message = `${this.actionLabel(i)} was not taken: ${why}; the game is now in ${where(this.game.state)}`;
      // An attack or block the engine never asks for is refused: with `illegal`, that is what was expected.
      if (a.illegal !== undefined && (verbOf(a) === "attack" || verbOf(a) === "block")) {
        this.taken[i] = true;
        expectRefusal(this, i, message);
        this.trace.push(
          `${where(this.game.state)}: ${a.player}: refused, as expected: ${why}  [${this.actionLabel(i)}]`,
        );
        return;
      }
      throw new ScenarioRunError(message);
    });
  }

  /** The first untaken action of the current turn and step. */
  head(cur: number): number | null {
    const i = this.scn.actions.findIndex((a, k) => !this.taken[k] && this.position(a.turn, a.step) === cur);
    return i < 0 ? null : i;
  }

  answer(d: Decision, head: number | null): { answer: Answer; source: string } {
    if (head !== null && verbOf(this.scn.actions[head]) !== "concede" && this.meets(head, d)) {
      this.taken[head] = true;
      return { answer: takeAction(this, head, d), source: this.actionLabel(head) };
    }
    if (d.kind === "priority")
      return { answer: { choice: d.actions.findIndex((x) => x.type === "pass") }, source: "pass" };
    if (d.kind === "attackers") return { answer: { attacks: [] }, source: "no attacks" };
    if (d.kind === "blockers") return { answer: { blocks: [] }, source: "no blocks" };
    const fromAction = fromOpenAction(this, d);
    if (fromAction !== null) return fromAction;
    if (d.kind === "choose" && d.purpose === "mana")
      return { answer: { choices: [0] }, source: "automatic payment" };
    return fromChoices(this, d);
  }
}

/**
 * Runs a parsed scenario and checks its expectations. A file with `tableSizes` runs at one of its sizes
 * (default: the first), a file with `ranges` at one of its ranges (default: the first); see
 * runScenarioAtEverySize.
 */
export function runScenario(scn: Scenario, db: CardDb, tableSize?: number, range?: number | null): RunResult {
  const sizes = tableSizes(scn);
  const size = tableSize ?? sizes[0];
  if (!sizes.includes(size))
    throw new Error(`the scenario runs at table sizes ${sizes.join(", ")}, not ${size}`);
  const ranges = scenarioRanges(scn);
  const r = range === undefined ? ranges[0] : range;
  if (!ranges.includes(r))
    throw new Error(
      scn.ranges === undefined
        ? `the scenario has no "ranges": it runs with its own options`
        : `the scenario runs at ranges ${ranges.map((x) => x ?? "unlimited").join(", ")}, not ${r ?? "unlimited"}`,
    );
  const sized = atTableSize(scn, size);
  const table = r === undefined ? sized : atRange(sized, r);
  const listed = scn.tableSizes === undefined ? null : scn.players.length;
  const run: Pick<RunResult, "tableSize" | "range"> =
    r === undefined ? { tableSize: size } : { tableSize: size, range: r };
  let game: Game;
  try {
    game = Game.fromLayout(db, buildLayout(table, db));
  } catch (e) {
    const error = `setup: ${(e as Error).message}`;
    return {
      passed: false,
      ...run,
      failures: [],
      game: null,
      error,
      stoppedAt: null,
      decisions: 0,
      trace: [],
      events: [],
    };
  }
  const runner = new Runner(table, db, game, listed);
  const done = (error: string): RunResult => ({
    passed: false,
    ...run,
    failures: [],
    game,
    error,
    stoppedAt: runner.stoppedAt,
    decisions: runner.decisions,
    trace: runner.trace,
    events: runner.events,
  });
  try {
    runner.run();
  } catch (e) {
    if (e instanceof ScenarioRunError) return done(e.message);
    return done(`engine error in ${where(game.state)}: ${(e as Error).stack ?? String(e)}`);
  }
  const unused = unusedChoices(runner);
  if (unused !== null) return done(unused);
  const failures = checkExpectations(table, db, game, runner.stoppedAt?.marker);
  const { stoppedAt, decisions, trace, events } = runner;
  return { passed: failures.length === 0, ...run, failures, game, stoppedAt, decisions, trace, events };
}

/**
 * Runs a scenario once per table size and range of influence (once, for a file with neither `tableSizes`
 * nor `ranges`), in the order of scenarioRuns.
 */
export function runScenarioAtEverySize(scn: Scenario, db: CardDb): RunResult[] {
  return scenarioRuns(scn).map((run: ScenarioRun) => runScenario(scn, db, run.tableSize, run.range));
}
