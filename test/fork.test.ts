/**
 * Issue 22: `Game.fork()` is copy-on-write (engine forkState.ts): the two states share their objects until
 * either changes one. With the fork checks on, the shared objects are frozen, so a change the engine makes
 * without `writable` throws. Every game here is forked before every decision; the original must play on
 * exactly as a twin that was never forked (same hash after each answer), and the forks, played on for a
 * few decisions of their own, must equal a replay of their records.
 */
import { botRng, makeBot } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { type Game, Game as GameClass, type RngState, setForkChecks } from "@roundtable/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DUEL, describeTable, ffa, newGame, pool, type Table } from "./support.ts";

const bot = makeBot("random");

/** Answers `game`'s first open decision with the random bot; false when the game is over. */
function step(game: Game, rngs: RngState[], seed: number): boolean {
  const d = game.decisions()[0];
  if (d === undefined) return false;
  rngs[d.player] ??= botRng(seed, d.player);
  const r = game.submit(
    d.player,
    d.id,
    bot.decide({ game, player: d.player, decision: d, rng: rngs[d.player] }),
  );
  if (!r.ok) throw new Error(`seed ${seed}: the bot's answer was refused (${r.code}): ${r.message}`);
  return true;
}

const TABLES: { table: Table; seed: number; decisions: number }[] = [
  { table: pool(DUEL), seed: 3, decisions: 400 },
  { table: pool(ffa(4, "multiple")), seed: 5, decisions: 400 },
  { table: pool({ variant: "two-headed-giant", players: 4 }), seed: 7, decisions: 300 },
  { table: pool({ variant: "emperor-classic", players: 6 }), seed: 2, decisions: 300 },
  { table: pool({ variant: "grand-melee", players: 12 }), seed: 4, decisions: 300 },
  { table: { variant: "commander", players: 4 }, seed: 6, decisions: 300 },
  { table: { variant: "archenemy", players: 4 }, seed: 8, decisions: 300 },
  { table: pool({ ...ffa(3), planechase: true }), seed: 9, decisions: 300 },
];

describe("fork() is copy-on-write (issue 22)", () => {
  beforeAll(() => setForkChecks(true));
  afterAll(() => setForkChecks(false));

  for (const { table, seed, decisions } of TABLES)
    it(`${describeTable(table)}, seed ${seed}: forked before every decision, it plays on as if never forked, and so do its forks`, () => {
      const { game } = newGame(table, seed, false);
      const { game: twin } = newGame(table, seed, false);
      const rngs: RngState[] = [];
      const twinRngs: RngState[] = [];
      for (let n = 0; n < decisions; n++) {
        const fork = game.fork();
        expect(fork.hash()).toBe(game.hash());
        if (!step(game, rngs, seed)) break;
        step(twin, twinRngs, seed);
        expect(game.hash(), `seed ${seed}, decision ${n}`).toBe(twin.hash());
        if (n % 40 === 0) {
          // The fork goes its own way (other bots' seeds): it is what its record replays to.
          const forkRngs: RngState[] = [];
          for (let k = 0; k < 6 && step(fork, forkRngs, seed + 1000 + n); k++);
          expect(GameClass.replay(cardDb, fork.record(), { events: false }).hash()).toBe(fork.hash());
          expect(game.hash()).toBe(twin.hash());
        }
      }
      expect(JSON.stringify(game.state)).toBe(JSON.stringify(twin.state));
    }, 120_000);
});
