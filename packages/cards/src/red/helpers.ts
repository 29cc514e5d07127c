/** Templates shared by the red creature files. */
import type { Ability, CardDef, Keyword } from "@roundtable/engine";
import { creature } from "../define.ts";

/** A creature with abilities. */
export function beast(
  name: string,
  cost: string,
  subtypes: string[],
  pt: [number, number],
  keywords: Keyword[],
  abilities: Ability[],
  oracle: string,
): CardDef {
  return { ...creature(name, cost, subtypes, pt[0], pt[1], keywords, oracle), abilities };
}

/** "{R}: This creature / Enchanted creature gets +1/+0 until end of turn." (firebreathing) */
export const firebreathing = (what: "self" | "enchanted"): Ability => ({
  kind: "activated",
  cost: { mana: "{R}" },
  effects: [{ e: "pump", what, power: 1, toughness: 0, duration: "endOfTurn" }],
});

/** "{T}: This creature deals N damage to any target." */
export const ping = (n: number, mana?: string): Ability => ({
  kind: "activated",
  cost: mana ? { mana } : { tap: true },
  targets: [{ kind: "any" }],
  effects: [{ e: "damage", amount: n, to: { target: 0 } }],
});

/** "At the beginning of the end step, sacrifice this creature." */
export const SAC_AT_END: Ability = {
  kind: "triggered",
  when: { on: "beginningOfStep", step: "end", whose: "each" },
  effects: [{ e: "sacrifice", what: "self" }],
};

export const unearth = (mana: string): Ability => ({
  kind: "activated",
  cost: { mana },
  unearth: true,
  sorcery: true,
  effects: [{ e: "unearth" }],
});
