/**
 * Losing, leaving and ending the game (104, 800.4). A player who loses or concedes leaves the game:
 * everything they own leaves with them, their abilities on the stack and their delayed triggered abilities
 * cease to exist, and what they still control is exiled (800.4a). The game ends when one player is left (104.2a) or all remaining players
 * lose at once (104.4a).
 */

import { flatMapOf } from "../../arrays.ts";
import { isCard } from "../../cards/tokens.ts";
import type { GameObject, GameState, PlayerId } from "../../state.ts";
import { restartQuestions } from "../ask/ask.ts";
import type { Ctx } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { schemeDeckLeaves } from "../players/archenemies.ts";
import { forEachLane, seated } from "../players/lanes.ts";
import {
  forgetRanges,
  inGame,
  inRange,
  nextForPriority,
  opposing,
  playersInGame,
  rangeLimitsGameResults,
  rangesAsTurnBegins,
  teammates,
} from "../players/players.ts";
import { beforeLeaving } from "../records/lookBack.ts";
import { deleteObject } from "../zones/zones.ts";
import { anteToWinner } from "./ante.ts";
import { endControlOf } from "./control.ts";
import { moveObject } from "./move.ts";
import { afterPlanarLeave, beforePlanarLeave } from "./planeswalk.ts";
import { territoryFalls } from "./territories.ts";

/**
 * The players still in the game whose team's fate follows these players': 810.8a, where players win and
 * lose only as a team, all their teammates; 809.5, 104.3i in an Emperor game, an emperor's teammates (a
 * general who loses leaves alone).
 */
export function withTeams(s: GameState, ps: readonly PlayerId[]): PlayerId[] {
  const roles = s.config.roles;
  const out = new Set<PlayerId>();
  for (const p of ps)
    if (s.config.teamLosesTogether || roles?.[p] === "emperor")
      for (const q of teammates(s, p)) if (!ps.includes(q)) out.add(q);
  return [...out];
}

/** 104.3, 104.4a: these players lose simultaneously (809.5b: an emperor's team with them). */
export function playersLose(g: Ctx, given: { player: PlayerId; reason: string }[]): void {
  const s = g.s;
  if (given.length === 0 || s.status === "over") return;
  const losers = [...given];
  const why = s.config.teamLosesTogether
    ? "a teammate lost the game: players lose only as a team (810.8a)"
    : "their emperor lost the game (809.5b, 104.3i)";
  for (const q of withTeams(
    s,
    given.map((l) => l.player),
  ))
    losers.push({ player: q, reason: why });
  const remaining = playersInGame(s);
  if (remaining.every((p) => losers.some((l) => l.player === p))) {
    for (const p of remaining) {
      s.players[p].result = "draw";
      s.players[p].reason = "all remaining players lost at once";
    }
    emit(g, { type: "draw-game", players: remaining });
    endGame(g, []);
    return;
  }
  const before = seated(s);
  // Each player once, with the first reason given (a loser may also be a loser's teammate).
  const leaving = losers.filter(
    (l, i) => !s.players[l.player].left && losers.findIndex((m) => m.player === l.player) === i,
  );
  // They lose at once: each has lost before the first leaves, so that what moves as one leaves (a stolen
  // creature jumping home, classic Emperor: territories.ts) passes by every fallen territory.
  for (const l of leaving) {
    s.players[l.player].result = "lost";
    s.players[l.player].reason = l.reason;
  }
  for (const l of leaving) {
    if (s.players[l.player].left) continue; // gone already, with the one before
    emit(g, { type: "lose", player: l.player, reason: l.reason });
    leaveGame(g, l.player, l.reason);
  }
  // 807.4c, 807.4e–g: turn markers are designated, removed or handed on (markerTurns.ts)
  emit(g, { type: "playersLeft", leftBefore: before, departed: departedSince(s, before) });
  checkGameEnd(g);
}

/**
 * The game is a draw, by an effect (104.4c) or an unbreakable loop of mandatory actions (104.4b) — for
 * every player; with a limited range of influence only for `controllers` (the effect's controller, 801.15,
 * 104.4e; the controllers of the objects in the loop, 801.16, 104.4f) and the players within their ranges,
 * who leave the game while the others play on (not under the 2004 draft's range rules: 601 has no
 * 801.15–801.16).
 */
export function gameIsADraw(g: Ctx, controllers: readonly PlayerId[], reason: string): void {
  const s = g.s;
  if (s.status === "over") return;
  const all = playersInGame(s);
  const inReach = rangeLimitsGameResults(s)
    ? all.filter((p) => controllers.some((c) => c === p || inRange(s, c, p)))
    : all;
  const drawn = [...inReach, ...withTeams(s, inReach)]; // 809.5c, 104.4h: a draw for the emperor's team
  if (drawn.length === all.length) {
    for (const p of all) {
      s.players[p].result = "draw";
      s.players[p].reason = reason;
    }
    emit(g, { type: "draw-game", players: all });
    endGame(g, []);
    return;
  }
  emit(g, { type: "draw-game", players: drawn });
  const before = seated(s);
  for (const p of drawn) {
    s.players[p].result = "draw";
    const who = controllers.map((c) => s.players[c].name).join(", ");
    s.players[p].reason = `${reason}: a draw for ${who} and the players in their range (801.15–801.16)`;
    leaveGame(g, p, s.players[p].reason);
  }
  // 807.4c, 807.4e–g: turn markers are designated, removed or handed on (markerTurns.ts)
  emit(g, { type: "playersLeft", leftBefore: before, departed: departedSince(s, before) });
  checkGameEnd(g);
}

