import fastJsonPatch, { type Operation } from "fast-json-patch";

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

interface TableView {
  decisions: { id: number }[];
}

/**
 * One table's answers in flight and its table view (kept once for all its people, from the first of them
 * to get each update). The server applies the inputs waiting for a table's queue as one batch, with one
 * update: an answer is in the update that closes its decision (a refused one gets an error instead and
 * its decision stays open). Each accepted answer then waits for its latency sample: the first of the
 * table's people to get a new decision of their own from that update or a later one.
 */
export class TableClock {
  private view: TableView | null = null;
  private seq = -1;
  private inFlight = new Map<string, { decision: number; t0: number }>();
  private waiting: { seq: number; t0: number }[] = [];

  constructor(private readonly stats: Stats) {}

  /** A welcome's or a start's full table view. */
  full(seq: number, view: TableView): void {
    if (seq <= this.seq) return;
    this.seq = seq;
    this.view = structuredClone(view);
  }

  /** An update, as each person gets it: the table view follows it once, at its first arrival. */
  update(seq: number, patch: Operation[]): void {
    if (seq <= this.seq || this.view === null) return;
    this.seq = seq;
    fastJsonPatch.applyPatch(this.view, patch, false, true);
    const open = new Set(this.view.decisions.map((d) => d.id));
    for (const [ref, f] of this.inFlight) {
      if (open.has(f.decision)) continue;
      this.inFlight.delete(ref);
      if (this.stats.measuring) this.stats.accepted++;
      this.waiting.push({ seq, t0: f.t0 });
    }
  }

  sent(ref: string, decision: number, t0: number): void {
    this.inFlight.set(ref, { decision, t0 });
  }

  /** A refused answer: no update will carry it. */
  refused(ref: string): boolean {
    return this.inFlight.delete(ref);
  }

  /** A person got a new decision of their own from update `seq`, at `now`. */
  decided(seq: number, now: number): void {
    const due = this.waiting.filter((w) => w.seq <= seq);
    if (due.length === 0) return;
    this.waiting = this.waiting.filter((w) => w.seq > seq);
    for (const w of due) this.stats.sample(now - w.t0);
  }
}
