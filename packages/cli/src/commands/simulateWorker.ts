/**
 * `roundtable simulate-worker --queue URL`: plays the games that `roundtable simulate --queue URL` runs put
 * on the queue, `threads` at a time, until SIGINT or SIGTERM (then it finishes the jobs it holds and
 * stops). Any number of them, on any machines, may serve one queue (docs/simulate.md).
 */
import { once } from "node:events";
import { serveQueue } from "../simulate/queueWorker.ts";

export interface SimulateWorkerOptions {
  url: string;
  threads: number;
  stallSeconds: number;
}

export async function simulateWorkerCommand(
  opts: SimulateWorkerOptions,
  log: (line: string) => void,
): Promise<number> {
  const worker = await serveQueue(opts.url, {
    threads: opts.threads,
    stallSeconds: opts.stallSeconds,
    log: (line) => log(`simulate-worker: ${line}`),
  });
  log(`simulate-worker: playing the games of ${opts.url} on ${opts.threads} thread(s)`);
  const stop = await Promise.race([once(process, "SIGINT"), once(process, "SIGTERM")]);
  log(`simulate-worker: ${String(stop[0] ?? "stopping")}, finishing the jobs held`);
  await worker.close();
  return 0;
}
