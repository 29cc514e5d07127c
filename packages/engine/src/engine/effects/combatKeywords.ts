/**
 * The effects of battle cry (702.91a) and rampage N (702.23a–b), which look at the combat as they resolve:
 *
 * - battle cry: "each other attacking creature gets +1/+0 until end of turn" — the creatures attacking now,
 *   those put onto the battlefield attacking since it triggered included (myriad's tokens, 508.4), and in a
 *   team's combat its teammates' too;
 * - rampage N: the source "gets +N/+N until end of turn for each creature blocking it beyond the first",
 *   counted once, as it resolves (702.23b): blockers removed from combat before then don't count, and blockers
 *   added or removed later don't change the bonus.
 *
 * 801.10–801.11: only creatures within the controller's range of influence are affected or counted.
 */
import type { Effect } from "../../cards/types.ts";
import type { ObjId } from "../../state.ts";
import { addEffect } from "../characteristics/continuous.ts";
import type { Ctx } from "../context/ctx.ts";
import { inRange } from "../players/players.ts";
import type { Resolving } from "./resolving.ts";

export function combatKeywordEffect(g: Ctx, r: Resolving, e: Effect & { e: "battleCry" | "rampage" }): void {
  const s = g.s;
  const attacks = s.combat?.attacks ?? [];
  const seen = (id: ObjId): boolean => inRange(s, r.controller, s.objects[id].controller);
  const pump = (objects: ObjId[], power: number, toughness: number): void => {
    if (objects.length > 0 && power !== 0)
      addEffect(g, {
        controller: r.controller,
        source: r.source ?? r.object.id,
        objects,
        mods: [{ m: "modifyPT", power, toughness }],
        duration: "endOfTurn",
      });
  };
  if (e.e === "battleCry") {
    pump(
      attacks.map((a) => a.attacker).filter((id) => id !== r.source && seen(id)),
      1,
      0,
    );
    return;
  }
  const o = r.source === null ? undefined : s.objects[r.source];
  if (o === undefined || o.zone !== "battlefield") return;
  const blocking = attacks.find((a) => a.attacker === o.id)?.blockers.filter(seen).length ?? 0;
  const n = e.n * Math.max(0, blocking - 1);
  pump([o.id], n, n);
}
