/**
 * The worker thread of a WorkerCore: a LocalCore (the game, its views and patches, the bots' decisions)
 * answering the calls posted to it, one at a time, in order. Its batches carry each group's update as
 * JSON text, made here: the server's thread only sends them (core.ts `Sends`).
 */
import { parentPort } from "node:worker_threads";
import { LocalCore } from "./core.ts";
import { SerialQueue } from "./queue.ts";
import type { CoreCall, CoreReply } from "./workerMessages.ts";

if (parentPort === null) throw new Error("workerEntry.ts runs only as a worker thread");
const port = parentPort;
const core = new LocalCore(true);
const queue = new SerialQueue();

port.on("message", (call: CoreCall) => {
  const method = core[call.method] as (...args: unknown[]) => Promise<unknown>;
  queue
    .run(() => method.apply(core, call.args))
    .then(
      (value): CoreReply => ({ id: call.id, ok: true, value }),
      (e): CoreReply => {
        const error = e instanceof Error ? e : new Error(String(e));
        return {
          id: call.id,
          ok: false,
          error: { name: error.name, message: error.message, stack: error.stack },
        };
      },
    )
    .then((reply) => port.postMessage(reply));
});
