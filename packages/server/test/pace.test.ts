/** pace(): the batches of one turn of the event loop run until the budget is spent; the rest wait a turn. */
import { describe, expect, it } from "vitest";
import { Pacer } from "../src/tables/pace.ts";

/** A clock that moves only when a batch works (the machine's own speed does not matter). */
let clock = 0;
const busy = (ms: number) => {
  clock += ms;
};

describe("pace", () => {
  it("runs batches at once until the turn has spent its budget, then in the next turn, in order", async () => {
    const pacer = new Pacer(5, () => clock);
    const order: string[] = [];
    let nextTurn = false;
    const batch = async (i: number) => {
      await pacer.pace();
      order.push(`${i}${nextTurn ? " (next turn)" : ""}`);
      busy(3);
    };
    // Four messages read in one turn of the event loop, each handled (with its microtasks) before the
    // next, as a socket's are: all within one macrotask, so that no timer can split them across turns.
    const started: Promise<void>[] = [];
    await new Promise<void>((done) =>
      setTimeout(async () => {
        setImmediate(() => {
          nextTurn = true;
        });
        for (const i of [0, 1, 2, 3]) {
          started.push(batch(i));
          for (let tick = 0; tick < 10; tick++) await null; // its microtasks run before the next message
        }
        done();
      }, 0),
    );
    await Promise.all(started);
    expect(order).toEqual(["0", "1", "2 (next turn)", "3 (next turn)"]);
  });

  it("lets the first batch of a turn go at once, without waiting for the next turn", async () => {
    const pacer = new Pacer(5, () => clock);
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    await pacer.pace();
    expect(turned).toBe(false);
  });
});
