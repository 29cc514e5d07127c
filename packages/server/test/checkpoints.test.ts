/**
 * Hash checkpoints off the critical path (tables/checkpoints.ts): they run when no table's batch has run
 * for a moment, a few per turn of the event loop, one per table however often it asks, never before the
 * time the table set, and at the latest after `maxWaitMs` of a busy loop. Fake timers and a fake clock:
 * the machine's own speed does not matter.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Checkpoints, type CheckpointTimes } from "../src/tables/checkpoints.ts";

const TIMES: CheckpointTimes = { quietMs: 5, maxWaitMs: 200, perTurn: 2 };

let clock = 0;
/** Time passes: the clock and the timers both. */
const advance = (ms: number) => {
  for (let i = 0; i < ms; i++) {
    clock += 1;
    vi.advanceTimersByTime(1);
  }
};
/** One turn of the event loop: the immediates and timers due now, not those they schedule. */
const turn = () => vi.runOnlyPendingTimers();

function setUp() {
  const pacer = { lastBatchAt: Number.NEGATIVE_INFINITY };
  const ran: string[] = [];
  const cps = new Checkpoints(pacer, TIMES, () => clock);
  const ask = (key: string, notBefore?: number) =>
    cps.request(
      key,
      async () => {
        ran.push(key);
      },
      notBefore,
    );
  /** A table's batch runs now. */
  const batch = () => {
    pacer.lastBatchAt = clock;
  };
  return { ran, cps, ask, batch };
}

describe("checkpoints", () => {
  beforeEach(() => {
    clock = 1000;
    vi.useFakeTimers({ toFake: ["setTimeout", "setImmediate"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("run when the loop is quiet, a few per turn, in the order asked; one per table however often it asks", () => {
    const { ran, cps, ask } = setUp();
    for (const key of ["a", "b", "a", "c", "d", "b"]) ask(key);
    expect(cps.size).toBe(4);
    turn();
    expect(ran).toEqual(["a", "b"]);
    turn();
    expect(ran).toEqual(["a", "b", "c", "d"]);
    advance(50);
    expect(ran).toEqual(["a", "b", "c", "d"]);
    expect(cps.size).toBe(0);
  });

  it("wait while tables' batches run, and run once the loop has been quiet for quietMs", () => {
    const { ran, ask, batch } = setUp();
    batch();
    ask("a");
    // Batches every millisecond for 100 ms: still waiting.
    for (let i = 0; i < 100; i++) {
      advance(1);
      batch();
    }
    expect(ran).toEqual([]);
    advance(TIMES.quietMs - 1);
    expect(ran).toEqual([]);
    advance(TIMES.quietMs);
    expect(ran).toEqual(["a"]);
  });

  it("run after maxWaitMs even if the loop never goes quiet", () => {
    const { ran, ask, batch } = setUp();
    batch();
    ask("a");
    for (let i = 0; i < TIMES.maxWaitMs - 10; i++) {
      advance(1);
      batch();
    }
    expect(ran).toEqual([]);
    for (let i = 0; i < 20; i++) {
      advance(1);
      batch();
    }
    expect(ran).toEqual(["a"]);
  });

  it("never run before the time the table set; the others go first", () => {
    const { ran, ask } = setUp();
    ask("late", clock + 40);
    ask("b");
    advance(15);
    expect(ran).toEqual(["b"]);
    advance(20);
    expect(ran).toEqual(["b"]);
    advance(10);
    expect(ran).toEqual(["b", "late"]);
  });
});
