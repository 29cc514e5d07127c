/**
 * 406: "Exile target player's graveyard." (Bojuka Bog): each card in the player's graveyard is put into exile
 * (406.3: face up), the top one first; none of them is chosen, and none is left behind.
 */
import type { Effect } from "../../cards/types.ts";
import { moveObject } from "../actions/move.ts";
import type { Ctx } from "../context/ctx.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { playersOf, type Resolving } from "./resolving.ts";

export function exileGraveyardEffect(g: Ctx, r: Resolving, e: Effect & { e: "exileGraveyard" }): void {
  for (const p of playersOf(g, r, e.who))
    for (const id of [...g.s.players[p].graveyard].reverse()) moveObject(g, id, "exile");
}

/** The effect table's entry for exiling a graveyard (effectTable.ts). */
export const graveyardExileEffects: EffectHandlers = { exileGraveyard: exileGraveyardEffect };
