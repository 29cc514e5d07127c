/**
 * Random-bot games of the team variants (808 Team vs. Team, 809 Emperor, 810 Two-Headed Giant, 811
 * Alternating Teams), set up
 * as `roundtable simulate --variant …` sets them up (default teams seated by the variant's rule), with
 * the invariants after every decision — among them the team ones (engine/invariants.ts): the winners are
 * one whole team, nobody plays on once their emperor has lost, the game goes on only while two teams
 * are in it — and the range invariant (Emperor and Alternating Teams have ranges; so do the shared team
 * turns tables given one).
 */
import { type FuzzOptions, fuzzSuite, pool, seeds, type Table } from "./support.ts";

const opts: FuzzOptions = { maxDecisions: 500 };
const conceding: FuzzOptions = { maxDecisions: 500, concedeChance: 0.01 };

const runs: { table: Table; seeds: number[]; opts: FuzzOptions }[] = [
  // 808: two teams of three, three teams of two.
  { table: { variant: "team-vs-team", players: 6 }, seeds: seeds(1, 3), opts },
  { table: { variant: "team-vs-team", players: 6, teams: 3 }, seeds: seeds(11, 3), opts: conceding },
  // 809: teams of three (6 and 9 players) and of five (10 players).
  { table: { variant: "emperor", players: 6 }, seeds: seeds(21, 3), opts },
  { table: { variant: "emperor", players: 9 }, seeds: seeds(31, 2), opts: conceding },
  { table: { variant: "emperor", players: 10, teams: 2 }, seeds: seeds(41, 2), opts: conceding },
  // 811: three teams of two, attack left.
  { table: { variant: "alternating-teams", players: 6, teams: 3 }, seeds: seeds(51, 3), opts },
  {
    table: { variant: "alternating-teams", players: 6, teams: 3, attack: "left" },
    seeds: seeds(61, 2),
    opts: conceding,
  },
];

// The 2004 draft's Melee (606: range 2, attack left) with 8 players, and Pentagon (611).
runs.push(
  { table: { variant: "melee", players: 8 }, seeds: seeds(71, 3), opts: conceding },
  { table: { variant: "pentagon", players: 5 }, seeds: seeds(81, 3), opts: conceding },
);

// 810: Two-Headed Giant (two teams of two) and a Three-Headed Giant (810.11: two teams of three).
runs.push(
  { table: { variant: "two-headed-giant", players: 4 }, seeds: seeds(91, 4), opts: conceding },
  { table: { variant: "two-headed-giant", players: 6 }, seeds: seeds(101, 3), opts },
  // 805 as an option of Team vs. Team: three teams of two taking shared turns.
  {
    table: { variant: "team-vs-team", players: 6, teams: 3, sharedTurns: true },
    seeds: seeds(131, 3),
    opts: conceding,
  },
);

// 805 with a limited range (801): a team's combined block (805.10d) may block an attacker whose controller
// is out of the blocker's controller's range (docs/variants.md, "Shared team turns with a limited range";
// seed 900001 had the invariant wrongly refuse their combat damage).
runs.push(
  { table: { variant: "emperor", players: 6, sharedTurns: true }, seeds: seeds(900001, 2), opts },
  {
    table: { variant: "team-vs-team", players: 6, range: 1, sharedTurns: true },
    seeds: seeds(900001, 2),
    opts: conceding,
  },
  {
    table: { variant: "team-vs-team", players: 4, range: 1, sharedTurns: true },
    seeds: seeds(900001, 2),
    opts,
  },
  // Seed 963009: Frank conceded while his Extractor Demon's ability resolved and asked him "you may" (800.4a).
  {
    table: pool({ variant: "team-vs-team", players: 6, teams: 3, range: 1, sharedTurns: true, deploy: true }),
    seeds: [963009],
    opts: { maxDecisions: 430, concedeChance: 0.005 },
  },
);

// The classic Emperor with territories: two teams of three and two of five.
runs.push(
  { table: { variant: "emperor-classic", players: 6 }, seeds: seeds(111, 3), opts: conceding },
  { table: { variant: "emperor-classic", players: 10, teams: 2 }, seeds: seeds(121, 2), opts: conceding },
);

// Issue 14's wide campaign: seed 140001, Pentagon with deploy — a deploy gave a creature to a neighbour, who
// isn't an opponent but isn't a teammate either (2004 draft 611.1, 804.2: players.ts isTeammate).
runs.push({
  table: pool({ variant: "pentagon", players: 5, deploy: true }),
  seeds: [140001],
  opts: { maxDecisions: 500, concedeChance: 0.006 },
});

fuzzSuite("fuzz: random bots in the team variants (808, 809, 810, 811) and Melee and Pentagon", runs);
