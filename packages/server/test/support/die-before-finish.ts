/**
 * A test's preload for a real server process (node's `--import`, after tsx; the tests' DIE_BEFORE_FINISH):
 * the process kills itself with SIGKILL the moment a table's game ends, as `Store.finishTable` is called —
 * after the game's last input was written to the log (TableGame.acceptMany awaits that write first) and
 * before the table is marked over and its record written. That is the window a kill -9 may hit; this
 * makes it hit every time. It lives in the tests only: the server's own code has no such hook. (Not to be
 * imported by a test: it would patch the test's own stores.)
 */
import { PostgresStore } from "../../src/store/postgres.ts";
import { SqliteStore } from "../../src/store/sqlite.ts";

for (const store of [SqliteStore, PostgresStore])
  store.prototype.finishTable = async (tableId: string): Promise<void> => {
    // Said on stderr (the test checks the process died here, not elsewhere); a pipe's write is synchronous.
    process.stderr.write(`die-before-finish: killed before finishTable (table ${tableId})\n`);
    process.kill(process.pid, "SIGKILL");
    await new Promise(() => {}); // (not reached: the signal ends the process)
  };
