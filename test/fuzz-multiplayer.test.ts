import { type FuzzOptions, ffa, fuzzSuite, seeds, type Table } from "./support.ts";

const runs: { table: Table; seeds: number[]; opts: FuzzOptions }[] = [
  { table: ffa(4), seeds: seeds(1, 35), opts: { maxDecisions: 500 } },
  { table: ffa(4, "left"), seeds: seeds(101, 15), opts: { maxDecisions: 500 } },
  { table: ffa(4, "right"), seeds: seeds(201, 15), opts: { maxDecisions: 500 } },
  { table: ffa(4), seeds: seeds(5001, 20), opts: { maxDecisions: 500, concedeChance: 0.01 } },
  { table: ffa(6), seeds: seeds(1, 15), opts: { maxDecisions: 400 } },
  { table: ffa(6, "left"), seeds: seeds(101, 5), opts: { maxDecisions: 400 } },
  { table: ffa(6, "right"), seeds: seeds(201, 5), opts: { maxDecisions: 400 } },
  { table: ffa(6), seeds: seeds(5001, 10), opts: { maxDecisions: 400, concedeChance: 0.01 } },
];

fuzzSuite("fuzz: random bots, invariants after every decision (4 and 6 players)", runs);
