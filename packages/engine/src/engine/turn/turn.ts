/**
 * Turn structure (500–514): phases and steps, turn-based actions, mana emptying (500.4), and moving to
 * the next turn: extra turns first, the most recently created one first (500.7), then turn order,
 * skipping players who have left (800.4k).
 */

import { writable } from "../../forkState.ts";
import { clearField } from "../../objectFields.ts";
import { type GameState, type PlayerId, STEPS, type Step, type Task } from "../../state.ts";
import { untapLimit } from "../actions/emblems.ts";
import { untapStepPhasing } from "../actions/phasing.ts";
import { schemeTurnAction } from "../archenemy/schemes.ts";
import { askChoose, makeTask, optionsByName, schedule } from "../ask/ask.ts";
import { permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { turnOfBegins } from "../characteristics/continuous.ts";
import { emptyPool } from "../characteristics/manaCost.ts";
import { anyFirstStrike } from "../combat/combat.ts";
import type { Ctx } from "../context/ctx.ts";
import { layersRecount } from "../context/layerCache.ts";
import { emit } from "../context/record.ts";
import type { EffectHandlers } from "../effects/effectTable.ts";
import { endStepDelayedTriggers } from "../effects/linked.ts";
import { playersOf } from "../effects/resolving.ts";
import { poolTotal } from "../mana/mana.ts";
import { planarStatic } from "../players/planes.ts";
import { playerControlAsTurnEnds } from "../players/playerControl.ts";
import {
  activeOrNext,
  activePlayers,
  inGame,
  priorityPlayers,
  teamChooser,
  turnOrderSeat,
} from "../players/players.ts";
import { forgetSpellsCast } from "../records/history.ts";
import { forgetTurn } from "../records/turnRecords.ts";
import { untapStepDone, untapsThisStep } from "../statics/untapSkip.ts";
import { turnDraw } from "./commanderDraw.ts";
import { markerTurnEnds } from "./markerTurns.ts";
import { followingTurn } from "./nextTurns.ts";
import { beginTurn, skippedTurns } from "./turnBegins.ts";

/** Steps in which players receive priority (500.3 / 502.4 / 514.3). */
export function stepHasPriority(step: Step): boolean {
  return step !== "untap" && step !== "cleanup";
}

/**
 * 500.7: player p will take an extra turn directly after the current one. Turns created later are
 * added directly after the current turn too, so they come first: the most recently created is taken
 * first. (Extra turns of several players at once are added one at a time in APNAP order by the caller.)
 */
export function addExtraTurn(g: Ctx, p: PlayerId): void {
  if (!inGame(g.s, p)) return; // 800.4k: a player who has left takes no turns
  g.s.extraTurns.push(teamChooser(g.s, p)); // 805.8: the player's team takes the extra turn
}

/**
 * 500.11: these players will skip their next `step`. 805.8: with shared team turns the team skips it —
 * once, even if the one effect names several players of the team.
 */
export function addSkips(g: Ctx, ps: readonly PlayerId[], step: "draw"): void {
  const s = g.s;
  const seats = [...new Set(ps.filter((p) => inGame(s, p)).map((p) => teamChooser(s, p)))];
  if (seats.length === 0) return;
  s.skips = [...(s.skips ?? []), ...seats.map((player) => ({ player, step }))];
}

/**
 * Whether the active player (or team) skips this `step`: one of its skips is used up. 805.8: a skip queued
 * under a team's first player is the team's, even if that player has left since.
 */
function skipsStep(g: Ctx, step: "draw"): boolean {
  const s = g.s;
  const i = (s.skips ?? []).findIndex((k) => k.step === step && teamChooser(s, k.player) === s.turn.active);
  if (i < 0) return false;
  s.skips!.splice(i, 1);
  if (s.skips!.length === 0) delete s.skips;
  return true;
}

/**
 * The next turn begins: the most recently created extra turn, else the next player in turn order after
 * the seat whose normal turn was the last (500.7; nextTurns.ts `followingTurn`). 800.4k: a departed
 * player's turn doesn't begin (and for 800.4m it would have begun).
 */
function nextTurn(g: Ctx): void {
  const s = g.s;
  playerControlAsTurnEnds(g); // 723.1
  forgetTurn(s, s.turn.number); // its "this turn" records
  forgetSpellsCast(g.db, s, s.turn.number);
  if (s.melee !== undefined) {
    markerTurnEnds(g); // 807.4c: the turn marker moves on
    return;
  }
  const next = followingTurn(s, s.turn, s.extraTurns);
  // The extra turns created after the one taken (all of them, before a normal turn) are of players who
  // have left: they don't begin (800.4k), and for 800.4m they would have begun.
  for (const kept = next?.extraTurn ?? -1; s.extraTurns.length > kept + 1; )
    turnOfBegins(g, teamChooser(s, s.extraTurns.pop()!), true);
  if (next === null) return;
  if (next.extraTurn !== null) {
    s.extraTurns.pop();
    beginTurn(g, next.player, true);
    return;
  }
  skippedTurns(g, turnOrderSeat(s), next.player); // 805.4: from the last seat of this team's run
  beginTurn(g, next.player);
}

/** Performs the turn-based actions that happen as a step begins. */
export function beginStep(g: Ctx): void {
  const s = g.s;
  const t = s.turn;
  t.stepStarted = true;
  t.priority = null;
  t.passed = [];
  emit(g, { type: "step", step: t.step });
  // 800.4j: no active player if they left; 805.4a: every player of the active team.
  const aps = activePlayers(s);
  switch (t.step) {
    case "untap": // 502.3: untap everything the active player controls
      if (planarStatic(g, "playersSkipUntap")) break; // The Eon Fog: players skip their untap steps (702.26m)
      for (const ap of aps) untapStepPhasing(g, ap); // 502.1: first, phasing
      for (const ap of aps) {
        // Dovin Baan's emblem: the active player chooses which permanents to untap (a task, so it can ask).
        if (untapLimit(g, s, ap) !== null) {
          schedule(g, makeTask("untapLimited", { player: ap }));
          continue;
        }
        for (const id of permanentsOf(s, ap)) {
          const o = s.objects[id];
          if (o.tapped && untapsThisStep(o)) {
            clearField(writable(s, id), "tapped");
            emit(g, { type: "untap", object: id });
          }
        }
        untapStepDone(g, ap); // "doesn't untap during its controller's next untap step" ends
      }
      break;
    case "upkeep":
      emit(g, { type: "stepBegins", step: "upkeep" });
      endStepDelayedTriggers(g, "firstUpkeep"); // 103.6b: "at the beginning of the first upkeep"
      break;
    case "draw":
      // 504.1; 805.4b, 805.6a: each player of the active team — 2007 CR 606.6b: in the starting team's first
      // turn, only the secondary player (the primary player, `turn.active`, doesn't draw).
      for (const ap of aps)
        if (!(s.config.firstTurnDraw === "secondaryDraws" && firstTurnOfGame(s) && ap === s.turn.active)) {
          const task = turnDraw(g, ap); // 903.9b: a commander on top is asked about first
          if (task !== null) schedule(g, task);
        }
      emit(g, { type: "stepBegins", step: "draw" });
      break;
    case "main1": // 904.9: the archenemy sets their top scheme in motion
      schemeTurnAction(g);
      break;
    case "beginning-of-combat": // 507.1; 2004 draft 307.1: the defending player is chosen first
      if (s.config.attack === "chosenDefender") schedule(g, makeTask("chooseDefender"));
      break;
    case "declare-attackers":
      schedule(g, makeTask("declareAttackers"));
      break;
    case "declare-blockers":
      schedule(g, makeTask("declareBlockers"));
      break;
    case "first-strike-damage":
      schedule(g, makeTask("combatDamage", { first: true }));
      break;
    case "combat-damage":
      schedule(g, makeTask("combatDamage", { first: false }));
      break;
    case "end-of-combat":
      endStepDelayedTriggers(g, "endOfCombat"); // 511.2: "at end of combat" (myriad's tokens, 702.116a)
      break;
    case "end":
      emit(g, { type: "stepBegins", step: "end" });
      endStepDelayedTriggers(g); // 603.7: "at the beginning of the next end step"
      break;
    case "cleanup":
      schedule(g, makeTask("cleanup"));
      break;
    default:
      break;
  }
}

/** Ends the current step: empty mana pools (500.4) and move to the next step or turn. */
export function endStep(g: Ctx): void {
  const s = g.s;
  // Grand Melee (reading): the pools of the players taking part in this turn — those who may receive priority
  // on its marker's stack (807.5a). Other turns go on meanwhile: a player floating mana in their own main
  // phase doesn't lose it because a step of a turn across the table ended.
  for (const p of s.melee === undefined ? s.players.keys() : priorityPlayers(s)) {
    const pl = s.players[p];
    if (poolTotal(pl.pool) === 0) continue;
    pl.pool = emptyPool();
    g.changes?.push(p); // their open decision in another turn may offer what the mana paid for (loop.ts)
  }
  const t = s.turn;
  const next = nextStep(g, t.step);
  if (t.step === "end-of-combat") {
    if (s.combat !== null && s.combat.attacks.length > 0) layersRecount(s); // nothing attacks any more (Gaea's Liege)
    s.combat = null; // 511.3
  }
  if (next === null) {
    nextTurn(g);
    return;
  }
  t.step = next;
  t.stepStarted = false;
  t.priority = null;
  t.passed = [];
  t.cleanupPriority = false;
}

function nextStep(g: Ctx, step: Step): Step | null {
  const s = g.s;
  const i = STEPS.indexOf(step);
  if (i === STEPS.length - 1) return null;
  const next = STEPS[i + 1];
  const attacking = s.combat?.declared ?? false;
  // 508.8: with no attackers, the declare blockers and combat damage steps are skipped.
  if (step === "declare-attackers" && !attacking) return "end-of-combat";
  // 510.4: the first-strike damage step happens only if a creature has first strike or double strike.
  if (step === "declare-blockers" && !anyFirstStrike(g)) return "combat-damage";
  // 103.8a: in a two-player game the starting player skips the draw step of their first turn; a skipped
  // step doesn't happen at all (500.11): no draw, no triggers, no priority.
  if (next === "draw" && firstTurnOfGame(s) && s.config.firstTurnDraw === "starterSkips") return "main1";
  if (next === "draw" && skipsStep(g, "draw")) return "main1"; // 500.11: "skips their next draw step"
  return next;
}

/** 103.8: the game's first turn — not the first turn of a saved position (a layout's `laterTurn`). */
function firstTurnOfGame(s: GameState): boolean {
  return s.turn.number === 1 && s.laterTurn !== true;
}

/** The player who gets priority when a step begins or after a resolution (117.3a–b, 800.4j). */
export function firstPriority(g: Ctx): number | null {
  return activeOrNext(g.s);
}

/** 502.3 with an untap limit (Dovin Baan's emblem): the active player chooses what to untap. */
export function untapLimitedTask(g: Ctx, task: Task): "done" {
  const s = g.s;
  const ap = (task.player as PlayerId | undefined) ?? s.turn.active;
  if (!inGame(s, ap)) return "done";
  const limit = untapLimit(g, s, ap) ?? Number.MAX_SAFE_INTEGER;
  const tapped = s.battlefield.filter(
    (id) => s.objects[id].controller === ap && s.objects[id].tapped && untapsThisStep(s.objects[id]),
  );
  let chosen = tapped;
  if (tapped.length > limit) {
    const options = optionsByName(g, tapped);
    const picks = askChoose(g, ap, "untap", `Untap up to ${limit} permanents`, options, 0, limit);
    chosen = picks.map((i) => tapped[i]);
  }
  for (const id of chosen) {
    clearField(writable(s, id), "tapped");
    emit(g, { type: "untap", object: id });
  }
  untapStepDone(g, ap);
  return "done";
}

/** The effect table's entries for skipped steps and extra turns (500.7, 500.11). */
export const turnEffects: EffectHandlers = {
  skipStep: (g, r, e) => addSkips(g, playersOf(g, r, e.who), e.step),
  // 500.7: the extra turns of several players are added one at a time, in APNAP order.
  extraTurn: (g, r, e) => {
    for (const p of playersOf(g, r, e.who)) addExtraTurn(g, p);
  },
};
