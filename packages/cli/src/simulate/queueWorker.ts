/**
 * A simulate-worker's side of the queue (`roundtable simulate-worker --queue URL`): it takes up to
 * `threads` jobs at a time and plays each on a thread of its GamePool, so that its own thread stays free
 * to renew the jobs' locks; a job's games are checked first (GamesJob), and its progress is the number of
 * its games done. If this process dies, the jobs it held are stalled: after `stallSeconds` without their
 * lock renewed, another worker's stalled-job check puts them back in the queue (BullMQ), to be played
 * again — at most twice, then such a job fails.
 */
import { Worker } from "bullmq";
import type { GameOutcome } from "./games.ts";
import { connection, QUEUE_NAME } from "./queue.ts";
import { GamesJob, parse } from "./schemas.ts";
import { GamePool } from "./threadPool.ts";

export interface QueueWorkerOptions {
  threads: number;
  /** How long a job's lock lasts without being renewed (it is renewed every half of it). */
  stallSeconds: number;
  /** A line for the log: each job as it starts. */
  log: (line: string) => void;
}

export interface QueueWorker {
  /** Waits for the jobs being played, then stops. */
  close(): Promise<void>;
}

export async function serveQueue(url: string, opts: QueueWorkerOptions): Promise<QueueWorker> {
  const pool = new GamePool(opts.threads);
  const worker = new Worker<unknown, GameOutcome[]>(
    QUEUE_NAME,
    async (job) => {
      const { options, seeds } = parse(GamesJob, job.data, `job ${job.id}'s games`);
      opts.log(`job ${job.id}: seeds ${seeds[0]}–${seeds.at(-1)}`);
      let done = 0;
      return pool.run(options, seeds, () => {
        job.updateProgress(++done).catch(() => {}); // progress is only shown; a lost update is no harm
      });
    },
    {
      connection: connection(url),
      concurrency: opts.threads,
      lockDuration: opts.stallSeconds * 1000,
      stalledInterval: opts.stallSeconds * 1000,
      maxStalledCount: 2,
    },
  );
  worker.on("error", (e) => opts.log(`queue error: ${e.message}`));
  await worker.waitUntilReady();
  return {
    async close() {
      await worker.close();
      await pool.close();
    },
  };
}
