/**
 * The events of a table's recent batches, kept so that a client reconnecting with the last sequence number
 * it saw gets what it missed. Only the last batches are kept; older gaps get a full view instead.
 */
import type { GameEvent } from "@roundtable/engine";

const KEEP = 256;

export class EventHistory {
  /** Batches in order: the events that brought the log to `seq`. */
  private batches: { seq: number; events: GameEvent[] }[] = [];
  /** The kept batches cover the inputs after this sequence number. */
  private from: number;

  constructor(from: number) {
    this.from = from;
  }

  push(seq: number, events: GameEvent[]): void {
    this.batches.push({ seq, events });
    if (this.batches.length > KEEP) {
      const dropped = this.batches.splice(0, this.batches.length - KEEP);
      this.from = dropped[dropped.length - 1].seq;
    }
  }

  /** Events after `lastSeq` up to `seq` (the current one), or null when they are not all kept. */
  since(lastSeq: number, seq: number): GameEvent[] | null {
    if (lastSeq === seq) return [];
    if (lastSeq > seq || lastSeq < this.from) return null;
    const i = this.batches.findIndex((b) => b.seq > lastSeq);
    if (i < 0) return null;
    const before = i === 0 ? this.from : this.batches[i - 1].seq;
    if (before !== lastSeq) return null; // lastSeq fell inside a batch
    return this.batches.slice(i).flatMap((b) => b.events);
  }
}
