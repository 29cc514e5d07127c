// A worker thread's first module when its entry is TypeScript (startThread.ts): it lets the thread load
// TypeScript, then imports the entry it was given (workerData.entry, a file URL). Node 20 does not pass
// `--import tsx` on to a worker as execArgv, so the thread registers tsx's loader itself; this works under
// `npx tsx`, `node --import tsx` and vitest alike. Built JavaScript (dist/) needs no bootstrap.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
