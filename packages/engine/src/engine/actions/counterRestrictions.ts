/**
 * 122.6: effects that say counters can't be put on a permanent — Melira's "Creatures you control can't
 * have -1/-1 counters put on them." Checked wherever the engine puts -1/-1 counters on a permanent: damage
 * from a source with wither or infect (120.3d) and effects that put counters (no card of the pool enters
 * with -1/-1 counters).
 */
import type { GameObject } from "../../state.ts";
import { characteristics, controlsStatic } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";

export function mayPutCounters(g: Ctx, o: GameObject, counter: string): boolean {
  if (counter !== "-1/-1") return true;
  if (!characteristics(g.db, g.s, o).types.includes("Creature")) return true;
  return !controlsStatic(g.db, g.s, o.controller, "noMinusCountersOnCreatures");
}
