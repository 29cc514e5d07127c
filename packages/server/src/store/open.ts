/** Opens the store named on the command line. Interim: in memory until the real stores land. */
import { MemoryStore } from "./memory.ts";
import type { Store } from "./types.ts";

export async function openStore(_db: string | undefined, _dataDir: string): Promise<Store> {
  const store = new MemoryStore();
  await store.init();
  return store;
}
