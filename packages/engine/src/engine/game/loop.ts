/**
 * The engine's main loop: run the work stack; when it is empty, begin the current step or give
 * priority, until a decision is pending or the game is over. In Grand Melee each turn marker's lane runs
 * this way in turn (runGame, lanes.ts).
 */
import { flatMapOf } from "../../arrays.ts";
import type { Decision } from "../../decisions.ts";
import type { PlayerId, Task } from "../../state.ts";
import { applyControl } from "../actions/control.ts";
import { gameIsADraw } from "../actions/leave.ts";
import { makeTask, restartQuestions, Suspend, schedule } from "../ask/ask.ts";
import { endLapsedEffects } from "../characteristics/continuous.ts";
import { chooseDefenderTask } from "../combat/chosenDefender.ts";
import { combatDamageTask, declareAttackersTask, declareBlockersTask } from "../combat/combat.ts";
import type { Ctx } from "../context/ctx.ts";
import { playersNear } from "../context/laneChanges.ts";
import { returnWithChoicesTask } from "../effects/linked.ts";
import {
  currentMarker,
  enterLane,
  laneEvent,
  nextRunnable,
  pendingOf,
  settleCurrent,
} from "../players/lanes.ts";
import { planarRangeFree } from "../players/planes.ts";
import { inGame, playersInGame } from "../players/players.ts";
import { planarDieTask } from "../priority/planarDie.ts";
import { priorityTask } from "../priority/priority.ts";
import { activateTask } from "../spells/activate.ts";
import { castTask } from "../spells/cast.ts";
import { resolveTask } from "../spells/resolve.ts";
import { cleanupCheckTask, cleanupTask } from "../turn/cleanup.ts";
import { commanderDrawTask } from "../turn/commanderDraw.ts";
import { beginMarkerTurn } from "../turn/markerTurns.ts";
import { beginStep, endStep, stepHasPriority, untapLimitedTask } from "../turn/turn.ts";
import { mulliganTask } from "./mulligan.ts";
import { openingHandTask } from "./openingHand.ts";
import "./effectFamilies.ts"; // every kind of effect registers in the effect table
import "./watchers.ts"; // the rules that watch what happens

type Handler = (g: Ctx, task: Task) => "done" | "again";

const HANDLERS: Record<string, Handler> = {
  priority: priorityTask,
  cast: castTask,
  activate: activateTask,
  resolve: resolveTask,
  chooseDefender: chooseDefenderTask,
  declareAttackers: declareAttackersTask,
  declareBlockers: declareBlockersTask,
  combatDamage: combatDamageTask,
  cleanup: cleanupTask,
  cleanupCheck: cleanupCheckTask,
  mulligan: mulliganTask,
  openingHand: openingHandTask,
  untapLimited: untapLimitedTask,
  returnWithChoices: returnWithChoicesTask,
  commanderDraw: commanderDrawTask,
  planarDie: planarDieTask,
};

function runTopTask(g: Ctx): void {
  const s = g.s;
  const task = s.work[s.work.length - 1];
  const handler = HANDLERS[task.t];
  if (handler === undefined) throw new Error(`internal: no handler for task "${task.t}"`);
  g.task = task;
  g.asked = 0;
  try {
    // 801.18: a plane's or phenomenon's ability resolves without the limited range of influence.
    const r =
      task.t === "resolve"
        ? planarRangeFree(g, s.objects[task.object as number]?.card ?? "", () => handler(g, task))
        : handler(g, task);
    if (s.status === "over") return;
    endLapsedEffects(g); // 611.2b: "for as long as" effects whose condition stopped holding
    applyControl(g); // layer 2 follows every change (effects beginning or ending, Auras moving)
    const i = s.work.lastIndexOf(task);
    if (r === "done") {
      if (i >= 0) s.work.splice(i, 1);
    } else restartQuestions(task);
  } catch (e) {
    if (!(e instanceof Suspend)) throw e;
    s.decisionSeq++;
    s.pending = e.open(s.decisionSeq);
  } finally {
    g.task = null;
  }
}

/**
 * Whether the current lane stops: its marker is gone or its holder waits to begin a turn (807.4d, 807.4g),
 * or its holder's next turn is to begin with the others that begin at the same moment (`fresh`).
 */
function laneIdle(g: Ctx): boolean {
  const m = g.s.melee;
  return m !== undefined && (currentMarker(g.s)?.taking !== true || m.fresh.includes(m.current));
}

/**
 * Advances the game until a decision is pending or the game is over; in Grand Melee, until every turn
 * marker's lane has its open decision or waits (807.4), running the lanes in marker order. Then the open
 * decisions that what happened may have made stale are asked again (laneChanges.ts), keeping their ids
 * when nothing they offer changed, until none is.
 */
