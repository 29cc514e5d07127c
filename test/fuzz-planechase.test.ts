/**
 * Random-bot Planechase games (901) at 2, 3, 4 and 6 players — the planechase preset (901.2), Planechase
 * with a limited range of influence (801.18: planes and phenomena exempt from it), and Planechase added to
 * other variants as an option (Two-Headed Giant, 901.12; Grand Melee, 901.14; Commander) — with random
 * planar decks (901.3) and concessions, the invariants checked after every decision (engine/invariants.ts:
 * the planar cards among them, test/support.ts). A failure names the seed and the command that replays it.
 */
import { type FuzzOptions, fuzzSuite, seeds, type Table } from "./support.ts";

const planechase = (players: number): Table => ({ variant: "planechase", players });
const opts: FuzzOptions = { maxDecisions: 900, concedeChance: 0.003 };

const runs: { table: Table; seeds: number[]; opts: FuzzOptions }[] = [
  { table: planechase(2), seeds: seeds(1, 6), opts },
  { table: planechase(3), seeds: seeds(1, 6), opts },
  { table: planechase(4), seeds: seeds(1, 6), opts },
  { table: planechase(6), seeds: seeds(1, 3), opts },
  // 801.18: with a limited range of influence, the planes still reach everyone.
  { table: { ...planechase(5), range: 1 }, seeds: seeds(1, 4), opts },
  // 901.12: Two-Headed Giant Planechase.
  { table: { variant: "two-headed-giant", players: 4, planechase: true }, seeds: seeds(1, 4), opts },
  // 901.14: Grand Melee Planechase — a starting plane per turn marker, limited range applies (801.18).
  {
    table: { variant: "grand-melee", players: 10, planechase: true },
    seeds: seeds(1, 2),
    opts: { maxDecisions: 1500, concedeChance: 0.003 },
  },
  { table: { variant: "commander", players: 4, planechase: true }, seeds: seeds(1, 3), opts },
];

fuzzSuite(
  "fuzz: random bots in Planechase (901), alone, with a limited range and with other variants, 2 to 10 players",
  runs,
);
