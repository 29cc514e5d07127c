/**
 * Poisonous (702.70): "Whenever this creature deals combat damage to a player, that player gets N poison
 * counters." It triggers from the characteristics the creature had as it dealt the damage (the damage event's
 * source information), so a poisonous gained from another permanent (Virulent Sliver, Snake Cult Initiation)
 * triggers as a printed one would; each instance triggers separately (702.70b). Damage that is prevented is not
 * dealt, and triggers nothing. 801.7: the damaged player must be within the range of the creature's controller.
 */
import { keywordValue } from "../../cards/keywordInstances.ts";
import { poisonousIndex } from "../../cards/keywords.ts";
import type { PlayerId } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import type { SourceInfo } from "../context/record.ts";
import { inRange } from "../players/players.ts";

/** `source` dealt damage to `player` (combat damage if `combat`): its instances of poisonous trigger. */
export function poisonousTriggers(g: Ctx, source: SourceInfo, player: PlayerId, combat: boolean): void {
  if (!combat || !inRange(g.s, source.controller, player)) return;
  for (const k of source.keywords) {
    const n = keywordValue(k, "poisonous");
    if (n === undefined) continue;
    g.s.triggers.push({
      source: source.id,
      card: source.card,
      ability: poisonousIndex(n),
      controller: source.controller,
      triggering: player,
    });
  }
}
