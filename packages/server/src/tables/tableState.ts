/**
 * What a table is made from: its spec (the validated create request — a new game's or a position's — and the seed) and the state the store
 * keeps with it (TableState: its seats, the judge's hashed token, its status); and what the server gives
 * every table (TableDeps: the store, the log, options).
 */
import type { CardResolver } from "@roundtable/cards";
import type { Seed } from "@roundtable/engine";
import type { TableStatusName } from "@roundtable/protocol";
import type { Logger } from "pino";
import type { ChatRow, Store } from "../store/types.ts";
import type { SeatsDoc } from "./seats.ts";
import type { TableRequest } from "./tableRequest.ts";

export interface TableSpec {
  /** The validated create request: a new game's, or a saved position's (tableRequest.ts). */
  request: TableRequest;
  /**
   * The game's seed: 32 hexadecimal digits (128 bits) drawn as the table is made, or with `--table-seed` an
   * integer (as every table stored before 128-bit seeds has).
   */
  seed: Seed;
}

export interface TableDeps {
  store: Store;
  log: Logger;
  /** Overrides every table's bot delay (tests). */
  botDelayMs?: number;
  /** The least time between two checkpoints of a table, in ms (default CHECKPOINT_EVERY_MS). */
  checkpointEveryMs?: number;
  /** How pasted deck lists' names are resolved (default: the pool alone; the server's Oracle table: deckResolver). */
  cards?: CardResolver;
  /**
   * Several processes (issue 21): another process wrote to this table's log (StoreConflict) — it has
   * taken the table over — and this one must let it go. None: a single process rebuilds from the log.
   */
  moved?(table: string): void;
  /**
   * Several processes: a chat line was said at this table here (stored already); the other processes' copies
   * of it tell their connections (tables/chat.ts). None: one process, one copy.
   */
  chatSaid?(table: string, line: ChatRow): void;
}

export interface TableState {
  id: string;
  spec: TableSpec;
  seats: SeatsDoc;
  judgeTokenHash: string;
  status: TableStatusName;
}
