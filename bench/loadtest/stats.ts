/**
 * What a load test run measures: answers accepted, the latency from sending an answer to its sender's
 * client getting the update that carries it, and the typed errors received (by code). Answers and
 * latencies count only while `measuring` is on; errors always.
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

  /** An answer was accepted: its update reached its sender `ms` after it was sent. */
  answered(ms: number): void {
    if (!this.measuring) return;
    this.latencies.push(ms);
    this.accepted++;
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
