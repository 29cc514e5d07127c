import { type PgCluster, startPostgres } from "./support/postgres.ts";
import { describeStore } from "./support/storeSuite.ts";

let cluster: PgCluster | undefined;
let database = "";

describeStore({
  kind: "postgres",
  beforeAll: async () => {
    cluster = await startPostgres();
    database = await cluster.createDatabase();
  },
  afterAll: async () => cluster?.stop(),
  // One database, emptied for each test (a new database per test makes the shutdown checkpoint slow).
  fresh: async () => {
    if (!cluster) throw new Error("the PostgreSQL test server did not start");
    await cluster.emptyDatabase(database);
    return database;
  },
});
