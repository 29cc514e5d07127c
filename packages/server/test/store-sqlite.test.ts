import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrationSql, SCHEMA_VERSION } from "../src/store/schema.ts";
import { SqliteStore } from "../src/store/sqlite.ts";
import { describeStore, expectSpectatorsCopied, logged, tableRow } from "./support/storeSuite.ts";

let dir = "";
let files = 0;

describeStore({
  kind: "sqlite",
  beforeAll: async () => {
    dir = mkdtempSync(join(tmpdir(), "roundtable-sqlite-"));
  },
  afterAll: async () => rmSync(dir, { recursive: true, force: true }),
  // A folder that does not exist yet: the store creates it.
  fresh: async () => join(dir, `db${++files}`, "roundtable.sqlite"),
});

describe("sqlite schema version 2", () => {
  it("takes a version 1 database's inputs over; an input's hash may then be null", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "roundtable-v1-")), "roundtable.sqlite");
    const v1 = new Database(path);
    v1.exec(migrationSql("sqlite", 0, 1));
    v1.pragma("user_version = 1");
    v1.close();
    const old = new SqliteStore(path);
    v1Table(path, "a");
    await old.appendInputs("a", [logged(1), logged(2)]);
    await old.close();
    const store = new SqliteStore(path);
    await store.init();
    await store.appendInputs("a", [{ ...logged(3), hash: null }, logged(4)]);
    expect(await store.loadInputs("a")).toEqual([
      logged(1),
      logged(2),
      { ...logged(3), hash: null },
      logged(4),
    ]);
    const db = new Database(path, { readonly: true });
    expect(db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
    await store.close();
    rmSync(dirname(path), { recursive: true, force: true });
  });
});

/** Table `id` (tableRow's) written as a database of schema version 1 to 4 holds it. */
function v1Table(path: string, id: string, seats: unknown = tableRow(id).seats): void {
  const db = new Database(path);
  const r = tableRow(id);
  db.prepare(
    "INSERT INTO tables (id, created, status, spec, seats, start, judge_token_hash, owner) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  ).run(
    r.id,
    r.created,
    r.status,
    JSON.stringify(r.spec),
    JSON.stringify(seats),
    null,
    r.judgeTokenHash,
    null,
  );
  db.close();
}

describe("sqlite schema version 4", () => {
  it("moves a finished table's rematch link from its seats to its own column", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "roundtable-v3-")), "roundtable.sqlite");
    const v3 = new Database(path);
    v3.exec(migrationSql("sqlite", 0, 3));
    v3.pragma("user_version = 3");
    v3.close();
    v1Table(path, "linked", { seats: [], spectators: [], rematch: "r" });
    v1Table(path, "alone", { seats: [], spectators: [] });
    const store = new SqliteStore(path);
    await store.init();
    expect((await store.getTable("linked"))?.rematch).toBe("r");
    expect((await store.getTable("alone"))?.rematch).toBeUndefined();
    expect(await store.setRematch("linked", "other")).toBe("r");
    await store.close();
    rmSync(dirname(path), { recursive: true, force: true });
  });
});

describe("sqlite schema version 5", () => {
  it("copies the spectators' tokens kept in a table's seats to rows of their own", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "roundtable-v4-")), "roundtable.sqlite");
    const v4 = new Database(path);
    v4.exec(migrationSql("sqlite", 0, 4));
    v4.pragma("user_version = 4");
    v4.close();
    v1Table(path, "watched", { seats: [], spectators: ["s1", "s2"] });
    v1Table(path, "alone", { seats: [], spectators: [] });
    v1Table(path, "odd"); // seats that are no object (tableRow's): nothing to copy
    const store = new SqliteStore(path);
    await store.init();
    await expectSpectatorsCopied(store);
    await store.close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
    rmSync(dirname(path), { recursive: true, force: true });
  });
});
