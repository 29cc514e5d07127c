/**
 * 702.84 Unearth. "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the
 * battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the
 * battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery." (702.84a)
 *
 * - The ability functions only while the card is in its owner's graveyard (cast.ts, canActivate), at
 *   sorcery speed. If the card has left the graveyard by the time it resolves, it does nothing.
 * - The card returns as a new object (400.7) under the control of the ability's controller (its owner).
 * - It gains haste for as long as it is on the battlefield (a continuous effect on that object).
 * - "Exile it at the beginning of the next end step" is a delayed triggered ability (603.7); if the
 *   permanent has already left, it does nothing (603.7c).
 * - "If it would leave the battlefield, exile it instead" is a replacement effect (614.1a, 614.6) on that
 *   permanent: it goes to exile rather than to a graveyard, a hand or a library (zones.ts asks
 *   `unearthedTo`), so it never "dies". The effect comes from the resolved ability, not from the card, so
 *   it applies even if the permanent loses its abilities.
 */
import type { ObjId, Zone } from "../state.ts";
import { addEffect } from "./continuous.ts";
import type { Ctx } from "./ctx.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { addDelayedTrigger } from "./linked.ts";
import { inGame } from "./players.ts";
import type { Resolving } from "./resolving.ts";
import { moveObject } from "./zones.ts";

export function unearthEffect(g: Ctx, r: Resolving): void {
  const s = g.s;
  const card = r.source === null ? undefined : s.objects[r.source];
  if (card === undefined || card.zone !== "graveyard" || card.owner !== r.controller) return;
  if (!inGame(s, r.controller)) return;
  const o = moveObject(g, card.id, "battlefield", { controller: r.controller });
  if (o === null) return;
  o.unearthed = true;
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

/** 702.84a: where a permanent that would move to `to` goes: exile instead, if it was unearthed. */
export function unearthedTo(g: Ctx, id: ObjId, to: Zone): Zone {
  const o = g.s.objects[id];
  return o?.unearthed === true && o.zone === "battlefield" && to !== "exile" ? "exile" : to;
}

/** The effect table's entries for 702.84a unearth (effectTable.ts). */
export const unearthEffects: EffectHandlers = { unearth: unearthEffect };