/** The players who left since `before` (who had left then, seat by seat). */
function departedSince(s: GameState, before: readonly boolean[]): PlayerId[] {
  return flatMapOf(s.players, (pl, p) => (pl.left && !before[p] ? [p] : []));
}

/** 800.4a: the player leaves the game. */
export function leaveGame(g: Ctx, p: PlayerId, reason: string): void {
  const s = g.s;
  const pl = s.players[p];
  // 800.4i: what is known of the player as they leave (their life and poison stay as they were).
  pl.lastKnown = { hand: pl.hand.length, library: pl.library.length, graveyard: pl.graveyard.length };
  territoryFalls(g, p); // classic Emperor: the creatures standing in their territory die with them
  const planar = beforePlanarLeave(g, p); // 901.6, 901.10b, 901.14b: before they leave
  // Objects owned by the player leave the game.
  beforeLeaving(g); // 603.10a: inside an event, the battlefield as it was
  const gone: GameObject[] = [];
  const remove = (o: GameObject): void => {
    if (isCard(o, g.db.get(o.card))) s.removed++;
    if (o.zone === "battlefield") gone.push({ ...o });
    deleteObject(s, o.id);
  };
  // Grand Melee: what they own on any turn marker's stack, each from its own stack (807.5).
  forEachLane(s, () => {
    for (const id of [...s.stack]) if (s.objects[id].owner === p) remove(s.objects[id]);
  });
  for (const key of Object.keys(s.objects)) {
    const o = s.objects[Number(key)];
    if (o === undefined || o.owner !== p) continue;
    if (o.zone === "ante") continue; // 800.4n: their ante cards stay (407)
    remove(o);
  }
  // 603.6c: leaves-the-battlefield abilities trigger for permanents leaving the game with their owner;
  // 610.3: what they exiled "until" they leave comes back.
  for (const o of gone) {
    emit(g, { type: "leftWithOwner", before: o }); // 610.3 too: linked.ts untilLeaves
  }
  emit(g, { type: "lost", player: p });
  // Effects giving them control of objects end (objects return to their other controllers, or are
  // exiled if those have left too, 800.4c).
  endControlOf(g, p);
  // Abilities they control on the stack cease to exist; objects they still control are exiled. (Grand
  // Melee: on every turn marker's stack, 807.5.)
  forEachLane(s, () => {
    for (const id of [...s.stack]) {
      const o = s.objects[id];
      if (o.controller !== p) continue;
      if (o.stack!.kind !== "spell") deleteObject(s, id);
      else moveObject(g, id, "exile");
    }
  });
  for (const id of [...s.battlefield]) if (s.objects[id].controller === p) moveObject(g, id, "exile");
  schemeDeckLeaves(s, p); // 904.4, 800.4a
  forgetDelayedTriggers(s, p);
  fixRanges(s);
  pl.left = true;
  forgetRanges(s);
  afterPlanarLeave(g, planar); // 901.10: a face-up card of theirs left: the planar controller planeswalks
  pl.pool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
  emit(g, { type: "leave", player: p, reason });
  forEachLane(s, () => afterLeaving(s, p));
}

/**
 * 603.7, 800.4a: the delayed triggered abilities waiting for something to happen that p controlled cease to
 * exist with their other abilities (were one to trigger, it wouldn't be put on the stack, 800.4d), and those
 * waiting for p's first spell of the game (Chancellor of the Annex: `at` "firstSpell") never trigger: p casts
 * nothing more. Both are removed from the state as p leaves.
 */
function forgetDelayedTriggers(s: GameState, p: PlayerId): void {
  s.delayed = s.delayed.filter((d) => d.controller !== p && !(d.at === "firstSpell" && d.player === p));
}

/**
 * In each turn (each turn marker's, in Grand Melee) after p left: their triggered abilities waiting to be
 * put on the stack are gone; if they had priority, it passes to the next player in turn order (800.4a);
 * whatever was being asked may no longer make sense, so the open decision is withdrawn and the task that
 * asked starts its questions again (a new decision with a new id).
 */
function afterLeaving(s: GameState, p: PlayerId): void {
  s.triggers = s.triggers.filter((t) => t.controller !== p);
  delete s.turn.quiet; // the game changed: the next priority check is a full one
  if (s.turn.priority === p) {
    s.turn.priority = nextForPriority(s, p, s.turn.passed); // 805.5b: a teammate first with shared turns
  }
  if (s.pending !== null) {
    s.pending = null;
    const top = s.work[s.work.length - 1];
    if (top !== undefined) {
      restartQuestions(top);
      delete top.checked; // a priority task checks state-based actions and triggers again (priority.ts)
    }
  }
}

