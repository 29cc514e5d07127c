/**
 * Saving the position now at twelve moments of random-bot games whose positions used to be refused or to
 * stop elsewhere — Ravos's upkeep trigger to target (Commander, seeds 7 and 8: 503.1a, 603.3d), a creature
 * stolen by Control Magic (a duel, seed 39: 613.1b, 502.3), a response to Man-o'-War's trigger and Rhystic
 * Study's {1} paid (Free-for-All, seeds 18 and 8: 603.3, 118.12), automatic payments with a stolen Island
 * beside its controller's own (pool decks: Two-Headed Giant seed 13), a Commander game with pool decks (seed 20;
 * pool decks are dealt from the pinned pool, pinnedPool.ts, so the seeds stay as cards are added) — and of an Emperor
 * and a Two-Headed Giant game: every position is saved exactly, the file, run, stopping where the game is (savePositionNow compares
 * the zones, permanents, stack, life, turn and who is asked what).
 */
import { parseScenario, runScenario } from "@roundtable/scenario";
import { describe, expect, it } from "vitest";
import { twelvePositions } from "./drive.ts";
import type { Table } from "./support.ts";

const GAMES: { table: Table; seeds: number[] }[] = [
  { table: { variant: "commander", players: 4 }, seeds: [7, 8] },
  { table: { variant: "duel", players: 2 }, seeds: [39] },
  { table: { variant: "free-for-all", players: 4 }, seeds: [8, 18] },
  { table: { variant: "emperor", players: 6 }, seeds: [1] },
  { table: { variant: "two-headed-giant", players: 4 }, seeds: [1] },
  { table: { variant: "two-headed-giant", players: 4, decks: "pool" }, seeds: [13] },
  { table: { variant: "commander", players: 4, decks: "pool" }, seeds: [20] },
];

describe("saving the position now in random games (savePositionNow)", () => {
  for (const { table: t, seeds } of GAMES)
    it(`${t.variant}${t.decks ? ", pool decks" : ""}, seeds ${seeds.join(", ")}: twelve positions of each game are saved exactly`, () => {
      for (const seed of seeds) {
        const { positions, db } = twelvePositions(t, seed);
        for (const { n, saved } of positions) {
          expect(saved.note, `seed ${seed}, ${n} inputs`).toMatch(/^the position now/);
          expect(saved.exact).toBe(true);
          const parsed = parseScenario(JSON.parse(JSON.stringify(saved.file)), db);
          if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
          expect(runScenario(parsed.scenario, db).error).toBeUndefined();
        }
      }
    });
});
