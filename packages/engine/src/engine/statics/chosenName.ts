/**
 * "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities."
 * (Pithing Needle; 602.5: a rule that says an ability can't be activated). It applies to every source
 * with that name, whoever controls it and wherever it is (a cycling ability in a hand, 702.29), to every
 * activated ability but mana abilities (605.1a) — loyalty abilities included (606). Under limited range of
 * influence it affects only sources within its controller's range (801.10, 611.3; 801.2d: a source is in
 * range when its controller is — for a card in a hand, its owner, 108.4a).
 */
import type { Ability } from "../../cards/types.ts";
import type { GameObject } from "../../state.ts";
import { permanentsWith } from "../characteristics/battlefieldIndex.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { cardsInLayers } from "../characteristics/printed.ts";
import type { Ctx } from "../context/ctx.ts";
import { inRange } from "../players/players.ts";

export function forbiddenByChosenName(g: Ctx, o: GameObject, a: Ability): boolean {
  if (a.kind !== "activated") return false; // mana abilities (kind "mana") may be activated
  const s = g.s;
  const statics = cardsInLayers(g.db);
  let name: string | null = null;
  for (const id of permanentsWith(s, statics)) {
    const src = s.objects[id];
    if (src.chosenName === undefined || !inRange(s, src.controller, o.controller)) continue;
    name ??= characteristics(g.db, s, o).name;
    if (src.chosenName !== name) continue;
    if (
      characteristics(g.db, s, src).abilities.some(
        (x) => x.kind === "static" && x.effect.s === "chosenNameCantActivate",
      )
    )
      return true;
  }
  return false;
}
