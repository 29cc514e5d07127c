/**
 * 702.124: partner abilities let a player designate two legendary cards as their commander (903.3). Each
 * partner ability has its own requirements, and different ones can't be combined (702.124f): "partner"
 * pairs with "partner" (702.124h); "partner with [name]" pairs only with the card it names, which names
 * it back (702.124j). With two commanders the deck's colour identity is the combined identity of both
 * (702.124c).
 */

import { flatMapOf } from "../arrays.ts";
import { colorIdentity } from "./colorIdentity.ts";
import type { Ability, CardDef, Color } from "./types.ts";

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

/** 702.124h, 702.124j, with the reminder text Oracle keeps. */
export function partnerLine(p: NonNullable<CardDef["partner"]>): string {
  if (p === "partner") return "Partner (You can have two commanders if both have partner.)";
  return `Partner with ${p.with} (When this creature enters, target player may put ${p.short} into their hand from their library, then shuffle.)`;
}

const triggers = new WeakMap<object, Ability>();

/**
 * 702.124j: the second ability "partner with [name]" represents, in the Commander variant or not: "When this
 * permanent enters, target player may search their library for a card named [name], reveal it, put it into
 * their hand, then shuffle." The target player decides whether to search, searches, reveals and shuffles.
 * One object for each card (a permanent's abilities are matched by identity, triggers.ts).
 */
export function partnerWithTrigger(def: CardDef): Ability | undefined {
  const p = def.partner;
  if (p === undefined || p === "partner") return undefined;
  let a = triggers.get(p);
  if (a === undefined) {
    const searcher = { target: 0 };
    a = {
      kind: "triggered",
      when: { on: "entersBattlefield" },
      targets: [{ kind: "player", intent: "helpful" }], // a search of one's own library (intent.ts can't tell)
      effects: [
        {
          e: "may",
          who: searcher,
          effects: [
            {
              e: "searchYourLibrary",
              who: searcher,
              filter: { name: p.with },
              amount: 1,
              put: "hand",
              reveal: true,
            },
          ],
        },
      ],
      text: partnerLine(p),
    };
    triggers.set(p, a);
  }
  return a;
}
