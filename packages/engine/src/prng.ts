/**
 * The game's only source of randomness (principle 1): sfc32, a small fast PRNG whose whole state is
 * four 32-bit integers, so it lives in the plain-data game state and survives a JSON round trip.
 */
export type RngState = [number, number, number, number];

/** Seeds an sfc32 state from a 32-bit integer (splitmix32 expansion, then 12 warm-up rounds). */
export function seedRng(seed: number): RngState {
  let x = seed >>> 0;
  const next = (): number => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad) >>> 0;
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97) >>> 0;
    return (z ^ (z >>> 15)) >>> 0;
  };
  const s: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(s);
  return s;
}

/** Advances the state in place and returns a uniform 32-bit unsigned integer. */
export function nextU32(s: RngState): number {
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = ((s[2] << 21) | (s[2] >>> 11)) >>> 0;
  s[2] = (s[2] + t) >>> 0;
  return t;
}

/** Uniform integer in [0, n), without modulo bias. */
export function randInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  const limit = 0x100000000 - (0x100000000 % n);
  let v = nextU32(s);
  while (v >= limit) v = nextU32(s);
  return v % n;
}

/** Fisher–Yates shuffle in place. */
export function shuffle<T>(s: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randInt(s, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
}
