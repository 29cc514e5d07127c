/**
 * "Creatures you control gain trample and get +X/+X until end of turn, where X is the number of creatures you
 * control." (Craterhoof Behemoth): X is read once, as the effect applies (608.2h) — a negative X is 0 (107.1b) —
 * and so is the set of objects the continuous effect changes (611.2c): a creature that enters later doesn't
 * get it, and X doesn't change when creatures leave. Layer 6 for the keywords, 7c for the change (613.4c).
 */
import type { Effect, Modification } from "../../cards/types.ts";
import { addEffect } from "../characteristics/continuous.ts";
import type { Ctx } from "../context/ctx.ts";
import { amountOf } from "./amounts.ts";
import type { EffectHandlers } from "./effectTable.ts";
import { objectsOf, type Resolving } from "./resolving.ts";

export function pumpByXEffect(g: Ctx, r: Resolving, e: Effect & { e: "pumpByX" }): void {
  const x = Math.max(0, amountOf(g, r, e.x));
  const by = e.minus ? 0 - x : x; // "-X/-X" (Toxic Deluge); 0 - x, not -x: never -0 in the state's JSON
  const mods: Modification[] = [
    ...(e.keywords !== undefined ? [{ m: "keywords" as const, keywords: e.keywords }] : []),
    { m: "modifyPT", power: by, toughness: e.powerOnly ? 0 : by }, // "+X/+0" (Impetuous Protege)
  ];
  addEffect(g, {
    controller: r.controller,
    source: r.source ?? r.object.id,
    objects: objectsOf(g, r, e.what)
      .filter((o) => o.zone === "battlefield")
      .map((o) => o.id),
    mods,
    duration: e.duration,
  });
}

/** The effect table's entry for "+X/+X, where X is …" (effectTable.ts). */
export const pumpByXEffects: EffectHandlers = { pumpByX: pumpByXEffect };
