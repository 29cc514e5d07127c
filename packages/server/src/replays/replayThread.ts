/**
 * ReplayThread: the replays' work (replayJobs.ts: a finished game's steps, positions saved as scenario
 * files, a table's position request checked and its file's actions run) in a worker thread of its own, so
 * that a whole game replayed — tens of seconds for a 200-player Grand Melee — or a scenario file run to the
 * runner's limits never holds up the tables on the server's thread (docs/server.md, "Replays"). It is
 * started as a big table's thread is (WorkerCore: startThread); each job is posted with an id and answered
 * by that id (replayMessages.ts), an error thrown there thrown again here, a TableError with its code and
 * status. Bounded (LIMITS): at most 8 jobs wait behind the one running, and the next call is refused at
 * once with a 503 `busy` (Busy, answered with Retry-After). A thread that crashes fails the jobs waiting
 * on it (a 500 each), and so does one whose job runs over 2 minutes (taken as hung: it is ended); either
 * way the next call starts a new thread. A thread ends after 5 minutes without a job, letting go of the
 * games it keeps (replayJobs.ts: up to 4, each with its checkpoints).
 */
import type { Worker } from "node:worker_threads";
import { startThread } from "@roundtable/bots/threads";
import { TableError } from "../tables/errors.ts";
import {
  fromWire,
  type JobAnswers,
  type JobCall,
  type JobReply,
  type ReplayJob,
  type ThreadMessage,
} from "./replayMessages.ts";

export interface ThreadLimits {
  /** Jobs that may wait behind the one running; a call beyond is refused (`busy`). */
  maxWaiting: number;
  /**
   * How long the thread stays without a job before it ends. A replay being read is stepped every few
   * seconds; one left for minutes gives its memory back, and is replayed again (from its record) if asked.
   */
  idleMs: number;
  /**
   * How long one job may run before the thread is taken as hung: longer than a 200-player game's replay.
   * Counted from the thread being ready (its modules loaded), not from its start.
   */
  jobMs: number;
}

const LIMITS: ThreadLimits = { maxWaiting: 8, idleMs: 5 * 60_000, jobMs: 2 * 60_000 };

/** The seconds a refused call is told to wait (Retry-After): about a big game's job or two. */
const RETRY_AFTER = 2;

/** The module the thread runs, as startThread takes it (tests give one with hooks). */
export interface ThreadModule {
  /** The import.meta.url `entry` is beside. */
  from: string;
  entry: string;
  /** The thread's `workerData.data`. */
  data?: unknown;
}

const ENTRY: ThreadModule = { from: import.meta.url, entry: "./replayEntry" };

/** A 503 `busy`: the replay thread has as many jobs waiting as it takes; try again after `retryAfter` s. */
export class Busy extends TableError {
  constructor(waiting: number) {
    super(
      "busy",
      `the server has ${waiting} replays or positions waiting already: try again in ${RETRY_AFTER} seconds`,
      503,
      RETRY_AFTER,
    );
  }
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (e: Error) => void;
}

export class ReplayThread {
  private worker: Worker | null = null;
  /** The thread has loaded its modules: the first job's time counts from then. */
  private ready = false;
  private nextId = 1;
  /** The jobs posted and not answered, in the order posted: the first one runs, the others wait. */
  private readonly pending = new Map<number, Pending>();
  private idle: NodeJS.Timeout | null = null;
  private hung: NodeJS.Timeout | null = null;

  constructor(
    private readonly module: ThreadModule = ENTRY,
    private readonly limits: ThreadLimits = LIMITS,
  ) {}

  /** The jobs posted and not answered yet: the one running and those waiting (tests). */
  get jobs(): number {
    return this.pending.size;
  }

  /** The thread's id while one runs (tests). */
  get threadId(): number | null {
    return this.worker?.threadId ?? null;
  }

  /** Runs `job` in the thread (starting one if none runs): its answer, or Busy at once if too many wait. */
  run<J extends ReplayJob>(job: J): Promise<JobAnswers[J["kind"]]> {
    if (this.pending.size > this.limits.maxWaiting) return Promise.reject(new Busy(this.pending.size - 1));
    const worker = this.worker ?? this.start();
    if (this.idle !== null) clearTimeout(this.idle);
    this.idle = null;
    const call: JobCall = { id: this.nextId++, job };
    return new Promise((resolve, reject) => {
      this.pending.set(call.id, { resolve: resolve as Pending["resolve"], reject });
      if (this.pending.size === 1 && this.ready) this.watch(worker);
      worker.postMessage(call);
    });
  }

  /** Ends the thread (the server closing); the jobs waiting on it fail. A later call starts one again. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (worker === null) return;
    this.ended(worker, new Error("the replay thread was closed"));
    await worker.terminate();
  }

  private start(): Worker {
    const worker = startThread(this.module.from, this.module.entry, this.module.data);
    this.worker = worker;
    this.ready = false;
    worker.on("message", (message: ThreadMessage) => {
      if (!("ready" in message)) this.answer(worker, message);
      else if (this.worker === worker) {
        this.ready = true;
        if (this.pending.size > 0) this.watch(worker);
      }
    });
    worker.on("error", (e) => this.ended(worker, e));
    worker.on("exit", (code) => this.ended(worker, new Error(`the replay thread exited (${code})`)));
    return worker;
  }

  private answer(worker: Worker, reply: JobReply): void {
    const p = this.pending.get(reply.id);
    if (p === undefined || this.worker !== worker) return;
    this.pending.delete(reply.id);
    this.clear();
    // The next job (the thread runs them in the order posted) starts now; or none is left.
    if (this.pending.size > 0) this.watch(worker);
    else this.idle = setTimeout(() => void this.close(), this.limits.idleMs).unref();
    if (reply.ok) p.resolve(reply.value);
    else p.reject(fromWire(reply.error));
  }

  /** The job running now must be answered within jobMs, or the thread is ended as hung. */
  private watch(worker: Worker): void {
    this.hung = setTimeout(() => {
      const s = this.limits.jobMs / 1000;
      this.ended(worker, new Error(`a replay ran over ${s} s: its thread was ended`));
      void worker.terminate();
    }, this.limits.jobMs).unref();
  }

  private clear(): void {
    if (this.idle !== null) clearTimeout(this.idle);
    if (this.hung !== null) clearTimeout(this.hung);
    this.idle = this.hung = null;
  }

  /** The thread is gone (closed, crashed, exited or hung): every job waiting on it fails with `error`. */
  private ended(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.clear();
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }
}
