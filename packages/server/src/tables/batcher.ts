/**
 * Inputs waiting for a table's serial queue, taken together: every item added while the queue is busy
 * runs in the same queue task, as one batch (docs/server.md, "Big tables"). A big table's many open
 * decisions (807.4) then cost one view, one patch and one store write per batch instead of one each.
 */
import type { SerialQueue } from "./queue.ts";

export class Batcher<I, R> {
  private waiting: { item: I; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];

  constructor(
    private readonly queue: SerialQueue,
    /** Runs one batch inside the queue; one result per item, in order. */
    private readonly run: (items: I[]) => Promise<R[]>,
  ) {}

  add(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      // The first waiting item books the queue task; the items after it join it until it starts.
      if (this.waiting.length === 1) this.queue.run(() => this.drain());
    });
  }

  private async drain(): Promise<void> {
    const batch = this.waiting.splice(0);
    try {
      const results = await this.run(batch.map((w) => w.item));
      batch.forEach((w, i) => {
        w.resolve(results[i]);
      });
    } catch (e) {
      for (const w of batch) w.reject(e);
    }
  }
}
