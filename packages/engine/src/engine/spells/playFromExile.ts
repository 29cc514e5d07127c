/**
 * 601.3, 305.1: a card is played from its owner's hand unless an effect allows another zone. "You may play those
 * cards" (Act on Impulse, effects/exileToPlay.ts) is such an effect: a continuous effect `mayPlay` on cards in
 * exile, whose controller may play them — cast the spells (castable.ts, cast.ts), play the lands
 * (priority.ts) — while it lasts, by the usual rules of timing and costs. The permission is the exiled object's:
 * a card that left exile and came back is a new object (400.7) that no effect names.
 */
import type { ContinuousEffect, GameState, ObjId, PlayerId } from "../../state.ts";
import { effectApplies } from "../characteristics/continuous.ts";

const NONE: readonly ObjId[] = [];

/** Whether effect `e` lets its controller play the objects it names, now. */
function letsPlay(s: GameState, e: ContinuousEffect): boolean {
  return e.mods.some((m) => m.m === "mayPlay") && effectApplies(s, e);
}

/** The cards in exile that an effect lets p play now, oldest effect first. */
export function playableFromExile(s: GameState, p: PlayerId): readonly ObjId[] {
  let out: ObjId[] | undefined;
  for (const e of s.effects) {
    if (e.controller !== p || !letsPlay(s, e)) continue;
    for (const id of e.objects) {
      if (s.objects[id]?.zone !== "exile" || out?.includes(id) === true) continue;
      out ??= [];
      out.push(id);
    }
  }
  return out ?? NONE;
}

/** Whether an effect lets p play object `id`, a card in exile (601.3, 305.1). */
export function mayPlayFromExile(s: GameState, p: PlayerId, id: ObjId): boolean {
  return s.objects[id]?.zone === "exile" && playableFromExile(s, p).includes(id);
}

/** The players an effect lets play object `id`, a card in exile (601.3): public, as the effects are (tableView.ts). */
export function playersMayPlay(s: GameState, id: ObjId): PlayerId[] {
  if (s.objects[id]?.zone !== "exile") return [];
  const players = s.effects.filter((e) => e.objects.includes(id) && letsPlay(s, e)).map((e) => e.controller);
  return [...new Set(players)];
}
