/**
 * Prowess (702.108a): "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." As a
 * spell becomes cast (601.2i), the prowess of each permanent its caster controls triggers, printed or gained (its
 * characteristics, 613), once per instance (702.108b). Only "you": with shared team turns, a teammate's spell
 * triggers nothing (805). The caster is its controller, so the event is always within range (801.7).
 */
import type { GameObject } from "../../state.ts";
import { permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";
import { triggerEachInstance } from "./eachInstance.ts";

/** `spell` was cast: if it is a noncreature spell, the prowess of its caster's permanents triggers. */
export function prowessTriggers(g: Ctx, spell: GameObject): void {
  const s = g.s;
  if (characteristics(g.db, s, spell).types.includes("Creature")) return;
  for (const id of permanentsOf(s, spell.controller)) {
    const o = s.objects[id];
    triggerEachInstance(g, o, characteristics(g.db, s, o).keywords, "prowess", { triggering: null });
  }
}
