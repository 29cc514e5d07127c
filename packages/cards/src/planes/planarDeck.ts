/**
 * 901.3: a random legal planar deck — at least ten plane and/or phenomenon cards, no more than two of
 * them phenomena, each with a different English name — drawn with the caller's random numbers (the
 * engine's rule: no Math.random here; `rand(n)` returns an integer in [0, n)).
 */
import { phenomena } from "./phenomena.ts";
import { planes } from "./planes.ts";

/** Card ids of a random planar deck of `size` cards (901.3: at least ten), up to two of them phenomena. */
export function planarDeck(rand: (n: number) => number, size = 10): string[] {
  if (size < 10) throw new Error(`a planar deck has at least ten cards (901.3), asked for ${size}`);
  const phenomenaCount = Math.min(rand(3), phenomena.length, 2); // 901.3: no more than two
  const pick = <T>(list: readonly T[], n: number): T[] => {
    const rest = [...list];
    const out: T[] = [];
    while (out.length < n && rest.length > 0) out.push(rest.splice(rand(rest.length), 1)[0]);
    return out;
  };
  const planeCount = size - phenomenaCount;
  if (planeCount > planes.length)
    throw new Error(
      `only ${planes.length} planes in the pool: no planar deck of ${size} with distinct names (901.3)`,
    );
  return [...pick(planes, planeCount), ...pick(phenomena, phenomenaCount)].map((c) => c.id);
}
