/**
 * How the engine asks (principle 3) while keeping the state plain data: work is a stack of Tasks (data).
 * A task's handler asks all its questions before it changes anything; each question either returns the
 * answer already collected for it or suspends the task by throwing Suspend. The answer to the open
 * decision is validated, appended to the task's answers, and the handler is run again from the start,
 * so it replays its earlier questions from the collected answers and reaches the new one.
 *
 * Every question names who it is asked of (a Chooser). If that player has left the game, the choice goes
 * to someone else (800.4g–h) and a cost they would pay isn't paid (800.4f): this module is the one place
 * that decides, so every effect that asks a player gets it.
 */
import type { TargetIntent } from "../../cards/types.ts";
import type { Answer, ChoiceOption, ChoosePurpose, Decision, PriorityAction } from "../../decisions.ts";
import { copyJson } from "../../forkState.ts";
import { hashState } from "../../hash.ts";
import type { DefenderRef, ObjId, PlayerId, Task } from "../../state.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { decider } from "../players/playerControl.ts";
import { inGame, replacementChoosers, ruleChooser } from "../players/players.ts";

type Spec = Decision extends infer D ? (D extends Decision ? Omit<D, "id"> : never) : never;
/** A question before it is addressed: the decision without its id and player. */
type Question = Decision extends infer D ? (D extends Decision ? Omit<D, "id" | "player"> : never) : never;

export class Suspend {
  constructor(readonly decision: Spec) {}
  /** The open decision: the question given its id (the last key, as in a copy), in place — it is ask's own. */
  open(id: number): Decision {
    const d = this.decision as Spec & { id: number };
    d.id = id;
    return d as Decision;
  }
}

/**
 * Who a question is asked of:
 * - a seat: a player the rules ask directly (priority, attackers, a spell's caster…), who is in the game;
 * - `{ player, by: "rule" }`: a rule asks this player; if they have left the game, the next player in
 *   turn order makes the choice (800.4h);
 * - `{ player, controller, source }`: an object asks this player (a spell or ability:
 *   "target opponent chooses…", "an opponent separates the cards into two piles"); `controller` is the
 *   object's controller and `source` its name, as last known. If the player has left the game, the
 *   controller chooses another player to make the choice — another opponent if the player was their
 *   opponent and one is left (800.4g). (If the controller has left too, the next player in turn order
 *   makes it, as for a rule.)
 */
export type Chooser =
  | PlayerId
  | { player: PlayerId; by: "rule" }
  | { player: PlayerId; controller: PlayerId; source: string };

function ask(g: Ctx, who: Chooser, q: Question): Answer {
  const task = g.task;
  if (task === null) throw new Error("internal: a question asked outside a task");
  const asked = typeof who === "number" ? who : who.player;
  const chosen = chooserOf(g, who);
  const i = g.asked++;
  // Only another turn can change the game while a decision is open (807.4): outside Grand Melee a question
  // is the one its answer answered, and nothing is hashed (a hash per question costs 5 % of a decision) —
  // nor is the question put together.
  const answered = i < task.answers.length;
  if (answered && !g.s.config.turnMarkers) return task.answers[i] as Answer;
  const player = decider(g.s, chosen); // 723.5: the player controlling them decides
  // The question becomes the decision (its keys in this order: the question's, then `player`, …): `q` is
  // the asking function's own new object, so it is completed in place rather than copied.
  const spec = q as Spec & { player: PlayerId; onBehalfOf?: PlayerId; back?: true };
  spec.player = player;
  if (player !== asked) {
    spec.prompt =
      chosen === asked
        ? `${q.prompt} (for ${g.s.players[asked].name}, whom you control: 723.5)`
        : `${q.prompt} (for ${g.s.players[asked].name}, who has left the game)`;
    spec.onBehalfOf = asked;
  }
  // 601.2, 602.2: the caster's questions while casting may be answered "back" (submit.ts: goBack).
  if (isCasting(task) && chosen === task.player && task.shared !== true) spec.back = true;
  if (answered) {
    if (task.questions[i] === questionKey(spec)) return task.answers[i] as Answer;
    // 807.4: another marker's turn changed what this task asked (a target died, a card was cast) while a
    // later question was open: the earlier answer was to another question, so it is asked again from here.
    task.answers.length = i;
    task.questions.length = i;
  }
  throw new Suspend(spec);
}

