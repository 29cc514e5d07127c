/**
 * 603.10a: "Whenever equipped creature dies" (Skullclamp) looks back in time. The Equipment attached to the
 * creature immediately before it died triggers — though the creature's leaving unattached it at once (zones.ts:
 * whatever was attached to a permanent that leaves becomes unattached), and though the Equipment itself left in
 * the same event (destroyed along with the creature by Akroma's Vengeance, or in the same round of state-based
 * actions, 704.3).
 *
 * Which Equipment was attached to what is kept as a permanent is about to leave the battlefield (lookBack.ts
 * `beforeLeaving`), as the last known characteristics are (lastKnown.ts): inside a simultaneous event, as the
 * event began; otherwise for each departure. Only the attached permanents whose cards have such a trigger are
 * kept — in most games none.
 */
import type { GameObject, GameState } from "../../state.ts";
import { permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { cardsTriggeringOn } from "../characteristics/cardSets.ts";
import type { Ctx } from "../context/ctx.ts";

/** The attached permanents with an "equipped creature dies" trigger before the current departure, as they were. */
const kept = new WeakMap<GameState, readonly GameObject[]>();

/** A permanent is about to leave the battlefield: keep what is attached to what, as it is before the event. */
export function keepAttachments(g: Ctx): void {
  // A later permanent of the same simultaneous event: what was kept as the event began stands.
  if (Array.isArray(g.lookBack) && kept.has(g.s)) return;
  const ids = permanentsWith(g.s, cardsTriggeringOn(g.db, "equippedDies"));
  if (ids.length === 0) {
    kept.delete(g.s); // nearly every departure: nothing to keep
    return;
  }
  const out: GameObject[] = [];
  for (const id of ids) {
    const o = g.s.objects[id];
    if (o.attachedTo !== undefined) out.push({ ...o }); // a copy: unattaching changes the object
  }
  kept.set(g.s, out);
}

/**
 * The permanents with an "equipped creature dies" trigger that were attached to `left` immediately before it left
 * the battlefield: each as it is now, or as it last existed on the battlefield if it has left too.
 */
export function attachedAsItLeft(g: Ctx, left: GameObject): GameObject[] {
  const out: GameObject[] = [];
  for (const o of kept.get(g.s) ?? []) if (o.attachedTo === left.id) out.push(g.s.objects[o.id] ?? o);
  return out;
}