export function runGame(g: Ctx): void {
  const s = g.s;
  if (!s.config.turnMarkers) {
    run(g);
    return;
  }
  g.changes = [];
  /** For each lane, how many changes had been noted when its open decision was last asked. */
  const askedAt = new Map<number, number>();
  const runLane = (): void => {
    if (s.melee !== undefined) laneEvent(g);
    run(g);
    if (s.melee !== undefined) askedAt.set(s.melee.current, g.changes!.length);
  };
  runLane();
  for (let again = true; again && s.melee !== undefined && s.status !== "over"; ) {
    runLanes(g, runLane);
    again = false;
    const nearSince = new Map<number, Set<PlayerId>>(); // most lanes share a starting point
    for (const { id: marker } of [...s.melee.markers]) {
      const since = askedAt.get(marker) ?? 0;
      if (since >= g.changes.length) continue; // nothing happened since it was asked
      const pending = pendingOf(s, marker);
      if (pending === null) continue;
      let near = nearSince.get(since);
      if (near === undefined) {
        near = new Set(flatMapOf(g.changes.slice(since), (p) => playersNear(s, p)));
        nearSince.set(since, near);
      }
      // 723.5: a decision made for another player offers what that player could do.
      if (!near.has(pending.player) && (pending.onBehalfOf === undefined || !near.has(pending.onBehalfOf)))
        continue;
      enterLane(s, marker);
      laneEvent(g);
      askAgain(g);
      askedAt.set(marker, g.changes.length);
      again = true;
    }
  }
  g.changes = undefined;
}

/** Runs every lane that can run, in marker order, until none can (807.4). */
function runLanes(g: Ctx, runLane: () => void): void {
  const s = g.s;
  while (s.melee !== undefined && s.status !== "over") {
    settleCurrent(s);
    const next = nextRunnable(s);
    if (next === null) return;
    enterLane(s, next.marker);
    if (next.fresh) {
      s.melee.fresh = s.melee.fresh.filter((id) => id !== next.marker);
      beginMarkerTurn(g);
    }
    runLane();
  }
}

/**
 * The current lane's open decision is asked again; it keeps its id if nothing in it changed. Its task gives
 * its earlier answers only to the questions they answered (ask.ts): from the first question another turn
 * changed, it asks again (a target gone while its caster pays: the target is chosen again).
 */
function askAgain(g: Ctx): void {
  const s = g.s;
  const old = s.pending;
  const seq = s.decisionSeq;
  s.pending = null;
  run(g);
  if (old !== null && s.pending !== null && sameQuestion(old, s.pending)) {
    s.pending = old;
    s.decisionSeq = seq;
  }
}

function sameQuestion(a: Decision, b: Decision): boolean {
  return JSON.stringify({ ...a, id: 0 }) === JSON.stringify({ ...b, id: 0 });
}

/**
 * 104.4b, 801.16: this many spells and abilities resolving in one step while nobody is asked anything (every
 * player could only pass, and passed without being asked) is a loop of mandatory actions with no way to stop
 * it (Transcendence at 20 life under Platinum Angel). No game needs as many in one step otherwise.
 */
const MANDATORY_LOOP = 10_000;

/** Advances the current lane until a decision is pending, the game is over, or the lane waits. */
function run(g: Ctx): void {
  const s = g.s;
  let guard = 0;
  let resolved = 0;
  let step = "";
  while (s.pending === null && s.status !== "over" && !laneIdle(g)) {
    if (++guard > 1_000_000) throw new Error("internal: the engine made no progress (loop guard)");
    if (s.work.length > 0) {
      if (s.work[s.work.length - 1].t === "resolve") {
        const here = `${s.turn.number} ${s.turn.step}`;
        resolved = here === step ? resolved + 1 : 1;
        step = here;
        if (resolved > MANDATORY_LOOP) {
          mandatoryLoop(g);
          resolved = 0;
          continue;
        }
      }
      runTopTask(g);
      continue;
    }
    const t = s.turn;
    if (!t.stepStarted) {
      beginStep(g);
      continue;
    }
    if (t.step === "cleanup" ? t.cleanupPriority : stepHasPriority(t.step)) schedule(g, makeTask("priority"));
    else endStep(g);
  }
}

/** The loop is a draw for the controllers of what is on the stack, and with range of influence those in their ranges (801.16). */
function mandatoryLoop(g: Ctx): void {
  const s = g.s;
  const controllers = [...new Set(s.stack.map((id) => s.objects[id].controller))].filter((p) => inGame(s, p));
  gameIsADraw(
    g,
    controllers.length > 0 ? controllers : playersInGame(s),
    "an unbreakable loop of mandatory actions (104.4b)",
  );
}
