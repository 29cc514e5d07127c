/**
 * 402.2: "You have no maximum hand size." (Reliquary Tower, Thought Vessel, Spellbook): while its controller
 * controls such a permanent, they don't discard down to a maximum hand size in their cleanup step (514.1).
 */
import type { PlayerId } from "../../state.ts";
import { permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { cardsInLayers } from "../characteristics/printed.ts";
import type { Ctx } from "../context/ctx.ts";

export function hasNoMaximumHandSize(g: Ctx, p: PlayerId): boolean {
  const statics = cardsInLayers(g.db);
  if (statics.size === 0) return false;
  return permanentsOf(g.s, p).some(
    (id) =>
      statics.has(g.s.objects[id].card) &&
      characteristics(g.db, g.s, g.s.objects[id]).abilities.some(
        (a) => a.kind === "static" && a.effect.s === "noMaximumHandSize",
      ),
  );
}
