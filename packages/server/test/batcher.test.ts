/**
 * The Batcher: inputs added while the table's queue is busy run together as one batch, each caller gets
 * its own result, in order; a batch that throws fails its callers only.
 */
import { describe, expect, it } from "vitest";
import { Batcher } from "../src/tables/batcher.ts";
import { SerialQueue } from "../src/tables/queue.ts";

describe("Batcher", () => {
  it("the inputs waiting while the queue is busy go as one batch; each caller gets its own result", async () => {
    const queue = new SerialQueue();
    const batches: number[][] = [];
    const batcher = new Batcher(queue, async (items: number[]) => {
      batches.push(items);
      return items.map((n) => (n % 2 === 0 ? `even ${n}` : `odd ${n}`));
    });
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const busy = queue.run(() => gate);
    const results = [1, 2, 3].map((n) => batcher.add(n));
    release();
    await busy;
    expect(await Promise.all(results)).toEqual(["odd 1", "even 2", "odd 3"]);
    expect(await batcher.add(4)).toBe("even 4");
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it("a batch that throws fails its own callers, and the next batch runs", async () => {
    const queue = new SerialQueue();
    const batcher = new Batcher(queue, async (items: number[]) => {
      if (items.includes(0)) throw new Error("zero");
      return items;
    });
    const failed = [batcher.add(0), batcher.add(1)];
    for (const f of failed) await expect(f).rejects.toThrow("zero");
    expect(await batcher.add(2)).toBe(2);
  });
});
