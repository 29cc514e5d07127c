/** Building blocks of the green cards: a creature with abilities, and its common triggers. */
import type { Ability, CardDef, Effect, Keyword } from "@roundtable/engine";
import { creature } from "../define.ts";

/** A creature card with abilities (and keywords). */
export function creatureCard(
  name: string,
  cost: string,
  subtypes: string[],
  power: number,
  toughness: number,
  abilities: Ability[],
  oracle: string,
  keywords: Keyword[] = [],
): CardDef {
  return { ...creature(name, cost, subtypes, power, toughness, keywords, oracle), abilities };
}

/** "When this creature enters, [effects]." */
export const enters = (...effects: Effect[]): Ability => ({
  kind: "triggered",
  when: { on: "entersBattlefield" },
  effects,
});

/** "When this creature dies, you may search your library for [N] [filter] card(s), reveal …, put … into your hand, then shuffle." */
export function diesMaySearchForHand(
  search: Omit<Effect & { e: "searchYourLibrary" }, "e" | "put" | "reveal">,
): Ability {
  return dies({ e: "may", effects: [{ e: "searchYourLibrary", put: "hand", reveal: true, ...search }] });
}

/** "When this creature dies, [effects]." */
export const dies = (...effects: Effect[]): Ability => ({ kind: "triggered", when: { on: "dies" }, effects });
