/**
 * Poison counters (122.1f) and the Two-Headed Giant's team rule for them (810.10): every effect that gives,
 * removes or prevents a player's poison counters goes through here; what counts them is in
 * players/poisonCounts.ts, which the players' own checks read too. With shared poison
 * (`sharedPoison`: today's Two-Headed Giant) the counters are the team's — kept by every player of the team,
 * as the shared life total is (damage.ts `changeLife`), so that whatever reads "a player's poison counters"
 * reads the team's (810.10a). Under 2004 draft 609.5 and 2007 CR 606.5 only life was shared: each player
 * has their own counters, and these rules are the individual's.
 */
import type { PlayerId } from "../../state.ts";
import { controlsStatic } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import { playersChanged } from "../players/playerChecks.ts";
import { inGame } from "../players/players.ts";
import { poisonOf, poisonSharers } from "../players/poisonCounts.ts";

/**
 * 122.1f: "You can't get poison counters." (Melira). 810.10c: if a player can't get poison counters, no
 * player on that player's team can — with shared poison; otherwise only that player.
 */
export function cantGetPoison(g: Ctx, p: PlayerId): boolean {
  return poisonSharers(g.s, p).some((q) => controlsStatic(g.db, g.s, q, "cantGetPoison"));
}

/**
 * 122.1f: p gets n poison counters. 810.10: it happens to p individually, and the counters are the team's:
 * the team's count goes up by n (each player given counters adds theirs: "each player gets a poison counter"
 * gives a team of two two).
 */
export function givePoison(g: Ctx, p: PlayerId, n: number): void {
  if (n <= 0 || !inGame(g.s, p) || cantGetPoison(g, p)) return;
  setPoison(g, p, poisonOf(g.s, p) + n);
}

/**
 * p loses n poison counters ("all": every one they have). 810.10b: with shared poison, p's team loses that
 * many. Returns how many were lost.
 */
export function losePoison(g: Ctx, p: PlayerId, n: number | "all"): number {
  if (!inGame(g.s, p)) return 0;
  const had = poisonOf(g.s, p);
  const lost = n === "all" ? had : Math.min(n, had);
  if (lost > 0) setPoison(g, p, had - lost);
  return lost;
}

function setPoison(g: Ctx, p: PlayerId, total: number): void {
  const s = g.s;
  const delta = total - poisonOf(s, p);
  for (const q of poisonSharers(s, p)) s.players[q].poison = total;
  playersChanged(s); // 704.5c, 704.6b
  emit(g, { type: "poison", player: p, delta, poison: total });
}