/** What identifies a question: its whole text and options (hashed, to keep tasks small). */
function questionKey(spec: Spec): string {
  return hashState(spec);
}

/**
 * The answer to `d`, the open decision of `task`, joins the task's answers — in Grand Melee (`turns`: turn
 * markers) with the question it answered, which another marker's turn may change (807.4).
 */
export function collectAnswer(task: Task, d: Decision, answer: Answer, turns: boolean): void {
  task.answers.push(copyJson(answer));
  // Someone other than the caster answered a question of the cast (700.2e): it can't go back past that.
  if (isCasting(task) && d.back !== true) task.shared = true;
  if (!turns) {
    task.questions.push("");
    // The priority action chosen, kept so that the task's replay doesn't list the legal actions again
    // (priority.ts): outside Grand Melee nothing can change them while the decision is open.
    if (d.kind === "priority") task.action = copyJson(d.actions[(answer as { choice: number }).choice]);
    return;
  }
  const { id: _, ...spec } = d;
  task.questions.push(questionKey(spec as Spec));
}

/** A spell being cast (601.2) or an ability being activated (602.2): its questions may be gone back on. */
export function isCasting(task: Task): boolean {
  return task.t === "cast" || task.t === "activate";
}

/**
 * 601.2: the caster goes back one question of the cast: its last answer is dropped and that question asked
 * again; with no answer yet, the cast is cancelled (the task dropped) and priority is asked again. Nothing
 * had changed (cast.ts asks every question before it pays or moves anything), so the game is as it was.
 */
export function goBack(s: { work: Task[] }, task: Task): void {
  if (task.answers.length === 0) {
    s.work.splice(s.work.lastIndexOf(task), 1);
    return;
  }
  task.answers.pop();
  task.questions.pop();
}

/** The task asks its questions again from the first (its answers are dropped). */
export function restartQuestions(task: Task): void {
  task.answers = [];
  task.questions = [];
}

/** 800.4g–h: the player who makes a choice asked of `who`; may ask the object's controller who it is. */
function chooserOf(g: Ctx, who: Chooser): PlayerId {
  const s = g.s;
  if (typeof who === "number") {
    if (!inGame(s, who))
      throw new Error(
        `internal: a question for ${s.players[who]?.name ?? `seat ${who}`}, who has left the game ` +
          "(a question that may outlive its player must say who asks it: 800.4g–h)",
      );
    return who;
  }
  if (inGame(s, who.player)) return who.player;
  const next = ruleChooser(s, who.player);
  if (next === null) throw new Error("internal: a question asked when nobody is left in the game");
  if (!("controller" in who) || !inGame(s, who.controller)) return next;
  const candidates = replacementChoosers(s, who.player, who.controller);
  if (candidates.length === 1) return candidates[0];
  const name = s.players[who.player].name;
  const options = candidates.map((p) => ({ label: s.players[p].name, ref: { player: p } }));
  const prompt = `${name} has left the game: choose who makes ${name}'s choice for ${who.source} (800.4g)`;
  // The decision names the player who left (`departed`), so that a client needn't read it in the prompt.
  const said = { departed: who.player };
  return candidates[askChoose(g, who.controller, "player", prompt, options, 1, 1, said)[0]];
}

/**
 * 800.4f: asks `player` whether they pay a cost an object asks of them ("… unless that player pays {3}");
 * true means they will (the caller then has them pay it). A player who has left the game isn't asked and
 * doesn't pay: the cost is not paid. The same holds for a cost they would simply pay: check `inGame`.
 */
export function askWhetherToPay(g: Ctx, player: PlayerId, prompt: string): boolean {
  if (!inGame(g.s, player)) return false;
  const options = [{ label: "yes" }, { label: "no" }];
  return askChoose(g, player, "pay", prompt, options, 1, 1)[0] === 0;
}

export function makeTask(t: string, data?: Record<string, unknown>): Task {
  return data === undefined ? { t, answers: [], questions: [] } : { t, answers: [], questions: [], ...data };
}

/** Schedules tasks so that the first one listed runs first. */
export function schedule(g: Ctx, ...tasks: Task[]): void {
  for (let i = tasks.length - 1; i >= 0; i--) g.s.work.push(tasks[i]);
}

