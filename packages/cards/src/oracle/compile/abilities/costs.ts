/**
 * Costs (118) before an activated ability's colon (602.1a): mana, {T}, life, sacrificing or discarding the card,
 * sacrificing or tapping other permanents (permanentsCosts.ts), counters; loyalty (606.4). Life is read here for
 * flashback costs (702.34a) too.
 */
import type { Cost } from "@roundtable/engine";
import { manaCostOf, SYMBOLS } from "../phrases/mana.ts";
import { refuse } from "../phrases/refusal.ts";
import type { Scope } from "../phrases/scope.ts";
import { numberOf } from "../phrases/text.ts";
import { sacrificeOf, tapUntappedOf } from "./permanentsCosts.ts";

/** A part of the cost that is mana: "{1}{G/P}" (107.4e–f), "{S}" (refused by `manaCostOf`). */
export const MANA = new RegExp(`^${SYMBOLS}$`);

/** 119.4: the life a part of a cost pays ("Pay 3 life"), or undefined if it is not that part. */
export function lifePaidOf(part: string): number | undefined {
  const m = part.match(/^Pay (\d+) life$/);
  return m ? Number(m[1]) : undefined;
}

/** 606.4: "+2", "−1" (U+2212), "0", "−X"; undefined if the text is not a loyalty cost. */
export function loyaltyCostOf(text: string): Cost | undefined {
  if (text === "\u2212X") return { loyalty: "-X" };
  const m = text.match(/^([+\u2212]?)(\d+)$/);
  if (!m) return undefined;
  return { loyalty: m[1] === "\u2212" ? -Number(m[2]) : Number(m[2]) };
}

/** The cost's parts, separated by commas; refuses a part it does not know. */
export function costOf(scope: Scope, text: string): Cost {
  const cost: Cost = {};
  const self = scope.self[0].toUpperCase() + scope.self.slice(1);
  // "Pay half your life, rounded up" is one part (119.4).
  for (const part of text.split(/, (?!rounded up)/)) {
    const counters = part.match(/^Remove (\w+) (.+?) counters? from (.+)$/);
    const life = lifePaidOf(part);
    if (part === "{T}") cost.tap = true;
    else if (MANA.test(part) && cost.mana === undefined) cost.mana = manaCostOf(part);
    else if (part === "Pay half your life, rounded up") cost.payLife = "half";
    else if (life !== undefined) cost.payLife = life;
    else if (part === `Sacrifice ${scope.self}` || part === `Sacrifice ${self}`) cost.sacrificeSelf = true;
    else if (counters && counters[3] === scope.self && numberOf(counters[1]) !== undefined)
      cost.removeCounters = { counter: counters[2], n: numberOf(counters[1]) as number };
    else if (part.startsWith("Sacrifice ") && cost.sacrifice !== undefined)
      refuse(part, "two parts of a cost that sacrifice (701.21a): the engine's cost sacrifices one kind");
    else if (part.startsWith("Sacrifice ")) cost.sacrifice = sacrificeOf(part);
    else if (part.startsWith("Tap ") && cost.tapUntapped !== undefined)
      refuse(part, "two parts of a cost that tap (701.26a): the engine's cost taps one kind");
    else if (part.startsWith("Tap ")) cost.tapUntapped = tapUntappedOf(part);
    else refuse(part, "a cost the compiler does not know");
  }
  return cost;
}
