/**
 * 305.2: "You may play an additional land this turn." (Explore): the effect's controller may play one more land
 * in the turn it resolves in (priority/landPlays.ts counts it, turn/turnRecords.ts forgets it as the turn ends).
 * It adds a land play, it doesn't play one: the lands are still played from the hand by the player's special
 * action (305.1), in their own main phase with an empty stack, and only in their own turn (305.3).
 */
import type { Effect } from "../../cards/types.ts";
import type { Ctx } from "../context/ctx.ts";
import { inGame } from "../players/players.ts";
import { recordLandPlaysAdded } from "../records/turnRecords.ts";
import type { EffectHandlers } from "./effectTable.ts";
import type { Resolving } from "./resolving.ts";

export function additionalLandPlayEffect(
  g: Ctx,
  r: Resolving,
  _e: Effect & { e: "additionalLandPlay" },
): void {
  if (inGame(g.s, r.controller)) recordLandPlaysAdded(g.s, r.controller, 1);
}

/** The effect table's entry for land plays added for a turn (effectTable.ts). */
export const additionalLandPlayEffects: EffectHandlers = { additionalLandPlay: additionalLandPlayEffect };
