/**
 * Poisonous (702.70): "Whenever this creature deals combat damage to a player, that player gets N poison
 * counters." It triggers from the characteristics the creature had as it dealt the damage (the damage event's
 * source information), so a poisonous gained from another permanent (Virulent Sliver, Snake Cult Initiation)
 * triggers as a printed one would; each instance triggers separately (702.70b). Damage that is prevented is not
 * dealt, and triggers nothing. 801.7: the damaged player must be within the range of the creature's controller.
 */
import type { PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import type { SourceInfo } from "../context/record.ts";
import { inRange } from "../players/players.ts";
import { triggerEachInstance } from "./eachInstance.ts";

/** `source` dealt damage to `player` (combat damage if `combat`): its instances of poisonous trigger. */
export function poisonousTriggers(g: Ctx, source: SourceInfo, player: PlayerId, combat: boolean): void {
  if (!combat || !inRange(g.s, source.controller, player)) return;
  triggerEachInstance(g, source, source.keywords, "poisonous", { triggering: player });
}
