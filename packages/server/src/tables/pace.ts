/**
 * Shares the event loop between tables. Answers arrive in bursts (a stall of the machine, many people
 * answering together); each table's batch costs about a millisecond, and without a pause the batches of a
 * whole burst would all run before any of them is written and sent (the group commit and the sends wait
 * for the event loop). `pace()` lets a batch go at once while the batches of this turn of the event loop
 * have taken less than `PACE_BUDGET_MS`; after that it waits for the next turn (setImmediate: after the
 * group commit booked by the batches before it, and after the I/O that sends their updates), in the order
 * the batches asked. Each table's own order is kept: it waits inside the table's queue.
 */

/** Milliseconds of batches one turn of the event loop runs before the next batch waits for the next turn. */
export const PACE_BUDGET_MS = 5;

export class Pacer {
  private turnStart: number | null = null;
  /** When the last batch was let go (performance.now() ms); -Infinity before the first. */
  lastBatchAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly budgetMs = PACE_BUDGET_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async pace(): Promise<void> {
    for (;;) {
      const now = this.now();
      if (this.turnStart === null) {
        this.turnStart = now;
        // The next check phase ends this turn: it runs before the batches that wait for it.
        setImmediate(() => {
          this.turnStart = null;
        });
        this.lastBatchAt = now;
        return;
      }
      if (now - this.turnStart < this.budgetMs) {
        this.lastBatchAt = now;
        return;
      }
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
}

/** The server's one pacer: every table's batches share the one event loop. */
export const sharedPacer = new Pacer();

export function pace(): Promise<void> {
  return sharedPacer.pace();
}
