/**
 * A replay thread with hooks (the server's `replayThread` option; its module: replayHooksEntry.ts), for
 * tests to hold a job, crash the thread and count the positions saved — through an Int32Array on a
 * SharedArrayBuffer both threads see, and which every thread started with this module gets again.
 */
import type { ThreadModule } from "../../src/replays/replayThread.ts";

/** The flags' indices: the gate (0: shut, jobs wait before they run), crash the next job, jobs saved. */
export const GATE = 0;
export const CRASH = 1;
export const SAVES = 2;

export class ReplayHooks {
  readonly flags = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));

  constructor() {
    this.open();
  }

  get module(): ThreadModule {
    return { from: import.meta.url, entry: "./replayHooksEntry", data: this.flags };
  }

  /** Each job waits, before it runs, until open(). */
  shut(): void {
    Atomics.store(this.flags, GATE, 0);
  }

  open(): void {
    Atomics.store(this.flags, GATE, 1);
    Atomics.notify(this.flags, GATE);
  }

  /** The next job ends its thread (process.exit there), as a crash would. */
  crashNext(): void {
    Atomics.store(this.flags, CRASH, 1);
  }

  /** The savePositionNow jobs run so far, by every thread. */
  get saves(): number {
    return Atomics.load(this.flags, SAVES);
  }
}
