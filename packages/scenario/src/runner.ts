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

import { type Answer, type CardDb, type Decision, Game, shownTurn } from "@roundtable/engine";
import { endsAction, fromOpenAction, takeAction } from "./actions.ts";
import { ScenarioRunError } from "./answer.ts";
import { fromChoices, unusedChoices } from "./choices.ts";
import { checkExpectations } from "./expect.ts";
import { position, where } from "./lanes.ts";
import { buildLayout, seatOf } from "./layout.ts";
import { runMelee } from "./melee.ts";
import { attackingSeat, attackRuleNote } from "./rangeNotes.ts";
import { expectRefusal, refuse } from "./refusals.ts";
import { type RunResult, RunState } from "./runState.ts";
import type { Scenario } from "./schema.ts";
import { verbOf } from "./schema.ts";
import {
  atRange,
  atTableSize,
  type ScenarioRun,
  scenarioRanges,
  scenarioRuns,
  stopLabel,
  tableSizes,
} from "./table.ts";
import { describeAnswer } from "./trace.ts";

export { MAX_DECISIONS, MAX_TURN, type RunResult } from "./runState.ts";

/**
 * One run of a scenario: the game, what has been taken and answered so far, and the answer to each
 * decision. Its parts live in their own modules: actions.ts (an action and its follow-up questions),
 * choices.ts (`choices`), refusals.ts (`illegal`), melee.ts (Grand Melee's lanes).
 */
export class Runner extends RunState {
  /** A runner for a fork of the game (refusals.ts tries an `illegal` action on it). */
  fork(): Runner {
    return new Runner(this.scn, this.db, this.game.fork(), this.listed);
  }

  run(): void {
    const stop = this.scn.stopAt;
    /** The decisions answered so far in the step the game is in (stopAt.decision). */
    let inStep = { at: -1, answered: 0 };
    /** How many decisions the stopAt step had, once it came (a stopAt.decision beyond them fails). */
    let decisionsAtStop = 0;
    for (;;) {
      const s = this.game.state;
      // Grand Melee's turns, from the start or once its mulligans are over (807.4b).
      if (s.melee !== undefined) {
        runMelee(this);
        return;
      }
      const d = s.pending;
      if (d === null || s.status === "over") break;
      this.observeTurn(s);
      const cur = position(s.turn.number, s.turn.step);
      if (inStep.at !== cur) inStep = { at: cur, answered: 0 };
      const never = stop ? this.neverBegins(stop.turn) : null;
      if (never !== null) throw new ScenarioRunError(`stopAt: ${never}; the game is now in ${where(s)}`);
      const stopPos = stop ? this.position(stop.turn, stop.step) : Number.POSITIVE_INFINITY;
      if (cur === stopPos && inStep.answered + 1 >= (stop?.decision ?? 1)) {
        this.stoppedAt = { turn: shownTurn(s, s.turn.number), step: s.turn.step, gameOver: false };
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
            ? `stopAt: the game never stopped in ${stopLabel(stop!.turn, stop!.step)} at its decision ${stop!.decision}: ${stop!.turn === 0 ? "the mulligans" : "the step"} had ${decisionsAtStop}; the next decision came in ${where(s)}`
            : `stopAt: the game never stopped in ${stopLabel(stop!.turn, stop!.step)}: nobody had a decision there ` +
                `(no priority in that step, or the step was skipped); the next decision came in ${where(s)}`,
        );
      this.checkMissed(cur);
      this.countDecision(where(s), s.turn.number);
      if (endsAction(d)) this.open = null;
      this.answerDecision(d, this.head(cur), where(s));
      inStep.answered++;
    }
    const s = this.game.state;
    this.stoppedAt = { turn: shownTurn(s, s.turn.number), step: s.turn.step, gameOver: s.status === "over" };
    if (stop)
      throw new ScenarioRunError(
        `stopAt: the game ended in ${where(s)}, before ${stopLabel(stop.turn, stop.step)} was reached`,
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
