/**
 * Timers owned by a table, by key: each open bot decision gets its own (807.4: Grand Melee has several
 * open at once), each dropped seat its own. A delay of 0 runs on setImmediate, so other tables get
 * their turn between a bot's moves.
 */
export class Timers<K> {
  private pending = new Map<K, () => void>();

  has(key: K): boolean {
    return this.pending.has(key);
  }

  set(key: K, ms: number, fire: () => void): void {
    this.cancel(key);
    const run = () => {
      this.pending.delete(key);
      fire();
    };
    if (ms <= 0) {
      const handle = setImmediate(run);
      this.pending.set(key, () => clearImmediate(handle));
    } else {
      const handle = setTimeout(run, ms);
      this.pending.set(key, () => clearTimeout(handle));
    }
  }

  cancel(key: K): void {
    this.pending.get(key)?.();
    this.pending.delete(key);
  }

  /** Cancels every timer whose key is not kept. */
  retain(keep: (key: K) => boolean): void {
    for (const key of [...this.pending.keys()]) if (!keep(key)) this.cancel(key);
  }

  clear(): void {
    this.retain(() => false);
  }
}
