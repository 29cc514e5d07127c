/**
 * 723: controlling another player. "You control target player during that player's next turn"
 * (Mindslaver): the effect waits for the next turn that player actually takes (723.1, 723.1b), lasts the
 * whole turn and ends as the next turn begins; a newer effect on the same player replaces an older one
 * (723.1a). The controller makes every decision the rules or objects ask of that player (723.5) — asked
 * through ask.ts, which sends the decision to the controller on the player's behalf — and sees what that
 * player sees (723.4, see handViewers). 805.8: with shared team turns, the controller controls the
 * player's team.
 */
import type { GameState, PlayerId } from "../state.ts";
import type { Ctx } from "./ctx.ts";
import { inGame, teamChooser, teamSeats } from "./players.ts";

/** 723.1, 723.1a: `by` will control `player` (their team, 805.8) during that player's next turn. */
export function controlNextTurn(g: Ctx, player: PlayerId, by: PlayerId): void {
  const s = g.s;
  const target = teamChooser(s, player);
  const rest = (s.playerControl ?? []).filter((c) => c.player !== target || c.turn !== null);
  s.playerControl = [...rest, { player: target, by, turn: null }];
}

/** As a turn begins: effects waiting for this turn's player start; those of earlier turns end (723.1). */
export function playerControlAsTurnBegins(s: GameState): void {
  if (s.playerControl === undefined) return;
  const now = s.turn.number;
  const kept = s.playerControl.filter((c) => c.turn === null || c.turn === now);
  for (const c of kept) if (c.turn === null && c.player === s.turn.active) c.turn = now;
  if (kept.length > 0) s.playerControl = kept;
  else delete s.playerControl;
}

/**
 * Who makes p's decisions now: the player controlling p this turn (723.5; 805.8: p's team), or p. A
 * controller who has left the game controls no one; a player given control of themself decides as
 * usual (723.9).
 */
export function decider(s: GameState, p: PlayerId): PlayerId {
  const list = s.playerControl;
  if (list === undefined) return p;
  for (const c of list)
    if (c.turn === s.turn.number && (c.player === p || teamSeats(s, c.player).includes(p)) && inGame(s, c.by))
      return c.by;
  return p;
}