/**
 * Whether the game is over as the players still in it stand (104.2a, 104.2c), and who wins: null while it
 * goes on; no winners when nobody is left. 104.2a: a player still in the game wins when all their
 * opponents have left (Pentagon 611.5: maybe two at once); 104.2c: with teams, the team wins when the
 * players still in the game are all of it — every player on it, even those who lost (unless
 * `departedTeammatesWin` is off: 2004 draft 102.2a, 610.5b).
 */
export function gameEnds(s: GameState): { winners: PlayerId[] } | null {
  const remaining = playersInGame(s);
  if (remaining.length === 0) return { winners: [] };
  const alone = remaining.filter((p) => unopposed(s, p, remaining));
  if (alone.length === 0) return null;
  // 104.2c: each player on the winning team wins, even one who had lost and left (2004 draft 102.2a:
  // only those still in the game).
  const winners =
    s.config.teams === null
      ? alone
      : flatMapOf(s.players, (_, p) =>
          opposing(s, alone[0], p) || !(s.config.departedTeammatesWin || inGame(s, p)) ? [] : [p],
        );
  return { winners };
}

/** 104.2a: whether p has no opponent among `ps` (a player still in the game with none left wins). */
function unopposed(s: GameState, p: PlayerId, ps: readonly PlayerId[]): boolean {
  return !ps.some((q) => opposing(s, p, q));
}

/** What a player's losing now would do ({@link lossOutcomes}). */
export interface LossOutcome {
  /** The players still in the game who would leave with them (`withTeams`: 810.8a, 809.5b), in seat order. */
  losesWith: PlayerId[];
  /** Whether the game would then be over (`gameEnds`: 104.2a, 104.2c; 104.4a when nobody is left). */
  endsGame: boolean;
}

/**
 * By seat, what each player's losing now would do — as conceding does (104.3a: at any time, at once;
 * `playersLose`): who would leave the game with them and whether it would then be over. Nobody and false
 * for a player who has left, and once the game is over. Worked out for every seat at once, as the table
 * view asks after each change: a player keeps an opponent when more of their opponents are in the game than
 * players leave, so only the players with few opponents left are looked at again (in a big Free-for-All,
 * nobody until three players are left).
 */
export function lossOutcomes(s: GameState): LossOutcome[] {
  const remaining = playersInGame(s);
  const groups = s.players.map((p, seat) =>
    p.left || s.status === "over" ? null : withTeams(s, [seat]).sort((a, b) => a - b),
  );
  const most = 1 + Math.max(0, ...groups.map((g) => g?.length ?? 0));
  // Each counted up to most + 1, from the seat across the table on (where teams seated together have
  // their opponents).
  const r = remaining.length;
  const few = remaining.filter((p, i) => {
    let n = 0;
    for (let k = 0; k < r; k++)
      if (opposing(s, p, remaining[(i + (r >> 1) + k) % r]) && ++n > most) return false;
    return true;
  });
  return groups.map((losesWith, seat): LossOutcome => {
    if (losesWith === null) return { losesWith: [], endsGame: false };
    const leaving = [seat, ...losesWith];
    const looked = few.filter((p) => !leaving.includes(p));
    const rest = looked.length === 0 ? [] : remaining.filter((p) => !leaving.includes(p));
    const endsGame = leaving.length === remaining.length || looked.some((p) => unopposed(s, p, rest));
    return { losesWith, endsGame };
  });
}

/** The game ends if it is over (`gameEnds`): its winners win. */
export function checkGameEnd(g: Ctx): void {
  const s = g.s;
  if (s.status === "over") return;
  const end = gameEnds(s);
  if (end === null) return;
  if (end.winners.length === 0) {
    endGame(g, []);
    return;
  }
  for (const w of end.winners) {
    s.players[w].result = "won";
    s.players[w].reason = inGame(s, w)
      ? "all opponents have left the game"
      : "their team won: every other team has left the game (104.2c)";
  }
  emit(g, { type: "win", players: end.winners });
  endGame(g, end.winners);
}

/** 104.1: the game ends at once, with these winners (the ante goes to a single winner, 407.2). */
export function endGame(g: Ctx, winners: PlayerId[]): void {
  const s = g.s;
  s.status = "over";
  s.winners = winners;
  anteToWinner(g); // 407.2
  forEachLane(s, () => {
    s.pending = null;
    s.work = [];
    s.triggers = [];
    s.turn.priority = null;
  });
  emit(g, { type: "gameOver" });
}

/**
 * 801.2c: a player is about to leave; the turns under way (each turn marker's, in Grand Melee) keep the
 * ranges of influence they began with, which the table will no longer give (`turnRanges`).
 */
function fixRanges(s: GameState): void {
  const table = rangesAsTurnBegins(s);
  if (table === null) return; // unlimited: a departure changes nothing
  const lanes = Object.values(s.melee?.parked ?? {});
  for (const turn of [s.turn, ...lanes.map((l) => l.turn)])
    if (turn.inRange === undefined) turn.inRange = table;
}
