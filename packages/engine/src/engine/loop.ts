/**
 * The engine's main loop: run the work stack; when it is empty, begin the current step or give
 * priority, until a decision is pending or the game is over.
 */
import type { Task } from "../state.ts";
import { makeTask, Suspend, schedule } from "./ask.ts";
import { activateTask, castTask } from "./cast.ts";
import { cleanupCheckTask, cleanupTask } from "./cleanup.ts";
import { combatDamageTask, declareAttackersTask, declareBlockersTask } from "./combat.ts";
import { endLapsedEffects } from "./continuous.ts";
import { applyControl } from "./control.ts";
import type { Ctx } from "./ctx.ts";
import { returnWithChoicesTask } from "./linked.ts";
import { mulliganTask } from "./mulligan.ts";
import { priorityTask } from "./priority.ts";
import { resolveTask } from "./resolve.ts";
import { beginStep, endStep, stepHasPriority, untapLimitedTask } from "./turn.ts";

type Handler = (g: Ctx, task: Task) => "done" | "again";

const HANDLERS: Record<string, Handler> = {
  priority: priorityTask,
  cast: castTask,
  activate: activateTask,
  resolve: resolveTask,
  declareAttackers: declareAttackersTask,
  declareBlockers: declareBlockersTask,
  combatDamage: combatDamageTask,
  cleanup: cleanupTask,
  cleanupCheck: cleanupCheckTask,
  mulligan: mulliganTask,
  untapLimited: untapLimitedTask,
  returnWithChoices: returnWithChoicesTask,
};

function runTopTask(g: Ctx): void {
  const s = g.s;
  const task = s.work[s.work.length - 1];
  const handler = HANDLERS[task.t];
  if (handler === undefined) throw new Error(`internal: no handler for task "${task.t}"`);
  g.task = task;
  g.asked = 0;
  try {
    const r = handler(g, task);
    if (s.status === "over") return;
    endLapsedEffects(g); // 611.2b: "for as long as" effects whose condition stopped holding
    applyControl(g); // layer 2 follows every change (effects beginning or ending, Auras moving)
    const i = s.work.lastIndexOf(task);
    if (r === "done") {
      if (i >= 0) s.work.splice(i, 1);
    } else task.answers = [];
  } catch (e) {
    if (!(e instanceof Suspend)) throw e;
    s.decisionSeq++;
    s.pending = { ...e.decision, id: s.decisionSeq } as typeof s.pending;
  } finally {
    g.task = null;
  }
}

/** Advances the game until a decision is pending or the game is over. */
export function run(g: Ctx): void {
  const s = g.s;
  let guard = 0;
  while (s.pending === null && s.status !== "over") {
    if (++guard > 1_000_000) throw new Error("internal: the engine made no progress (loop guard)");
    if (s.work.length > 0) {
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
