/**
 * The table store: where every table and every accepted input is written before anyone hears of it
 * (DEVELOPERS.md principle 9). Two implementations with the same behaviour: SQLite (better-sqlite3, the
 * embedded default under ./data) and PostgreSQL (pg). A table's log is append-only: input `seq` N is
 * written once; a second writer of the same (table, seq) is refused (StoreConflict), which is what lets a
 * later issue run tables on several processes with one owner each.
 */
import type { GameRecord, Input } from "@roundtable/engine";
import type { ChatLine } from "@roundtable/protocol";

export type TableStatus = "waiting" | "playing" | "over";

/** One row per table. `spec` and `seats` are JSON documents owned by the table code, opaque to the store. */
export interface TableRow {
  id: string;
  /** Milliseconds since the epoch (the server's clock). */
  created: number;
  status: TableStatus;
  /** The validated create request plus the seed the server drew for the game. */
  spec: unknown;
  /**
   * Seats: who sits where, hashed seat tokens, stops settings; rewritten as people join and leave. (The
   * spectators' tokens have rows of their own: `addSpectator`.)
   */
  seats: unknown;
  /** The game's start (setup), set once when the game starts; null while the table waits for players. */
  start: GameRecord["start"] | null;
  /** Sha-256 of the judge token (hex). */
  judgeTokenHash: string;
  /** The server instance that owns the table and appends to its log (one owner at a time). */
  owner: string | null;
  /**
   * A finished table's rematch (the new table's id), once one was made: set once by `setRematch`, never
   * changed nor erased after (absent: none).
   */
  rematch?: string;
}

/**
 * One accepted input of a table's game, numbered from 1, with the state hash after it when one was taken
 * (null otherwise). The server writes its inputs without a hash and records the hash later, off the
 * critical path (`checkpoint`): a restart compares the replayed game with the last input that has one.
 */
export interface LoggedInput {
  seq: number;
  input: Input;
  hash: string | null;
}

/** A game's start as Store.startGame writes it. */
export interface GameStart {
  start: NonNullable<TableRow["start"]>;
  /** The seats as the game begins (the `seats` column's document). */
  seats: unknown;
  /** The game's first inputs, numbered from 1: a saved position's (tables/fromPosition.ts); none for a new game. */
  inputs: LoggedInput[];
}

/** The columns of a table that change after it is created. */
export type TableChange = Partial<Pick<TableRow, "status" | "seats" | "start" | "owner">>;

/** A deck list a player saved (`PUT /api/saved-decks/:name`): the owner is the hash of their player key. */
export interface DeckRow {
  /** Sha-256 of the player key (hex). */
  owner: string;
  name: string;
  list: string;
  /** Milliseconds since the epoch (the server's clock). */
  updated: number;
}

/**
 * A line of a table's chat (tables/chat.ts), as stored: the line its readers get, and the team that reads it
 * when it is a team's (null: the table's).
 */
export interface ChatRow extends Omit<ChatLine, "after"> {
  /**
   * The number of inputs the game had accepted when the line was said (ChatLine.after); null for a line
   * stored before lines kept it (its readers get the count when they read it: tables/chat.ts publicLine).
   */
  after: number | null;
  team: number | null;
}

export class StoreConflict extends Error {
  override name = "StoreConflict";
}

