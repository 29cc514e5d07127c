/**
 * Where a process's event loop stalls, and what was going on then. Loaded into a process (`node --import
 * ./bench/loadtest/stallWatch.ts`, or imported by the load test itself), it records:
 *
 * - stalls: a 5 ms interval timer that fired late by more than `STALL_MS` (20 ms): the event loop was held
 *   for that long by synchronous work, GC or a CPU taken by another process;
 * - every GC pause (PerformanceObserver "gc": its kind and duration);
 * - named spans the code reports with `stallSpan(name, startMs, endMs)` (the server's batches and commits
 *   when it runs under the load test), kept only while a watch is on;
 * - the heap used, once a second.
 *
 * `stallReport()` sums them up: each stall with the GC and spans that overlap it. Diagnostics only: no
 * test asserts a speed.
 */
import { constants, PerformanceObserver } from "node:perf_hooks";
import type { SpanMessage } from "../../packages/server/src/spans.ts";

const STALL_MS = 20;
const TICK_MS = 5;

/** A span of time: a stall, a GC pause, or a named piece of work. */
type Span = SpanMessage;

interface Watch {
  stalls: Span[];
  gcs: Span[];
  spans: Span[];
  heap: number[];
  since: number;
}

const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "major",
  [constants.NODE_PERFORMANCE_GC_MINOR]: "minor",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weakcb",
};

const key = Symbol.for("roundtable.stallWatch");
type Global = { [key]?: Watch };

/** Starts watching this process (once). */
export function startStallWatch(): void {
  const g = globalThis as Global;
  if (g[key] !== undefined) return;
  const w: Watch = { stalls: [], gcs: [], spans: [], heap: [], since: performance.now() };
  g[key] = w;
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last > TICK_MS + STALL_MS) w.stalls.push({ name: "stall", start: last + TICK_MS, end: now });
    last = now;
  }, TICK_MS).unref();
  setInterval(() => w.heap.push(process.memoryUsage().heapUsed), 1000).unref();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? -1;
      w.gcs.push({ name: KINDS[kind] ?? String(kind), start: e.startTime, end: e.startTime + e.duration });
    }
  }).observe({ entryTypes: ["gc"] });
}

/** Records a span of synchronous work (no-op unless a watch is on). */
export function stallSpan(name: string, start: number, end: number): void {
  (globalThis as Global)[key]?.spans.push({ name, start, end });
}

const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

interface Sum {
  n: number;
  ms: number;
  maxMs: number;
  p50?: number;
  p99?: number;
}

function sums(spans: Span[], quantiles = false): Record<string, Sum> {
  const out: Record<string, Sum> = {};
  const each: Record<string, number[]> = {};
  for (const s of spans) {
    out[s.name] ??= { n: 0, ms: 0, maxMs: 0 };
    const o = out[s.name];
    o.n++;
    o.ms += s.end - s.start;
    o.maxMs = Math.max(o.maxMs, s.end - s.start);
    if (quantiles) {
      each[s.name] ??= [];
      each[s.name].push(s.end - s.start);
    }
  }
  const round = (v: number) => Math.round(v * 10) / 10;
  for (const [name, o] of Object.entries(out)) {
    o.ms = Math.round(o.ms);
    o.maxMs = round(o.maxMs);
    const sorted = Float64Array.from(each[name] ?? []).sort();
    if (sorted.length > 0) {
      o.p50 = round(sorted[Math.floor(0.5 * (sorted.length - 1))]);
      o.p99 = round(sorted[Math.floor(0.99 * (sorted.length - 1))]);
    }
  }
  return out;
}

/** The watch from `from` (performance.now() ms) on, summed up; null when no watch is on. */
export function stallReport(from = 0): object | null {
  const w = (globalThis as Global)[key];
  if (w === undefined) return null;
  const after = (s: Span) => s.start >= from;
  const stalls = w.stalls.filter(after);
  const gcs = w.gcs.filter(after);
  const spans = w.spans.filter(after);
  const worst = [...stalls].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 12);
  return {
    stalls: stalls.length,
    stallMs: Math.round(stalls.reduce((t, s) => t + s.end - s.start, 0)),
    gc: sums(gcs),
    spans: sums(spans, true),
    heapMB: w.heap.length === 0 ? null : Math.round(Math.max(...w.heap) / 2 ** 20),
    // Each of the longest stalls: its length and how much of it GC and each kind of span cover.
    worst: worst.map((s) => {
      const inside = (list: Span[]) =>
        sums(
          list
            .filter((x) => overlap(x, s) > 0)
            .map((x) => ({ ...x, start: Math.max(x.start, s.start), end: Math.min(x.end, s.end) })),
        );
      return {
        at: Math.round(s.start),
        ms: Math.round(s.end - s.start),
        gc: inside(gcs),
        spans: inside(spans),
      };
    }),
  };
}
