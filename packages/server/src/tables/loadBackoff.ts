/**
 * When this process may try again to load a table whose load failed (registry.ts): not before a wait that
 * doubles with each failure in a row — 1 s, 2 s, 4 s … up to a minute — so that a table whose log can't be
 * read costs the store one attempt per wait, not one per request for it. Meanwhile a request is answered at
 * once (LoadFailed: a 503 with Retry-After, the seconds left); once the wait is over the next request tries
 * again (a table that loads now is never hidden longer), and a load that succeeds forgets the failures.
 * Each process keeps its own (another may load the table meanwhile). The clock is injected (tests).
 */

export interface LoadRetryTimes {
  /** The wait after a first failure (ms); it doubles with each failure in a row. */
  firstMs: number;
  /** The longest wait (ms). */
  maxMs: number;
}

export const LOAD_RETRY: LoadRetryTimes = { firstMs: 1000, maxMs: 60_000 };

/** A table's failures in a row: how many, when the next attempt may be made (the clock's ms), the last cause. */
interface Failures {
  count: number;
  until: number;
  cause: unknown;
}

/** A table whose load waits: the ms left, the failures so far and the last one's cause. */
export interface Waiting {
  ms: number;
  failures: number;
  cause: unknown;
}

export class LoadBackoff {
  private readonly failed = new Map<string, Failures>();

  constructor(
    private readonly times: LoadRetryTimes = LOAD_RETRY,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Null when table `id` may be loaded now; else how long it waits still, and why. */
  waiting(id: string): Waiting | null {
    const f = this.failed.get(id);
    if (f === undefined) return null;
    const ms = f.until - this.now();
    return ms > 0 ? { ms, failures: f.count, cause: f.cause } : null;
  }

  /** Failures of table `id` in a row so far (0: none, or its last load succeeded). */
  failures(id: string): number {
    return this.failed.get(id)?.count ?? 0;
  }

  /** Table `id`'s load failed now: the wait before the next attempt (ms). */
  failure(id: string, cause: unknown): number {
    const count = this.failures(id) + 1;
    const ms = Math.min(this.times.firstMs * 2 ** (count - 1), this.times.maxMs);
    this.failed.set(id, { count, until: this.now() + ms, cause });
    return ms;
  }

  /** Table `id` loaded: its failures are forgotten. */
  success(id: string): void {
    this.failed.delete(id);
  }
}
