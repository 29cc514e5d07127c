/**
 * A worker thread of a GamePool (threadPool.ts): it plays the seeds of each task posted to it, in order,
 * posting each game's outcome as it ends, then that the task is done (or what it threw).
 */
import { parentPort } from "node:worker_threads";
import { playSeeds } from "./games.ts";
import type { ThreadReply, ThreadTask } from "./threadMessages.ts";

if (parentPort === null) throw new Error("gameThread.ts runs only as a worker thread");
const port = parentPort;

port.on("message", (task: ThreadTask) => {
  const reply = (r: ThreadReply) => port.postMessage(r);
  try {
    playSeeds(task.options, task.seeds, (outcome) => reply({ id: task.id, outcome }));
    reply({ id: task.id, done: true });
  } catch (e) {
    reply({ id: task.id, error: e instanceof Error ? e.message : String(e) });
  }
});
