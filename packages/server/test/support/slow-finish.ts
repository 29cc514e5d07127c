/**
 * A test's preload for a real server process (node's `--import`, after tsx; the tests' SLOW_FINISH):
 * `Store.finishTable` — the table marked over and its record written as its game ends — takes a second
 * longer, as a busy database's write may. It widens the window between the game's last input and the
 * table's end so a test sees what a client can do in it. It lives in the tests only. (Not to be imported by
 * a test: it would patch the test's own stores.)
 */
import { PostgresStore } from "../../src/store/postgres.ts";
import { SqliteStore } from "../../src/store/sqlite.ts";

for (const store of [SqliteStore, PostgresStore]) {
  const finish = store.prototype.finishTable;
  store.prototype.finishTable = async function (this: InstanceType<typeof store>, ...args) {
    await new Promise((r) => setTimeout(r, 1000));
    return finish.apply(this, args);
  };
}
