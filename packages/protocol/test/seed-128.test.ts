/**
 * Principle 4: a table's setup from a 128-bit seed (32 hexadecimal digits, as the server draws them). Each
 * random part of it — the ready decks, pool decks, commanders (903.3), scheme decks (904.3), planar decks
 * (901.3), vanguards (902.3) — is drawn from a 128-bit stream of its own, the same for the same seed. And
 * `randomSeed`, which draws one (the server for each table, `roundtable play` without `--seed`).
 */
import { cardDb, decks } from "@roundtable/cards";
import { Game, isSeed, type Seed, seedRng, shuffle } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import {
  type CreateTableInput,
  chooseDecks,
  parseCreateTable,
  randomSeed,
  tableSetup,
} from "../src/index.ts";

const SEED = "c6a1f0e29b7d4358a1e0c2d4f6b8091a";
/** SEED with its highest bit flipped. */
const OTHER = "46a1f0e29b7d4358a1e0c2d4f6b8091a";

const setupOf = (body: CreateTableInput, seed: Seed) =>
  tableSetup(parseCreateTable(body), seed, ["Zoe"]).setup;

const TABLES: [string, CreateTableInput][] = [
  [
    "ready and pool decks",
    { variant: "free-for-all", players: 4, decks: ["random", "pool", "random", "pool"] },
  ],
  ["903.3: commanders", { variant: "commander", players: 4 }],
  ["904.3: scheme decks", { variant: "archenemy", players: 4 }],
  ["901.3: planar decks", { variant: "planechase", players: 3 }],
  ["902.3: vanguards", { variant: "vanguard", players: 3 }],
];

describe("principle 4: a table's setup from a 128-bit seed", () => {
  it.each(TABLES)("%s: the same seed deals the same setup, a seed a bit apart another", (_, body) => {
    const setup = setupOf(body, SEED);
    expect(setup.seed).toBe(SEED);
    expect(setupOf(body, SEED)).toEqual(setup);
    const other = setupOf(body, OTHER);
    expect({ ...other, seed: SEED }).not.toEqual(setup);
    // The engine takes it: the game starts, and replays from its record to the same hash (principle 1).
    const game = Game.create(cardDb, setup, { events: false });
    expect(Game.replay(cardDb, game.record(), { events: false }).hash()).toBe(game.hash());
  });

  it("the ready decks are chosen from a stream apart from the game's, so the decks everyone sees tell nothing of its shuffles", () => {
    const own = decks.map((_, i) => i);
    shuffle(seedRng(SEED), own); // what the game's own stream would choose
    expect(chooseDecks(SEED, decks.length)).not.toEqual(own);
    // An integer seed chooses from the game's own stream, as it always has (every stored game keeps its decks).
    const old = decks.map((_, i) => i);
    shuffle(seedRng(11), old);
    expect(chooseDecks(11, decks.length)).toEqual(old);
  });

  it("randomSeed draws 32 lowercase hexadecimal digits the engine takes, a new seed each time", () => {
    // 200 seeds of 16 bytes: a byte below 16 written with one digit would show in a shorter seed.
    const seeds = Array.from({ length: 200 }, randomSeed);
    for (const seed of seeds) {
      expect(seed).toMatch(/^[0-9a-f]{32}$/);
      expect(isSeed(seed)).toBe(true);
    }
    expect(new Set(seeds).size).toBe(seeds.length);
  });
});
