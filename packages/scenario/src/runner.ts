/**
 * Runs a scenario: sets up the layout, then answers every decision the engine asks — from `actions`
 * (when the scripted player has the matching decision in the scripted turn and step), from the open
 * action's own fields (targets, x, modes, divide, pay), from `choices`, or with the neutral default
 * (pass, no attacks, no blocks, automatic mana payment). See docs/scenarios.md, "How a scenario runs".
 * A file with `tableSizes` runs once per table size, and a file with `ranges` once per range of influence
 * at each size (table.ts).
 *
 * An action with `illegal` is tried on a fork of the game (Game.fork), follow-up questions included, so
 * the game itself is never touched: it must be refused there, with a message containing the `illegal`
 * text, and the run goes on as if it had never been attempted.
 *
 * Grand Melee (807.4) has several turns going on at once, each turn marker's with its own open decision
 * (its "lane"): runMelee chooses which one to answer (docs/scenarios.md, "Grand Melee").
 */

import {
  type Answer,
  type CardDb,
  DEPLOY_TEXT,
  type Decision,
  Game,
  type GameState,
  lanes,
  type ObjId,
  STEPS,
  type Step,
  type TurnState,
} from "@roundtable/engine";
import {
  answerFromChoice,
  listOptions,
  objectOf,
  pickOption,
  pickOptions,
  ScenarioRunError,
} from "./answer.ts";
import { checkExpectations, type Failure } from "./expect.ts";
import { buildLayout, seatOf } from "./layout.ts";
import { formatPath } from "./names.ts";
import { attackRuleNote, outOfRange, targetNotes } from "./rangeNotes.ts";
import { resolveRef, stateCandidates } from "./resolve.ts";
import type { Scenario, ScenarioAction, TurnRef } from "./schema.ts";
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
}

function position(turn: number, step: Step): number {
  return turn * STEPS.length + STEPS.indexOf(step);
}

function where(s: GameState): string {
  return `turn ${s.turn.number} ${s.turn.step}`;
}

/**
 * Grand Melee (807.4): one turn marker's lane — the turn its holder is taking (or last took, while the
 * marker waits), its stack and its open decision. A game without turn markers has one lane, marker 0.
 */
interface LaneInfo {
  marker: number;
  /** The holder is taking a turn (807.4d: false while they wait to begin one). */
  taking: boolean;
  turn: TurnState;
  stack: ObjId[];
  decision: Decision | null;
}

/** A decision that ends the questions of an action being taken: the player's next priority, attackers or blockers. */
function endsAction(d: Decision): boolean {
  return d.kind === "priority" || d.kind === "attackers" || d.kind === "blockers";
}

function laneWhere(l: LaneInfo): string {
  return `turn ${l.turn.number} ${l.turn.step} (turn marker ${l.marker})`;
}

/** A cast, activate or deploy action whose follow-up questions (601.2b–h, 602.2b) are being answered. */
interface OpenAction {
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

class Runner {
  readonly names: string[];
  readonly taken: boolean[];
  readonly nextChoice = new Map<string, number>();
  open: OpenAction | null = null;
  decisions = 0;
  stoppedAt: RunResult["stoppedAt"] = null;
  readonly trace: string[] = [];
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
    const l = this.laneInfos().find((x) => x.decision?.id === d.id);
    return l === undefined ? this.whereNow() : laneWhere(l);
  }

  /** Where the game is: the turn and step (Grand Melee: of the decision being answered, or of every turn). */
  whereNow(): string {
    const s = this.game.state;
    if (s.melee === undefined) return where(s);
    if (this.here !== null) return laneWhere(this.here);
    return this.meleeWhere();
  }

  /** Grand Melee: every turn going on, "turn 3 main1 (turn marker 1), turn 2 upkeep (turn marker 2)". */
  meleeWhere(): string {
    const going = this.laneInfos().filter((l) => l.taking);
    return going.length === 0 ? "no turn (every turn marker waits)" : going.map(laneWhere).join(", ");
  }

  /** Every turn marker's lane, in marker order (one lane, marker 0, without turn markers). */
  laneInfos(): LaneInfo[] {
    const s = this.game.state;
    const taking = new Map(s.melee?.markers.map((m) => [m.id, m.taking]) ?? []);
    return lanes(s).map(({ marker, lane }) => ({
      marker,
      taking: s.melee === undefined || taking.get(marker) === true,
      turn: lane.turn,
      stack: lane.stack,
      decision: lane.pending,
    }));
  }

  /** The lane taking turn n now, if any (Grand Melee). */
  runningLane(all: readonly LaneInfo[], n: number): LaneInfo | undefined {
    return all.find((l) => l.taking && l.turn.number === n);
  }

