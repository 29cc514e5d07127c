/**
 * `--table-seed N`: the first table a server creates plays with seed N, the next with N + 1, and so on, so
 * a session (or an end-to-end test) can be reproduced; without it every table gets 128 random bits (32
 * hexadecimal digits: principle 4, a 32-bit seed could be searched from a player's known deck and hand).
 */
import type { Seed } from "@roundtable/engine";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { buildServer } from "../src/app.ts";
import { tableSeed } from "../src/serve.ts";
import { SqliteStore } from "../src/store/sqlite.ts";
import type { TableSpec } from "../src/tables/tableState.ts";
import { FOUR_PLAYERS } from "./support/tables.ts";

async function seedsOfTwoTables(seed?: number): Promise<Seed[]> {
  const store = new SqliteStore(":memory:");
  await store.init();
  const { app } = await buildServer({ store, logger: pino({ level: "silent" }), tableSeed: seed });
  try {
    const seeds: Seed[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: "POST", url: "/api/tables", payload: FOUR_PLAYERS });
      expect(res.statusCode).toBe(201);
      const row = await store.getTable(res.json<{ table: { id: string } }>().table.id);
      seeds.push((row!.spec as TableSpec).seed); // the table's spec as stored: the request and its seed
    }
    return seeds;
  } finally {
    await app.close();
    await store.close();
  }
}

describe("--table-seed", () => {
  it("gives the first table the seed and each next table the next one", async () => {
    expect(await seedsOfTwoTables(41)).toEqual([41, 42]);
    expect(await seedsOfTwoTables(-7)).toEqual([-7, -6]);
  });

  it("principle 4: without it, each table's seed is 128 random bits, 32 hexadecimal digits, another each time", async () => {
    const seeds = await seedsOfTwoTables();
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{32}$/);
    expect(seeds[1]).not.toBe(seeds[0]);
  });

  it("refuses what is not a 32-bit integer, naming the flag", () => {
    expect(tableSeed("12")).toBe(12);
    expect(tableSeed("4294967295")).toBe(-1); // as the engine reads a seed: its 32 bits
    for (const bad of ["", "x", "1.5", "4294967296"])
      expect(() => tableSeed(bad)).toThrow(/^--table-seed: not a 32-bit integer/);
  });
});
