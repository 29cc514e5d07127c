/**
 * The simulate run's side of the queue (`roundtable simulate --queue URL`): it adds one job for each chunk
 * of seeds, then collects each job's outcomes (checked: Outcomes) as the simulate-workers complete them —
 * heard of through the queue's events, and looked up every two seconds besides, so that a missed event
 * loses nothing. A job is taken once, by its chunk: a job played again after its worker died (BullMQ's
 * stalled jobs) never counts twice. The run's jobs are removed once collected.
 *
 * A run fails at once, naming the URL, when Redis can't be reached; while no simulate-worker serves the
 * queue, it says so (`notice`) and goes on waiting: the games wait in the queue for a worker to start.
 */
import { randomUUID } from "node:crypto";
import { Queue, QueueEvents } from "bullmq";
import { Redis } from "ioredis";
import type { GameOptions, GameOutcome } from "./games.ts";
import { connection, QUEUE_NAME } from "./queue.ts";
import { type GamesJob, Outcomes, parse } from "./schemas.ts";

const POLL_MS = 2000;
/** How long Redis has to answer the first connection of a run. */
const CONNECT_MS = 5000;
/** How long a run waits with no worker serving the queue before it says so. */
export const NO_WORKER_MS = 10_000;

/** Connects to Redis once, without retrying: a clear error, naming the URL, if it can't be reached. */
async function reach(url: string): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => {}); // the failure is the connect() below
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    throw new Error(`can't reach Redis at ${url} (${(e as Error).message || "no answer"}): is it running?`);
  } finally {
    client.disconnect();
  }
}
/** Jobs nobody collected (their run was stopped) leave Redis after a day. */
const KEEP_SECONDS = 24 * 3600;

/** The games of a run, wherever they were played (simulate.ts: also on this machine's threads). */
export interface QueueResult {
  /** Each chunk's outcomes, by chunk; null for a chunk whose job failed. */
  outcomes: (GameOutcome[] | null)[];
  /** The failed jobs: their seeds and why. */
  failed: { seeds: number[]; reason: string }[];
}

export interface QueueWatch {
  /** Hears how many games are done in all (the jobs' progress, never going back). */
  progress: (done: number) => void;
  /** Hears a line for the person waiting: no worker serves the queue (once), or one has started since. */
  notice: (line: string) => void;
  /** How long to wait with no worker before saying so (default NO_WORKER_MS). */
  noWorkerMs?: number;
}

/** Plays `chunks` through the queue at `url`. */
export async function queueGames(
  url: string,
  options: GameOptions,
  chunks: number[][],
  watch: QueueWatch,
): Promise<QueueResult> {
  const { progress, notice } = watch;
  await reach(url);
  const queue = new Queue<GamesJob, GameOutcome[]>(QUEUE_NAME, { connection: connection(url) });
  const events = new QueueEvents(QUEUE_NAME, { connection: connection(url) });
  const run = randomUUID();
  const ids = chunks.map((_, i) => `${run}-${i}`);
  const index = new Map(ids.map((id, i) => [id, i]));
  const outcomes: (GameOutcome[] | null)[] = chunks.map(() => null);
  const failed = new Map<number, string>();
  const done = chunks.map(() => 0);
  let open = chunks.length;
  let timer: NodeJS.Timeout | undefined;
  try {
    await events.waitUntilReady();
    const finished = new Promise<void>((resolve, reject) => {
      const settle = (i: number, result: { value: unknown } | { reason: string }) => {
        if (outcomes[i] !== null || failed.has(i)) return;
        try {
          if ("value" in result) outcomes[i] = parse(Outcomes, result.value, `the outcomes of job ${ids[i]}`);
          else failed.set(i, result.reason);
        } catch (e) {
          failed.set(i, (e as Error).message);
        }
        done[i] = chunks[i].length;
        progress(done.reduce((a, b) => a + b, 0));
        if (--open === 0) resolve();
      };
      const lookUp = async (i: number) => {
        // The state first: a job read once it is finished has its return value or failure.
        const state = await queue.getJobState(ids[i]);
        if (state !== "completed" && state !== "failed") return;
        const job = await queue.getJob(ids[i]);
        if (job === undefined) return;
        settle(i, state === "completed" ? { value: job.returnvalue } : { reason: job.failedReason });
      };
      events.on("completed", ({ jobId, returnvalue }) => {
        const i = index.get(jobId);
        if (i !== undefined) settle(i, { value: returnvalue });
      });
      events.on("failed", ({ jobId, failedReason }) => {
        const i = index.get(jobId);
        if (i !== undefined) settle(i, { reason: failedReason });
      });
      events.on("progress", ({ jobId, data }) => {
        const i = index.get(jobId);
        if (i === undefined || typeof data !== "number" || data <= done[i]) return;
        done[i] = Math.min(data, chunks[i].length);
        progress(done.reduce((a, b) => a + b, 0));
      });
      const started = Date.now();
      let waitingSaid = false;
      const checkWorkers = async () => {
        if (Date.now() - started < (watch.noWorkerMs ?? NO_WORKER_MS)) return;
        const serving = (await queue.getWorkersCount()) > 0;
        if (!serving && !waitingSaid)
          notice(
            `no simulate-worker serves the queue at ${url}: the games wait there until one starts (roundtable simulate-worker --queue ${url})`,
          );
        else if (serving && waitingSaid) notice("a simulate-worker serves the queue now");
        waitingSaid = !serving;
      };
      timer = setInterval(() => {
        const pending = ids.flatMap((_, i) => (outcomes[i] === null && !failed.has(i) ? [lookUp(i)] : []));
        Promise.all([...pending, checkWorkers()]).catch(reject);
      }, POLL_MS);
    });
    await queue.addBulk(
      chunks.map((seeds, i) => ({
        name: "games",
        data: { run, options, seeds },
        opts: {
          jobId: ids[i],
          removeOnComplete: { age: KEEP_SECONDS },
          removeOnFail: { age: KEEP_SECONDS },
        },
      })),
    );
    await finished;
    await Promise.all(ids.map((id) => queue.remove(id)));
  } finally {
    clearInterval(timer);
    await events.close();
    await queue.close();
  }
  return {
    outcomes,
    failed: [...failed].sort(([a], [b]) => a - b).map(([i, reason]) => ({ seeds: chunks[i], reason })),
  };
}
