/**
 * Principle 4, at a real server process: every table it makes is seeded with 128 random bits (32
 * hexadecimal digits), which nobody can search from a known deck and opening hand as they could 2³² integer
 * seeds; its game replays from its record to the same hash, and a table waiting with such a seed is stored,
 * loaded again after a restart and played with it. `--table-seed N` still gives the integer seeds N, N + 1, …
 */
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord, type Seed } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import type { TableSpec } from "../src/tables/tableState.ts";
import { useDataDir } from "./support/dataDir.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { type Created, createTable, FOUR_PLAYERS, joinSeat } from "./support/tables.ts";

const BOTS = {
  variant: "free-for-all",
  players: 3,
  seats: [{ kind: "bot" }, { kind: "bot" }, { kind: "bot" }],
  settings: { name: "Bots", botDelayMs: 0 },
};

/** The judge's record of a table's game (at any time while it plays). */
async function recordOf(server: ServerProcess, t: Created): Promise<GameRecord> {
  const r = await api<GameRecord>(server.http, "GET", `/api/games/${t.id}/record`, undefined, t.judgeToken);
  expect(r.status).toBe(200);
  return r.body;
}

async function seedOf(server: ServerProcess, t: Created): Promise<Seed> {
  const { start } = await recordOf(server, t);
  if (!("setup" in start)) throw new Error("a new game's record starts from its setup");
  return start.setup.seed;
}

async function whenOver(server: ServerProcess, id: string): Promise<TableInfo> {
  for (let i = 0; i < 3000; i++) {
    const info = (await api<TableInfo>(server.http, "GET", `/api/tables/${id}`)).body;
    if (info.status === "over") return info;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`table ${id}: the game did not end`);
}

describe("principle 4: a server process seeds its tables with 128 bits", () => {
  const { dir, servers } = useDataDir("roundtable-seed-128-");
  const start = async (args: string[], randomSeeds: boolean) => {
    const s = await startProcess(["--data-dir", dir, "--log-level", "warn", ...args], [], {}, randomSeeds);
    servers.push(s);
    return s;
  };

  it("each new table's seed is 32 hexadecimal digits, another for each table; the game replays to its hash", async () => {
    const server = await start([], true);
    const a = await createTable(server.http, BOTS);
    const b = await createTable(server.http, BOTS);
    const seeds = [await seedOf(server, a), await seedOf(server, b)];
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(seeds[1]).not.toBe(seeds[0]);

    const info = await whenOver(server, a.id);
    const record = await recordOf(server, a);
    expect(record.start).toMatchObject({ setup: { seed: seeds[0] } });
    const replayed = Game.replay(cardDb, record, { events: false });
    expect(replayed.isOver()).toBe(true);
    expect(replayed.hash()).toBe(record.hash);
    expect(replayed.hash()).toBe(info.hash);
    await server.stop();
  }, 120_000);

  it("a table waiting with a 128-bit seed is loaded again after a restart and plays with that seed", async () => {
    const first = await start([], true);
    const t = await createTable(first.http, FOUR_PLAYERS);
    await first.stop();
    // The table's spec as stored: the request and the seed drawn for it.
    const store = new SqliteStore(join(dir, "roundtable.sqlite"));
    await store.init();
    const row = await store.getTable(t.id);
    await store.close();
    if (row === null) throw new Error(`table ${t.id} is not in the store`);
    const { seed } = row.spec as TableSpec;
    expect(seed).toMatch(/^[0-9a-f]{32}$/);

    const second = await start([], true);
    await joinSeat(second.http, t.id, "Ann");
    await joinSeat(second.http, t.id, "Ben");
    expect(await seedOf(second, t)).toBe(seed);
    const stored = await recordOf(second, t);
    expect(Game.replay(cardDb, stored, { events: false }).hash()).toBe(stored.hash);
    await second.stop();
  }, 120_000);

  it("--table-seed 5 gives the integer seeds 5, then 6", async () => {
    const server = await start(["--table-seed", "5"], false);
    const a = await createTable(server.http, BOTS);
    const b = await createTable(server.http, BOTS);
    expect([await seedOf(server, a), await seedOf(server, b)]).toEqual([5, 6]);
    await server.stop();
  }, 120_000);
});
