/**
 * A layout's phased-out permanents (702.26b: `LayoutPermanent.phasedOut`): laid on the battlefield with the
 * others, attached and given their controllers, then phased out under those controllers — an "indirectly" one
 * with the permanent it is attached to (702.26g). A layout begins before its first untap step, where the
 * starting player's phased-out permanents phase in (502.1).
 */
import { showValue } from "../../show.ts";
import { setPhasedOut } from "../actions/phasing.ts";
import type { Ctx } from "../context/ctx.ts";
import type { Placed } from "./layoutEffects.ts";

type Fail = (path: string, message: string) => Error;

export function layPhasedOut(g: Ctx, placed: readonly Placed[], fail: Fail): void {
  const s = g.s;
  const out = new Set<number>();
  for (const { o, bp, path } of placed) {
    if (bp.phasedOut === undefined) continue;
    if (bp.phasedOut !== true && bp.phasedOut !== "indirectly")
      throw fail(`${path}.phasedOut`, `must be true or "indirectly", got ${showValue(bp.phasedOut)}`);
    out.add(o.id);
  }
  for (const { o, bp, path } of placed) {
    const host = s.objects[o.id].attachedTo;
    const hostOut = host !== undefined && out.has(host);
    if (bp.phasedOut === "indirectly" && !hostOut)
      throw fail(
        `${path}.phasedOut`,
        '"indirectly": it phased out with the permanent it is attached to (702.26g), which must be phased out too',
      );
    if (bp.phasedOut === undefined && hostOut)
      throw fail(
        `${path}.attachedTo`,
        'attached to a phased-out permanent, it phased out with it: "phasedOut": "indirectly" (702.26g)',
      );
  }
  const indirect = new Set(placed.filter((p) => p.bp.phasedOut === "indirectly").map((p) => p.o.id));
  for (const id of [...out].sort((a, b) => a - b)) setPhasedOut(s, id, indirect.has(id));
}
