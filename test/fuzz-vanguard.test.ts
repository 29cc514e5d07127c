/**
 * Random-bot Vanguard games (902) at 2, 3, 4, 6 and 8 players, each player with a random vanguard card
 * (protocol/setup/vanguards.ts) whose modifiers set their life and hand sizes and whose abilities work from
 * the command zone (902.7), also with a limited range of influence and with teams; concessions; the
 * invariants checked after every decision (engine/invariants.ts: each vanguard in its owner's command zone,
 * the cards conserved). A failure names the seed and the command that replays it.
 */
import { type FuzzOptions, fuzzSuite, seeds, type Table } from "./support.ts";

const vanguard = (players: number, more: Partial<Table> = {}): Table => ({
  variant: "vanguard",
  players,
  ...more,
});

const runs: { table: Table; seeds: number[]; opts: FuzzOptions }[] = [
  { table: vanguard(2), seeds: seeds(1, 6), opts: { maxDecisions: 1200, concedeChance: 0.002 } },
  { table: vanguard(3), seeds: seeds(1, 5), opts: { maxDecisions: 900, concedeChance: 0.003 } },
  { table: vanguard(4), seeds: seeds(1, 5), opts: { maxDecisions: 900, concedeChance: 0.003 } },
  { table: vanguard(6), seeds: seeds(1, 4), opts: { maxDecisions: 900, concedeChance: 0.004 } },
  { table: vanguard(8), seeds: seeds(1, 3), opts: { maxDecisions: 900, concedeChance: 0.004 } },
  // 801: a limited range of influence; 102.3: teams.
  { table: vanguard(5, { range: 1 }), seeds: seeds(1, 4), opts: { maxDecisions: 900, concedeChance: 0.003 } },
  { table: vanguard(6, { teams: 3 }), seeds: seeds(1, 4), opts: { maxDecisions: 900, concedeChance: 0.003 } },
  // The pool's random decks, so that every card may meet every vanguard.
  {
    table: vanguard(4, { decks: "pool" }),
    seeds: seeds(1, 6),
    opts: { maxDecisions: 900, concedeChance: 0.003 },
  },
];

fuzzSuite("fuzz: random bots in Vanguard (902), 2 to 8 players, random vanguards, range and teams", runs);
