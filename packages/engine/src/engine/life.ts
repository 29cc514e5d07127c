/**
 * Effects that set life totals: "[player]'s life total becomes N" (119.5) and doubling a life total
 * (701.10d). The player gains or loses the difference. Every new total is worked out first, then all
 * change at once (608.2h: "the lowest life total among all players" is read once).
 */
import type { Effect } from "../cards/types.ts";
import type { PlayerId } from "../state.ts";
import { amountOf } from "./amounts.ts";
import type { Ctx } from "./ctx.ts";
import { gainLife, loseLife } from "./damage.ts";
import { playersOf, type Resolving } from "./effects.ts";

export function setLifeEffect(g: Ctx, r: Resolving, e: Effect & { e: "setLife" | "doubleLife" }): void {
  const s = g.s;
  const totals = playersOf(g, r, e.who).map((p) => ({
    p,
    // 107.1b: a life total may be set to a negative number.
    n: e.e === "setLife" ? amountOf(g, r, e.amount, p) : 2 * s.players[p].life,
  }));
  for (const { p, n } of totals) setLifeTotal(g, p, n);
}

/** 119.5: the player gains or loses the necessary amount of life to end up with `n`. */
export function setLifeTotal(g: Ctx, p: PlayerId, n: number): void {
  const delta = n - g.s.players[p].life;
  if (delta > 0) gainLife(g, p, delta);
  else if (delta < 0) loseLife(g, p, -delta);
}