export function askPriority(g: Ctx, who: Chooser, actions: PriorityAction[], prompt: string): number {
  return (ask(g, who, { kind: "priority", prompt, actions }) as { choice: number }).choice;
}

export function askChoose(
  g: Ctx,
  who: Chooser,
  purpose: ChoosePurpose,
  prompt: string,
  options: ChoiceOption[],
  min: number,
  max: number,
  /**
   * What the decision says besides (decisions.ts): for targets `intent`, what the effect is to the targets'
   * controllers (cards/intent.ts); `departed`, the player who left whose choice is given (800.4g);
   * `additional`, an additional vote (701.38d).
   */
  said: { intent?: TargetIntent; departed?: PlayerId; additional?: true } = {},
): number[] {
  const { intent, departed, additional } = said;
  const q = {
    kind: "choose" as const,
    purpose,
    prompt,
    options,
    min,
    max,
    ...(intent ? { intent } : {}),
    ...(departed !== undefined ? { departed } : {}),
    ...(additional ? { additional } : {}),
  };
  return (ask(g, who, q) as { choices: number[] }).choices;
}

/** The options of a choice among objects (cards in a hand or a library, permanents), each by its name. */
export function optionsByName(g: Ctx, ids: readonly ObjId[]): ChoiceOption[] {
  return ids.map((id) => ({ label: nameOf(g, g.s.objects[id]), ref: { object: id } }));
}

/** A number: X (107.3, the default), or how many times a multikicker cost is paid (702.33c). */
export function askNumber(
  g: Ctx,
  who: Chooser,
  prompt: string,
  min: number,
  max: number,
  purpose: "x" | "multikicker" | "draws" = "x",
): number {
  return (ask(g, who, { kind: "number", purpose, prompt, min, max }) as { value: number }).value;
}

/** 702.132a: how much of `caster`'s spell's generic mana the chosen player pays, 0 to `max`. */
export function askAssist(g: Ctx, who: Chooser, prompt: string, max: number, caster: PlayerId): number {
  const q = { kind: "number" as const, purpose: "assist" as const, prompt, min: 0, max, caster };
  return (ask(g, who, q) as { value: number }).value;
}

export function askMulligan(g: Ctx, who: Chooser, handSize: number, mulligans: number): boolean {
  const prompt = `Keep this ${handSize}-card hand or take a mulligan?`;
  return (ask(g, who, { kind: "mulligan", prompt, handSize, mulligans }) as { keep: boolean }).keep;
}

export function askOrder(
  g: Ctx,
  who: Chooser,
  prompt: string,
  items: ChoiceOption[],
  purpose: "triggers" | "lifeTotals" = "triggers",
): number[] {
  return (ask(g, who, { kind: "order", purpose, prompt, items }) as { order: number[] }).order;
}

export function askDivide(
  g: Ctx,
  who: Chooser,
  prompt: string,
  amount: number,
  recipients: ChoiceOption[],
  minEach: number,
): number[] {
  return (ask(g, who, { kind: "divide", prompt, amount, recipients, minEach }) as { amounts: number[] })
    .amounts;
}

export function askDamage(
  g: Ctx,
  who: Chooser,
  attacker: ObjId,
  amount: number,
  recipients: (ChoiceOption & { lethal: number })[],
  trample: boolean,
  prompt: string,
): number[] {
  return (
    ask(g, who, { kind: "damage", prompt, attacker, amount, recipients, trample }) as { amounts: number[] }
  ).amounts;
}

export function askAttackers(
  g: Ctx,
  who: Chooser,
  candidates: { attacker: ObjId; name: string; defenders: DefenderRef[] }[],
): { attacker: ObjId; defender: DefenderRef }[] {
  const prompt = "Declare attackers";
  return (
    ask(g, who, { kind: "attackers", prompt, candidates }) as {
      attacks: { attacker: ObjId; defender: DefenderRef }[];
    }
  ).attacks;
}

export function askBlockers(
  g: Ctx,
  who: Chooser,
  candidates: { blocker: ObjId; name: string; attackers: ObjId[] }[],
): { blocker: ObjId; attacker: ObjId }[] {
  const prompt = "Declare blockers";
  return (
    ask(g, who, { kind: "blockers", prompt, candidates }) as {
      blocks: { blocker: ObjId; attacker: ObjId }[];
    }
  ).blocks;
}
