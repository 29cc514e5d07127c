/**
 * 723: controlling another player. "You control target player during that player's next turn"
 * (Mindslaver): the effect waits for the next turn that player actually takes (723.1, 723.1b), lasts the
 * whole turn and ends with it; a newer effect on the same player replaces an older one
 * (723.1a). The controller makes every decision the rules or objects ask of that player (723.5) — asked
 * through ask.ts, which sends the decision to the controller on the player's behalf — and sees what that
 * player sees (723.4, see handViewers). 805.8: with shared team turns, the controller controls the
 * player's team.
 */
import type { GameState, PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import { inGame, teamChooser, teamSeats } from "./players.ts";

/**
 * 723.1, 723.1a: `by` will control `player` during that player's next turn — with shared team turns, the
 * player's team during its next turn (805.8), which replaces an effect waiting for another of the team: the
 * team's turn is controlled by one player. The effect is kept under the player it names, so that it waits
 * for their team's turn whoever of the team has left since (805.8), and ends with that player (800.4k: a
 * player who has left takes no turn).
 */
export function controlNextTurn(g: Ctx, player: PlayerId, by: PlayerId): void {
  const s = g.s;
  const team = teamSeats(s, player);
  const rest = (s.playerControl ?? []).filter((c) => c.turn !== null || !team.includes(c.player));
  s.playerControl = [...rest, { player, by, turn: null }];
}

/**
 * As a turn begins: effects waiting for its player start (723.1b: the next turn they actually take; 805.8:
 * the next turn their team takes, while they are in the game).
 */
export function playerControlAsTurnBegins(s: GameState): void {
  for (const c of s.playerControl ?? [])
    if (c.turn === null && inGame(s, c.player) && teamChooser(s, c.player) === s.turn.active)
      c.turn = s.turn.number;
}

/**
 * As a turn ends, the control of its player ends (723.1: "until the beginning of the next turn" — nothing
 * happens in between, except in Grand Melee, where other turns go on: from now on the player decides for
 * themself in them, and their open decisions there are asked again, loop.ts).
 */
export function playerControlAsTurnEnds(g: Ctx): void {
  const s = g.s;
  const list = s.playerControl;
  if (list === undefined) return;
  const now = s.turn.number;
  for (const c of list) if (c.turn === now) g.changes?.push(c.player);
  const kept = list.filter((c) => c.turn !== now);
  if (kept.length > 0) s.playerControl = kept;
  else delete s.playerControl;
}

/**
 * Who makes p's decisions now: the player controlling p during p's turn (723.5; 805.8: p's team), or p.
 * In Grand Melee that is every decision of p while p's turn is under way, in whichever marker's turn it
 * is asked: the whole of that turn is a stretch of time, and the other turns go on during it (807.4). A
 * controller who has left the game controls no one; a player given control of themself decides as usual
 * (723.9).
 */
export function decider(s: GameState, p: PlayerId): PlayerId {
  const list = s.playerControl;
  if (list === undefined) return p;
  for (const c of list)
    if (c.turn !== null && (c.player === p || teamSeats(s, c.player).includes(p)) && inGame(s, c.by))
      return c.by;
  return p;
}
