/** An in-process server on a fresh in-memory SQLite store, closed after each test. */
import { afterEach } from "vitest";
import { SqliteStore } from "../../src/store/sqlite.ts";
import { inProcess } from "./server.ts";
import type { TestClient } from "./wsClient.ts";

export function useServer(botDelayMs = 0) {
  const open: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const c of open.splice(0).reverse()) await c.close();
  });
  return {
    async start(store = new SqliteStore(":memory:")) {
      await store.init();
      open.push(store);
      const srv = await inProcess(store, botDelayMs);
      open.push(srv.app);
      return { ...srv, store };
    },
    /** Closes this client after the test. */
    keep(client: TestClient): TestClient {
      open.push(client);
      return client;
    },
  };
}
