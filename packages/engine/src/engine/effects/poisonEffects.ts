/**
 * Effects on players' poison counters (122.1f): "[player] gets N poison counters" and "[player] loses all
 * poison counters" (Leeches). The team rule of Two-Headed Giant (810.10, 810.10b–c) is applied where the
 * counters change (actions/poison.ts).
 */
import type { Effect } from "../../cards/types.ts";
import { givePoison, losePoison } from "../actions/poison.ts";
import type { Ctx } from "../context/ctx.ts";
import { amountOf } from "./amounts.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";

/** 810.10: each player gets their counters individually ("each player gets a poison counter": two for a team of two). */
function poisonEffect(g: Ctx, r: Resolving, e: Effect & { e: "poison" }): void {
  for (const p of playersOf(g, r, e.who)) givePoison(g, p, amountOf(g, r, e.amount, p));
}

/**
 * 810.10b: the player's team loses them all (810.10a: the team's count is the player's). Leeches then deals
 * that much damage to that player — the counters lost, counted as they were lost. The damage is its own step
 * after this one (resolve.ts follow-ups): it may ask questions (616.1), and a question asked here would run
 * this effect again after the counters were gone.
 */
function loseAllPoisonEffect(g: Ctx, r: Resolving, e: Effect & { e: "loseAllPoison" }): void {
  for (const p of playersOf(g, r, e.who)) {
    const lost = losePoison(g, p, "all");
    // "that player": the one player the effect names (Leeches' target).
    if (e.dealsThatMuch && lost > 0) r.followUps?.push({ e: "damage", amount: lost, to: e.who });
  }
}

/** The effect table's entries for poison counters (effectTable.ts). */
export const poisonEffects: EffectHandlers = { poison: poisonEffect, loseAllPoison: loseAllPoisonEffect };
