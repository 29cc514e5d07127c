/**
 * Hash checkpoints, off the critical path (docs/server.md, "Durability"). A batch's inputs are written and
 * its updates sent without the state hash: hashing the state (JSON text of all of it, FNV-1a over that)
 * is about a third of a small table's batch, and tens of milliseconds for a 200-player one. After its
 * update is sent a table asks for a checkpoint — the hash after its last input, logged with that input —
 * and this scheduler runs the checkpoints when the event loop is quiet (no table's batch for `quietMs`), a
 * few per turn, so that a wave of answers is answered first; one that waited `maxWaitMs` runs anyway.
 * A table that asks while its checkpoint waits still gets one (it hashes the state as it is then), and a
 * table may set the earliest time of its next one (a big table spaces its own: tables/tableCheckpoints.ts).
 */
import type { Pacer } from "./pace.ts";
import { sharedPacer } from "./pace.ts";

export interface CheckpointTimes {
  /** No batch for this long (ms) and the loop counts as quiet. */
  quietMs: number;
  /** A checkpoint that waited this long (ms) runs even if the loop is busy. */
  maxWaitMs: number;
  /** Checkpoints started in one turn of the event loop. */
  perTurn: number;
}

export const CHECKPOINT_TIMES: CheckpointTimes = { quietMs: 2, maxWaitMs: 1000, perTurn: 4 };

interface Waiting {
  since: number;
  notBefore: number;
  run: () => Promise<void>;
}

export class Checkpoints {
  private readonly waiting = new Map<string, Waiting>();
  private armed = false;

  constructor(
    private readonly pacer: Pick<Pacer, "lastBatchAt">,
    private readonly times: CheckpointTimes = CHECKPOINT_TIMES,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Asks for `key`'s checkpoint, to run at `notBefore` (performance.now() ms) at the earliest. */
  request(key: string, run: () => Promise<void>, notBefore = 0): void {
    const w = this.waiting.get(key);
    if (w === undefined) this.waiting.set(key, { since: this.now(), notBefore, run });
    else w.run = run;
    this.arm(0);
  }

  /** How many checkpoints wait (tests). */
  get size(): number {
    return this.waiting.size;
  }

  private arm(ms: number): void {
    if (this.armed) return;
    this.armed = true;
    const tick = () => {
      this.armed = false;
      this.tick();
    };
    if (ms <= 0) setImmediate(tick);
    else setTimeout(tick, ms);
  }

  private tick(): void {
    const now = this.now();
    const quiet = now - this.pacer.lastBatchAt >= this.times.quietMs;
    let started = 0;
    let next = Number.POSITIVE_INFINITY;
    for (const [key, w] of this.waiting) {
      if (started === this.times.perTurn) break;
      const due = Math.max(
        w.notBefore,
        quiet ? now : Math.min(now + this.times.quietMs, w.since + this.times.maxWaitMs),
      );
      if (due > now) {
        next = Math.min(next, due);
        continue;
      }
      this.waiting.delete(key);
      started++;
      void w.run();
    }
    if (this.waiting.size === 0) return;
    // More are due now: the next turn, after the I/O this one let in. Otherwise when the first is due.
    this.arm(started === this.times.perTurn ? 0 : Math.max(1, next - now));
  }
}

/** The server's one scheduler: the checkpoints of every table share the one event loop. */
export const checkpoints = new Checkpoints(sharedPacer);
