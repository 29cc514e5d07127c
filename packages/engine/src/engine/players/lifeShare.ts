/**
 * The life total an effect reads for a player (119, 107.1). Today it is the player's life total — with a
 * shared life total, the team's (810.9a). Under 2007 CR 606.9a (`lifeShare`), an effect that needs an
 * individual player's life total uses the team's divided by two, rounded up: the team's players' share.
 */
import type { GameState, PlayerId } from "../../state.ts";
import { teammates } from "./players.ts";

export function lifeForEffect(s: GameState, p: PlayerId): number {
  const life = s.players[p].life;
  if (!s.config.lifeShare) return life;
  // 2007 CR 606.9a says "divided by two", for teams of two; a bigger team's (606.10) is divided by its size.
  return Math.ceil(life / (1 + teammates(s, p).length));
}

/**
 * 2007 CR 606.9b: the team's total split into its players' parts, which add up to it (the first players in
 * `team` take the odd points), so that each player's gain or loss can happen to them (606.9).
 */
export function partsOfTeamLife(s: GameState, team: readonly PlayerId[]): number[] {
  const life = s.players[team[0]].life;
  const base = Math.floor(life / team.length);
  const odd = life - base * team.length;
  return team.map((_, i) => base + (i < odd ? 1 : 0));
}

/**
 * Whether a shared life total comes with 810.9b and 810.9e–h's restrictions (paying together, exchanging,
 * redistributing, "can't gain life", "can't change"): today's rules; not 2007 CR 606.9's.
 */
export function teamLifeRestricted(s: GameState): boolean {
  return s.config.sharedLife && s.config.teamLifeRestrictions !== false;
}