  /** The open decision of turn marker `marker`'s lane (marker 0: the game's only one). */
  pendingIn(marker: number): Decision | null {
    return lanes(this.game.state).find((l) => l.marker === marker)?.lane.pending ?? null;
  }

  /** The turn marker whose lane holds decision d (0 without turn markers). */
  markerOf(d: Decision): number {
    return lanes(this.game.state).find((l) => l.lane.pending?.id === d.id)?.marker ?? 0;
  }

  /** Grand Melee: records the turns that have begun, in every lane (turns that begin together, 807.4b). */
  observeLanes(all: readonly LaneInfo[]): void {
    for (const l of all) {
      const n = l.turn.number;
      if (!l.taking || this.turns[n - 1] !== undefined) continue;
      this.turns[n - 1] = l.turn.active;
      this.markerOfTurn.set(n, l.marker);
    }
  }

  run(): void {
    if (this.game.state.melee !== undefined) {
      this.runMelee();
      return;
    }
    const stop = this.scn.stopAt;
    for (;;) {
      const s = this.game.state;
      const d = s.pending;
      if (d === null || s.status === "over") break;
      this.observeTurn(s);
      const cur = position(s.turn.number, s.turn.step);
      const never = stop ? this.neverBegins(stop.turn) : null;
      if (never !== null) throw new ScenarioRunError(`stopAt: ${never}; the game is now in ${where(s)}`);
      const stopPos = stop ? this.position(stop.turn, stop.step) : Number.POSITIVE_INFINITY;
      if (cur === stopPos) {
        this.stoppedAt = { turn: s.turn.number, step: s.turn.step, gameOver: false };
        const left = this.taken.indexOf(false);
        if (left >= 0)
          throw new ScenarioRunError(
            `${this.actionLabel(left)} was never taken: the run stopped at ${where(s)} (stopAt)`,
          );
        return;
      }
      if (cur > stopPos)
        throw new ScenarioRunError(
          `stopAt: the game never stopped in ${turnLabel(stop!.turn)} ${stop!.step}: nobody had a decision there ` +
            `(no priority in that step, or the step was skipped); the next decision came in ${where(s)}`,
        );
      this.checkMissed(cur);
      if (++this.decisions > MAX_DECISIONS)
        throw new ScenarioRunError(`safety cap: more than ${MAX_DECISIONS} decisions (now in ${where(s)})`);
      if (s.turn.number > MAX_TURN)
        throw new ScenarioRunError(`safety cap: the game reached turn ${s.turn.number}`);
      if (d.kind === "priority" || d.kind === "attackers" || d.kind === "blockers") this.open = null;
      const head = this.head(cur);
      if (head !== null && this.scn.actions[head].illegal !== undefined && this.meets(head, d)) {
        this.refuse(head, d);
        continue;
      }
      if (head !== null && verbOf(this.scn.actions[head]) === "concede" && this.meets(head, d)) {
        this.taken[head] = true;
        this.trace.push(
          `${where(s)}: ${this.scn.actions[head].player} concedes  [${this.actionLabel(head)}]`,
        );
        const r = this.game.concede(seatOf(this.scn, this.scn.actions[head].player));
        if (!r.ok) throw new ScenarioRunError(`${this.actionLabel(head)}: the engine refused: ${r.message}`);
        continue;
      }
      const { answer, source } = this.answer(d, head);
      this.trace.push(
        `${where(s)}: ${this.names[d.player]} ${d.kind}: ${describeAnswer(d, answer, this.names, (id) => this.objName(id))}  [${source}]`,
      );
      const r = this.game.submit(d.player, d.id, answer);
      if (!r.ok)
        throw new ScenarioRunError(
          `${source}: the engine rejected ${JSON.stringify(answer)} as the answer to the ${this.decisionLabel(d)}: ${r.message}`,
        );
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
   * Grand Melee (807.4): several turns go on at once, each turn marker's lane with its own open decision.
   * The runner works toward the first action not yet taken, in the order listed, and answers
   * (docs/scenarios.md, "Grand Melee"):
   *   1. the lane of an action being taken, while its follow-up questions last;
   *   2. else the lane taking that action's turn, if that turn has begun, until the action's decision comes;
   *   3. else the open decision earliest in the game: the lowest turn number, then the earliest step, then
   *      the lowest marker number.
   * The lane taking the `stopAt` turn is held once it reaches the `stopAt` step (unless the next action is
   * one of that step's); the run stops there when every action has been taken.
   */
  runMelee(): void {
    const stop = this.scn.stopAt;
    for (;;) {
      this.here = null;
      const s = this.game.state;
      if (s.status === "over") break;
      const all = this.laneInfos();
      const open = all.filter((l) => l.decision !== null);
      if (open.length === 0) break;
      this.observeLanes(all);
      // The questions of an action being taken are over once its lane asks for priority (or attacks, blocks).
      let asking = this.open === null ? undefined : open.find((l) => l.marker === this.open!.marker);
      if (asking !== undefined && endsAction(asking.decision!)) asking = undefined;
      if (asking === undefined) this.open = null;
      const never = stop ? this.neverBegins(stop.turn) : null;
      if (never !== null)
        throw new ScenarioRunError(`stopAt: ${never}; the game is now in ${this.meleeWhere()}`);
      const next = this.taken.indexOf(false);
      const head = next < 0 ? null : next;
      if (this.checkMissedMelee(all, head)) continue;
      // The lane taking the stopAt turn, once that turn has begun; held when it reaches the stopAt step.
      const stopTurn = stop ? this.begunTurn(stop.turn) : null;
      const stopLane = stopTurn === null ? undefined : this.runningLane(all, stopTurn);
      let held: number | null = null;
      if (stop && stopTurn !== null) {
        const at = `${turnLabel(stop.turn)} ${stop.step}`;
        if (stopLane === undefined)
          throw new ScenarioRunError(
            `stopAt: the game never stopped in ${at}: nobody had a decision there (no priority in that step, or the step was skipped) and the turn has ended; the game is now in ${this.meleeWhere()}`,
          );
        const p = position(stopTurn, stopLane.turn.step);
        if (p > position(stopTurn, stop.step))
          throw new ScenarioRunError(
            `stopAt: the game never stopped in ${at}: nobody had a decision there (no priority in that step, or the step was skipped); that turn is now in ${laneWhere(stopLane)}`,
          );
        if (p === position(stopTurn, stop.step) && stopLane.decision !== null) {
          if (head === null && this.open === null) {
            this.here = stopLane;
            this.stoppedAt = { turn: stopTurn, step: stop.step, gameOver: false, marker: stopLane.marker };
            return;
          }
          // An action of the stopAt step itself is taken first (and its questions answered); other turns
          // go on meanwhile.
          const a = head === null ? null : this.scn.actions[head];
          if (a !== null && this.position(a.turn, a.step) !== p) held = stopLane.marker;
        }
      }
      if (++this.decisions > MAX_DECISIONS)
        throw new ScenarioRunError(
          `safety cap: more than ${MAX_DECISIONS} decisions (now in ${this.meleeWhere()})`,
        );
      if ((s.melee?.turns ?? 0) > MAX_TURN)
        throw new ScenarioRunError(`safety cap: the game reached turn ${s.melee?.turns}`);
      const pick = asking ?? this.pickLane(all, open, head, held);
      if (pick === undefined) {
        const h = head!;
        throw new ScenarioRunError(
          `${this.actionLabel(h)} was never taken: the run stopped at ${laneWhere(stopLane!)} (stopAt), and no other turn could go on`,
        );
      }
      this.here = pick;
      const d = pick.decision!;
      if (endsAction(d)) this.open = null;
      // The target action is taken only at a decision of its own turn and step.
      const cur = position(pick.turn.number, pick.turn.step);
      const due =
        head !== null && this.position(this.scn.actions[head].turn, this.scn.actions[head].step) === cur;
      const h = due && this.runningLane(all, pick.turn.number) === pick ? head : null;
      if (h !== null && this.scn.actions[h].illegal !== undefined && this.meets(h, d)) {
        this.refuse(h, d);
        continue;
      }
      if (h !== null && verbOf(this.scn.actions[h]) === "concede" && this.meets(h, d)) {
        this.taken[h] = true;
        this.trace.push(
          `${laneWhere(pick)}: ${this.scn.actions[h].player} concedes  [${this.actionLabel(h)}]`,
        );
        const r = this.game.concede(seatOf(this.scn, this.scn.actions[h].player));
        if (!r.ok) throw new ScenarioRunError(`${this.actionLabel(h)}: the engine refused: ${r.message}`);
        continue;
      }
      const { answer, source } = this.answer(d, h);
      this.trace.push(
        `${laneWhere(pick)}: ${this.names[d.player]} ${d.kind}: ${describeAnswer(d, answer, this.names, (id) => this.objName(id))}  [${source}]`,
      );
      const r = this.game.submit(d.player, d.id, answer);
      if (!r.ok)
        throw new ScenarioRunError(
          `${source}: the engine rejected ${JSON.stringify(answer)} as the answer to the ${this.decisionLabel(d)}: ${r.message}`,
        );
    }
    this.here = null;
    const s = this.game.state;
    const last = this.laneInfos()[0];
    this.stoppedAt = {
      turn: s.melee?.turns ?? s.turn.number,
      step: last?.turn.step ?? s.turn.step,
      gameOver: s.status === "over",
    };
    const at = `turn ${s.melee?.turns ?? s.turn.number}`;
    if (stop)
      throw new ScenarioRunError(
        `stopAt: the game ended in ${at}, before ${turnLabel(stop.turn)} ${stop.step} was reached`,
      );
    const left = this.taken.indexOf(false);
    if (left >= 0)
      throw new ScenarioRunError(`${this.actionLabel(left)} was never taken: the game ended in ${at}`);
  }

  /**
   * Grand Melee: which lane's open decision to answer next, when no action is being taken (see runMelee);
   * undefined if only `held`'s.
   */
  pickLane(
    all: readonly LaneInfo[],
    open: readonly LaneInfo[],
    head: number | null,
    held: number | null,
  ): LaneInfo | undefined {
    const target =
      head === null ? undefined : this.runningLane(all, this.turnNumber(this.scn.actions[head].turn) ?? 0);
    if (target !== undefined && target.decision !== null && target.marker !== held) return target;
    const key = (l: LaneInfo) => position(l.turn.number, l.turn.step);
    return open
      .filter((l) => l.marker !== held)
      .reduce<LaneInfo | undefined>(
        (best, l) =>
          best === undefined || key(l) < key(best) || (key(l) === key(best) && l.marker < best.marker)
            ? l
            : best,
        undefined,
      );
  }

  /**
   * Grand Melee: fails on an action whose turn and step have passed without it being taken, or whose `stack`
   * names another turn marker than the one taking its turn. An action with `illegal` whose player never had
   * the decision it waits for is refused, as expected: returns true.
   */
  checkMissedMelee(all: readonly LaneInfo[], head: number | null): boolean {
    for (let i = 0; i < this.scn.actions.length; i++) {
      if (this.taken[i]) continue;
      const a = this.scn.actions[i];
      const label = this.actionLabel(i);
      const never = this.neverBegins(a.turn);
      if (never !== null)
        throw new ScenarioRunError(
          `${label} was not taken: ${never}; the game is now in ${this.meleeWhere()}`,
        );
      const n = this.begunTurn(a.turn);
      if (n === null) continue;
      const lane = this.runningLane(all, n);
      const marker = this.markerOfTurn.get(n);
      if (a.stack !== undefined && marker !== undefined && a.stack !== marker)
        throw new ScenarioRunError(
          `${label}: "stack": ${a.stack}, but ${turnLabel(a.turn)} is turn marker ${marker}'s turn (${this.names[this.turns[n - 1]]} holds it): the action is taken in its turn's lane, on that turn marker's stack (807.5b)`,
        );
      if (lane !== undefined && position(n, lane.turn.step) <= position(n, a.step)) continue;
      const now =
        lane === undefined ? `${turnLabel(a.turn)} has ended` : `that turn is now in ${lane.turn.step}`;
      const verb = verbOf(a);
      if (i !== head)
        throw new ScenarioRunError(
          `${label} was not taken: its turn and step went by while ${this.actionLabel(head!)} was still to be taken (in a game with turn markers the runner takes the actions in the order listed); ${now}`,
        );
      let why: string;
      if (verb === "attack")
        why = `${a.player} was never asked to declare attackers there (the engine asks only when a creature can attack)`;
      else if (verb === "block")
        why = `${a.player} was never asked to declare blockers there (the engine asks only when a creature can block)`;
      else if (verb === "concede")
        why = `nobody had a decision there (no priority in that step, or the step was skipped)`;
      else {
        const holder = this.turns[n - 1] === undefined ? "its holder" : this.names[this.turns[n - 1]];
        const seat = seatOf(this.scn, a.player);
        const inRange = lane?.turn.inRange?.[seat];
        const range =
          inRange === undefined || inRange === null
            ? ""
            : `; in ${a.player}'s range this turn: ${inRange.map((q) => this.names[q]).join(", ")}`;
        why =
          `${a.player} never had priority on ${marker === undefined ? "its turn marker" : `turn marker ${marker}`}'s stack there while it was the next action ` +
          `(807.5a: a player gets priority on a turn marker's stack only if its holder, ${holder}, is within their ` +
          `range of influence, or a player within it controls an object on that stack${range})`;
      }
      const message = `${label} was not taken: ${why}; ${now}`;
      if (a.illegal !== undefined && verb !== "concede") {
        this.taken[i] = true;
        this.expectRefusal(i, message);
        this.trace.push(
          `${turnLabel(a.turn)} ${a.step}: ${a.player}: refused, as expected: ${why}  [${label}]`,
        );
        return true;
      }
      throw new ScenarioRunError(message);
    }
    return false;
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

  /**
   * An action with `illegal` meets its decision: it is tried on a fork of the game, and must be refused
   * there with a message containing the `illegal` text. The game itself is untouched: the run goes on as
   * if the action had never been attempted.
   */
  refuse(i: number, d: Decision): void {
    const a = this.scn.actions[i];
    const label = this.actionLabel(i);
    this.taken[i] = true;
    const dry = new Runner(this.scn, this.db, this.game.fork(), this.listed);
    dry.here = this.here;
    for (const [name, k] of this.nextChoice) dry.nextChoice.set(name, k);
    let refusal: string | null;
    try {
      refusal = dry.attempt(i, d);
    } catch (e) {
      if (!(e instanceof ScenarioRunError)) throw e;
      refusal = e.message;
    }
    this.expectRefusal(i, refusal);
    // The scripted answers the refused attempt used belong to it: they are spent.
    for (const [name, k] of dry.nextChoice) this.nextChoice.set(name, k);
    const why = refusal.startsWith(`${label}: `) ? refusal.slice(label.length + 2) : refusal;
    this.trace.push(`${this.whereNow()}: ${a.player}: refused, as expected: ${why}  [${label}]`);
  }

  /** Fails unless `refusal` (null: the action was allowed) contains action i's `illegal` text. */
  expectRefusal(i: number, refusal: string | null): asserts refusal is string {
    const a = this.scn.actions[i];
    const label = this.actionLabel(i);
    if (refusal === null)
      throw new ScenarioRunError(
        `${label}: the action should have been refused ("illegal": ${JSON.stringify(a.illegal)}), but the engine allowed it`,
      );
    if (!refusal.includes(a.illegal!))
      throw new ScenarioRunError(
        `${label}: the action was refused, but not with ${JSON.stringify(a.illegal)} ("illegal"): ${refusal}`,
      );
  }

  /**
   * Takes action i on this runner's game (a fork) up to the end of its follow-up questions. Returns why it
   * was refused, or null if it was allowed; throws a ScenarioRunError when the runner refuses it (not
   * among the legal actions, a target not among the options, …).
   */
  attempt(i: number, d: Decision): string | null {
    const a = this.scn.actions[i];
    const label = this.actionLabel(i);
    if (verbOf(a) === "concede") {
      const r = this.game.concede(seatOf(this.scn, a.player));
      return r.ok ? null : `${label}: the engine refused: ${r.message}`;
    }
    const first = this.takeAction(i, d);
    const marker = this.markerOf(d);
    const r = this.game.submit(d.player, d.id, first);
    if (!r.ok) return `${label}: the engine rejected ${JSON.stringify(first)}: ${r.message}`;
    // Follow-up questions: targets, X, modes, division, payment (601.2b–h), in the same turn marker's lane.
    for (let n = 0; this.open !== null && n < 1000; n++) {
      const e = this.pendingIn(marker);
      if (e === null) return null;
      if (e.kind === "priority" || e.kind === "attackers" || e.kind === "blockers") return null;
      if (e.player !== this.open.seat) {
        // Another player's question while the action is taken (an opponent picks a target, 801.5a): their
        // `choices` answer it; with none left, the action went ahead, so it wasn't refused.
        const other = this.names[e.player];
        if ((this.nextChoice.get(other) ?? 0) >= (this.scn.choices[other] ?? []).length) return null;
        const theirs = this.fromChoices(e);
        const r3 = this.game.submit(e.player, e.id, theirs.answer);
        if (!r3.ok)
          return `${theirs.source}: the engine rejected ${JSON.stringify(theirs.answer)} as the answer to the ${this.decisionLabel(e)}: ${r3.message}`;
        continue;
      }
      let next = this.fromOpenAction(e);
      if (next === null && e.kind === "choose" && e.purpose === "mana")
        next = { answer: { choices: [0] }, source: "automatic payment" };
      const name = this.names[e.player];
      // A question nothing answers: the engine went on with the action, so it wasn't refused.
      if (next === null && (this.nextChoice.get(name) ?? 0) >= (this.scn.choices[name] ?? []).length)
        return null;
      next ??= this.fromChoices(e);
      const r2 = this.game.submit(e.player, e.id, next.answer);
      if (!r2.ok)
        return `${next.source}: the engine rejected ${JSON.stringify(next.answer)} as the answer to the ${this.decisionLabel(e)}: ${r2.message}`;
    }
    return null;
  }

  /** rangeNotes.ts: why `text` is out of `seat`'s range this turn (801.2–801.4), or null. */
  outOfRange(seat: number, text: string, rule: string, what: string): string | null {
    const s = this.game.state;
    return outOfRange(this.db, s, this.names, seat, text, rule, what, this.here?.turn ?? s.turn);
  }

  /**
   * rangeNotes.ts: range and teammate notes for the targets of a failed action; in Grand Melee, also a
   * target on another turn marker's stack (807.5b).
   */
  targetNotes(seat: number, texts: readonly string[], deploy: boolean): string {
    const s = this.game.state;
    const notes = [targetNotes(this.db, s, this.names, seat, texts, deploy, this.here?.turn ?? s.turn)];
    const here = this.here;
    if (s.melee !== undefined && here !== null)
      for (const t of texts) {
        if (this.names.includes(t)) continue;
        const r = resolveRef(t, stateCandidates(this.db, s), this.names);
        const on = r.ok ? lanes(s).find((l) => l.lane.stack.includes(r.id)) : undefined;
        if (on !== undefined && on.marker !== here.marker)
          notes.push(
            `"${t}" is on turn marker ${on.marker}'s stack: a spell or ability put on turn marker ${here.marker}'s stack can't target it (807.5b)`,
          );
      }
    return notes.filter((n) => n !== "").join("; ");
  }

  /**
   * A scripted answer the game never asked for: the file doesn't do what it says (a choice for a trigger
   * that didn't trigger, a target for a spell that wasn't cast). Null when every answer was used.
   */
  unusedChoices(): string | null {
    for (const [name, list] of Object.entries(this.scn.choices)) {
      const used = this.nextChoice.get(name) ?? 0;
      if (used < list.length)
        return `${formatPath(["choices", name, used])}: never asked for — ${name} answered ${used} of ${list.length} scripted choice${list.length === 1 ? "" : "s"}`;
    }
    return null;
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
      const defenders = Object.values(a.attack ?? {}).flatMap((t) => {
        const note =
          this.outOfRange(seat, t, "801.3", "not a legal defender") ??
          attackRuleNote(this.game.state, this.names, seat, t);
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
        this.expectRefusal(i, message);
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
      return { answer: this.takeAction(head, d), source: this.actionLabel(head) };
    }
    if (d.kind === "priority")
      return { answer: { choice: d.actions.findIndex((x) => x.type === "pass") }, source: "pass" };
    if (d.kind === "attackers") return { answer: { attacks: [] }, source: "no attacks" };
    if (d.kind === "blockers") return { answer: { blocks: [] }, source: "no blocks" };
    const fromAction = this.fromOpenAction(d);
    if (fromAction !== null) return fromAction;
    if (d.kind === "choose" && d.purpose === "mana")
      return { answer: { choices: [0] }, source: "automatic payment" };
    return this.fromChoices(d);
  }

  takeAction(i: number, d: Decision): Answer {
    const a = this.scn.actions[i];
    const s = this.game.state;
    const db = this.db;
    const label = this.actionLabel(i);
    const verb = verbOf(a);
    if (d.kind === "priority" && verb === "march") {
      const id = objectOf(db, s, a.march!, label);
      const to = this.names.indexOf(a.to!);
      const k = d.actions.findIndex((x) => x.type === "march" && x.object === id && x.to === to);
      if (k < 0) {
        const marches = d.actions.flatMap((x) => (x.type === "march" ? [`${x.name} to ${x.territory}`] : []));
        throw new ScenarioRunError(
          `${label}: march ${a.march} to ${a.to} was not among the legal marches (${marches.length === 0 ? "none" : marches.join(", ")}): a creature marches once a turn, untapped and not summoning sick, into a neighbouring allied territory within its controller's range, when its controller could cast a creature spell (classic Emperor)`,
        );
      }
      return { choice: k };
    }
    if (
      d.kind === "priority" &&
      (verb === "play" || verb === "cast" || verb === "activate" || verb === "deploy")
    ) {
      const id = objectOf(db, s, a[verb]!, label);
      // 804.2: the deploy ability is the creature's last ability; it is known by its text.
      const k =
        verb === "deploy"
          ? d.actions.reduce(
              (last, x, j) => (x.type === "activate" && x.object === id && x.text === DEPLOY_TEXT ? j : last),
              -1,
            )
          : d.actions.findIndex(
              (x) =>
                x.type === verb && x.object === id && (x.type !== "activate" || x.ability === a.ability! - 1),
            );
      const targets = verb === "deploy" ? [[a.to!]] : a.targets;
      if (k < 0) {
        const legal = d.actions.map((x) =>
          x.type === "pass"
            ? "pass"
            : x.type === "activate"
              ? `activate ${x.name} ability ${x.ability + 1} (${x.text})`
              : `${x.type} ${x.name}`,
        );
        const what =
          verb === "activate"
            ? `activate ${a[verb]} ability ${a.ability}`
            : verb === "deploy"
              ? `deploy ${a.deploy} (${DEPLOY_TEXT})`
              : `${verb} ${a[verb]}`;
        const activating =
          verb === "activate"
            ? this.outOfRange(
                d.player,
                a.activate!,
                "801.6",
                "its abilities can't be activated by this player",
              )
            : null;
        const notes = [activating, this.targetNotes(d.player, (targets ?? []).flat(), verb === "deploy")]
          .filter((x) => x !== null && x !== "")
          .join("; ");
        throw new ScenarioRunError(
          `${label}: ${what} was not among the legal actions: ${legal.join(", ")}${notes === "" ? "" : `; ${notes}`}`,
        );
      }
      if (verb !== "play") {
        this.open = {
          index: i,
          action: a,
          seat: d.player,
          marker: this.here?.marker ?? 0,
          targets,
          nextTarget: 0,
          xUsed: false,
          modesUsed: false,
          divideUsed: false,
          nextPay: 0,
        };
      }
      return { choice: k };
    }
    if (d.kind === "attackers") {
      const attacks = Object.entries(a.attack!).map(([attacker, defender]) => {
        const seat = this.names.indexOf(defender);
        return {
          attacker: objectOf(db, s, attacker, `${label}: attacker`),
          defender:
            seat >= 0 ? { player: seat } : { planeswalker: objectOf(db, s, defender, `${label}: defender`) },
        };
      });
      // 801.3: say so when the engine refuses the attack and a defender is out of range.
      const refused = this.game.check(d.player, d.id, { attacks });
      if (refused !== null) {
        const notes = Object.values(a.attack!).flatMap((t) => {
          const note = this.outOfRange(d.player, t, "801.3", "not a legal defender");
          return note === null ? [] : [note];
        });
        if (notes.length > 0)
          throw new ScenarioRunError(`${label}: ${notes.join("; ")}; the engine refused: ${refused.message}`);
      }
      return { attacks };
    }
    if (d.kind === "blockers") {
      const blocks = Object.entries(a.block!).flatMap(([blocker, attackers]) =>
        (typeof attackers === "string" ? [attackers] : attackers).map((attacker) => ({
          blocker: objectOf(db, s, blocker, `${label}: blocker`),
          attacker: objectOf(db, s, attacker, `${label}: attacker`),
        })),
      );
      return { blocks };
    }
    throw new Error(`internal: ${label} taken at a ${d.kind} decision`);
  }

  /** Follow-up questions of the cast or activate action being taken. Null if the action doesn't answer it. */
  fromOpenAction(d: Decision): { answer: Answer; source: string } | null {
    const o = this.open;
    if (o === null || o.seat !== d.player) return null;
    const a = o.action;
    const s = this.game.state;
    const path = (...p: (string | number)[]) => formatPath(["actions", o.index, ...p]);
    const targets = o.targets;
    if (d.kind === "choose" && d.purpose === "targets" && targets && o.nextTarget < targets.length) {
      const first = o.nextTarget;
      const entry = targets[first];
      let texts: string[];
      if (Array.isArray(entry)) {
        texts = entry;
        o.nextTarget++;
      } else {
        texts = [];
        while (texts.length < d.max && o.nextTarget < targets.length) {
          const e = targets[o.nextTarget];
          if (Array.isArray(e)) break;
          texts.push(e);
          o.nextTarget++;
        }
      }
      const where = verbOf(a) === "deploy" ? path("to") : path("targets", first);
      let choices: number[];
      try {
        choices = pickOptions(this.db, s, texts, d.options, where);
      } catch (e) {
        // 801.4: say so when a target that isn't among the options is out of range.
        const notes = this.targetNotes(o.seat, texts, verbOf(a) === "deploy");
        if (!(e instanceof ScenarioRunError) || notes === "") throw e;
        throw new ScenarioRunError(`${where}: ${notes}; options: ${listOptions(d.options)}`);
      }
      if (choices.length < d.min)
        throw new ScenarioRunError(
          `${where}: "${d.prompt}" needs at least ${d.min} target${d.min === 1 ? "" : "s"}, the action gives ${choices.length}`,
        );
      return { answer: { choices }, source: where };
    }
    if (d.kind === "choose" && d.purpose === "modes" && a.modes && !o.modesUsed) {
      o.modesUsed = true;
      const choices = a.modes.map((m) => {
        const k = d.options.findIndex((x) => x.label === `Mode ${m}` || x.label.startsWith(`Mode ${m}:`));
        if (k < 0)
          throw new ScenarioRunError(
            `${path("modes")}: mode ${m} is not available; options: ${listOptions(d.options)}`,
          );
        return k;
      });
      return { answer: { choices }, source: path("modes") };
    }
    if (d.kind === "number" && a.x !== undefined && !o.xUsed) {
      o.xUsed = true;
      return { answer: { value: a.x }, source: path("x") };
    }
    if (d.kind === "divide" && a.divide && !o.divideUsed) {
      o.divideUsed = true;
      return { answer: { amounts: a.divide }, source: path("divide") };
    }
    if (d.kind === "choose" && d.purpose === "mana") {
      if (!a.pay || o.nextPay >= a.pay.length)
        return { answer: { choices: [0] }, source: "automatic payment" };
      const k = o.nextPay++;
      const choice = pickOption(this.db, s, a.pay[k], d.options, [0], path("pay", k));
      return { answer: { choices: [choice] }, source: path("pay", k) };
    }
    return null;
  }

  fromChoices(d: Decision): { answer: Answer; source: string } {
    const name = this.names[d.player];
    const list = this.scn.choices[name] ?? [];
    const k = this.nextChoice.get(name) ?? 0;
    if (k >= list.length) {
      const used = list.length === 0 ? "" : ` (all ${list.length} of ${name}'s choices were used)`;
      throw new ScenarioRunError(
        `nothing answers the ${this.decisionLabel(d)}${used}: add the answer to "choices": {"${name}": [...]}` +
          (d.kind === "choose" ? `; options: ${listOptions(d.options)}` : ""),
      );
    }
    this.nextChoice.set(name, k + 1);
    const source = formatPath(["choices", name, k]);
    const what = `${source} for the ${this.decisionLabel(d)}`;
    try {
      return { answer: answerFromChoice(this.db, this.game.state, list[k], d, what), source };
    } catch (e) {
      // 801.4 (targets) and 801.5a (other choices of a player or object): say so when one is out of range.
      const entry = list[k];
      const texts = typeof entry === "string" ? [entry] : Array.isArray(entry) ? entry : [];
      const notes =
        d.kind !== "choose" || !(e instanceof ScenarioRunError)
          ? []
          : texts.flatMap((t) => {
              if (typeof t !== "string") return [];
              const note =
                d.purpose === "targets"
                  ? this.outOfRange(d.player, t, "801.4", "not a legal target")
                  : this.outOfRange(d.player, t, "801.5a", `${name} can't choose it`);
              // 801.5a's example: a target an opponent picks for another player's spell or ability must
              // be within that player's range as well.
              const owner = this.open?.seat;
              const theirs =
                note === null && owner !== undefined && owner !== d.player
                  ? this.outOfRange(
                      owner,
                      t,
                      "801.5a",
                      `${name} picks for ${this.names[owner]}, so it must be in both ranges`,
                    )
                  : null;
              return [note, theirs].filter((x): x is string => x !== null);
            });
      if (notes.length === 0) throw e;
      throw new ScenarioRunError(
        `${what}: ${notes.join("; ")}; options: ${d.kind === "choose" ? listOptions(d.options) : ""}`,
      );
    }
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
  });
  try {
    runner.run();
  } catch (e) {
    if (e instanceof ScenarioRunError) return done(e.message);
    return done(`engine error in ${where(game.state)}: ${(e as Error).stack ?? String(e)}`);
  }
  const unused = runner.unusedChoices();
  if (unused !== null) return done(unused);
  const failures = checkExpectations(table, db, game, runner.stoppedAt?.marker);
  const { stoppedAt, decisions, trace } = runner;
  return { passed: failures.length === 0, ...run, failures, game, stoppedAt, decisions, trace };
}

/**
 * Runs a scenario once per table size and range of influence (once, for a file with neither `tableSizes`
 * nor `ranges`), in the order of scenarioRuns.
 */
export function runScenarioAtEverySize(scn: Scenario, db: CardDb): RunResult[] {
  return scenarioRuns(scn).map((run: ScenarioRun) => runScenario(scn, db, run.tableSize, run.range));
}
