import { writable } from "../../forkState.ts";
import { putOntoBattlefield } from "../actions/enter.ts";
import { addEffect } from "../characteristics/continuous.ts";
import type { Ctx } from "../context/ctx.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { addDelayedTrigger } from "./linked.ts";
import type { Resolving } from "./resolving.ts";

export function unearthEffect(g: Ctx, r: Resolving): void {
  const s = g.s;
  const card = r.source === null ? undefined : s.objects[r.source];
  if (card === undefined || card.zone !== "graveyard" || card.owner !== r.controller) return;
  const [o] = putOntoBattlefield(g, [{ id: card.id, controller: r.controller }]);
  if (o === undefined) return; // 800.4b: not under the control of a player who has left
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
