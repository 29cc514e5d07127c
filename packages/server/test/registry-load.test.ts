/**
 * A finished table loaded on demand (tables/registry.ts) is registered only once its game is restored:
 * requests for it while its log is read wait, share one load, and get it restored; the lobby (`list`)
 * doesn't have it before. A load that fails registers nothing, its waiters get LoadFailed (503
 * `unavailable`), and the next request loads it again. A registry on SQLite whose read of a log waits for
 * the test (the takeover of a table by another process, on PostgreSQL: takeover-restore.test.ts).
 */
import { parseCreateTable } from "@roundtable/protocol";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import type { LoggedInput } from "../src/store/types.ts";
import { LoadFailed } from "../src/tables/errors.ts";
import { TableRegistry } from "../src/tables/registry.ts";
import { until } from "./support/wsClient.ts";

const log = pino({ level: "silent" });
const open: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const c of open.splice(0).reverse()) await c.close();
});

/** A store whose reads of a log wait until `release` (or fail with `fail`), counting them. */
class HeldStore extends SqliteStore {
  reads = 0;
  private held: { release(): void; fail(e: Error): void }[] = [];

  override async loadInputs(tableId: string): Promise<LoggedInput[]> {
    this.reads++;
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

  it("a load that fails registers nothing: its waiters get a 503 `unavailable`, and the next request loads it", async () => {
    const { store, id, seq } = await finishedGame();
    const registry = new TableRegistry({ store, log }, "second");
    open.push(registry);
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
        message: `the table "${id}" could not be loaded: try again in a moment`,
        cause: new Error("disk gone"),
      });
    }
    expect(registry.list()).toEqual([]);
    const again = registry.get(id);
    await until(() => store.reads > 1, "the log read again");
    store.release();
    expect((await again)?.info()).toMatchObject({ id, status: "over", seq });
    expect(registry.list()).toHaveLength(1);
  });
});
