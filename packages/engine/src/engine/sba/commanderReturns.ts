/**
 * 704.6d, 903.9a: a commander put into a graveyard or exile since state-based actions were last checked
 * may be put into the command zone by its owner. The moves are noted as they happen (a watcher of the
 * game's record, game/watchers.ts); the next check asks each owner.
 */
import type { ObjId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import type { Happening } from "../context/record.ts";
import { isCommander } from "../players/commanders.ts";
import { askCommandZone } from "../replacement/commandZoneInstead.ts";

/** Notes a commander put into a graveyard or exile (watches every record). */
export function commanderMoves(g: Ctx, h: Happening): void {
  if (!g.s.config.commander || h.type !== "move" || (h.to !== "graveyard" && h.to !== "exile")) return;
  if (isCommander(g.s, h.after)) g.s.commandersMoved = [...(g.s.commandersMoved ?? []), h.after.id];
}

/**
 * The commanders their owners choose to put into the command zone at this check (each owner is asked,
 * before anything happens, as for the legend rule), and whether anyone was asked. The moves noted are used
 * up: the next check asks only about the commanders moved after this one.
 */
export function commandersToReturn(g: Ctx): { chosen: ObjId[]; asked: boolean } {
  const s = g.s;
  const moved = s.commandersMoved;
  if (moved === undefined) return { chosen: [], asked: false };
  const chosen: ObjId[] = [];
  let asked = false;
  for (const id of moved) {
    const o = s.objects[id];
    if (o === undefined || (o.zone !== "graveyard" && o.zone !== "exile")) continue; // it has moved on
    const where = o.zone === "exile" ? "exile" : "a graveyard";
    asked = true;
    if (askCommandZone(g, o, `was put into ${where}`, "903.9a")) chosen.push(id);
  }
  delete s.commandersMoved;
  return { chosen, asked };
}
