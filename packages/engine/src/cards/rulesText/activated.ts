/** Activated abilities (602): "[Cost]: [Effect.]", their restrictions, and the keywords that are activated abilities (702). */
import type { Ability, CardDef } from "../types.ts";
import { conditionBody } from "./phrasing/conditions.ts";
import { type AbilityText, makeCtx } from "./phrasing/context.ts";
import { costText } from "./phrasing/costs.ts";
import { cyclingLine, unearthLine } from "./phrasing/keywords.ts";
import { effectsText } from "./sentences.ts";

export function activatedText(def: CardDef, a: Ability & { kind: "activated" }, quote: AbilityText): string {
  if (a.cycling) return cyclingLine(a.cost.mana);
  if (a.unearth) return unearthLine(a.cost.mana);
  // 702.6a: "Equip [cost]" is an activated ability attaching the Equipment to a creature you control (not
  // Bloodthirsty Blade's "to target creature an opponent controls").
  const mine = a.targets?.[0]?.filter?.controller !== "opponent";
  if (a.effects.length === 1 && a.effects[0].e === "attachSelf" && a.sorcery && mine)
    return `Equip ${costText(def, a.cost)}`;
  // Oracle calls the source "it" after a cost that sacrifices it or removes counters from it.
  const ctx = makeCtx(def, a.targets ?? [], quote, {
    selfIt: a.cost.sacrificeSelf === true || a.cost.removeCounters !== undefined,
  });
  const body = effectsText(ctx, a.effects);
  // 602.5b
  const only = a.condition ? ` Activate only if ${conditionBody(def, a.condition)}.` : "";
  // 801.6
  const anyone = a.anyPlayer ? " Any player may activate this ability." : "";
  return `${costText(def, a.cost)}: ${body}${a.sorcery ? " Activate only as a sorcery." : ""}${only}${anyone}`;
}
