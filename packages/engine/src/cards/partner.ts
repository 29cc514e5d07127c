/**
 * 702.124: partner abilities let a player designate two legendary cards as their commander (903.3). Each
 * partner ability has its own requirements, and different ones can't be combined (702.124f): "partner"
 * pairs with "partner" (702.124h); "partner with [name]" pairs only with the card it names, which names
 * it back (702.124j). With two commanders the deck's colour identity is the combined identity of both
 * (702.124c).
 */

import { flatMapOf } from "../arrays.ts";
import { colorIdentity } from "./colorIdentity.ts";
import type { CardDef, Color } from "./types.ts";

/** Why `a` and `b` can't be one player's two commanders (702.124), or null if they can. */
export function partnerProblem(a: CardDef, b: CardDef): string | null {
  if (a.id === b.id) return `${a.name} can't be both commanders: two different cards are needed (702.124a)`;
  const pa = a.partner;
  const pb = b.partner;
  if (pa === undefined || pb === undefined) {
    const lacking = [a, b].filter((d) => d.partner === undefined).map((d) => d.name);
    return `${lacking.join(" and ")} ${lacking.length > 1 ? "have" : "has"} no partner ability: two commanders need one each (702.124a)`;
  }
  if (pa === "partner" && pb === "partner") return null; // 702.124h
  if (pa !== "partner" && pb !== "partner" && pa.with === b.name && pb.with === a.name) return null; // 702.124j
  if (pa === "partner" || pb === "partner")
    return `${a.name} and ${b.name} have different partner abilities, which can't be combined (702.124f)`;
  return `${a.name} and ${b.name} don't name each other: "partner with" pairs only the two cards it names (702.124j)`;
}

/** 702.124c, 903.4: the combined colour identity of a player's commanders, in WUBRG order. */
export function commandersIdentity(defs: readonly CardDef[]): Color[] {
  const all = new Set(flatMapOf(defs, colorIdentity));
  return (["W", "U", "B", "R", "G"] as const).filter((c) => all.has(c));
}
