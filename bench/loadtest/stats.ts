/**
 * What a load test run measures: answers accepted, the latency from an answer to the next decision
 * reaching its player and the typed errors received (by code). Answers and latencies count only while
 * `measuring` is on; errors always.
 */
export class Stats {
  measuring = false;
  private started = 0;
  private seconds = 0;
  readonly latencies: number[] = [];
  accepted = 0;
  readonly errors = new Map<string, number>();

  begin(now: number): void {
    this.measuring = true;
    this.started = now;
  }

  end(now: number): void {
    this.measuring = false;
    this.seconds = (now - this.started) / 1000;
  }

  sample(ms: number): void {
    if (this.measuring) this.latencies.push(ms);
  }

  error(code: string): void {
    // Errors count whenever they happen: there should be none at all.
    this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
  }

  summary() {
    const sorted = Float64Array.from(this.latencies).sort();
    const at = (q: number) =>
      sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return {
      seconds: this.seconds,
      answersPerSecond: this.seconds > 0 ? this.accepted / this.seconds : 0,
      samples: sorted.length,
      p50: at(0.5),
      p99: at(0.99),
      max: sorted.length === 0 ? Number.NaN : sorted[sorted.length - 1],
      errors: [...this.errors.values()].reduce((a, b) => a + b, 0),
      errorCodes: Object.fromEntries(this.errors),
    };
  }
}

export type Summary = ReturnType<Stats["summary"]>;

/**
 * One table's answers in flight, oldest first. A table handles its inputs one at a time, and in a table
 * of simulated humans every update is the batch of one accepted answer: the n-th new update of the table
 * is the answer sent longest ago that is still in flight. The time it was sent is kept by the update's
 * seq for every client that gets that update.
 */
export class TableClock {
  private inFlight: { ref: string; t0: number }[] = [];
  private sentAt = new Map<number, number>();
  private lastSeq = -1;

  sent(ref: string, t0: number): void {
    this.inFlight.push({ ref, t0 });
  }

  /** A refused answer: no update will carry it. */
  refused(ref: string): boolean {
    const i = this.inFlight.findIndex((f) => f.ref === ref);
    if (i >= 0) this.inFlight.splice(i, 1);
    return i >= 0;
  }

  /** When the answer this update carries was sent (undefined: not an answer's, e.g. the start). */
  answerOf(seq: number, stats: Stats): number | undefined {
    if (seq > this.lastSeq) {
      this.lastSeq = seq;
      const f = this.inFlight.shift();
      if (f !== undefined) {
        if (stats.measuring) stats.accepted++;
        this.sentAt.set(seq, f.t0);
        // The clients of a table get an update within moments of each other: a few seqs back is plenty.
        if (this.sentAt.size > 64) this.sentAt.delete(this.sentAt.keys().next().value as number);
      }
    }
    return this.sentAt.get(seq);
  }
}
