/**
 * Timing spans for diagnostics: the server's synchronous steps (a batch's core work, a group commit, the
 * sends) published on the `roundtable:span` diagnostics channel. Nothing is measured or kept unless
 * something subscribes (the load test's `--stalls` does, in the server's process).
 */
import { channel } from "node:diagnostics_channel";

export interface SpanMessage {
  name: string;
  start: number;
  end: number;
}

const spans = channel("roundtable:span");

/** Runs `work`; when anyone listens, publishes how long it took (performance.now() ms). */
export function span<T>(name: string, work: () => T): T {
  if (!spans.hasSubscribers) return work();
  const start = performance.now();
  try {
    return work();
  } finally {
    spans.publish({ name, start, end: performance.now() } satisfies SpanMessage);
  }
}

/** Publishes a span that began at `start` and ends now (work that waited off the event loop: an fsync). */
export function spanEnded(name: string, start: number): void {
  if (spans.hasSubscribers) spans.publish({ name, start, end: performance.now() } satisfies SpanMessage);
}
