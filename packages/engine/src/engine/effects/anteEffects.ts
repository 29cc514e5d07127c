import type { Effect } from "../../cards/types.ts";
import { ante } from "../actions/ante.ts";
import type { Ctx } from "../context/ctx.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";
/** 407.4 as an effect: the effect table's entry for anteing (ante.ts has the ante zone's rules). */
/** 407.4: "[who] antes the top card of their library" (Demonic Attorney), each player in APNAP order. */
export function anteTopCardEffect(g: Ctx, r: Resolving, e: Effect & { e: "anteTopCard" }): void {
  for (const p of playersOf(g, r, e.who)) {
    const top = g.s.players[p].library[0];
    if (top !== undefined) ante(g, top);
  }
}

/** The effect table's entries for 407: anteing the top card of a library (effectTable.ts). */
export const anteEffects: EffectHandlers = { anteTopCard: anteTopCardEffect };
