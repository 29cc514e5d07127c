/**
 * Principle 4 (hidden information): a game's seed may be 128 bits — 32 lowercase hexadecimal digits, sfc32's
 * four words — so that nobody can search every seed for the one that deals their known deck and opening
 * hand. Integer seeds seed sfc32 as they always have (principle 1: every game, trace and hash so far is kept).
 */
import { cardDb, decks } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import {
  deriveSeed,
  Game,
  isSeed,
  nextU32,
  type RngState,
  type Seed,
  SetupError,
  seedRng,
  type TableLayout,
} from "../src/index.ts";

const SEED = "0123456789abcdef0123456789abcdef";
/** SEED with its lowest bit flipped. */
const NEXT = "0123456789abcdef0123456789abcdee";

const players = [0, 1, 2, 3].map((i) => ({ name: `P${i}`, deck: decks[i].cards }));
const create = (seed: Seed) =>
  Game.create(cardDb, { variant: "free-for-all", seed, players }, { events: false });

/** Each player's library, top first, and hand, as card ids. */
function dealt(game: Game): string[][] {
  const s = game.state;
  return s.players.flatMap((p) => [p.library, p.hand].map((zone) => zone.map((id) => s.objects[id].card)));
}

describe("principle 4: 128-bit seeds", () => {
  it("principle 1: an integer seed seeds sfc32 as before (splitmix32, pinned), and its derived seeds are seed ^ salt", () => {
    // The states the 32-bit expansion gave before 128-bit seeds: every stored game depends on them.
    expect(seedRng(1)).toEqual([-25659772, 2439480051, 1591552067, 3011703621]);
    expect(seedRng(-7)).toEqual([35001193, 4074242356, 2582079604, 1927592397]);
    expect(seedRng(2 ** 32 - 7)).toEqual(seedRng(-7)); // its 32 bits
    expect(deriveSeed(42, 0x5eed)).toBe(42 ^ 0x5eed);
    expect(deriveSeed(42, 0)).toBe(42);
  });

  it("a 128-bit seed is sfc32's four words, most significant first, then the same 12 warm-up rounds", () => {
    const s: RngState = [0x01234567, 0x89abcdef, 0xfedcba98, 0x76543210];
    for (let i = 0; i < 12; i++) nextU32(s);
    expect(seedRng("0123456789abcdeffedcba9876543210")).toEqual(s);
  });

  it("two seeds a bit apart deal different libraries and hands; the same seed deals the same and replays to the same hash", () => {
    const a = create(SEED);
    const b = create(NEXT);
    expect(dealt(b)).not.toEqual(dealt(a));
    expect(b.hash()).not.toBe(a.hash());
    const again = create(SEED);
    expect(dealt(again)).toEqual(dealt(a));
    expect(again.hash()).toBe(a.hash());
    const record = a.record();
    expect(record.start).toMatchObject({ setup: { seed: SEED } });
    const replayed = Game.replay(cardDb, JSON.parse(JSON.stringify(record)), { events: false });
    expect(replayed.hash()).toBe(a.hash());
  });

  it("a derived seed (a deal's, a bot's stream) is 128 bits of its own for each salt, not the game's seed", () => {
    const derived = [0, 1, 0x5eed].map((salt) => deriveSeed(SEED, salt));
    for (const d of derived) expect(d).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set([SEED, ...derived]).size).toBe(4);
    expect(deriveSeed(SEED, 1)).toBe(derived[1]); // a function of seed and salt
    expect(deriveSeed(NEXT, 1)).not.toBe(derived[1]);
  });

  it("a malformed seed is refused with an error naming `seed`: 31 or 33 digits, uppercase, not hexadecimal, a float", () => {
    const bad: unknown[] = [
      SEED.slice(1),
      `${SEED}0`,
      SEED.toUpperCase(),
      `${SEED.slice(1)}g`,
      ` ${SEED.slice(1)}`,
      1.5,
      Number.NaN,
      null,
    ];
    for (const seed of bad) {
      expect(isSeed(seed)).toBe(false);
      const attempt = () => create(seed as Seed);
      expect(attempt).toThrow(SetupError);
      expect(attempt).toThrow(/^seed: must be an integer or 32 lowercase hexadecimal digits, got /);
    }
    expect(() => seedRng(SEED.toUpperCase())).toThrow(/^seed: an integer or 32 lowercase hexadecimal digits/);
  });

  it("a layout takes a 128-bit seed too, and refuses a malformed one naming `seed`", () => {
    const layout = (seed: unknown): TableLayout => ({
      variant: "duel",
      seed: seed as Seed,
      shuffle: true,
      players: [0, 1].map((i) => ({ name: `P${i}`, library: decks[i].cards.slice(0, 20) })),
    });
    const a = Game.fromLayout(cardDb, layout(SEED), { events: false });
    expect(Game.fromLayout(cardDb, layout(SEED), { events: false }).hash()).toBe(a.hash());
    expect(Game.fromLayout(cardDb, layout(NEXT), { events: false }).hash()).not.toBe(a.hash());
    expect(() => Game.fromLayout(cardDb, layout(SEED.slice(2)))).toThrow(/^seed: must be an integer or 32/);
  });
});
