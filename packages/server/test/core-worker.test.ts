/**
 * WorkerCore: the TableCore behaviour with the game in a worker thread; and what only it does — the
 * thread ends on close, and the next call starts a new one that replays the log.
 */
import { threadId } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { LocalCore } from "../src/tables/core.ts";
import { updateJson } from "../src/tables/updateJson.ts";
import { WorkerCore } from "../src/tables/workerCore.ts";
import { botMoves, coreSuite, delivered, NEVER_ASKED, SETUP } from "./support/coreSuite.ts";

coreSuite("WorkerCore (in a worker thread)", () => new WorkerCore());

describe("WorkerCore's thread", () => {
  const made: WorkerCore[] = [];
  afterEach(async () => {
    for (const c of made.splice(0)) await c.close();
  });

  it("the game and the bots' moves run in a thread of their own, which close() ends", async () => {
    const c = new WorkerCore();
    made.push(c);
    expect(c.threadId).toBeNull();
    const st = await c.create(SETUP);
    expect(c.threadId).not.toBeNull();
    expect(c.threadId).not.toBe(threadId);
    const { batch } = await c.submitMany([
      { type: "bot", player: st.open[0].player, decision: st.open[0].id, bot: "heuristic" },
    ]);
    expect(batch?.seq).toBe(1);
    await c.close();
    expect(c.threadId).toBeNull();
  });

  it("a batch's updates are made in the thread, as text: the same text the server's thread makes for an in-process table", async () => {
    const { requests } = await botMoves(12);
    const [worker, local] = [new WorkerCore(), new LocalCore()];
    made.push(worker);
    const watchers = [{ seat: 0 }, { seat: 3 }, { judge: true as const }, { spectator: true as const }];
    for (const c of [worker, local]) {
      await c.create(SETUP);
      for (const w of watchers) await c.watch(w);
    }
    const inThread = (await worker.submitMany(requests)).batch?.sends;
    const here = (await local.submitMany(requests)).batch?.sends;
    if (inThread === undefined || !("texts" in inThread)) throw new Error("the worker's batch sent no texts");
    if (here === undefined || "texts" in here) throw new Error("the in-process batch sent texts");
    expect(Object.keys(inThread.texts).sort()).toEqual(Object.keys(here.deliveries).sort());
    for (const [key, delivery] of Object.entries(here.deliveries))
      expect(inThread.texts[key]).toBe(updateJson(requests.length, JSON.stringify(here.table), delivery));
  });

  it("after close, the next call replays the log in a new thread; watched views keep their patches", async () => {
    const { requests, hash } = await botMoves(8);
    const c = new WorkerCore();
    made.push(c);
    await c.create(SETUP);
    await c.submitMany(requests.slice(0, 4));
    await c.watch({ seat: 2 });
    const first = c.threadId;
    await c.close();
    const { batch } = await c.submitMany(requests.slice(4));
    expect(c.threadId).not.toBeNull();
    expect(c.threadId).not.toBe(first);
    expect((await c.hash()).hash).toBe(hash);
    expect(batch?.seq).toBe(8);
    expect(Object.keys(delivered(batch?.sends, 8).deliveries)).toEqual(["seat:2"]);
  });

  it("after close, the new thread has the people's stops again: their automatic passes go on as before", async () => {
    const { requests, hash, logged } = await botMoves(40, NEVER_ASKED);
    const c = new WorkerCore();
    made.push(c);
    await c.create(SETUP);
    await c.setPeople(NEVER_ASKED);
    await c.submitMany(requests.slice(0, 20));
    await c.close();
    const { refusals, batch } = await c.submitMany(requests.slice(20));
    expect(refusals).toEqual(requests.slice(20).map(() => null));
    expect(batch).toMatchObject({ seq: logged });
    expect(await c.hash()).toEqual({ seq: logged, hash });
  });

  it("a call waiting on the thread when it is closed fails with an error", async () => {
    const c = new WorkerCore();
    made.push(c);
    const creating = c.create(SETUP);
    const closing = c.close();
    await expect(creating).rejects.toThrow();
    await closing;
  });
});
