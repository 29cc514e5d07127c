/**
 * WorkerCore: a TableCore whose game runs in a worker thread of its own — a LocalCore there, the bots'
 * decisions included — so that a big table's work never holds up the other tables (docs/server.md, "Big
 * tables"). Each call is posted with an id and answered by id; an error thrown in the thread is thrown
 * again here. It keeps the table's log (the start and the accepted inputs), the people's stop settings
 * and who is watched: after close() or a crashed thread, the next call starts a new thread that replays
 * the log, sets the people and watches again first; a thread started so ends again after IDLE_MS
 * without a call (a finished game looked at later).
 */
import type { Worker } from "node:worker_threads";
import { startThread } from "@roundtable/bots/threads";
import type { GameEvent, GameRecord, GameSetup, Input } from "@roundtable/engine";
import type { StopSettings } from "@roundtable/protocol";
import type { BatchResult, Checkpoint, CoreRequest, CoreStatus, FullView, TableCore } from "./core.ts";
import { type Recipient, type RecipientKey, recipientKey } from "./recipients.ts";
import type { CoreCall, CoreMethod, CoreReply } from "./workerMessages.ts";

const IDLE_MS = 30_000;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (e: Error) => void;
}

export class WorkerCore implements TableCore {
  private worker: Worker | null = null;
  private ready: Promise<Worker> | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private log: { start: GameRecord["start"]; inputs: Input[] } | null = null;
  private readonly watched = new Map<RecipientKey, Recipient>();
  /** The people's stop settings as the thread's core has them now (setPeople, then each batch's changes). */
  private people: Record<number, StopSettings> | null = null;
  /** This thread replayed the log after a close or a crash: it ends when idle. */
  private revived = false;
  private idle: NodeJS.Timeout | null = null;

  /** The worker thread's id while one runs (logs, tests). */
  get threadId(): number | null {
    return this.worker?.threadId ?? null;
  }

  async create(setup: GameSetup): Promise<CoreStatus & { listed: number[] }> {
    const st = await this.call<CoreStatus & { listed: number[] }>("create", [setup], false);
    this.log = { start: { setup }, inputs: [] };
    this.watched.clear();
    return st;
  }

  async restore(
    start: GameRecord["start"],
    inputs: Input[],
    checkAt: number | null,
  ): Promise<CoreStatus & { checked: Checkpoint | null }> {
    const st = await this.call<CoreStatus & { checked: Checkpoint | null }>(
      "restore",
      [start, inputs, checkAt],
      false,
    );
    this.log = { start, inputs: [...inputs] };
    this.watched.clear();
    return st;
  }

  async submitMany(requests: CoreRequest[]): Promise<BatchResult> {
    const r = await this.call<BatchResult>("submitMany", [requests]);
    if (r.batch !== null) {
      this.log?.inputs.push(...r.batch.inputs.map((l) => l.input));
      if (this.people !== null) Object.assign(this.people, r.batch.stops);
    }
    return r;
  }

  async setPeople(stops: Record<number, StopSettings>): Promise<void> {
    await this.call("setPeople", [stops]);
    this.people = { ...stops };
  }

  async watch(recipient: Recipient): Promise<FullView> {
    const view = await this.call<FullView>("watch", [recipient]);
    this.watched.set(recipientKey(recipient), recipient);
    return view;
  }

  async unwatch(key: RecipientKey): Promise<void> {
    await this.call("unwatch", [key]);
    this.watched.delete(key);
  }

  missed(recipient: Recipient, lastSeq: number): Promise<GameEvent[] | null> {
    return this.call("missed", [recipient, lastSeq]);
  }

  record(): Promise<GameRecord> {
    return this.call("record", []);
  }

  hash(): Promise<Checkpoint> {
    return this.call("hash", []);
  }

  /** Ends the thread (game over, shutdown); calls waiting on it fail. A later call starts one again. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (worker === null) return;
    this.ended(worker, new Error("the table's core was closed"));
    await worker.terminate();
  }

  /** Calls `method` in the thread, starting one first if none runs (replaying the log if `revive`). */
  private async call<T>(method: CoreMethod, args: unknown[], revive = true): Promise<T> {
    this.ready ??= this.start(revive);
    return (await this.post(await this.ready, method, args)) as T;
  }

  private post(worker: Worker, method: CoreMethod, args: unknown[]): Promise<unknown> {
    // Closed (or crashed) while the call waited for it to start.
    if (this.worker !== worker) return Promise.reject(new Error("the table's worker thread has ended"));
    if (this.idle !== null) clearTimeout(this.idle);
    this.idle = null;
    const call: CoreCall = { id: this.nextId++, method, args };
    return new Promise((resolve, reject) => {
      this.pending.set(call.id, { resolve, reject });
      worker.postMessage(call);
    });
  }

  private async start(revive: boolean): Promise<Worker> {
    const worker = startThread(import.meta.url, "./workerEntry");
    this.worker = worker;
    this.revived = revive && this.log !== null;
    worker.on("message", (reply: CoreReply) => this.answer(reply));
    worker.on("error", (e) => this.ended(worker, e));
    worker.on("exit", (code) => this.ended(worker, new Error(`the table's worker thread exited (${code})`)));
    if (this.revived && this.log !== null) {
      try {
        await this.post(worker, "restore", [this.log.start, this.log.inputs, null]);
        if (this.people !== null) await this.post(worker, "setPeople", [this.people]);
        for (const recipient of this.watched.values()) await this.post(worker, "watch", [recipient]);
      } catch (e) {
        await this.close();
        throw e;
      }
    }
    return worker;
  }

  private answer(reply: CoreReply): void {
    const p = this.pending.get(reply.id);
    if (p === undefined) return;
    this.pending.delete(reply.id);
    if (reply.ok) p.resolve(reply.value);
    else p.reject(Object.assign(new Error(reply.error.message), reply.error));
    if (this.revived && this.pending.size === 0 && this.worker !== null) {
      const worker = this.worker;
      this.idle = setTimeout(() => {
        if (this.worker === worker) void this.close();
      }, IDLE_MS).unref();
    }
  }

  /** The thread is gone (closed, crashed or exited): every call waiting on it fails with `error`. */
  private ended(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.ready = null;
    if (this.idle !== null) clearTimeout(this.idle);
    this.idle = null;
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }
}
