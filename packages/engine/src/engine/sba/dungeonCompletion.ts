/**
 * 704.5t, 309.6: a dungeon whose owner's venture marker is on its bottommost room, and which isn't the
 * source of a room ability that has triggered but not yet left the stack, is removed from the game by its
 * owner — who completes it (309.7).
 */
import type { GameObject } from "../../state.ts";
import { dungeonOf, onBottommostRoom } from "../actions/venture.ts";
import type { Ctx } from "../context/ctx.ts";
import { lanes } from "../players/lanes.ts";

/** The dungeons this check removes from the game (asked before anything happens: nothing is asked). */
export function dungeonsToComplete(g: Ctx): GameObject[] {
  const s = g.s;
  const out: GameObject[] = [];
  for (let p = 0; p < s.players.length; p++) {
    if (s.players[p].command.length === 0) continue; // the common case
    const d = dungeonOf(g, p);
    if (d === undefined || !onBottommostRoom(g, d)) continue;
    // Waiting to be put on the stack, or on it (Grand Melee: any turn marker's, 807.5).
    const pending = lanes(s).some(
      ({ lane }) =>
        lane.triggers.some((t) => t.source === d.id) ||
        lane.stack.some((id) => s.objects[id].stack?.source === d.id),
    );
    if (!pending) out.push(d);
  }
  return out;
}
