/**
 * Starting a worker thread on a module next to the caller, from the sources or from the build alike: the
 * table server's big tables (WorkerCore) and `roundtable simulate --workers` play bot games in threads.
 * Run from the TypeScript sources (tsx, vitest), the thread starts on tsxBootstrap.mjs, which registers
 * tsx's loader in it first (Node 20 does not pass `--import tsx` on to a worker); run from dist/, the
 * built JavaScript module is the thread's entry itself.
 */
import { Worker } from "node:worker_threads";

const BOOTSTRAP = new URL("./tsxBootstrap.mjs", import.meta.url);

/**
 * A worker thread running the module `entry` ("./gameThread": no extension) beside `from` (the caller's
 * import.meta.url): `entry.ts` when the caller is TypeScript, `entry.js` when it is built. `data` is the
 * thread's `workerData.data`.
 */
export function startThread(from: string, entry: string, data?: unknown): Worker {
  const typescript = from.endsWith(".ts");
  const url = new URL(`${entry}${typescript ? ".ts" : ".js"}`, from);
  return typescript
    ? new Worker(BOOTSTRAP, { workerData: { entry: url.href, data } })
    : new Worker(url, { workerData: { data } });
}
