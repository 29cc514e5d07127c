/**
 * The SQLite store's durability without a wait of the event loop (docs/server.md, "Durability"): commits
 * return unsynced (synchronous = NORMAL) and every write resolves only after an fdatasync of the WAL made
 * after it; fsyncs asked for while one is in flight share the next one.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import { WalSync } from "../src/store/walSync.ts";
import { logged, tableRow } from "./support/storeSuite.ts";

const dir = mkdtempSync(join(tmpdir(), "roundtable-walsync-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("WalSync", () => {
  it("starts one fdatasync at once; the calls made during it share the next one", async () => {
    const path = join(dir, "file-wal");
    writeFileSync(path, "frames");
    const wal = new WalSync(path);
    const first = wal.sync();
    const second = wal.sync();
    const third = wal.sync();
    expect(third).toBe(second);
    expect(second).not.toBe(first);
    await Promise.all([first, second, third]);
    expect(wal.syncs).toBe(2);
    await wal.sync();
    expect(wal.syncs).toBe(3);
    await wal.close();
  });

  it("fails the calls waiting on an fdatasync that fails", async () => {
    const wal = new WalSync(join(dir, "no-such-wal"));
    await expect(wal.sync()).rejects.toThrow(/ENOENT/);
    await wal.close();
  });
});

describe("sqlite store durability", () => {
  it("resolves every write after a WAL fdatasync, one for the appends of one tick", async () => {
    const path = join(dir, "db", "roundtable.sqlite");
    const store = new SqliteStore(path);
    await store.init();
    let syncs = store.walSyncs;
    expect(syncs).toBeGreaterThan(0); // init's migration
    for (const id of ["a", "b", "c"]) await store.createTable(tableRow(id));
    expect(store.walSyncs).toBe(syncs + 3);
    syncs = store.walSyncs;
    // Three tables' appends in one tick: one transaction, one fdatasync.
    await Promise.all(["a", "b", "c"].map((id) => store.appendInputs(id, [logged(1), logged(2)])));
    expect(store.walSyncs).toBe(syncs + 1);
    await store.updateTable("a", { status: "playing" });
    expect(store.walSyncs).toBe(syncs + 2);
    expect(await store.loadInputs("b")).toEqual([logged(1), logged(2)]);
    await store.close();
    const db = new Database(path);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
  });

  it("has nothing to sync without a WAL (in memory: synchronous = FULL)", async () => {
    const store = new SqliteStore(":memory:");
    await store.init();
    await store.createTable(tableRow("a"));
    await store.appendInputs("a", [logged(1)]);
    expect(store.walSyncs).toBe(0);
    await store.close();
  });
});
