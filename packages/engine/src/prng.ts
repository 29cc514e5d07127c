/**
 * The game's only source of randomness (principle 1): sfc32, a small fast PRNG whose whole state is
 * four 32-bit integers, so it lives in the plain-data game state and survives a JSON round trip.
 */
export type RngState = [number, number, number, number];

/**
 * A game's seed, the root of all its randomness: an integer, whose 32 bits are expanded into sfc32's state
 * (every game before 128-bit seeds), or 32 lowercase hexadecimal digits, 128 bits that are sfc32's four
 * words themselves. A 32-bit seed can be searched in hours from a player's known deck and opening hand
 * (principle 4): the table server draws 128-bit ones.
 */
export type Seed = number | string;

/** What a seed must be, for errors that name a bad one. */
export const SEED_RULE = "an integer or 32 lowercase hexadecimal digits";

const HEX_SEED = /^[0-9a-f]{32}$/;

/** Whether `v` is a {@link Seed}: an integer, or a string of 32 lowercase hexadecimal digits. */
export function isSeed(v: unknown): v is Seed {
  return typeof v === "number" ? Number.isInteger(v) : typeof v === "string" && HEX_SEED.test(v);
}

/**
 * Seeds an sfc32 state: an integer seed by splitmix32 expansion of its 32 bits, a 128-bit seed as the four
 * words it spells (most significant first); then 12 warm-up rounds.
 */
export function seedRng(seed: Seed): RngState {
  const s = typeof seed === "number" ? expand32(seed) : words(seed);
  for (let i = 0; i < 12; i++) nextU32(s);
  return s;
}

/**
 * The seed of a stream of its own drawn from a game's seed (a deal of decks, a bot's choices…), one for
 * each salt. An integer seed gives the integer `seed ^ salt`, as every such stream has always been seeded;
 * a 128-bit seed gives 128 bits: four outputs of sfc32 from the seed with the salt mixed in, each xor-ed
 * with a word of the seed, so that a stream's state doesn't give back the game's seed by running sfc32
 * backwards.
 */
export function deriveSeed(seed: Seed, salt: number): Seed {
  if (typeof seed === "number") return seed ^ salt;
  const w = words(seed);
  const s: RngState = [(w[0] ^ salt) >>> 0, w[1], w[2], (w[3] ^ 0x6a09e667) >>> 0];
  for (let i = 0; i < 12; i++) nextU32(s);
  return w.map((x) => ((nextU32(s) ^ x) >>> 0).toString(16).padStart(8, "0")).join("");
}

/** splitmix32: four words from a 32-bit integer. */
function expand32(seed: number): RngState {
  let x = seed >>> 0;
  const next = (): number => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad) >>> 0;
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97) >>> 0;
    return (z ^ (z >>> 15)) >>> 0;
  };
  return [next(), next(), next(), next()];
}

/** The four 32-bit words of a 128-bit seed's 32 hexadecimal digits. */
function words(seed: string): RngState {
  if (!HEX_SEED.test(seed)) throw new RangeError(`seed: ${SEED_RULE}, got ${JSON.stringify(seed)}`);
  const w = (i: number) => Number.parseInt(seed.slice(8 * i, 8 * i + 8), 16);
  return [w(0), w(1), w(2), w(3)];
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
