/**
 * A finished table loaded on demand (tables/registry.ts) is registered only once its game is restored:
 * requests for it while its log is read wait, share one load, and get it restored; the lobby (`list`)
 * doesn't have it before. A load that fails registers nothing, its waiters get LoadFailed (503
 * `unavailable`, with Retry-After), and the first request once the wait after it is over loads it again
 * (tables/loadBackoff.ts: the wait doubles with each failure in a row, up to a cap; requests meanwhile cost
 * the store nothing; each attempt is logged). A registry on SQLite whose read of a log waits for the test
 * (the takeover of a table by another process, on PostgreSQL: takeover-restore.test.ts), and a clock of the
 * test's.
 */
import { parseCreateTable } from "@roundtable/protocol";
import { type Logger, pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import type { LoggedInput } from "../src/store/types.ts";
import { LoadFailed } from "../src/tables/errors.ts";
import { LOAD_RETRY, LoadBackoff, type LoadRetryTimes } from "../src/tables/loadBackoff.ts";
import { TableRegistry } from "../src/tables/registry.ts";
import { until } from "./support/wsClient.ts";

const log = pino({ level: "silent" });
const open: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const c of open.splice(0).reverse()) await c.close();
});

/**
 * A store whose reads of a log wait until `release` (or fail with `fail`), counting them; while `broken` is
 * set, they fail with it at once.
 */
class HeldStore extends SqliteStore {
  reads = 0;
  broken: Error | null = null;
  private held: { release(): void; fail(e: Error): void }[] = [];

  override async loadInputs(tableId: string): Promise<LoggedInput[]> {
    this.reads++;
    if (this.broken !== null) throw this.broken;
    await new Promise<void>((release, fail) => this.held.push({ release, fail }));
    return super.loadInputs(tableId);
  }

  release(): void {
    for (const h of this.held.splice(0)) h.release();
  }

  fail(e: Error): void {
    for (const h of this.held.splice(0)) h.fail(e);
  }
}

/** A store holding one finished game of three bots (played here), and that game's table id and length. */
async function finishedGame(): Promise<{ store: HeldStore; id: string; seq: number }> {
  const store = new HeldStore(":memory:");
  await store.init();
  open.push(store);
  const first = new TableRegistry({ store, log, botDelayMs: 0 }, "first", undefined, 1);
  const request = parseCreateTable({
    variant: "free-for-all",
    players: 3,
    seats: Array.from({ length: 3 }, () => ({ kind: "bot" })),
  });
  const { table } = await first.create(request);
  await until(() => table.state === "over", "the bots' game over");
  const seq = table.info().seq;
  await first.close();
  return { store, id: table.id, seq };
}

/** A registry named "second" on `store` whose backoff reads the test's clock `now` (ms). */
function registryAt(
  store: HeldStore,
  logger: Logger,
  now: () => number,
  times: LoadRetryTimes = LOAD_RETRY,
): TableRegistry {
  const registry = new TableRegistry(
    { store, log: logger },
    "second",
    undefined,
    undefined,
    undefined,
    new LoadBackoff(times, now),
  );
  open.push(registry);
  return registry;
}

