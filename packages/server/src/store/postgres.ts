/**
 * The PostgreSQL store (pg Pool from a postgres:// URL), same schema and behaviour as the SQLite one. See
 * types.ts for the contract and groupCommit.ts for how appends are batched.
 */
import type { GameRecord } from "@roundtable/engine";
import pg from "pg";
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

const JSON_OID = 114;
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";
/** Serialises `init` between servers sharing one database (an arbitrary constant: "rtbl"). */
const INIT_LOCK = 0x7274626c;

export class PostgresStore implements Store, BatchWriter {
  readonly kind = "postgres";
  private readonly pool: pg.Pool;
  private readonly group = new GroupCommit(this);

  constructor(url: string) {
    this.pool = new pg.Pool({
      connectionString: url,
      // A commit returns once its WAL record is flushed to disk on the server, whatever the database's
      // default says (with the server's fsync on, as it is by default).
      options: "-c synchronous_commit=on",
      // JSON columns come back as the text written (rows.ts parses them, as for SQLite).
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          oid === JSON_OID ? (text: string) => text : pg.types.getTypeParser(oid, format)) as never,
      },
    });
    // An idle client's lost connection is reported here; the pool drops that client and the next query
    // connects again, while a query in flight rejects its own caller. Nothing to do but not crash.
    this.pool.on("error", () => {});
  }

  get groupCommits(): number {
    return this.group.commits;
  }

  async init(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [INIT_LOCK]);
      await client.query("CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)");
      const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_version");
      const sql = migrationSql("postgres", rows[0]?.version ?? 0);
      if (sql === "") return;
      await client.query(sql);
      await client.query("DELETE FROM schema_version");
      await client.query("INSERT INTO schema_version (version) VALUES ($1)", [SCHEMA_VERSION]);
    });
  }

  async createTable(row: TableRow): Promise<void> {
    try {
      await this.pool.query(
        `INSERT INTO tables (${stored.TABLE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        stored.tableValues(row),
      );
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new StoreConflict(`table "${row.id}" already exists`);
      }
      throw error;
    }
  }

  async startGame(id: string, game: GameStart): Promise<void> {
    const values = stored.gameStartValues(id, game);
    await this.transaction(async (client) => {
      const started = await client.query(
        "UPDATE tables SET status = 'playing', start = $2, seats = $3 WHERE id = $1 AND start IS NULL",
        [id, values.start, values.seats],
      );
      if (started.rowCount === 0) {
        const found = await client.query("SELECT 1 FROM tables WHERE id = $1", [id]);
        throw stored.notStarted(id, (found.rowCount ?? 0) > 0);
      }
      await client.query("DELETE FROM inputs WHERE table_id = $1", [id]);
      if (values.inputs.length > 0)
        await client.query(
          `INSERT INTO inputs (table_id, seq, input, hash)
           SELECT $1, u.seq, u.input, u.hash FROM unnest($2::integer[], $3::json[], $4::text[]) AS u(seq, input, hash)`,
          [
            id,
            values.inputs.map((i) => i.seq),
            values.inputs.map((i) => i.input),
            values.inputs.map((i) => i.hash),
          ],
        );
    });
  }

  async updateTable(id: string, change: TableChange): Promise<void> {
    const columns = stored.changedColumns(change);
    const set = columns.map((c, i) => `${c.column} = $${i + 2}`).join(", ") || "id = id";
    const result = await this.pool.query(`UPDATE tables SET ${set} WHERE id = $1`, [
      id,
      ...columns.map((c) => c.value),
    ]);
    if (result.rowCount === 0) throw stored.noTableError("updateTable", id);
  }

  async setRematch(id: string, rematch: string): Promise<string> {
    // One statement: the row's lock makes a second writer find the first's rematch.
    const { rows } = await this.pool.query<{ rematch: string }>(
      "UPDATE tables SET rematch = coalesce(rematch, $2) WHERE id = $1 RETURNING rematch",
      [id, rematch],
    );
    if (rows.length === 0) throw stored.noTableError("setRematch", id);
    return rows[0].rematch;
  }

  async addSpectator<T extends { hash: string }>(tableId: string, make: (number: number) => T): Promise<T> {
    // Two processes letting spectators in at once may read the same next number: the unique (table,
    // number) key lets one of them write it — the other's insert waits for that commit, then writes
    // nothing — and the other reads the next number again (a statement of its own: it sees that commit).
    for (;;) {
      const { rows } = await this.pool.query<{ n: string }>(
        `SELECT ${stored.nextSpectator("postgres")} AS n FROM spectators WHERE table_id = $1`,
        [tableId],
      );
      const number = Number(rows[0].n);
      const spectator = make(number);
      try {
        const written = await this.pool.query(
          `INSERT INTO spectators (table_id, token_hash, number) VALUES ($1, $2, $3)
           ON CONFLICT (table_id, number) DO NOTHING`,
          [tableId, spectator.hash, number],
        );
        if (written.rowCount === 1) return spectator;
      } catch (error) {
        if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION)
          throw stored.noTableError("addSpectator", tableId);
        throw error;
      }
    }
  }

  async isSpectator(tableId: string, tokenHash: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      "SELECT 1 FROM spectators WHERE table_id = $1 AND token_hash = $2",
      [tableId, tokenHash],
    );
    return (rowCount ?? 0) > 0;
  }

  appendInputs(tableId: string, inputs: LoggedInput[]): Promise<void> {
    return this.group.append(tableId, inputs);
  }

  async writeBatch(
    rows: PendingRow[],
    settle: (fates: RowFate[]) => PendingRow[],
    hashes: HashRow[],
  ): Promise<boolean[]> {
    let found: boolean[] = [];
    await this.transaction(async (client) => {
      // One statement for the whole batch; rows of unknown tables are left out here (a foreign-key error
      // would abort the transaction for every table).
      const written = await client.query<{ table_id: string; seq: number }>(
        `INSERT INTO inputs (table_id, seq, input, hash)
         SELECT u.table_id, u.seq, u.input, u.hash
         FROM unnest($1::text[], $2::integer[], $3::json[], $4::text[]) WITH ORDINALITY AS u(table_id, seq, input, hash, n)
         WHERE EXISTS (SELECT 1 FROM tables t WHERE t.id = u.table_id)
         ORDER BY u.n
         ON CONFLICT DO NOTHING
         RETURNING table_id, seq`,
        [
          rows.map((r) => r.tableId),
          rows.map((r) => r.seq),
          rows.map((r) => r.input),
          rows.map((r) => r.hash),
        ],
      );
      const fresh = new Set(written.rows.map((w) => key(w.table_id, w.seq)));
      const known = written.rowCount === rows.length ? null : await this.existing(client, rows);
      const fates = rows.map((r): RowFate => {
        // A (table, seq) twice in one batch: the first one is the row written (ORDER BY u.n).
        if (fresh.delete(key(r.tableId, r.seq))) return "written";
        return known?.has(r.tableId) ? "taken" : "noTable";
      });
      const undo = settle(fates);
      if (undo.length > 0)
        await client.query(
          "DELETE FROM inputs WHERE (table_id, seq) IN (SELECT * FROM unnest($1::text[], $2::integer[]))",
          [undo.map((r) => r.tableId), undo.map((r) => r.seq)],
        );
      found = await this.setHashes(client, hashes);
    });
    return found;
  }

  /** Sets the checkpoints' hashes in one statement; for each, whether its input was there. */
  private async setHashes(client: pg.PoolClient, hashes: HashRow[]): Promise<boolean[]> {
    if (hashes.length === 0) return [];
    const set = await client.query<{ table_id: string; seq: number }>(
      `UPDATE inputs i SET hash = u.hash
       FROM unnest($1::text[], $2::integer[], $3::text[]) AS u(table_id, seq, hash)
       WHERE i.table_id = u.table_id AND i.seq = u.seq
       RETURNING i.table_id, i.seq`,
      [hashes.map((h) => h.tableId), hashes.map((h) => h.seq), hashes.map((h) => h.hash)],
    );
    const done = new Set(set.rows.map((r) => key(r.table_id, r.seq)));
    return hashes.map((h) => done.has(key(h.tableId, h.seq)));
  }

  private async existing(client: pg.PoolClient, rows: PendingRow[]): Promise<Set<string>> {
    const ids = [...new Set(rows.map((r) => r.tableId))];
    const found = await client.query<{ id: string }>("SELECT id FROM tables WHERE id = ANY($1::text[])", [
      ids,
    ]);
    return new Set(found.rows.map((r) => r.id));
  }

  checkpoint(tableId: string, seq: number, hash: string): Promise<void> {
    return this.group.checkpoint({ tableId, seq, hash });
  }

  async getTable(id: string): Promise<TableRow | null> {
    const { rows } = await this.pool.query(`SELECT ${stored.TABLE_COLUMNS} FROM tables WHERE id = $1`, [id]);
    return rows.length === 0 ? null : stored.tableFromRow(rows[0]);
  }

  async listTables(statuses: TableStatus[], opts: { newest?: number } = {}): Promise<TableRow[]> {
    const order =
      opts.newest === undefined ? "ORDER BY created, id" : "ORDER BY created DESC, id DESC LIMIT $2";
    const { rows } = await this.pool.query(
      `SELECT ${stored.TABLE_COLUMNS} FROM tables WHERE status = ANY($1::text[]) ${order}`,
      opts.newest === undefined ? [statuses] : [statuses, opts.newest],
    );
    return rows.map(stored.tableFromRow);
  }

  async loadInputs(tableId: string): Promise<LoggedInput[]> {
    const { rows } = await this.pool.query(
      "SELECT seq, input, hash FROM inputs WHERE table_id = $1 ORDER BY seq",
      [tableId],
    );
    return rows.map(stored.inputFromRow);
  }

  async finishTable(tableId: string, record: GameRecord): Promise<void> {
    await this.transaction(async (client) => {
      const result = await client.query("UPDATE tables SET status = 'over' WHERE id = $1", [tableId]);
      if (result.rowCount === 0) throw stored.noTableError("finishTable", tableId);
      await client.query(
        `INSERT INTO records (table_id, record) VALUES ($1, $2)
         ON CONFLICT (table_id) DO UPDATE SET record = excluded.record`,
        [tableId, stored.jsonText(record)],
      );
    });
  }

  async getRecord(tableId: string): Promise<GameRecord | null> {
    const { rows } = await this.pool.query("SELECT record FROM records WHERE table_id = $1", [tableId]);
    return rows.length === 0 ? null : stored.recordFromRow(rows[0]);
  }

  async appendChat(tableId: string, line: ChatRow): Promise<void> {
    try {
      await this.pool.query(
        `INSERT INTO chat (table_id, ${stored.CHAT_COLUMNS}) VALUES ($1, $2, $3, $4, $5)`,
        stored.chatValues(tableId, line),
      );
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === UNIQUE_VIOLATION)
        throw new StoreConflict(`table "${tableId}" has a chat line ${line.n} already`);
      if (code === FOREIGN_KEY_VIOLATION) throw stored.noTableError("appendChat", tableId);
      throw error;
    }
  }

  async loadChat(tableId: string, limit: number | null, team?: number | null): Promise<ChatRow[]> {
    // LIMIT NULL is none in PostgreSQL.
    const { rows } = await this.pool.query(
      `SELECT ${stored.CHAT_COLUMNS} FROM chat WHERE table_id = $1 AND ($2 OR team IS NULL OR team = $3)
       ORDER BY n DESC LIMIT $4`,
      [tableId, team === undefined, team ?? null, limit],
    );
    return rows.map(stored.chatFromRow).reverse();
  }

  async saveDeck(row: DeckRow): Promise<void> {
    await this.pool.query(
      `INSERT INTO decks (${stored.DECK_COLUMNS}) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner, name) DO UPDATE SET list = excluded.list, updated = excluded.updated`,
      [row.owner, row.name, row.list, row.updated],
    );
  }

  async listDecks(owner: string): Promise<DeckRow[]> {
    const { rows } = await this.pool.query(
      `SELECT ${stored.DECK_COLUMNS} FROM decks WHERE owner = $1 ORDER BY name COLLATE "C"`,
      [owner],
    );
    return rows.map(stored.deckFromRow);
  }

  async deleteDeck(owner: string, name: string): Promise<boolean> {
    const result = await this.pool.query("DELETE FROM decks WHERE owner = $1 AND name = $2", [owner, name]);
    return (result.rowCount ?? 0) > 0;
  }

  async close(): Promise<void> {
    await this.group.close();
    await this.pool.end();
  }

  /** Runs `work` in a transaction on one client: committed if it resolves, rolled back if it throws. */
  private async transaction(work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await work(client);
      await client.query("COMMIT");
      client.release();
    } catch (error) {
      // A client whose rollback fails too is broken: release(error) discards it.
      const broken = await client.query("ROLLBACK").then(
        () => undefined,
        (e: Error) => e,
      );
      client.release(broken);
      throw error;
    }
  }
}

const key = (tableId: string, seq: number): string => `${seq} ${tableId}`;
