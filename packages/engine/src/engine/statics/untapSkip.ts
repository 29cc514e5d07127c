/**
 * "[Permanent] doesn't untap during its controller's next untap step" (Vorinclex, Voice of Hunger). The
 * permanent remembers it. In the next untap step of the player who then controls it (502.3: the active
 * player untaps their permanents), it doesn't untap, and the effect is over — whether or not the
 * permanent was tapped then. A permanent that leaves the battlefield is a new object and forgets it
 * (400.7).
 */
import { writable } from "../../forkState.ts";
import { clearField } from "../../objectFields.ts";
import type { GameObject, PlayerId } from "../../state.ts";
import { permanentsOf } from "../characteristics/battlefieldIndex.ts";
import type { Ctx } from "../context/ctx.ts";

export function skipNextUntapEffect(g: Ctx, objects: readonly GameObject[]): void {
  for (const o of objects) if (o.zone === "battlefield") writable(g.s, o.id).skipNextUntap = true;
}

/** Whether the permanent untaps in its controller's untap step now (502.3). */
export function untapsThisStep(o: GameObject): boolean {
  return o.skipNextUntap !== true;
}

/** The untap step of `ap` is over: the "next untap step" of their permanents has come. */
export function untapStepDone(g: Ctx, ap: PlayerId): void {
  for (const id of permanentsOf(g.s, ap)) {
    if (g.s.objects[id].skipNextUntap) clearField(writable(g.s, id), "skipNextUntap");
  }
}
