/**
 * `roundtable simulate --workers N`: the games split over worker threads give the very report of one
 * thread (outcomes are added up in seed order), records of failing games included; only the games per
 * second differ.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chunks, runSeeds } from "../src/simulate/chunks.ts";
import { report, runMain, testTempDir } from "./helpers.ts";

describe("simulate --workers", () => {
  it("2 threads print the report of 1, with the same failing games saved", async () => {
    const dirs = [1, 2].map((n) => testTempDir(`roundtable-workers-${n}-`));
    // Emperor (809.2: wins by role) with a low decision cap, so that some games are unfinished and saved.
    const args = (n: number, dir: string) => [
      "simulate",
      ...["--variant", "emperor", "--games", "6", "--seed", "40", "--bot", "random"],
      ...["--max-decisions", "300", "--quiet", "--save-failures", dir, "--workers", String(n)],
    ];
    const one = await runMain(args(1, dirs[0]));
    const two = await runMain(args(2, dirs[1]));
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(one.out).toMatch(/^6 games: Emperor, 6 players/m);
    expect(one.out).toMatch(/^Win rate by role \(809\.2\):$/m);
    expect(one.out).toMatch(/^ {2}unfinished: +\d/m);
    expect(report(two.out).replace(dirs[1], "DIR")).toBe(report(one.out).replace(dirs[0], "DIR"));
    const saved = readdirSync(dirs[0]).sort();
    expect(saved.length).toBeGreaterThan(0);
    expect(readdirSync(dirs[1]).sort()).toEqual(saved);
    for (const f of saved)
      expect(readFileSync(join(dirs[1], f), "utf8")).toBe(readFileSync(join(dirs[0], f), "utf8"));
  });

  it("refuses --workers 0 and --workers with --queue", async () => {
    const zero = await runMain(["simulate", "--games", "1", "--workers", "0"]);
    expect(zero.code).toBe(2);
    expect(zero.err).toMatch(/--workers must be an integer from 1 to 1024/);
    const both = await runMain(["simulate", "--workers", "2", "--queue", "redis://127.0.0.1:1"]);
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/--queue <url>' cannot be used with option '--workers <n>/);
    const bad = await runMain(["simulate", "--queue", "http://127.0.0.1:1"]);
    expect(bad.err).toMatch(/is not a Redis URL/);
  });

  it("splits the seeds in order, in about four chunks a worker, at most 50 games a chunk", () => {
    const seeds = runSeeds(0x7ffffffe, 4);
    expect(seeds).toEqual([0x7ffffffe, 0x7fffffff, -0x80000000, -0x7fffffff]);
    expect(chunks(runSeeds(1, 10), 2)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 10],
    ]);
    const big = chunks(runSeeds(1, 1000), 2);
    expect(big.map((c) => c.length)).toEqual(Array.from({ length: 20 }, () => 50));
    expect(big.flat()).toEqual(runSeeds(1, 1000));
  });
});
