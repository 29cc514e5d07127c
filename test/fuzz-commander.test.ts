/**
 * Random-bot Commander games (903) at 2, 3, 4, 6 and 8 players, with random Commander decks from the whole
 * pool (protocol/setup/commanderDecks.ts: a legendary creature as commander, singletons within its colour
 * identity) and concessions, the invariants checked after every decision (engine/invariants.ts: the
 * commanders among them, test/support.ts). A failure names the seed and the command that replays it.
 */
import { type FuzzOptions, fuzzSuite, seeds, type Table } from "./support.ts";

const commander = (players: number): Table => ({ variant: "commander", players });

const runs: { table: Table; seeds: number[]; opts: FuzzOptions }[] = [
  { table: commander(2), seeds: seeds(1, 10), opts: { maxDecisions: 1200, concedeChance: 0.002 } },
  { table: commander(3), seeds: seeds(1, 8), opts: { maxDecisions: 900, concedeChance: 0.003 } },
  { table: commander(4), seeds: seeds(1, 8), opts: { maxDecisions: 900, concedeChance: 0.003 } },
  { table: commander(6), seeds: seeds(1, 4), opts: { maxDecisions: 900, concedeChance: 0.004 } },
  { table: commander(8), seeds: seeds(1, 3), opts: { maxDecisions: 900, concedeChance: 0.004 } },
  // 903.12 Brawl: 60-card decks, 25 or 30 life, no 704.6c.
  {
    table: { variant: "brawl", players: 2 },
    seeds: seeds(1, 5),
    opts: { maxDecisions: 900, concedeChance: 0.003 },
  },
  {
    table: { variant: "brawl", players: 4 },
    seeds: seeds(1, 5),
    opts: { maxDecisions: 900, concedeChance: 0.003 },
  },
];

fuzzSuite(
  "fuzz: random bots in Commander (903) and Brawl (903.12), 2 to 8 players, random Commander decks",
  runs,
);
