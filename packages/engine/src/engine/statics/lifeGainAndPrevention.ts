/**
 * Static abilities that change a rule for every player, whoever controls them (Leyline of Punishment):
 * - "Players can't gain life." (119.7): read wherever life is gained, exchanged or redistributed
 *   (actions/damage.ts `cantGainLife`);
 * - "Damage can't be prevented." (615.12): prevention effects — shields and protection (702.16e) — still
 *   apply but prevent none of it and aren't used up (replacement/replacements.ts); redirection (614.9)
 *   isn't prevention and still applies.
 * Under limited range of influence each affects only what is within its controller's range (801.10): a
 * player, for the first; for the second both the source's controller and the recipient, as 801.13b asks of
 * a prevention effect that names neither.
 */
import type { PlayerId } from "../../state.ts";
import { permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { cardsWhere } from "../characteristics/cardSets.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { cardsInLayers } from "../characteristics/printed.ts";
import type { Ctx } from "../context/ctx.ts";
import { inRange } from "../players/players.ts";

type TableRule = "playersCantGainLife" | "damageCantBePrevented";

/** 119.7: whether p can't gain life because of a static ability ("Players can't gain life."). */
export function playersCantGainLife(g: Ctx, p: PlayerId): boolean {
  return ruleReaches(g, "playersCantGainLife", [p]);
}

/** 615.12: whether damage from a source `sourceController` controls to what `recipient` controls (or is) can't be prevented. */
export function damageCantBePrevented(g: Ctx, sourceController: PlayerId, recipient: PlayerId): boolean {
  return ruleReaches(g, "damageCantBePrevented", [sourceController, recipient]);
}

/** Whether a permanent has the static ability `which` and every one of `players` is within its controller's range. */
function ruleReaches(g: Ctx, which: TableRule, players: readonly PlayerId[]): boolean {
  const s = g.s;
  const statics = cardsInLayers(g.db);
  // The cards that may have it: no effect grants a static ability (layer 6 only removes).
  const cards = cardsWhere(
    g.db,
    which,
    (def, id) =>
      statics.has(id) && (def.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === which),
  );
  if (cards.size === 0) return false;
  for (const id of permanentsWith(s, cards)) {
    const src = s.objects[id];
    if (!players.every((p) => inRange(s, src.controller, p))) continue;
    if (characteristics(g.db, s, src).abilities.some((a) => a.kind === "static" && a.effect.s === which))
      return true;
  }
  return false;
}
