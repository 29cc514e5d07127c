/**
 * Random-bot fuzzing with a limited range of influence (801), deploy creatures (804) and teams (102.3):
 * after every decision the usual invariants (test/support.ts) and the range invariant
 * (test/rangeInvariant.ts) — no target, attack, damage or deploy ever reached a player or object out of
 * range, attack left and right only reach the nearest player still in the game on that side, and the
 * players in range are right as each turn begins and fixed for the turn (801.2c), also as players
 * concede and leave. Few seeds per table, so that the file stays quick; `roundtable simulate` with the
 * same options (the command a failure prints) plays more.
 */
import type { AttackRule } from "@roundtable/engine";
import { type FuzzOptions, fuzzSuite, pool, seeds, type Table } from "./support.ts";

const ranged = (players: number, range: number, attack: AttackRule, more: Partial<Table> = {}): Table => ({
  variant: "free-for-all",
  players,
  attack,
  range,
  ...more,
});

const ATTACKS: AttackRule[] = ["multiple", "left", "right"];
const quick: FuzzOptions = { maxDecisions: 250 };
const full: FuzzOptions = { maxDecisions: 400 };
const conceding: FuzzOptions = { maxDecisions: 400, concedeChance: 0.01 };

const runs: { table: Table; seeds: number[]; opts: FuzzOptions }[] = [];
// Free-for-all, range 1 and 2, at 5, 6 and 8 players, each attack rule: two games each.
for (const players of [5, 6, 8])
  for (const range of [1, 2])
    ATTACKS.forEach((attack, a) => {
      runs.push({
        table: ranged(players, range, attack),
        seeds: seeds(players * 100 + range * 10 + a * 3 + 1, 2),
        opts: quick,
      });
    });
// Random decks from the whole card pool: more kinds of targets and effects. (With these decks seed 10
// had a Twincast copy keep a target out of its controller's range, which 707.10c allows.)
runs.push({ table: pool(ranged(6, 2, "multiple")), seeds: seeds(9, 2), opts: quick });
// Deploy creatures with teams seated together (team 1 = seats 0…k−1, …).
runs.push(
  { table: ranged(6, 1, "multiple", { teams: 2, deploy: true }), seeds: seeds(6001, 2), opts: full },
  { table: pool(ranged(6, 2, "left", { teams: 3, deploy: true })), seeds: seeds(6101, 2), opts: full },
  { table: ranged(8, 2, "multiple", { teams: 2, deploy: true }), seeds: seeds(8001, 2), opts: full },
  { table: pool(ranged(8, 1, "right", { teams: 4, deploy: true })), seeds: seeds(8101, 2), opts: full },
);
// Concessions: a departure changes the players in range from the next turn on (801.2c).
runs.push(
  { table: ranged(5, 1, "right"), seeds: seeds(5501, 2), opts: conceding },
  { table: pool(ranged(6, 1, "multiple")), seeds: seeds(6501, 2), opts: conceding },
  { table: ranged(8, 2, "left"), seeds: seeds(8501, 2), opts: conceding },
  {
    table: pool(ranged(6, 1, "multiple", { teams: 3, deploy: true })),
    seeds: seeds(6601, 2),
    opts: conceding,
  },
);

fuzzSuite("fuzz: random bots with a range of influence, deploy and teams (801, 803, 804)", runs);
