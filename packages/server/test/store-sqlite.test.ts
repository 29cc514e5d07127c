import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrationSql, SCHEMA_VERSION } from "../src/store/schema.ts";
import { SqliteStore } from "../src/store/sqlite.ts";
import { describeStore, logged, tableRow } from "./support/storeSuite.ts";

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
    await old.createTable(tableRow("a"));
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
