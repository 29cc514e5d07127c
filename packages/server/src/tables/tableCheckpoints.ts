/**
 * One table's hash checkpoints (docs/server.md, "Hash checkpoints"; the server's scheduler runs them:
 * checkpoints.ts): the last one taken, the next asked for no sooner than the table's spacing allows, the
 * game's final one (its record's hash), and the game replayed from its log after a restart, checked
 * against the log's last one.
 */
import { type GameRecord, HASH_FORMAT } from "@roundtable/engine";
import { checkpoints } from "./checkpoints.ts";
import type { Checkpoint, CoreStatus, TableCore } from "./core.ts";
import { logHash, readLoggedHash } from "./loggedHash.ts";
import type { SerialQueue } from "./queue.ts";
import type { TableDeps } from "./tableState.ts";

/**
 * A table's next checkpoint waits at least this many times as long as its last hash took, so that hashing
 * takes at most about a tenth of a table's time: nothing for a small table (a third of a millisecond), at
 * most two checkpoints a second for a 200-player Grand Melee (about 50 ms each, in its worker thread).
 */
export const CHECKPOINT_SPACING = 10;

/**
 * The least time between two checkpoints of a table (ms): a busy table's hash is taken about this often,
 * not after every batch (a small table's batch comes every 2 s or so, and its hash is a third of it).
 */
export const CHECKPOINT_EVERY_MS = 5000;

/** The table whose checkpoints these are. */
export interface CheckpointHost {
  id: string;
  deps: TableDeps;
  core: TableCore;
  /** The table's serial queue: a checkpoint runs in it. */
  queue: SerialQueue;
  /** Whether the game is being played: a checkpoint is taken only then. */
  playing(): boolean;
  /** The table's last input. */
  seq(): number;
}

/** Why a replayed log marks its table broken (`broken`, and what the log is told: `why`). */
export interface Broken {
  broken: string;
  why: object;
}

export class TableCheckpoints {
  /** The last checkpoint taken: the state hash after input `seq`. */
  last: Checkpoint | null = null;
  /** When the last checkpoint was taken and how long its hash took (performance.now() ms). */
  private takenAt = Number.NEGATIVE_INFINITY;
  private hashMs = 0;

  constructor(private readonly host: CheckpointHost) {}

  /** Asks for a checkpoint of the state as it is when the loop is quiet (tables/checkpoints.ts). */
  soon(): void {
    const { id, deps, queue } = this.host;
    const failed = (e: unknown) => deps.log.error({ table: id, err: e }, "a checkpoint failed");
    // The table's queue waits for the hash, not for its write (the next group commit).
    const run = () =>
      queue
        .run(() => this.now())
        .then((c) => c.written)
        .catch(failed);
    const every = Math.max(deps.checkpointEveryMs ?? CHECKPOINT_EVERY_MS, CHECKPOINT_SPACING * this.hashMs);
    checkpoints.request(id, run, this.takenAt + every);
  }

  /**
   * Hashes the state now and logs the hash with the last input (runs inside the queue). Resolves once
   * hashed, with the log's write (resolved at once if nothing was to be written).
   */
  async now(): Promise<{ written: Promise<void> }> {
    const { id, deps, core } = this.host;
    if (!this.host.playing() || this.last?.seq === this.host.seq()) return { written: Promise.resolve() };
    const start = performance.now();
    const c = await core.hash();
    this.takenAt = performance.now();
    this.hashMs = this.takenAt - start;
    this.last = c;
    return {
      written: c.seq > 0 ? deps.store.checkpoint(id, c.seq, logHash(c.hash)) : Promise.resolve(),
    };
  }

  /** The game is over: its record's hash is the final checkpoint (a restart finds the game over at it). */
  async final(seq: number, hash: string): Promise<void> {
    this.last = { seq, hash };
    if (seq > 0) await this.host.deps.store.checkpoint(this.host.id, seq, logHash(hash));
  }

  /**
   * Rebuilds the game from its log after a restart: where it stands, or why the table is broken — the log
   * does not replay, or the replay's hash at the log's last checkpoint differs from the logged one (a
   * checkpoint of an earlier hash format is not compared).
   */
  async replay(
    start: GameRecord["start"],
    logged: { seq: number; hash: string | null }[],
    inputs: GameRecord["inputs"],
  ): Promise<CoreStatus | Broken> {
    const { id, deps, core } = this.host;
    const check = lastCheckpoint(logged);
    let st: Awaited<ReturnType<TableCore["restore"]>>;
    try {
      st = await core.restore(start, inputs, check?.seq ?? null);
    } catch (e) {
      return { broken: "the table's log does not replay", why: { err: e } };
    }
    const tagged = check === null ? null : { seq: check.seq, ...readLoggedHash(check.hash) };
    if (tagged !== null && tagged.format !== HASH_FORMAT)
      // Logged by an engine whose state had another shape: the game is the same, its hash isn't.
      deps.log.info(
        { table: id, checkpoint: tagged.seq, format: tagged.format, engineFormat: HASH_FORMAT },
        "the log's last checkpoint is of an earlier hash format: not compared",
      );
    else if (tagged !== null && st.checked?.hash !== tagged.hash)
      return {
        broken: "replayed game's hash differs from the log",
        why: { checkpoint: tagged.seq, logged: tagged.hash, replayed: st.checked?.hash },
      };
    this.last = tagged?.format === HASH_FORMAT ? { seq: tagged.seq, hash: tagged.hash } : null;
    return st;
  }
}

/** The last input of a log that carries a hash. */
function lastCheckpoint(logged: { seq: number; hash: string | null }[]): Checkpoint | null {
  for (let i = logged.length - 1; i >= 0; i--) {
    const { seq, hash } = logged[i]!;
    if (hash !== null) return { seq, hash };
  }
  return null;
}