export interface Store {
  readonly kind: "sqlite" | "postgres";
  /** Creates the schema if missing (idempotent). */
  init(): Promise<void>;
  /** Rejects with StoreConflict if a table with this id exists. */
  createTable(row: TableRow): Promise<void>;
  /**
   * The table's game begins, all in one transaction: its `start`, its seats and status `playing`, and its
   * first inputs. A crash leaves all of it or none (the table then waits with its seats taken, and its game
   * starts as it is restored: tables/registry.ts). Inputs a table without a start holds are dropped first:
   * an older server wrote a position's inputs before the start, and one stopped between the two left them
   * (a log means nothing without its start). StoreConflict if the table has a start already; rejects if
   * there is no such table, or the inputs are not numbered 1, 2, ….
   */
  startGame(tableId: string, game: GameStart): Promise<void>;
  /** Changes some columns of a table; rejects if there is no such table. */
  updateTable(id: string, change: TableChange): Promise<void>;
  /**
   * Appends inputs `seq`, `seq+1`, … to the table's log, durably: the promise resolves after the
   * transaction committed. Calls from many tables in the same tick are written in one transaction (group
   * commit). Rejects with StoreConflict if any of these sequence numbers is already written (nothing of
   * this call is written then, nor any later call of this table in the same group commit); other tables'
   * inputs in the same group commit are not affected. Rejects with an Error if there is no such table.
   */
  appendInputs(tableId: string, inputs: LoggedInput[]): Promise<void>;
  /**
   * Records the state hash after input `seq` of the table's log (a checkpoint the restart check compares
   * with), in the next group commit; resolves after it. Callers need not wait: a checkpoint lost in a
   * crash only means the restart checks an earlier one. Rejects if the table has no input `seq`.
   */
  checkpoint(tableId: string, seq: number, hash: string): Promise<void>;
  getTable(id: string): Promise<TableRow | null>;
  /**
   * Names table `id`'s rematch, once: the first rematch written stays, whatever later calls give (a
   * conditional update). Resolves with the stored one; rejects if there is no such table.
   */
  setRematch(id: string, rematch: string): Promise<string>;
  /**
   * Lets a spectator in at the table: allocates their number — after the table's spectators so far, from 1;
   * never one another spectator of the table has, whichever process lets them in (a unique (table, number)
   * key) — and keeps it with their token's hash, in a row of its own, so that no process's copy of the
   * table, writing its seats, drops one another copy added. The token names its number
   * (tables/spectatorTokens.ts), so `make` makes it for the number allocated; called again with a later
   * number if another process took that one first. Resolves with what `make` made for the number kept;
   * rejects if there is no such table.
   */
  addSpectator<T extends { hash: string }>(tableId: string, make: (number: number) => T): Promise<T>;
  /** Whether the hash is one of the table's spectators' tokens (added by any process). */
  isSpectator(tableId: string, tokenHash: string): Promise<boolean>;
  /** Tables with one of these statuses, oldest first; with `newest: n`, the n newest, newest first. */
  listTables(statuses: TableStatus[], opts?: { newest?: number }): Promise<TableRow[]>;
  /** The table's log in order. */
  loadInputs(tableId: string): Promise<LoggedInput[]>;
  /** Marks the table over and keeps its finished game's record. */
  finishTable(tableId: string, record: GameRecord): Promise<void>;
  getRecord(tableId: string): Promise<GameRecord | null>;
  /**
   * Writes a line of the table's chat, durably (the promise resolves after it committed). Rejects with
   * StoreConflict if the table has a line of that number already, with an Error if there is no such table.
   */
  appendChat(tableId: string, line: ChatRow): Promise<void>;
  /**
   * The table's last `limit` chat lines a reader may read, oldest first — `limit` null: all of them (a
   * finished game's whole conversation, for its replay) —: `team` undefined, every line (the judge's); else
   * the table's lines and, with a team, that team's.
   */
  loadChat(tableId: string, limit: number | null, team?: number | null): Promise<ChatRow[]>;
  /** Saves a player's deck list under its name, replacing one of the same name. */
  saveDeck(row: DeckRow): Promise<void>;
  /** A player's saved decks, by name. */
  listDecks(owner: string): Promise<DeckRow[]>;
  /** Deletes a player's saved deck; false if there was none of that name. */
  deleteDeck(owner: string, name: string): Promise<boolean>;
  /** Group-commit transactions written so far (for tests and load figures). */
  readonly groupCommits: number;
  /** Waits for the queued appends to be written, then closes the database. */
  close(): Promise<void>;
}
