/**
 * Group commit, shared by both stores: `appendInputs` calls made in the same tick (from any number of
 * tables) are queued and written in ONE transaction, so one fsync serves them all; every caller's promise
 * settles after that commit. While a commit is in flight, new calls queue for the next one.
 *
 * Conflicts: the writer inserts each row unless its (table, seq) is already taken (or its table does not
 * exist) and tells which rows went in; `settle` then decides, per table, which calls fail, and the writer
 * deletes the rows of those calls before committing. So a conflicting table never makes the other tables'
 * inputs fail, and everything is still one transaction. Per table, calls keep their order: the calls
 * before the first refused one are kept; that call and every later call of the same table in the batch
 * are refused (a log must not go on past a sequence number another writer owns).
 *
 * Hash checkpoints (`checkpoint`) join the same transaction: each sets the hash of an input already
 * written, so the checkpoints of many tables cost one commit, not one each.
 */

import { jsonText, noTableError } from "./rows.ts";
import type { LoggedInput } from "./types.ts";
import { StoreConflict } from "./types.ts";

/** One input on its way to a table's log, its JSON text made when `appendInputs` was called. */
export interface PendingRow {
  tableId: string;
  seq: number;
  input: string;
  hash: string | null;
}

/** A state hash to set on an input already written (Store.checkpoint). */
export interface HashRow {
  tableId: string;
  seq: number;
  hash: string;
}

/** What happened to a row: written, refused because its (table, seq) exists, or its table is unknown. */
export type RowFate = "written" | "taken" | "noTable";

export interface BatchWriter {
  /**
   * In one transaction: inserts the rows in order, each unless its (table, seq) is taken or its table
   * unknown; calls `settle` with the fates (one per row); deletes the rows `settle` returns; sets the
   * hashes; commits. Resolves with, for each hash, whether its input was there.
   */
  writeBatch(
    rows: PendingRow[],
    settle: (fates: RowFate[]) => PendingRow[],
    hashes: HashRow[],
  ): Promise<boolean[]>;
}

interface HashCall {
  row: HashRow;
  resolve(): void;
  reject(error: Error): void;
}

interface Call {
  rows: PendingRow[];
  /** Set by `settle`: why this call is refused. */
  error?: Error;
  resolve(): void;
  reject(error: Error): void;
}

export class GroupCommit {
  /** Transactions written so far (for tests and load figures). */
  commits = 0;
  private queue: Call[] = [];
  private hashes: HashCall[] = [];
  private running: Promise<void> | null = null;
  private scheduled = false;
  private closed = false;

  constructor(private readonly writer: BatchWriter) {}

  append(tableId: string, inputs: LoggedInput[]): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.closed) {
        reject(new Error("appendInputs: the store is closed"));
        return;
      }
      const gap = inputs.findIndex(
        (i, n) => !Number.isInteger(i.seq) || i.seq !== inputs[0]!.seq + n || i.seq < 1,
      );
      if (gap >= 0) {
        reject(
          new Error(
            `appendInputs: table "${tableId}": inputs must be numbered n, n+1, … from 1 (at index ${gap})`,
          ),
        );
        return;
      }
      const rows = inputs.map((i) => ({ tableId, seq: i.seq, input: jsonText(i.input), hash: i.hash }));
      this.queue.push({ rows, resolve, reject });
      this.schedule();
    });
  }

  /** Sets the hash of an input already written, in the next commit; rejects if there is no such input. */
  checkpoint(row: HashRow): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.closed) {
        reject(new Error("checkpoint: the store is closed"));
        return;
      }
      this.hashes.push({ row, resolve, reject });
      this.schedule();
    });
  }

  /** Refuses new calls; resolves when every queued call has been written (or refused). */
  async close(): Promise<void> {
    this.closed = true;
    while (this.running || this.queue.length > 0 || this.hashes.length > 0 || this.scheduled) {
      await (this.running ?? new Promise((r) => setImmediate(r)));
    }
  }

  private schedule(): void {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    // setImmediate: after the I/O callbacks of this turn of the event loop, so every table that got a
    // message in this turn joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      this.running = this.flush().finally(() => {
        this.running = null;
        if (this.queue.length > 0 || this.hashes.length > 0) this.schedule();
      });
    });
  }

  private async flush(): Promise<void> {
    const calls = this.queue;
    const hashes = this.hashes;
    this.queue = [];
    this.hashes = [];
    let found: boolean[];
    try {
      found = await this.writer.writeBatch(
        calls.flatMap((c) => c.rows),
        (fates) => settle(calls, fates),
        hashes.map((h) => h.row),
      );
      this.commits++;
    } catch (error) {
      for (const call of [...calls, ...hashes]) call.reject(error as Error);
      return;
    }
    for (const call of calls) {
      if (call.error) call.reject(call.error);
      else call.resolve();
    }
    hashes.forEach((h, i) => {
      if (found[i]) h.resolve();
      else h.reject(new Error(`checkpoint: table "${h.row.tableId}" has no input ${h.row.seq}`));
    });
  }
}

/** Marks the refused calls (see the module comment) and returns their written rows, to delete. */
function settle(calls: Call[], fates: RowFate[]): PendingRow[] {
  const undo: PendingRow[] = [];
  const stopped = new Map<string, Error>();
  let at = 0;
  for (const call of calls) {
    const callFates = fates.slice(at, at + call.rows.length);
    at += call.rows.length;
    const tableId = call.rows[0]?.tableId;
    if (tableId === undefined) continue;
    const refused = stopped.get(tableId) ?? refusal(call, callFates);
    if (!refused) continue;
    call.error = refused;
    stopped.set(tableId, refused);
    undo.push(...call.rows.filter((_, i) => callFates[i] === "written"));
  }
  return undo;
}

function refusal(call: Call, fates: RowFate[]): Error | undefined {
  const tableId = call.rows[0]!.tableId;
  const i = fates.findIndex((f) => f !== "written");
  if (i < 0) return undefined;
  if (fates[i] === "noTable") return noTableError("appendInputs", tableId);
  return new StoreConflict(`table "${tableId}": input ${call.rows[i]!.seq} is already written`);
}
