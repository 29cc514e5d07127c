/**
 * How the engine asks (principle 3) while keeping the state plain data: work is a stack of Tasks (data).
 * A task's handler asks all its questions before it changes anything; each question either returns the
 * answer already collected for it or suspends the task by throwing Suspend. The answer to the open
 * decision is validated, appended to the task's answers, and the handler is run again from the start,
 * so it replays its earlier questions from the collected answers and reaches the new one.
 */
import type { Answer, ChoiceOption, ChoosePurpose, Decision, PriorityAction } from "../decisions.ts";
import type { DefenderRef, ObjId, PlayerId, Task } from "../state.ts";
import type { Ctx } from "./ctx.ts";

type Spec = Decision extends infer D ? (D extends Decision ? Omit<D, "id"> : never) : never;

export class Suspend {
  constructor(readonly decision: Spec) {}
}

function ask(g: Ctx, spec: Spec): Answer {
  const task = g.task;
  if (task === null) throw new Error("internal: a question asked outside a task");
  const i = g.asked++;
  if (i < task.answers.length) return task.answers[i] as Answer;
  throw new Suspend(spec);
}

export function makeTask(t: string, data: Record<string, unknown> = {}): Task {
  return { t, answers: [], ...data };
}

/** Schedules tasks so that the first one listed runs first. */
export function schedule(g: Ctx, ...tasks: Task[]): void {
  for (let i = tasks.length - 1; i >= 0; i--) g.s.work.push(tasks[i]);
}

export function askPriority(g: Ctx, player: PlayerId, actions: PriorityAction[], prompt: string): number {
  return (ask(g, { kind: "priority", player, prompt, actions }) as { choice: number }).choice;
}

export function askChoose(
  g: Ctx,
  player: PlayerId,
  purpose: ChoosePurpose,
  prompt: string,
  options: ChoiceOption[],
  min: number,
  max: number,
): number[] {
  return (ask(g, { kind: "choose", player, purpose, prompt, options, min, max }) as { choices: number[] })
    .choices;
}

export function askNumber(g: Ctx, player: PlayerId, prompt: string, min: number, max: number): number {
  return (ask(g, { kind: "number", purpose: "x", player, prompt, min, max }) as { value: number }).value;
}

export function askMulligan(g: Ctx, player: PlayerId, handSize: number, mulligans: number): boolean {
  const prompt = `Keep this ${handSize}-card hand or take a mulligan?`;
  return (ask(g, { kind: "mulligan", player, prompt, handSize, mulligans }) as { keep: boolean }).keep;
}

export function askOrder(g: Ctx, player: PlayerId, prompt: string, items: ChoiceOption[]): number[] {
  return (ask(g, { kind: "order", purpose: "triggers", player, prompt, items }) as { order: number[] }).order;
}

export function askDivide(
  g: Ctx,
  player: PlayerId,
  prompt: string,
  amount: number,
  recipients: ChoiceOption[],
  minEach: number,
): number[] {
  return (ask(g, { kind: "divide", player, prompt, amount, recipients, minEach }) as { amounts: number[] })
    .amounts;
}

export function askDamage(
  g: Ctx,
  player: PlayerId,
  attacker: ObjId,
  amount: number,
  recipients: (ChoiceOption & { lethal: number })[],
  trample: boolean,
  prompt: string,
): number[] {
  return (
    ask(g, { kind: "damage", player, prompt, attacker, amount, recipients, trample }) as { amounts: number[] }
  ).amounts;
}

export function askAttackers(
  g: Ctx,
  player: PlayerId,
  candidates: { attacker: ObjId; name: string; defenders: DefenderRef[] }[],
): { attacker: ObjId; defender: DefenderRef }[] {
  const prompt = "Declare attackers";
  return (
    ask(g, { kind: "attackers", player, prompt, candidates }) as {
      attacks: { attacker: ObjId; defender: DefenderRef }[];
    }
  ).attacks;
}

export function askBlockers(
  g: Ctx,
  player: PlayerId,
  candidates: { blocker: ObjId; name: string; attackers: ObjId[] }[],
): { blocker: ObjId; attacker: ObjId }[] {
  const prompt = "Declare blockers";
  return (
    ask(g, { kind: "blockers", player, prompt, candidates }) as {
      blocks: { blocker: ObjId; attacker: ObjId }[];
    }
  ).blocks;
}
