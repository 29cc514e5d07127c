/**
 * Activated abilities (602): "[Cost]: [Effect.]", with "Activate only as a sorcery." and "Any player may activate
 * this ability." (801.6); loyalty abilities (606); mana abilities (605) go to mana.ts.
 */
import type { Ability, CardDef } from "@roundtable/engine";
import { effectsOf } from "../effects/sentences.ts";
import { makeScope } from "../phrases/scope.ts";
import { costOf, loyaltyCostOf } from "./costs.ts";
import { manaAbilityOf } from "./mana.ts";
import { sacrificesOne } from "./permanentsCosts.ts";

/** The ability of a line "[cost]: [text]", or undefined if the line has no cost before a colon. */
export function activatedOf(def: CardDef, line: string): Ability | undefined {
  const colon = line.indexOf(": ");
  if (colon < 0 || line.slice(0, colon).includes('"')) return undefined;
  const head = line.slice(0, colon);
  let body = line.slice(colon + 2);
  const loyalty = loyaltyCostOf(head);
  const probe = makeScope(def);
  const cost = loyalty ?? (/^(\{|Pay |Sacrifice |Tap |Remove )/.test(head) ? costOf(probe, head) : undefined);
  if (cost === undefined) return undefined;
  if (!loyalty) {
    const mana = manaAbilityOf(cost, body);
    if (mana) return mana;
  }
  const flags: { sorcery?: true; anyPlayer?: true } = {};
  if (body.endsWith(" Any player may activate this ability.")) {
    flags.anyPlayer = true;
    body = body.slice(0, -" Any player may activate this ability.".length);
  }
  if (body.endsWith(" Activate only as a sorcery.")) {
    flags.sorcery = true;
    body = body.slice(0, -" Activate only as a sorcery.".length);
  }
  // Oracle calls the source "it" after a cost that sacrifices it or removes counters from it; "the sacrificed
  // creature" is the one permanent a cost sacrificed (608.2h).
  const scope = makeScope(def, {
    selfIt: cost.sacrificeSelf === true || cost.removeCounters !== undefined,
    sacrificed: sacrificesOne(cost.sacrifice),
  });
  const effects = effectsOf(scope, body);
  return {
    kind: "activated",
    cost,
    ...(scope.targets.length > 0 ? { targets: scope.targets } : {}),
    effects,
    ...flags,
  };
}
