/**
 * 603.10a: leaves-the-battlefield abilities "look back in time". When several permanents leave the
 * battlefield at once — destroyed together by Wrath of God, exiled together by Angel of Serenity, or put
 * into graveyards by one round of state-based actions (704.3), such as two creatures that dealt each
 * other lethal combat damage — every permanent that was on the battlefield just before the event sees
 * each of the others leave, even one that leaves in the same event: Extractor Demon destroyed along with
 * other creatures triggers for each of them.
 *
 * The engine moves such permanents one at a time; `simultaneously` marks the moves as one event by keeping
 * the permanents as they were before it (each step of a resolution, resolve.ts, and each round of
 * state-based actions, sba.ts), and `lookingBack` gives the permanents whose "whenever another … leaves
 * the battlefield" abilities see a departure. A permanent that arrives during the event (one returned
 * "until" another left, 610.3) isn't among them: it wasn't there before the event.
 */

import type { GameObject, ObjId } from "../../state.ts";
import { permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { cardsTriggeringOn } from "../characteristics/cardSets.ts";
import { keepLastKnown } from "../characteristics/lastKnown.ts";
import { graveyardExilerCards } from "../characteristics/printed.ts";
import type { Ctx } from "../context/ctx.ts";
import { keepAttachments } from "./attachedAsItLeft.ts";

/**
 * Runs `act`, whose zone changes are one simultaneous event (603.10a). The battlefield is copied only when
 * the first permanent is about to leave it (`beforeLeaving`): most events move nothing off it, and a big
 * table's battlefield is big.
 */
export function simultaneously(g: Ctx, act: () => void): void {
  if (g.lookBack !== undefined) {
    act(); // already inside one event
    return;
  }
  g.lookBack = "unchanged";
  try {
    act();
  } finally {
    g.lookBack = undefined;
  }
}

/**
 * A permanent is about to leave the battlefield: inside an event, keep the battlefield as it was — the
 * permanents with a "whenever another … leaves the battlefield" ability, the only ones that look back
 * for another permanent (603.10a), and those whose replacement effect applies to the whole event (614.1a:
 * Leyline of the Void).
 */
export function beforeLeaving(g: Ctx): void {
  keepLastKnown(g); // 603.10a, 608.2h
  keepAttachments(g); // 603.10a: "whenever equipped creature dies"
  if (g.lookBack === "unchanged") g.lookBack = watching(g).map((id) => ({ ...g.s.objects[id] }));
}

function watching(g: Ctx): readonly ObjId[] {
  const dies = permanentsWith(g.s, cardsTriggeringOn(g.db, "creatureDies"));
  const leaves = permanentsWith(g.s, cardsTriggeringOn(g.db, "anotherLeaves"));
  // 614.1a: a Leyline of the Void sees the cards of the event go too (replacement/graveyardExile.ts).
  const exilers = permanentsWith(g.s, graveyardExilerCards(g.db));
  return dies.length + exilers.length === 0 ? leaves : [...leaves, ...dies, ...exilers];
}

/**
 * The permanents with "whenever another … leaves" or "whenever … dies" abilities that see a permanent leave: those on the battlefield before the
 * current simultaneous event (the current object for those still there), or the battlefield now outside
 * such an event.
 */
export function lookingBack(g: Ctx): GameObject[] {
  const s = g.s;
  if (g.lookBack === undefined || g.lookBack === "unchanged") return watching(g).map((id) => s.objects[id]);
  return g.lookBack.map((o) => s.objects[o.id] ?? o);
}
