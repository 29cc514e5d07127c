/** An in-process server on a fresh in-memory SQLite store, closed after each test. */
import { afterEach } from "vitest";
import type { ServerOptions } from "../../src/app.ts";
import { SqliteStore } from "../../src/store/sqlite.ts";
import { inProcess } from "./server.ts";
import type { TestClient } from "./wsClient.ts";

/**
 * `tableSeed`: the first table's seed, as `--table-seed` (default 1): every test's games are the same at
 * every run, so none passes or fails by the deal (a test waiting for a seat that bots had killed did).
 */
export function useServer(botDelayMs = 0, tableSeed = 1) {
  const open: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const c of open.splice(0).reverse()) await c.close();
  });
  return {
    /**
     * A server on `store` (the caller's, else a fresh in-memory one closed after the test); `more`: more of
     * its options.
     */
    async start(given?: SqliteStore, more: Partial<ServerOptions> = {}) {
      const store = given ?? new SqliteStore(":memory:");
      if (given === undefined) {
        await store.init();
        open.push(store);
      }
      const srv = await inProcess(store, botDelayMs, undefined, tableSeed, more);
      open.push(srv.app);
      return { ...srv, store };
    },
    /** Closes this (a store the test made) after the test, after the servers on it. */
    keepOpen(store: SqliteStore): void {
      open.push(store);
    },
    /** Closes this client after the test. */
    keep(client: TestClient): TestClient {
      open.push(client);
      return client;
    },
  };
}
