/**
 * Last known information of the permanents leaving the battlefield (603.10a, 608.2h): their characteristics
 * immediately before the event — as the layers had them (613), not as printed. A creature that had lost all its
 * abilities (Turn to Frog) has none as it dies, so its printed "When this creature dies" doesn't trigger; one
 * that had been granted such an ability (613.1f) has it, though the granting permanent leaves in the same event.
 *
 * They are kept as the first permanent of an event is about to leave (records/lookBack.ts `beforeLeaving`, before
 * the layer system is told it leaves): the battlefield's layered characteristics then. The layer system never
 * changes a computed map in place (a new computation or patch is a new map), so keeping one costs nothing; the
 * other permanents leaving in the same simultaneous event are read from the same one. Outside such an event each
 * departure keeps its own. Read only while the departure's triggers are collected, right after it.
 */
import type { GameObject, GameState, ObjId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import { anyLayered, layered } from "./layers.ts";
import { type Characteristics, printed } from "./printed.ts";

/** The battlefield's layered characteristics before the current departure; null: its printed ones (nothing applied). */
const kept = new WeakMap<GameState, ReadonlyMap<ObjId, Characteristics> | null>();

/** A permanent is about to leave the battlefield: keep the characteristics as they are before the event. */
export function keepLastKnown(g: Ctx): void {
  // A later permanent of the same simultaneous event: those kept as the event began stand.
  if (Array.isArray(g.lookBack) && kept.has(g.s)) return;
  // With no continuous effect, layered static or characteristic-defining ability, each permanent has its printed
  // characteristics (but deploy's ability, 804.2, which no look-back reads): nothing to compute or patch.
  kept.set(g.s, anyLayered(g.db, g.s) ? layered(g.db, g.s) : null);
}

/**
 * The characteristics of `o`, a permanent that has just left the battlefield (the object as it was there), as it
 * last existed there; its card's printed ones where nothing changed them (or nothing was kept).
 */
export function lastKnownCharacteristics(g: Ctx, o: GameObject): Characteristics {
  return kept.get(g.s)?.get(o.id) ?? printed(g.db, o.card);
}
