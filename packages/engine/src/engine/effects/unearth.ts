import { writable } from "../../forkState.ts";
import { moveObject } from "../actions/move.ts";
import { addEffect } from "../characteristics/continuous.ts";
import type { Ctx } from "../context/ctx.ts";
import { inGame } from "../players/players.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { addDelayedTrigger } from "./linked.ts";
import type { Resolving } from "./resolving.ts";

export function unearthEffect(g: Ctx, r: Resolving): void {
  const s = g.s;
  const card = r.source === null ? undefined : s.objects[r.source];
  if (card === undefined || card.zone !== "graveyard" || card.owner !== r.controller) return;
  if (!inGame(s, r.controller)) return;
  const o = moveObject(g, card.id, "battlefield", { controller: r.controller });
  if (o === null) return;
  writable(s, o.id).unearthed = true;
  addEffect(g, {
    controller: r.controller,
    source: o.id,
    objects: [o.id],
    mods: [{ m: "keywords", keywords: ["haste"] }],
    duration: "whileSourceOnBattlefield",
  });
  addDelayedTrigger(g, {
    controller: r.controller,
    source: o.id,
    card: o.card,
    at: "nextEndStep",
    effects: [{ e: "exile", what: "remembered" }],
    objects: [o.id],
  });
}

/** The effect table's entries for 702.84a unearth (effectTable.ts). */
export const unearthEffects: EffectHandlers = { unearth: unearthEffect };
