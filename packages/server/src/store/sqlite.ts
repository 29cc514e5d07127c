/**
 * The embedded store: one SQLite file (better-sqlite3), the default under ./data. See types.ts for the
 * contract and groupCommit.ts for how appends are batched.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { GameRecord } from "@roundtable/engine";
import Database from "better-sqlite3";
import { span } from "../spans.ts";
import { type BatchWriter, GroupCommit, type HashRow, type PendingRow, type RowFate } from "./groupCommit.ts";
import * as stored from "./rows.ts";
import { migrationSql, SCHEMA_VERSION } from "./schema.ts";
import type {
  ChatRow,
  DeckRow,
  GameStart,
  LoggedInput,
  Store,
  TableChange,
  TableRow,
  TableStatus,
} from "./types.ts";
import { StoreConflict } from "./types.ts";
import { WalSync } from "./walSync.ts";

export class SqliteStore implements Store, BatchWriter {
  readonly kind = "sqlite";
  private readonly db: Database.Database;
  private readonly group = new GroupCommit(this);
  private readonly walSync: WalSync | null;
  private prepared: {
    exists: Database.Statement<[string], unknown>;
    insert: Database.Statement<[string, number, string, string | null]>;
    remove: Database.Statement<[string, number]>;
    setHash: Database.Statement<[string, string, number]>;
  } | null = null;

  constructor(readonly path: string) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    // WAL: readers never block the writer, and a commit is one append to the WAL file.
    const wal = this.db.pragma("journal_mode = WAL", { simple: true }) === "wal";
    // Every write is fsynced before it resolves, so an acknowledged input survives not only a killed
    // server but also a power loss or an OS crash — as `synchronous = FULL` would, but the fsync is an
    // fdatasync of the WAL in libuv's thread pool (walSync.ts), not a wait of the event loop inside the
    // commit: NORMAL lets the commit return unsynced (checkpoints still sync). Group commit keeps the cost
    // to one fsync per batch of tables, not per input. (":memory:" has no WAL and nothing to sync.)
    this.db.pragma(wal ? "synchronous = NORMAL" : "synchronous = FULL");
    this.walSync = wal ? new WalSync(`${this.db.name}-wal`) : null;
    this.db.pragma("busy_timeout = 5000");
    this.db.pragma("foreign_keys = ON");
  }

  get groupCommits(): number {
    return this.group.commits;
  }

  /** fdatasyncs of the WAL so far (for tests). */
  get walSyncs(): number {
    return this.walSync?.syncs ?? 0;
  }

  /** Resolves once every write made so far is on disk. */
  private durable(): Promise<void> {
    return this.walSync?.sync() ?? Promise.resolve();
  }

  async init(): Promise<void> {
    this.db
      .transaction(() => {
        const version = this.db.pragma("user_version", { simple: true }) as number;
        const sql = migrationSql("sqlite", version);
        if (sql === "") return;
        this.db.exec(sql);
        this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
      })
      .immediate();
    await this.durable();
  }

  async createTable(row: TableRow): Promise<void> {
    try {
      this.db
        .prepare(`INSERT INTO tables (${stored.TABLE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(stored.tableValues(row));
    } catch (error) {
      if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
        throw new StoreConflict(`table "${row.id}" already exists`);
      }
      throw error;
    }
    await this.durable();
  }

  async startGame(id: string, game: GameStart): Promise<void> {
    const values = stored.gameStartValues(id, game);
    this.db
      .transaction(() => {
        const started = this.db
          .prepare(
            "UPDATE tables SET status = 'playing', start = ?, seats = ? WHERE id = ? AND start IS NULL",
          )
          .run(values.start, values.seats, id);
        if (started.changes === 0)
          throw stored.notStarted(
            id,
            this.db.prepare("SELECT 1 FROM tables WHERE id = ?").get(id) !== undefined,
          );
        this.db.prepare("DELETE FROM inputs WHERE table_id = ?").run(id);
        const insert = this.db.prepare("INSERT INTO inputs (table_id, seq, input, hash) VALUES (?, ?, ?, ?)");
        for (const i of values.inputs) insert.run(id, i.seq, i.input, i.hash);
      })
      .immediate();
    await this.durable();
  }

  async updateTable(id: string, change: TableChange): Promise<void> {
    const columns = stored.changedColumns(change);
    const set = columns.map((c) => `${c.column} = ?`).join(", ") || "id = id";
    const result = this.db
      .prepare(`UPDATE tables SET ${set} WHERE id = ?`)
      .run(...columns.map((c) => c.value), id);
    if (result.changes === 0) throw stored.noTableError("updateTable", id);
    await this.durable();
  }

  async setRematch(id: string, rematch: string): Promise<string> {
    const row = this.db
      .prepare("UPDATE tables SET rematch = coalesce(rematch, ?) WHERE id = ? RETURNING rematch")
      .get(rematch, id) as { rematch: string } | undefined;
    if (row === undefined) throw stored.noTableError("setRematch", id);
    await this.durable();
    return row.rematch;
  }

  async addSpectator<T extends { hash: string }>(tableId: string, make: (number: number) => T): Promise<T> {
    let made: T;
    try {
      // An immediate transaction holds the write lock from the read of the next number on: no other
      // writer of the file (another process's connection too) takes that number in between.
      made = this.db
        .transaction(() => {
          const number = this.db
            .prepare(`SELECT ${stored.nextSpectator("sqlite")} FROM spectators WHERE table_id = ?`)
            .pluck()
            .get(tableId) as number;
          const spectator = make(number);
          this.db
            .prepare("INSERT INTO spectators (table_id, token_hash, number) VALUES (?, ?, ?)")
            .run(tableId, spectator.hash, number);
          return spectator;
        })
        .immediate();
    } catch (error) {
      if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_FOREIGNKEY")
        throw stored.noTableError("addSpectator", tableId);
      throw error;
    }
    await this.durable();
    return made;
  }

  async isSpectator(tableId: string, tokenHash: string): Promise<boolean> {
    return (
      this.db
        .prepare("SELECT 1 FROM spectators WHERE table_id = ? AND token_hash = ?")
        .get(tableId, tokenHash) !== undefined
    );
  }

  appendInputs(tableId: string, inputs: LoggedInput[]): Promise<void> {
    return this.group.append(tableId, inputs);
  }

  async writeBatch(
    rows: PendingRow[],
    settle: (fates: RowFate[]) => PendingRow[],
    hashes: HashRow[],
  ): Promise<boolean[]> {
    const { exists, insert, remove, setHash } = this.statements;
    const found = span("commit", () =>
      this.db
        .transaction(() => {
          const known = new Map<string, boolean>();
          const fates = rows.map((r): RowFate => {
            if (!known.has(r.tableId)) known.set(r.tableId, exists.get(r.tableId) !== undefined);
            if (!known.get(r.tableId)) return "noTable";
            return insert.run(r.tableId, r.seq, r.input, r.hash).changes === 1 ? "written" : "taken";
          });
          for (const r of settle(fates)) remove.run(r.tableId, r.seq);
          return hashes.map((h) => setHash.run(h.hash, h.tableId, h.seq).changes === 1);
        })
        .immediate(),
    );
    await this.durable();
    return found;
  }

  /** The group commit's statements, prepared once (after init: the schema must exist). */
  private get statements() {
    this.prepared ??= {
      exists: this.db.prepare("SELECT 1 FROM tables WHERE id = ?").pluck(),
      insert: this.db.prepare(
        "INSERT INTO inputs (table_id, seq, input, hash) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
      ),
      remove: this.db.prepare("DELETE FROM inputs WHERE table_id = ? AND seq = ?"),
      setHash: this.db.prepare("UPDATE inputs SET hash = ? WHERE table_id = ? AND seq = ?"),
    };
    return this.prepared;
  }

  checkpoint(tableId: string, seq: number, hash: string): Promise<void> {
    return this.group.checkpoint({ tableId, seq, hash });
  }

  async getTable(id: string): Promise<TableRow | null> {
    const raw = this.db.prepare(`SELECT ${stored.TABLE_COLUMNS} FROM tables WHERE id = ?`).get(id);
    return raw === undefined ? null : stored.tableFromRow(raw);
  }

  async listTables(statuses: TableStatus[], opts: { newest?: number } = {}): Promise<TableRow[]> {
    const order =
      opts.newest === undefined ? "ORDER BY created, id" : "ORDER BY created DESC, id DESC LIMIT ?";
    return this.db
      .prepare(
        `SELECT ${stored.TABLE_COLUMNS} FROM tables WHERE status IN (SELECT value FROM json_each(?)) ${order}`,
      )
      .all(JSON.stringify(statuses), ...(opts.newest === undefined ? [] : [opts.newest]))
      .map(stored.tableFromRow);
  }

  async loadInputs(tableId: string): Promise<LoggedInput[]> {
    return this.db
      .prepare("SELECT seq, input, hash FROM inputs WHERE table_id = ? ORDER BY seq")
      .all(tableId)
      .map(stored.inputFromRow);
  }

  async finishTable(tableId: string, record: GameRecord): Promise<void> {
    this.db.transaction(() => {
      const result = this.db.prepare("UPDATE tables SET status = 'over' WHERE id = ?").run(tableId);
      if (result.changes === 0) throw stored.noTableError("finishTable", tableId);
      this.db
        .prepare(
          "INSERT INTO records (table_id, record) VALUES (?, ?) ON CONFLICT (table_id) DO UPDATE SET record = excluded.record",
        )
        .run(tableId, stored.jsonText(record));
    })();
    await this.durable();
  }

  async getRecord(tableId: string): Promise<GameRecord | null> {
    const raw = this.db.prepare("SELECT record FROM records WHERE table_id = ?").get(tableId);
    return raw === undefined ? null : stored.recordFromRow(raw);
  }

  async appendChat(tableId: string, line: ChatRow): Promise<void> {
    try {
      this.db
        .prepare(`INSERT INTO chat (table_id, ${stored.CHAT_COLUMNS}) VALUES (?, ?, ?, ?, ?)`)
        .run(...stored.chatValues(tableId, line));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "SQLITE_CONSTRAINT_PRIMARYKEY")
        throw new StoreConflict(`table "${tableId}" has a chat line ${line.n} already`);
      if (code === "SQLITE_CONSTRAINT_FOREIGNKEY") throw stored.noTableError("appendChat", tableId);
      throw error;
    }
    await this.durable();
  }

  async loadChat(tableId: string, limit: number | null, team?: number | null): Promise<ChatRow[]> {
    // A negative LIMIT is none in SQLite.
    return this.db
      .prepare(
        `SELECT ${stored.CHAT_COLUMNS} FROM chat WHERE table_id = ? AND (? = 1 OR team IS NULL OR team = ?)
         ORDER BY n DESC LIMIT ?`,
      )
      .all(tableId, team === undefined ? 1 : 0, team ?? null, limit ?? -1)
      .map(stored.chatFromRow)
      .reverse();
  }

  async saveDeck(row: DeckRow): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO decks (${stored.DECK_COLUMNS}) VALUES (?, ?, ?, ?)
         ON CONFLICT (owner, name) DO UPDATE SET list = excluded.list, updated = excluded.updated`,
      )
      .run(row.owner, row.name, row.list, row.updated);
    await this.durable();
  }

  async listDecks(owner: string): Promise<DeckRow[]> {
    return this.db
      .prepare(`SELECT ${stored.DECK_COLUMNS} FROM decks WHERE owner = ? ORDER BY name`)
      .all(owner)
      .map(stored.deckFromRow);
  }

  async deleteDeck(owner: string, name: string): Promise<boolean> {
    const result = this.db.prepare("DELETE FROM decks WHERE owner = ? AND name = ?").run(owner, name);
    await this.durable();
    return result.changes > 0;
  }

  async close(): Promise<void> {
    await this.group.close();
    await this.walSync?.close();
    this.db.close();
  }
}
