/** The replay thread's module with the hooks of replayHooks.ts: the real jobs (replayJobs.ts) behind them. */
import { parentPort, workerData } from "node:worker_threads";
import { answerJobs } from "../../src/replays/replayJobs.ts";
import { CRASH, GATE, SAVES } from "./replayHooks.ts";

if (parentPort === null) throw new Error("replayHooksEntry.ts runs only as a worker thread");
const flags = (workerData as { data: Int32Array }).data;
answerJobs(parentPort, (job) => {
  Atomics.wait(flags, GATE, 0);
  if (Atomics.exchange(flags, CRASH, 0) === 1) process.exit(1);
  if (job.kind === "save") Atomics.add(flags, SAVES, 1);
});
