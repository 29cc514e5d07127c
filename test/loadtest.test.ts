/**
 * `npm run loadtest -- --quick` end to end: a real server, five four-player tables and a ten-player Grand
 * Melee of simulated people for five seconds a scenario, their event loops watched (`--stalls`). Checks only that
 * it ran, measured and met no error —
 * never how fast (the figures of a full run are in docs/PERFORMANCE.md).
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Runs `npm run loadtest -- --quick ARGS --json`: its output and its results (the last line). */
function quickLoadtest(args: string[], timeout: number) {
  const run = spawnSync(
    process.execPath,
    [
      "--conditions=@roundtable/source",
      "--import",
      "tsx",
      "bench/loadtest/main.ts",
      "--quick",
      // 5 s a scenario (the quick run's 10 s halved): enough for samples, and the suite's time is CI's.
      "--duration-s",
      "5",
      ...args,
      "--json",
    ],
    { encoding: "utf8", timeout },
  );
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return { stdout: run.stdout, results: JSON.parse(run.stdout.trim().split("\n").at(-1) as string) };
}

describe("load test", () => {
  it("runs the quick load test to its end and reports numbers and no errors", () => {
    const { results: all } = quickLoadtest(["--stalls"], 100_000);
    const results = all as (Record<string, number> & {
      stallReports: { server: { stalls: number } | null; clients: { stalls: number } | null };
    })[];
    expect(results.map((r) => r.name)).toEqual(["ffa", "gm"]);
    for (const r of results) {
      expect(r.errors).toBe(0);
      expect(r.samples).toBeGreaterThan(0);
      expect(r.answersPerSecond).toBeGreaterThan(0);
      for (const figure of [r.p50, r.p99, r.memoryPerTableMB]) expect(Number.isFinite(figure)).toBe(true);
      // --stalls: both processes watched their event loops and reported.
      expect(Number.isInteger(r.stallReports.server?.stalls)).toBe(true);
      expect(Number.isInteger(r.stallReports.clients?.stalls)).toBe(true);
    }
  });

  it("issue 21: the quick load test against one process and against two sharing PostgreSQL and Redis, then both with a Grand Melee beside", () => {
    const { stdout, results: all } = quickLoadtest(["--scenario", "ffa", "--processes", "2"], 280_000);
    const results = all as (Record<string, number> & { name: string })[];
    expect(results.map((r) => [r.name, r.processes])).toEqual([
      ["ffa-1p", 1],
      ["ffa-2p", 2],
      ["ffa-1p+gm10", 1],
      ["ffa-2p+gm10", 2],
    ]);
    expect(results.map((r) => r.beside)).toEqual([undefined, undefined, 10, 10]);
    for (const r of results) {
      expect(r.errors).toBe(0);
      expect(r.samples).toBeGreaterThan(0);
    }
    expect(stdout).toMatch(/2 processes against 1: answers\/s ×[\d.]+, p50 ×[\d.]+, p99 ×[\d.]+/);
    expect(stdout).toMatch(/a 10-player Grand Melee beside them, on 2 processes: p50 ×[\d.]+, p99 ×[\d.]+/);
  });

  it("issue 21, --scenario spread: the Grand Melee on one process and every ffa table on the other, clients at the owners; idle, played, idle again", () => {
    const { stdout, results: all } = quickLoadtest(["--scenario", "spread"], 280_000);
    const results = all as (Record<string, number> & {
      name: string;
      besideIdle?: boolean;
      placement: { tables: number[]; beside: number };
    })[];
    expect(results.map((r) => [r.name, r.processes, r.beside, r.besideIdle ?? false])).toEqual([
      ["ffa-idle-gm", 2, 10, true],
      ["ffa+gm10", 2, 10, false],
      ["ffa-idle-gm-again", 2, 10, true],
    ]);
    for (const r of results) {
      expect(r.errors).toBe(0);
      expect(r.samples).toBeGreaterThan(0);
      // Placement by kind: all five measured tables on the process that doesn't hold the Grand Melee.
      const other = 1 - r.placement.beside;
      expect(r.placement.tables[other]).toBe(5);
      expect(r.placement.tables[r.placement.beside]).toBe(0);
    }
    expect(stdout).toMatch(
      /noise, the idle runs against each other \(second\/first\): p50 ×[\d.]+, p99 ×[\d.]+/,
    );
    expect(stdout).toMatch(
      /a 10-player Grand Melee played beside them, against the first idle run: p50 ×[\d.]+/,
    );
  });
});
