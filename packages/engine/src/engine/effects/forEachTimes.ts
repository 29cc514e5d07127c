/**
 * "[Effect] for each [thing]": an effect written for one thing, done for `n` of them — with an amount, once,
 * its amount times n (one event: "you create a 3/3 green Elephant creature token" for each of three cards
 * creates three tokens at once); without one, n times ("attacking creatures you control get +1/+1").
 */
import type { Effect } from "../../cards/types.ts";

export function forEachTimes(e: Effect, n: number): Effect[] {
  if (n <= 0) return [];
  if (e.e === "sacrificeChosen") return [{ ...e, amount: (e.amount ?? 1) * n }];
  if ("amount" in e && typeof e.amount === "number") return [{ ...e, amount: e.amount * n } as Effect];
  return Array.from({ length: n }, () => e);
}
