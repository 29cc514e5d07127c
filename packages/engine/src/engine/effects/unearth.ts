import type { Modification } from "../../cards/types.ts";
import { writable } from "../../forkState.ts";
import type { DelayedTrigger, ObjId, PlayerId } from "../../state.ts";
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
  markUnearthed(g, o.id, r.controller, true);
}

/** 702.84a: "It gains haste", as unearth gives it (a new array each time: the state owns what it holds). */
export function unearthHaste(): Modification[] {
  return [{ m: "keywords", keywords: ["haste"] }];
}

/** 702.84a: the delayed "exile it at the beginning of the next end step" (603.7) of permanent `id` (of `card`), unearthed by `controller`. */
export function unearthExile(id: ObjId, card: string, controller: PlayerId): DelayedTrigger {
  return {
    controller,
    source: id,
    card,
    at: "nextEndStep",
    effects: [{ e: "exile", what: "remembered" }],
    objects: [id],
  };
}

/**
 * 702.84a: what unearth leaves on the permanent it returned: exiled instead of leaving the battlefield
 * (`unearthed`), its haste, and (`exileLater`) the delayed ability exiling it at the next end step. Also
 * laid by a saved position (game/abilitiesSetup.ts).
 */
export function markUnearthed(g: Ctx, id: ObjId, controller: PlayerId, exileLater: boolean): void {
  writable(g.s, id).unearthed = true;
  addEffect(g, {
    controller,
    source: id,
    objects: [id],
    mods: unearthHaste(),
    duration: "whileSourceOnBattlefield",
  });
  if (exileLater) addDelayedTrigger(g, unearthExile(id, g.s.objects[id].card, controller));
}

/** The effect table's entries for 702.84a unearth (effectTable.ts). */
export const unearthEffects: EffectHandlers = { unearth: unearthEffect };
