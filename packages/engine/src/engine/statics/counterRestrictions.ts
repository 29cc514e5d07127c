/**
 * 122.6: effects that say counters can't be put on a permanent — Melira's "Creatures you control can't
 * have -1/-1 counters put on them." Checked wherever the engine puts -1/-1 counters on a permanent: damage
 * from a source with wither or infect (120.3d), effects that put counters, and the counters a permanent
 * enters with (122.6: they are "put on" it too; 614.1c, replacement/replacements.ts `enterWithCounters`).
 */
import type { GameObject } from "../../state.ts";
import { characteristics, controlsStatic } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";

/**
 * Whether `counter` counters may be put on `o`. `types`: its card types — for a permanent entering, as it
 * would exist on the battlefield (614.12); by default as it is.
 */
export function mayPutCounters(
  g: Ctx,
  o: GameObject,
  counter: string,
  types: readonly string[] = characteristics(g.db, g.s, o).types,
): boolean {
  if (counter !== "-1/-1") return true;
  if (!types.includes("Creature")) return true;
  return !controlsStatic(g.db, g.s, o.controller, "noMinusCountersOnCreatures");
}
