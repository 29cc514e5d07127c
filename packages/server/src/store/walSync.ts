/**
 * The SQLite store's fsync, off the event loop: `fdatasync` of the database's WAL file in libuv's thread
 * pool. SQLite runs with `synchronous = NORMAL` (a commit writes its WAL frames and returns without
 * syncing; checkpoints still sync the WAL before and the database after), and the store awaits `sync()`
 * after every write before it resolves: so a write is on disk before anyone hears of it — what
 * `synchronous = FULL` gives, without the event loop waiting for the disk (docs/server.md, "Durability").
 *
 * One fdatasync at a time. A call made while one is in flight gets the next one (the flight may have
 * begun before its write); every call made meanwhile shares that next one — a group commit of fsyncs.
 */
import { type FileHandle, open } from "node:fs/promises";
import { spanEnded } from "../spans.ts";

export class WalSync {
  private file: FileHandle | null = null;
  private current: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /** fdatasyncs so far (for tests). */
  syncs = 0;

  /** `path`: the WAL file (`<database>-wal`); it exists once the database has been written in WAL mode. */
  constructor(private readonly path: string) {}

  /** Resolves once everything written to the WAL before this call is on disk. */
  sync(): Promise<void> {
    if (this.queued !== null) return this.queued;
    if (this.current === null) return this.start();
    const after = this.current.then(
      () => undefined,
      () => undefined,
    );
    this.queued = after.then(() => {
      this.queued = null;
      return this.start();
    });
    return this.queued;
  }

  async close(): Promise<void> {
    while (this.current !== null || this.queued !== null)
      await (this.queued ?? this.current)?.catch(() => undefined);
    await this.file?.close();
    this.file = null;
  }

  private start(): Promise<void> {
    const flight = this.datasync();
    this.current = flight;
    const done = () => {
      if (this.current === flight) this.current = null;
    };
    flight.then(done, done);
    return flight;
  }

  private async datasync(): Promise<void> {
    const start = performance.now();
    this.file ??= await open(this.path, "r");
    await this.file.datasync();
    this.syncs++;
    // Not a stall: the thread pool waited for the disk, the event loop went on.
    spanEnded("fsync (off the loop)", start);
  }
}
