/**
 * Grand Melee (807.4–807.5) in the scenario runner: several turns go on at once, each turn marker's lane
 * with its own open decision. Which one the runner answers, the lane held at `stopAt`, where the run
 * stops, and why an action was not taken (807.5a: no priority on that stack; 807.5b: its `stack` is
 * another turn marker's). See docs/scenarios.md, "Grand Melee".
 */
import { shownTurn, turnRanges } from "@roundtable/engine";
import { endsAction } from "./actions.ts";
import { ScenarioRunError } from "./answer.ts";
import { type LaneInfo, laneInfos, laneWhere, meleeWhere, position, runningLane } from "./lanes.ts";
import { seatOf } from "./layout.ts";
import { expectRefusal } from "./refusals.ts";
import type { RunState } from "./runState.ts";
import { verbOf } from "./schema.ts";
import { turnLabel } from "./table.ts";

/**
 * Runs a game with turn markers. The runner works toward the first action not yet taken, in the order
 * listed, and answers:
 *   1. the lane of an action being taken, while its follow-up questions last;
 *   2. else the lane taking that action's turn, if that turn has begun, until the action's decision comes;
 *   3. else the open decision earliest in the game: the lowest turn number, then the earliest step, then
 *      the lowest marker number.
 * The lane taking the `stopAt` turn is held once it reaches the `stopAt` step (unless the next action is
 * one of that step's); the run stops there when every action has been taken.
 */
export function runMelee(r: RunState): void {
  const stop = r.scn.stopAt;
  for (;;) {
    r.here = null;
    const s = r.game.state;
    if (s.status === "over") break;
    const all = laneInfos(s);
    const open = all.filter((l) => l.decision !== null);
    if (open.length === 0) break;
    observeLanes(r, all);
    // The questions of an action being taken are over once its lane asks for priority (or attacks, blocks).
    let asking = r.open === null ? undefined : open.find((l) => l.marker === r.open!.marker);
    if (asking !== undefined && endsAction(asking.decision!)) asking = undefined;
    if (asking === undefined) r.open = null;
    const never = stop ? r.neverBegins(stop.turn) : null;
    if (never !== null) throw new ScenarioRunError(`stopAt: ${never}; the game is now in ${meleeWhere(s)}`);
    const next = r.taken.indexOf(false);
    const head = next < 0 ? null : next;
    if (checkMissedMelee(r, all, head)) continue;
    // The lane taking the stopAt turn, once that turn has begun; held when it reaches the stopAt step.
    const stopTurn = stop ? r.begunTurn(stop.turn) : null;
    const stopLane = stopTurn === null ? undefined : runningLane(all, stopTurn);
    let held: number | null = null;
    if (stop && stopTurn !== null) {
      const at = `${turnLabel(stop.turn)} ${stop.step}`;
      if (stopLane === undefined)
        throw new ScenarioRunError(
          `stopAt: the game never stopped in ${at}: nobody had a decision there (no priority in that step, or the step was skipped) and the turn has ended; the game is now in ${meleeWhere(s)}`,
        );
      const p = position(stopTurn, stopLane.turn.step);
      if (p > position(stopTurn, stop.step))
        throw new ScenarioRunError(
          `stopAt: the game never stopped in ${at}: nobody had a decision there (no priority in that step, or the step was skipped); that turn is now in ${laneWhere(s, stopLane)}`,
        );
      if (p === position(stopTurn, stop.step) && stopLane.decision !== null) {
        if (head === null && r.open === null) {
          r.here = stopLane;
          r.stoppedAt = {
            turn: shownTurn(s, stopTurn),
            step: stop.step,
            gameOver: false,
            marker: stopLane.marker,
          };
          return;
        }
        // An action of the stopAt step itself is taken first (and its questions answered); other turns
        // go on meanwhile.
        const a = head === null ? null : r.scn.actions[head];
        if (a !== null && r.position(a.turn, a.step) !== p) held = stopLane.marker;
      }
    }
    r.countDecision(meleeWhere(s), s.melee?.turns ?? 0);
    const pick = asking ?? pickLane(r, all, open, head, held);
    if (pick === undefined)
      throw new ScenarioRunError(
        `${r.actionLabel(head!)} was never taken: the run stopped at ${laneWhere(s, stopLane!)} (stopAt), and no other turn could go on`,
      );
    r.here = pick;
    const d = pick.decision!;
    if (endsAction(d)) r.open = null;
    // The target action is taken only at a decision of its own turn and step.
    const cur = position(pick.turn.number, pick.turn.step);
    const due = head !== null && r.position(r.scn.actions[head].turn, r.scn.actions[head].step) === cur;
    r.answerDecision(d, due && runningLane(all, pick.turn.number) === pick ? head : null, laneWhere(s, pick));
  }
  r.here = null;
  const s = r.game.state;
  const last = laneInfos(s)[0];
  const lastTurn = shownTurn(s, s.melee?.turns ?? s.turn.number);
  r.stoppedAt = { turn: lastTurn, step: last?.turn.step ?? s.turn.step, gameOver: s.status === "over" };
  const at = `turn ${lastTurn}`;
  if (stop)
    throw new ScenarioRunError(
      `stopAt: the game ended in ${at}, before ${turnLabel(stop.turn)} ${stop.step} was reached`,
    );
  const left = r.taken.indexOf(false);
  if (left >= 0)
    throw new ScenarioRunError(`${r.actionLabel(left)} was never taken: the game ended in ${at}`);
}

