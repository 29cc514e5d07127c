/**
 * 704.6f, 312.7: in a Planechase game, a face-up phenomenon that isn't the source of a triggered ability
 * that has triggered but not yet left the stack makes its planar controller planeswalk.
 */
import { planeswalk } from "../actions/planeswalk.ts";
import type { Ctx } from "../context/ctx.ts";
import { lanes } from "../players/lanes.ts";
import { faceUpPlanar } from "../players/planes.ts";

/** The planar controllers to planeswalk (704.6f), one per phenomenon whose abilities are done. */
export function phenomenaDone(g: Ctx): number[] {
  const s = g.s;
  if (s.planechase === undefined) return [];
  const out: number[] = [];
  for (const o of faceUpPlanar(s)) {
    if (g.db.get(o.card)?.types.includes("Phenomenon") !== true) continue;
    const pending = lanes(s).some(
      ({ lane }) =>
        lane.triggers.some((t) => t.source === o.id) ||
        lane.stack.some((id) => s.objects[id]?.stack?.source === o.id),
    );
    if (!pending && !out.includes(o.controller)) out.push(o.controller);
  }
  return out;
}

/** 704.6f: each of those planar controllers planeswalks. */
export function planeswalkFromPhenomena(g: Ctx, controllers: readonly number[]): void {
  for (const p of controllers) planeswalk(g, p);
}
