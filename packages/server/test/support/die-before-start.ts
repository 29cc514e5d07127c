/**
 * A test's preload for a real server process (node's `--import`, after tsx; the tests' DIE_BEFORE_START):
 * the process kills itself with SIGKILL the moment a table's game is to begin, as `Store.startGame` is
 * called — after the last seat was taken and the seats written (Lobby.join writes them first) and before
 * the game's start, and a saved position's inputs with it, are. That is the window a kill -9 may hit as a
 * game begins; this makes it hit every time. It lives in the tests only: the server's own code has no such
 * hook. (Not to be imported by a test: it would patch the test's own stores.)
 */
import { PostgresStore } from "../../src/store/postgres.ts";
import { SqliteStore } from "../../src/store/sqlite.ts";

for (const store of [SqliteStore, PostgresStore])
  store.prototype.startGame = async (tableId: string): Promise<void> => {
    // Said on stderr (the test checks the process died here, not elsewhere); a pipe's write is synchronous.
    process.stderr.write(`die-before-start: killed before startGame (table ${tableId})\n`);
    process.kill(process.pid, "SIGKILL");
    await new Promise(() => {}); // (not reached: the signal ends the process)
  };
