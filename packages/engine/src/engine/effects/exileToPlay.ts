/**
 * "Exile the top three cards of your library. Until end of turn, you may play those cards." (Act on Impulse) and
 * "Until the end of your next turn, …" (Reckless Impulse): the cards are exiled face up, one at a time from the
 * top (a library with fewer cards gives what it has), and the effect's controller may play each of them for the
 * duration (611.2a) — a continuous effect on those objects (611.2c), `mayPlay`, read by
 * spells/playFromExile.ts. Playing one is playing it by the usual rules: a land as their land play in their own
 * main phase (305.1–305.3), a spell at its usual time with its costs paid (601.3). A card that leaves exile is a
 * new object (400.7): the permission doesn't follow it.
 */
import type { Effect } from "../../cards/types.ts";
import type { ObjId } from "../../state.ts";
import { moveObject } from "../actions/move.ts";
import { addEffect } from "../characteristics/continuous.ts";
import type { Ctx } from "../context/ctx.ts";
import { inGame } from "../players/players.ts";
import { amountOf } from "./amounts.ts";
import type { EffectHandlers } from "./effectTable.ts";
import type { Resolving } from "./resolving.ts";

export function exileToPlayEffect(g: Ctx, r: Resolving, e: Effect & { e: "exileToPlay" }): void {
  const s = g.s;
  const you = r.controller;
  if (!inGame(s, you)) return; // 800.4a: nothing is done for a player who has left the game
  const exiled: ObjId[] = [];
  for (let n = amountOf(g, r, e.amount); n > 0 && s.players[you].library.length > 0; n--) {
    const o = moveObject(g, s.players[you].library[0], "exile");
    if (o !== null && o.zone === "exile") exiled.push(o.id);
  }
  addEffect(g, {
    controller: you,
    source: r.source ?? r.object.id,
    objects: exiled,
    mods: [{ m: "mayPlay" }],
    duration: e.duration,
  });
}

/** The effect table's entry for exiling the top of a library to play it (effectTable.ts). */
export const exileToPlayEffects: EffectHandlers = { exileToPlay: exileToPlayEffect };
