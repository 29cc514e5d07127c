/**
 * Random-bot fuzzing with the whole card pool (2 to 8 players, Two-Headed Giant, Emperor): random two-colour decks built from every card
 * (`--decks pool`), players conceding at random moments, and the invariants checked after every
 * decision (test/support.ts). A failure names the seed and the command that replays the game.
 */
import { DUEL, type FuzzOptions, ffa, fuzzSuite, pool, seeds, type Table } from "./support.ts";

const runs: { table: Table; seeds: number[]; opts: FuzzOptions }[] = [
  { table: pool(DUEL), seeds: seeds(1, 60), opts: { maxDecisions: 1500, concedeChance: 0.003 } },
  { table: pool(ffa(3)), seeds: seeds(1, 30), opts: { maxDecisions: 600, concedeChance: 0.005 } },
  { table: pool(ffa(4)), seeds: seeds(1, 30), opts: { maxDecisions: 500, concedeChance: 0.005 } },
  { table: pool(ffa(4, "left")), seeds: seeds(101, 10), opts: { maxDecisions: 500, concedeChance: 0.005 } },
  { table: pool(ffa(6)), seeds: seeds(1, 10), opts: { maxDecisions: 400, concedeChance: 0.01 } },
  { table: pool(ffa(8)), seeds: seeds(1, 4), opts: { maxDecisions: 500, concedeChance: 0.01 } },
  // The team variants with pool decks too (Team vs. Team and Pentagon: fuzz-teams; Grand Melee: fuzz-grand-melee).
  {
    table: pool({ variant: "two-headed-giant", players: 4 }),
    seeds: seeds(1, 6),
    opts: { maxDecisions: 500, concedeChance: 0.005 },
  },
  {
    table: pool({ variant: "emperor", players: 6 }),
    seeds: seeds(1, 4),
    opts: { maxDecisions: 500, concedeChance: 0.005 },
  },
  // 701.14, 801.10: a fight cast by a general (range 1) with an enemy creature in range: the enemy deals
  // damage to the general's creature as the general's spell resolves — within the spell's controller's
  // range, though not within the range of the enemy creature's controller.
  {
    table: pool({ variant: "emperor", players: 6 }),
    seeds: [1001, 1025],
    opts: { maxDecisions: 600, concedeChance: 0.005 },
  },
];

fuzzSuite("fuzz: random bots, whole card pool, concessions (2–8 players, Two-Headed Giant, Emperor)", runs);