/** Records the turns that have begun, in every lane (turns that begin together, 807.4b). */
function observeLanes(r: RunState, all: readonly LaneInfo[]): void {
  for (const l of all) {
    const n = l.turn.number;
    if (!l.taking || r.turns[n - 1] !== undefined) continue;
    r.turns[n - 1] = l.turn.active;
    r.markerOfTurn.set(n, l.marker);
  }
}

/**
 * Which lane's open decision to answer next, when no action is being taken (see runMelee); undefined if
 * only `held`'s.
 */
function pickLane(
  r: RunState,
  all: readonly LaneInfo[],
  open: readonly LaneInfo[],
  head: number | null,
  held: number | null,
): LaneInfo | undefined {
  const target = head === null ? undefined : runningLane(all, r.turnNumber(r.scn.actions[head].turn) ?? 0);
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
 * Fails on an action whose turn and step have passed without it being taken, or whose `stack` names
 * another turn marker than the one taking its turn. An action with `illegal` whose player never had the
 * decision it waits for is refused, as expected: returns true.
 */
function checkMissedMelee(r: RunState, all: readonly LaneInfo[], head: number | null): boolean {
  for (let i = 0; i < r.scn.actions.length; i++) {
    if (r.taken[i]) continue;
    const a = r.scn.actions[i];
    const label = r.actionLabel(i);
    const never = r.neverBegins(a.turn);
    if (never !== null)
      throw new ScenarioRunError(
        `${label} was not taken: ${never}; the game is now in ${meleeWhere(r.game.state)}`,
      );
    const n = r.begunTurn(a.turn);
    if (n === null) continue;
    const lane = runningLane(all, n);
    const marker = r.markerOfTurn.get(n);
    if (a.stack !== undefined && marker !== undefined && a.stack !== marker)
      throw new ScenarioRunError(
        `${label}: "stack": ${a.stack}, but ${turnLabel(a.turn)} is turn marker ${marker}'s turn (${r.names[r.turns[n - 1]]} holds it): the action is taken in its turn's lane, on that turn marker's stack (807.5b)`,
      );
    if (lane !== undefined && position(n, lane.turn.step) <= position(n, a.step)) continue;
    const now =
      lane === undefined ? `${turnLabel(a.turn)} has ended` : `that turn is now in ${lane.turn.step}`;
    const verb = verbOf(a);
    if (i !== head)
      throw new ScenarioRunError(
        `${label} was not taken: its turn and step went by while ${r.actionLabel(head!)} was still to be taken (in a game with turn markers the runner takes the actions in the order listed); ${now}`,
      );
    let why: string;
    if (verb === "attack")
      why = `${a.player} was never asked to declare attackers there (the engine asks only when a creature can attack)`;
    else if (verb === "block")
      why = `${a.player} was never asked to declare blockers there (the engine asks only when a creature can block)`;
    else if (verb === "concede")
      why = `nobody had a decision there (no priority in that step, or the step was skipped)`;
    else why = noPriority(r, a.player, n, marker, lane);
    const message = `${label} was not taken: ${why}; ${now}`;
    if (a.illegal !== undefined && verb !== "concede") {
      r.taken[i] = true;
      expectRefusal(r, i, message);
      r.trace.push(`${turnLabel(a.turn)} ${a.step}: ${a.player}: refused, as expected: ${why}  [${label}]`);
      return true;
    }
    throw new ScenarioRunError(message);
  }
  return false;
}

/** 807.5a: why `player` never had priority on the stack of turn n (carried by `marker`, in `lane`). */
function noPriority(
  r: RunState,
  player: string,
  n: number,
  marker: number | undefined,
  lane: LaneInfo | undefined,
): string {
  const holder = r.turns[n - 1] === undefined ? "its holder" : r.names[r.turns[n - 1]];
  const inRange =
    lane === undefined ? undefined : turnRanges(r.game.state, lane.turn)?.[seatOf(r.scn, player)];
  const range =
    inRange === undefined || inRange === null
      ? ""
      : `; in ${player}'s range this turn: ${inRange.map((q) => r.names[q]).join(", ")}`;
  return (
    `${player} never had priority on ${marker === undefined ? "its turn marker" : `turn marker ${marker}`}'s stack there while it was the next action ` +
    `(807.5a: a player gets priority on a turn marker's stack only if its holder, ${holder}, is within their ` +
    `range of influence, or a player within it controls an object on that stack${range})`
  );
}
