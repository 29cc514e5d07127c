/**
 * Random-bot Archenemy games (904): one archenemy (40 life, a random scheme deck of twenty, 904.3)
 * against a team of two, three or four with shared team turns (805), and Supervillain Rumble (904.12),
 * every player an archenemy. The invariants are checked after every decision (engine/invariants.ts, the
 * scheme decks counted among the cards; test/support.ts); a failure names the seed and the command that
 * replays it.
 */
import { type FuzzOptions, fuzzSuite, seeds, type Table } from "./support.ts";

const archenemy = (players: number): Table => ({ variant: "archenemy", players });

const runs: { table: Table; seeds: number[]; opts: FuzzOptions }[] = [
  { table: archenemy(2), seeds: seeds(1, 6), opts: { maxDecisions: 900, concedeChance: 0.002 } },
  { table: archenemy(3), seeds: seeds(1, 8), opts: { maxDecisions: 900, concedeChance: 0.003 } },
  { table: archenemy(4), seeds: seeds(1, 8), opts: { maxDecisions: 900, concedeChance: 0.003 } },
  { table: archenemy(5), seeds: seeds(1, 4), opts: { maxDecisions: 900, concedeChance: 0.004 } },
  {
    table: { variant: "supervillain-rumble", players: 3 },
    seeds: seeds(1, 5),
    opts: { maxDecisions: 900, concedeChance: 0.003 },
  },
  {
    table: { variant: "supervillain-rumble", players: 4 },
    seeds: seeds(1, 4),
    opts: { maxDecisions: 900, concedeChance: 0.003 },
  },
];

fuzzSuite(
  "fuzz: random bots in Archenemy (904), 2 to 5 players, and Supervillain Rumble (904.12), random scheme decks",
  runs,
);
