/**
 * Priority (117) for N players: the active player receives priority first; it passes to the left in
 * turn order (805.5: with shared team turns, teams hold priority — see nextForPriority); a spell or ability resolves, or the step ends, only when all players still in the game
 * pass in succession (117.4). Before a player receives priority, state-based actions are performed and
 * triggered abilities are put on the stack (117.5).
 */

import { andList } from "../../cards/rulesText/phrasing/words.ts";
import type { PriorityAction } from "../../decisions.ts";
import { type GameState, type PlayerId, STEP_NAMES } from "../../state.ts";
import { moveObject } from "../actions/move.ts";
import { march, marchActions } from "../actions/territories.ts";
import { askPriority, makeTask, schedule } from "../ask/ask.ts";
import { landCards } from "../characteristics/cardSets.ts";
import { type Ctx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { shownTurn } from "../context/shownTurn.ts";
import { activePlayers, inGame, nextForPriority, nextInGame, priorityPlayers } from "../players/players.ts";
import { performSbaRound } from "../sba/sba.ts";
import { eachCastableAction } from "../spells/castable.ts";
import { playableFromExile } from "../spells/playFromExile.ts";
import { sorceryTiming } from "../statics/castTiming.ts";
import { putTriggersOnStack, stateTriggers } from "../triggers/triggers.ts";
import { endStep, firstPriority } from "../turn/turn.ts";
import { askedAtEveryPriority } from "./fullControl.ts";
import { landPlaysAllowed } from "./landPlays.ts";
import { planarDieActions } from "./planarDie.ts";

export function legalActions(g: Ctx, p: PlayerId): PriorityAction[] {
  const actions: PriorityAction[] = [{ type: "pass" }];
  eachAction(g, p, true, (a) => {
    actions.push(a);
    return false;
  });
  return actions;
}

/**
 * Whether p may do anything but pass or activate mana abilities: the legal actions listed only up to the
 * first such (mana abilities not at all). False means `onlyPassOrMana(legalActions(g, p))`.
 */
function mayDoMoreThanPass(g: Ctx, p: PlayerId): boolean {
  return eachAction(g, p, false, () => true);
}

/** p's legal actions but pass, handed to `add` until it returns true (see eachCastableAction). */
function eachAction(g: Ctx, p: PlayerId, mana: boolean, add: (a: PriorityAction) => boolean): boolean {
  const s = g.s;
  const pl = s.players[p];
  // 305.2, 305.2a: a land per land play allowed this turn, own main phase, empty stack.
  if (sorceryTiming(g, p) && pl.landsPlayed < landPlaysAllowed(g, p)) {
    const lands = landCards(g.db); // in a hand, the printed characteristics
    for (const id of pl.hand) {
      const o = s.objects[id];
      if (lands.has(o.card) && add({ type: "play", object: id, name: nameOf(g, o) })) return true;
    }
    // 305.1, 601.3: a land in exile an effect lets p play (Act on Impulse).
    for (const id of playableFromExile(s, p)) {
      const o = s.objects[id];
      if (lands.has(o.card) && add({ type: "play", object: id, name: nameOf(g, o), fromExile: true }))
        return true;
    }
  }
  if (eachCastableAction(g, p, mana, add)) return true;
  // Classic Emperor: creatures march when their controller could cast a creature spell.
  if (s.config.territories && sorceryTiming(g, p))
    for (const a of marchActions(g, p)) if (add(a)) return true;
  if (s.planechase !== undefined) for (const a of planarDieActions(g, p)) if (add(a)) return true; // 901.9
  return false;
}

/** Whether a player with these actions can only pass or activate mana abilities (the engine's autoPass). */
export function onlyPassOrMana(actions: PriorityAction[]): boolean {
  return actions.every((a) => a.type === "pass" || (a.type === "activate" && a.mana));
}

/**
 * The priority task: SBAs, then triggers, then one priority decision. The checks are skipped when the
 * state can't have changed since they last found nothing: when the task runs again to take the answer
 * to its question (ask.ts replays it from the start), and when the previous player only passed (`quiet`).
 * Skipping them then gives the same game; it keeps a priority round at a table of n players from
 * costing n full checks.
 */
export function priorityTask(g: Ctx): "done" | "again" {
  const s = g.s;
  // The checks ran and found nothing before this task asked its priority question (`checked`).
  const replay = g.task?.checked === true;
  const quiet = s.turn.quiet === true;
  if (quiet) delete s.turn.quiet;
  if (!replay && !quiet) {
    if (performSbaRound(g)) return "again";
    if (s.status === "over") return "done";
    stateTriggers(g); // 603.8
    if (s.triggers.length > 0) {
      putTriggersOnStack(g);
      return "again";
    }
  }
  const t = s.turn;
  let p = t.priority ?? firstPriority(g);
  if (p !== null && !inGame(s, p)) p = s.melee ? nextForPriority(s, p, t.passed) : nextInGame(s, p);
  // Grand Melee: a player who held priority only through an object on the stack, which left it (its
  // controller left the game), is no longer entitled to it (807.5a): it passes on.
  else if (p !== null && s.melee !== undefined && !priorityPlayers(s).includes(p))
    p = nextForPriority(s, p, t.passed);
  if (p === null) {
    // Grand Melee: nobody in range of this turn marker's stack is left (807.5a, 800.4j): it resolves and
    // the steps go by as if every player had passed.
    if (s.melee !== undefined) everyonePassed(g);
    return "done";
  }
  t.priority = p;
  const task = g.task;
  // The answer to this task's question: the action it chose (ask.ts: collectAnswer). Outside Grand Melee
  // the question is the one it answered (807.4: only another turn could change it), so it isn't listed again.
  if (replay && task !== null && task.action !== undefined && !s.config.turnMarkers) {
    takeAction(g, p, task.action as PriorityAction);
    return "done";
  }
  if (task !== null) task.checked = true;
  // A player who can do nothing but pass (or float mana they can't spend) passes without being asked —
  // unless they, or the player making their decisions (723.5), asked for full control (fullControl.ts).
  // The task remembers asking so: in Grand Melee it runs again to take the answer (807.4), and full
  // control turned off meanwhile doesn't drop the answer given.
  const full = task?.fullControl === true || askedAtEveryPriority(s, p);
  if (s.autoPass && !full && !mayDoMoreThanPass(g, p)) {
    passPriority(g, p);
    return "done";
  }
  if (full && task !== null) task.fullControl = true;
  const actions = legalActions(g, p);
  takeAction(g, p, actions[askPriority(g, p, actions, priorityPrompt(g, p))]);
  return "done";
}

function priorityPrompt(g: Ctx, p: PlayerId): string {
  const s = g.s;
  const top = s.stack.length > 0 ? s.objects[s.stack[s.stack.length - 1]] : null;
  // 805.4a: with shared team turns every player of the active team is an active player, named here.
  const team = s.config.sharedTurns ? activePlayers(s) : [];
  const active =
    team.length > 1 ? andList(team.map((q) => s.players[q].name)) : s.players[s.turn.active].name;
  const where = `turn ${shownTurn(s, s.turn.number)} (${active}), ${STEP_NAMES[s.turn.step]}`;
  return top
    ? `${s.players[p].name}: priority with ${nameOf(g, top)} on the stack — ${where}`
    : `${s.players[p].name}: priority — ${where}`;
}

function takeAction(g: Ctx, p: PlayerId, a: PriorityAction): void {
  const s = g.s;
  const t = s.turn;
  if (a.type === "pass") {
    passPriority(g, p);
    return;
  }
  // Casting or activating resets the passes when it is done (cast.ts: nothing changes before that, so a
  // cast gone back on, 601.2, leaves the players who had passed as they were).
  if (a.type !== "cast" && a.type !== "activate") t.passed = [];
  if (a.type === "play") {
    // 305.1: playing a land is a special action; it doesn't use the stack.
    s.players[p].landsPlayed++;
    const fromExile = s.objects[a.object].zone === "exile"; // 601.3
    const o = moveObject(g, a.object, "battlefield", { controller: p });
    if (o)
      emit(g, {
        type: "play",
        player: p,
        object: o.id,
        card: nameOf(g, o),
        ...(fromExile ? { fromExile } : {}),
      });
    return;
  }
  if (a.type === "march") {
    march(g, a.object, a.to); // a special action: it doesn't use the stack
    return;
  }
  if (a.type === "planarDie") {
    schedule(g, makeTask("planarDie", { player: p })); // 116.2i: a special action
    return;
  }
  if (a.type === "cast") schedule(g, makeTask("cast", { player: p, object: a.object }));
  else schedule(g, makeTask("activate", { player: p, object: a.object, ability: a.ability }));
}

/** 117.3d, 117.4: pass; when everyone still in the game has passed in succession, resolve or end the step. */
export function passPriority(g: Ctx, p: PlayerId): void {
  const s = g.s;
  const t = s.turn;
  if (!t.passed.includes(p)) t.passed.push(p);
  // A player who passed and then left no longer counts; everyone still in the game must have passed.
  if (!allPassed(s, t.passed)) {
    t.priority = nextForPriority(s, p, t.passed); // 805.5b: teammates first with shared team turns
    t.quiet = true; // nothing happened since the checks before this pass (see priorityTask)
    return;
  }
  everyonePassed(g);
}

/** Whether every player who may receive priority has passed (at every pass: no list is made outside Grand Melee). */
function allPassed(s: GameState, passed: readonly PlayerId[]): boolean {
  if (s.melee !== undefined) return priorityPlayers(s).every((q) => passed.includes(q));
  for (let q = 0; q < s.players.length; q++) if (inGame(s, q) && !passed.includes(q)) return false;
  return true;
}

/** 117.4: all players passed in succession: the top of the stack resolves, or the step ends. */
function everyonePassed(g: Ctx): void {
  const s = g.s;
  const t = s.turn;
  t.passed = [];
  t.priority = null;
  if (s.stack.length > 0) {
    schedule(g, makeTask("resolve", { object: s.stack[s.stack.length - 1], pc: 0 }));
    return;
  }
  if (t.step === "cleanup") {
    // 514.3a: after priority in a cleanup step, another cleanup step follows.
    t.stepStarted = false;
    t.cleanupPriority = false;
    return;
  }
  endStep(g);
}
