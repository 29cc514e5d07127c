/**
 * Random-bot fuzzing, four- and six-player Free-for-All (attack multiple, left and right): every decision
 * is followed by checkInvariants and a life-versus-events check (see test/support.ts). Games are capped
 * in decisions to keep the file fast; concessions make players leave mid-game (800.4).
 *
 * A failure names the seed, the table and the `roundtable simulate` command that plays the same game.
 */
import { describe, expect, it } from "vitest";
import { type FuzzOptions, ffa, fuzzMany, seeds, type Table } from "./support.ts";

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

describe("fuzz: random bots, invariants after every decision (4 and 6 players)", () => {
  for (const { table, seeds: list, opts } of runs) {
    const extra = opts.concedeChance ? `, concessions ${opts.concedeChance}` : "";
    it(`${list.length} games: ${table.variant}, ${table.players} players${table.attack ? `, attack ${table.attack}` : ""}${extra} (seeds ${list[0]}–${list[list.length - 1]})`, () => {
      const { report, failed } = fuzzMany(table, list, opts);
      if (failed > 0) console.error(report);
      expect(failed, report).toBe(0);
    });
  }
});
