/** The seeds of a simulate run (game i: seed + i, as a 32-bit integer) and their split into chunks. */

export function runSeeds(seed: number, games: number): number[] {
  return Array.from({ length: games }, (_, i) => (seed + i) | 0);
}

/**
 * Seeds in chunks for `parallel` players (threads or queue workers): about four chunks each, so that a
 * slow chunk is not left for last on its own, and at most 50 games a chunk.
 */
export function chunks(seeds: readonly number[], parallel: number): number[][] {
  const size = Math.max(1, Math.min(50, Math.ceil(seeds.length / (4 * parallel))));
  const out: number[][] = [];
  for (let i = 0; i < seeds.length; i += size) out.push(seeds.slice(i, i + size));
  return out;
}
