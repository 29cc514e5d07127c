import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresStore } from "../src/store/postgres.ts";
import { migrationSql } from "../src/store/schema.ts";
import { type PgCluster, startPostgres } from "./support/postgres.ts";
import { describeStore, expectSpectatorsCopied, tableRow } from "./support/storeSuite.ts";

let cluster: PgCluster | undefined;
let database = "";

// One server for the file: the store suite, then the migration's test.
beforeAll(async () => {
  cluster = await startPostgres();
  database = await cluster.createDatabase();
}, 120_000);
afterAll(async () => cluster?.stop(), 120_000);

describeStore({
  kind: "postgres",
  // One database, emptied for each test (a new database per test makes the shutdown checkpoint slow).
  fresh: async () => {
    if (!cluster) throw new Error("the PostgreSQL test server did not start");
    await cluster.emptyDatabase(database);
    return database;
  },
});

/** An emptied database at schema `version`, holding tableRow's tables of these ids with these seats. */
async function olderDatabase(version: number, tables: [string, unknown][]): Promise<void> {
  if (!cluster) throw new Error("the PostgreSQL test server did not start");
  await cluster.emptyDatabase(database);
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    await client.query(migrationSql("postgres", 0, version));
    await client.query("CREATE TABLE schema_version (version integer NOT NULL)");
    await client.query("INSERT INTO schema_version (version) VALUES ($1)", [version]);
    for (const [id, seats] of tables) {
      const r = tableRow(id);
      await client.query(
        "INSERT INTO tables (id, created, status, spec, seats, start, judge_token_hash, owner) VALUES ($1, $2, $3, $4, $5, null, $6, null)",
        [id, r.created, r.status, JSON.stringify(r.spec), JSON.stringify(seats), r.judgeTokenHash],
      );
    }
  } finally {
    await client.end();
  }
}

describe("postgres schema version 4", () => {
  it("moves a finished table's rematch link from its seats to its own column", async () => {
    await olderDatabase(3, [
      ["linked", { seats: [], spectators: [], rematch: "r" }],
      ["alone", { seats: [], spectators: [] }],
    ]);
    const store = new PostgresStore(database);
    try {
      await store.init();
      expect((await store.getTable("linked"))?.rematch).toBe("r");
      expect((await store.getTable("alone"))?.rematch).toBeUndefined();
      expect(await store.setRematch("linked", "other")).toBe("r");
    } finally {
      await store.close();
    }
  });
});

describe("postgres schema version 5", () => {
  it("copies the spectators' tokens kept in a table's seats to rows of their own", async () => {
    await olderDatabase(4, [
      ["watched", { seats: [], spectators: ["s1", "s2"] }],
      ["alone", { seats: [], spectators: [] }],
      ["odd", tableRow("odd").seats], // seats that are no object: nothing to copy
    ]);
    const store = new PostgresStore(database);
    try {
      await store.init();
      await expectSpectatorsCopied(store);
    } finally {
      await store.close();
    }
  });
});
