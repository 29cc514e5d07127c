/**
 * Hash checkpoints off the critical path (tables/checkpoints.ts): they run when no table's batch has run
 * for a moment, a few per turn of the event loop, one per table however often it asks, never before the
 * time the table set, and at the latest after `maxWaitMs` of a busy loop.
 */
import { describe, expect, it } from "vitest";
import { Checkpoints, type CheckpointTimes } from "../src/tables/checkpoints.ts";

const TIMES: CheckpointTimes = { quietMs: 5, maxWaitMs: 200, perTurn: 2 };
const turn = () => new Promise((r) => setImmediate(r));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function setUp(times = TIMES) {
  const pacer = { lastBatchAt: Number.NEGATIVE_INFINITY };
  const ran: string[] = [];
  const cps = new Checkpoints(pacer, times);
  const ask = (key: string, notBefore?: number) =>
    cps.request(
      key,
      async () => {
        ran.push(key);
      },
      notBefore,
    );
  return { pacer, ran, cps, ask };
}

describe("checkpoints", () => {
  it("run when the loop is quiet, a few per turn, in the order asked; one per table however often it asks", async () => {
    const { ran, cps, ask } = setUp();
    for (const key of ["a", "b", "a", "c", "d", "b"]) ask(key);
    expect(cps.size).toBe(4);
    await turn();
    expect(ran).toEqual(["a", "b"]);
    await turn();
    expect(ran).toEqual(["a", "b", "c", "d"]);
    await sleep(20);
    expect(ran).toEqual(["a", "b", "c", "d"]);
    expect(cps.size).toBe(0);
  });

  it("wait while tables' batches run, and run once the loop has been quiet for quietMs", async () => {
    const { pacer, ran, ask } = setUp();
    pacer.lastBatchAt = performance.now();
    ask("a");
    await turn();
    expect(ran).toEqual([]);
    // Batches keep coming for 30 ms: still waiting.
    const until = performance.now() + 30;
    while (performance.now() < until) {
      pacer.lastBatchAt = performance.now();
      await sleep(1);
    }
    expect(ran).toEqual([]);
    await sleep(30);
    expect(ran).toEqual(["a"]);
  });

  it("run after maxWaitMs even if the loop never goes quiet", async () => {
    const { pacer, ran, ask } = setUp();
    ask("a");
    pacer.lastBatchAt = performance.now();
    const start = performance.now();
    while (ran.length === 0 && performance.now() - start < 2000) {
      pacer.lastBatchAt = performance.now();
      await sleep(1);
    }
    expect(ran).toEqual(["a"]);
    expect(performance.now() - start).toBeGreaterThanOrEqual(TIMES.maxWaitMs - 5);
  });

  it("never run before the time the table set; the others go first", async () => {
    const { ran, ask } = setUp();
    ask("late", performance.now() + 40);
    ask("b");
    await sleep(15);
    expect(ran).toEqual(["b"]);
    await sleep(60);
    expect(ran).toEqual(["b", "late"]);
  });
});
