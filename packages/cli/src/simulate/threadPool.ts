/**
 * GamePool: up to `size` worker threads playing simulated games (`roundtable simulate --workers N`, and
 * each `simulate-worker`). A task is some seeds played with some options; a thread plays one task at a
 * time, and tasks wait their turn in order. Threads start when first needed and run until close().
 */
import type { Worker } from "node:worker_threads";
import { startThread } from "@roundtable/bots/threads";
import type { GameOptions, GameOutcome } from "./games.ts";
import type { ThreadReply, ThreadTask } from "./threadMessages.ts";

interface Task {
  message: ThreadTask;
  outcomes: GameOutcome[];
  onOutcome: (o: GameOutcome) => void;
  resolve: (outcomes: GameOutcome[]) => void;
  reject: (e: Error) => void;
}

export class GamePool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly waiting: Task[] = [];
  private started = 0;
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`a pool needs at least one thread, not ${size}`);
  }

  /** Plays `seeds` on a thread; `onOutcome` hears of each game as it ends. Resolves to them in seed order. */
  run(
    options: GameOptions,
    seeds: number[],
    onOutcome: (o: GameOutcome) => void = () => {},
  ): Promise<GameOutcome[]> {
    if (this.closed) return Promise.reject(new Error("the game pool is closed"));
    return new Promise((resolve, reject) => {
      this.waiting.push({
        message: { id: this.nextId++, options, seeds },
        outcomes: [],
        onOutcome,
        resolve,
        reject,
      });
      this.dispatch();
    });
  }

  /** Ends every thread; tasks running or waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error("the game pool was closed");
    for (const task of this.waiting.splice(0)) task.reject(error);
    const threads = [...this.idle.splice(0), ...this.busy.keys()];
    for (const task of this.busy.values()) task.reject(error);
    this.busy.clear();
    await Promise.all(threads.map((t) => t.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const thread = this.idle.pop() ?? (this.started < this.size ? this.start() : undefined);
      if (thread === undefined) return;
      const task = this.waiting.shift() as Task;
      this.busy.set(thread, task);
      thread.postMessage(task.message);
    }
  }

  private start(): Worker {
    const thread = startThread(import.meta.url, "./gameThread");
    this.started++;
    thread.on("message", (reply: ThreadReply) => this.answer(thread, reply));
    let gone = false;
    const lost = (error: Error) => {
      // A thread that crashed (or exited) takes its task with it; the pool starts another when needed.
      if (gone) return;
      gone = true;
      const task = this.busy.get(thread);
      this.busy.delete(thread);
      const i = this.idle.indexOf(thread);
      if (i >= 0) this.idle.splice(i, 1);
      this.started--;
      task?.reject(error);
      if (!this.closed) this.dispatch();
    };
    thread.on("error", lost);
    thread.on("exit", (code) => lost(new Error(`a game thread exited (${code})`)));
    return thread;
  }

  private answer(thread: Worker, reply: ThreadReply): void {
    const task = this.busy.get(thread);
    if (task === undefined || task.message.id !== reply.id) return;
    if ("outcome" in reply) {
      task.outcomes.push(reply.outcome);
      task.onOutcome(reply.outcome);
      return;
    }
    this.busy.delete(thread);
    if ("done" in reply) task.resolve(task.outcomes);
    else task.reject(new Error(reply.error));
    this.idle.push(thread);
    this.dispatch();
  }
}
