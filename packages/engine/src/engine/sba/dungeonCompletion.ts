/**
 * 704.5t, 309.6: a dungeon whose owner's venture marker is on its bottommost room, and which isn't the
 * source of a room ability that has triggered but not yet left the stack, is removed from the game by its
 * owner — who completes it (309.7).
 */
import type { GameObject } from "../../state.ts";
import { onBottommostRoom } from "../actions/venture.ts";
import type { Ctx } from "../context/ctx.ts";
import { lanes } from "../players/lanes.ts";

/** Whether this check removes the dungeon `d` from the game (asked before anything happens: nothing is asked). */
export function dungeonDone(g: Ctx, d: GameObject): boolean {
  if (!onBottommostRoom(g, d)) return false;
  const s = g.s;
  // Waiting to be put on the stack, or on it (Grand Melee: any turn marker's, 807.5).
  return !lanes(s).some(
    ({ lane }) =>
      lane.triggers.some((t) => t.source === d.id) ||
      lane.stack.some((id) => s.objects[id].stack?.source === d.id),
  );
}