/** Whether the promise has settled by the time the loop is quiet again. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setTimeout(r, 50));
  return done;
}

describe("a finished table loaded on demand (registry.load)", () => {
  it("is seen by nobody before its game is restored: requests at once wait for one load and get it restored", async () => {
    const { store, id, seq } = await finishedGame();
    expect(seq).toBeGreaterThan(0);
    const registry = new TableRegistry({ store, log }, "second");
    open.push(registry);
    const asked = [registry.get(id), registry.get(id), registry.locate(id)] as const;
    await until(() => store.reads > 0, "the log's read");
    for (const p of asked) expect(await settled(p)).toBe(false);
    expect(store.reads).toBe(1);
    expect(registry.list()).toEqual([]);
    store.release();
    const [a, b, located] = await Promise.all(asked);
    expect(store.reads).toBe(1);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
    expect(located).toEqual({ kind: "here", table: a });
    expect(a?.info()).toMatchObject({ id, status: "over", seq });
    expect(registry.list()).toEqual([a]);
  });

  it("a load that fails registers nothing: its waiters get a 503 `unavailable`, and a request once its wait is over loads it", async () => {
    const { store, id, seq } = await finishedGame();
    let now = 0;
    const registry = registryAt(store, log, () => now);
    const asked = [registry.get(id), registry.locate(id)];
    await until(() => store.reads > 0, "the log's read");
    store.fail(new Error("disk gone"));
    for (const p of asked) {
      const e = await p.then(
        () => null,
        (err: unknown) => err,
      );
      expect(e).toBeInstanceOf(LoadFailed);
      expect(e).toMatchObject({
        code: "unavailable",
        status: 503,
        retryAfter: 1,
        message: `the table "${id}" could not be loaded: try again in 1 s`,
        cause: new Error("disk gone"),
      });
    }
    expect(registry.list()).toEqual([]);
    // Within the wait: refused at once, the store not read.
    now = 999;
    await expect(registry.get(id)).rejects.toMatchObject({ code: "unavailable", retryAfter: 1 });
    expect(store.reads).toBe(1);
    now = 1000;
    const again = registry.get(id);
    await until(() => store.reads > 1, "the log read again");
    store.release();
    expect((await again)?.info()).toMatchObject({ id, status: "over", seq });
    expect(registry.list()).toHaveLength(1);
  });

  it("a table that keeps failing is tried again only after a wait that doubles up to a cap; each attempt is logged", async () => {
    const { store, id, seq } = await finishedGame();
    store.broken = new Error("log unreadable");
    let now = 0;
    const lines: { table?: string; msg: string; failures?: number; retryInMs?: number }[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const registry = registryAt(store, logger, () => now, { firstMs: 1000, maxMs: 4000 });
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: LoadFailed) => ({ retryAfter: e.retryAfter, message: e.message }),
      );
    const refused = (seconds: number) => ({
      retryAfter: seconds,
      message: `the table "${id}" could not be loaded: try again in ${seconds} s`,
    });
    // Each real attempt fails; the next is not before 1 s, 2 s, 4 s, then 4 s again (the cap).
    for (const [at, wait] of [
      [0, 1000],
      [1000, 2000],
      [3000, 4000],
      [7000, 4000],
    ]) {
      now = at;
      const reads = store.reads;
      expect(await refusal(registry.get(id))).toEqual(refused(wait / 1000));
      expect(store.reads).toBe(reads + 1);
      // Within the wait, requests (a hello's, an HTTP route's) are refused at once: the store is not read.
      now = at + wait - 1;
      expect(await refusal(registry.get(id))).toEqual(refused(1));
      expect(await refusal(registry.locate(id))).toEqual(refused(1));
      now = at + 1;
      expect(await refusal(registry.get(id))).toEqual(refused(Math.ceil((wait - 1) / 1000)));
      expect(store.reads).toBe(reads + 1);
    }
    const logged = lines.filter((l) => l.table === id);
    expect(logged.map((l) => [l.msg, l.failures, l.retryInMs])).toEqual([
      ["loading the table failed", 1, 1000],
      ["loading the table again after its load failed", 1, undefined],
      ["loading the table failed", 2, 2000],
      ["loading the table again after its load failed", 2, undefined],
      ["loading the table failed", 3, 4000],
      ["loading the table again after its load failed", 3, undefined],
      ["loading the table failed", 4, 4000],
    ]);
    // The log readable again: once the wait is over the table loads, and is never refused after.
    store.broken = null;
    now = 11_000;
    const loaded = registry.get(id);
    await until(() => store.reads === 5, "the log read again");
    store.release();
    expect((await loaded)?.info()).toMatchObject({ id, status: "over", seq });
    now = 11_001;
    expect(await registry.get(id)).toBe(await loaded);
  });
});
