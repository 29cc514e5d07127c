/**
 * The store's schema, one place for both databases. `MIGRATIONS[n]` takes a database from schema version
 * n to n+1 (SQLite keeps the version in `PRAGMA user_version`, PostgreSQL in the `schema_version` table);
 * a later change appends a migration, never edits one.
 *
 * JSON documents are stored as text (SQLite TEXT, PostgreSQL `json` — not `jsonb`, which reorders keys:
 * the engine's state hash is over JSON text, so a setup or an input must come back exactly as written).
 */
export type Dialect = "sqlite" | "postgres";

const types = {
  sqlite: { json: "TEXT", int64: "INTEGER", withoutRowid: " WITHOUT ROWID" },
  postgres: { json: "json", int64: "bigint", withoutRowid: "" },
} as const;

type Migration = (dialect: Dialect) => string;

const MIGRATIONS: Migration[] = [
  (dialect) => {
    const t = types[dialect];
    return `
      CREATE TABLE tables (
        id text PRIMARY KEY,
        created ${t.int64} NOT NULL,
        status text NOT NULL CHECK (status IN ('waiting', 'playing', 'over')),
        spec ${t.json} NOT NULL,
        seats ${t.json} NOT NULL,
        start ${t.json},
        judge_token_hash text NOT NULL,
        owner text
      );
      CREATE INDEX tables_by_status ON tables (status, created);
      CREATE TABLE inputs (
        table_id text NOT NULL REFERENCES tables (id),
        seq integer NOT NULL CHECK (seq >= 1),
        input ${t.json} NOT NULL,
        hash text NOT NULL,
        PRIMARY KEY (table_id, seq)
      )${t.withoutRowid};
      CREATE TABLE records (
        table_id text PRIMARY KEY REFERENCES tables (id),
        record ${t.json} NOT NULL
      );`;
  },
  // Version 2: an input's hash may be null (only the last input of a batch carries it). SQLite cannot drop
  // a NOT NULL constraint in place: the table is copied into a new one.
  (dialect) =>
    dialect === "postgres"
      ? "ALTER TABLE inputs ALTER COLUMN hash DROP NOT NULL;"
      : `
      CREATE TABLE inputs_v2 (
        table_id text NOT NULL REFERENCES tables (id),
        seq integer NOT NULL CHECK (seq >= 1),
        input TEXT NOT NULL,
        hash text,
        PRIMARY KEY (table_id, seq)
      ) WITHOUT ROWID;
      INSERT INTO inputs_v2 (table_id, seq, input, hash) SELECT table_id, seq, input, hash FROM inputs;
      DROP TABLE inputs;
      ALTER TABLE inputs_v2 RENAME TO inputs;`,
  // Version 3: the players' saved deck lists, keyed by the hash of a player key (docs/server.md).
  (dialect) => `
      CREATE TABLE decks (
        owner text NOT NULL,
        name text NOT NULL,
        list text NOT NULL,
        updated ${types[dialect].int64} NOT NULL,
        PRIMARY KEY (owner, name)
      );`,
  // Version 4: a finished table's rematch in a column of its own, written once (Store.setRematch): a
  // process rewriting the table's seats from an older copy can't erase it. The links kept in `seats` so far
  // move there.
  (dialect) => `
      ALTER TABLE tables ADD COLUMN rematch text;
      UPDATE tables SET rematch = ${dialect === "postgres" ? "seats->>'rematch'" : "json_extract(seats, '$.rematch')"};`,
  // Version 5: spectators' tokens in a table of their own, a row each (Store.addSpectator): every process's
  // copy of a finished table adds its own, and none rewriting the seats from an older copy drops another's.
  // The hashes kept in `seats.spectators` so far are copied there.
  (dialect) => `
      CREATE TABLE spectators (
        table_id text NOT NULL REFERENCES tables (id),
        token_hash text NOT NULL,
        PRIMARY KEY (table_id, token_hash)
      )${types[dialect].withoutRowid};
      INSERT INTO spectators (table_id, token_hash) ${
        dialect === "postgres"
          ? `SELECT id, json_array_elements_text(seats->'spectators') FROM tables
             WHERE json_typeof(seats->'spectators') = 'array'`
          : `SELECT t.id, s.value FROM tables t, json_each(t.seats, '$.spectators') s
             WHERE json_type(t.seats, '$.spectators') = 'array'`
      }
      ON CONFLICT DO NOTHING;`,
  // Version 6: the tables' chat (tables/chat.ts), a row a line, numbered per table from 1: the line as its
  // readers get it (who said it, to whom, the text) and the team that reads it when it is a team's.
  (dialect) => `
      CREATE TABLE chat (
        table_id text NOT NULL REFERENCES tables (id),
        n integer NOT NULL CHECK (n >= 1),
        at ${types[dialect].int64} NOT NULL,
        team integer,
        line ${types[dialect].json} NOT NULL,
        PRIMARY KEY (table_id, n)
      )${types[dialect].withoutRowid};`,
  // Version 7: a spectator's number at the table beside their token's hash, allocated by the store as the
  // row is written (Store.addSpectator) and unique at the table: two processes' copies of a finished table
  // letting spectators in at once never give two the same. Older rows have none: their tokens carry their
  // numbers, each at most the table's count of rows then (they were that count plus one).
  () => `
      ALTER TABLE spectators ADD COLUMN number integer CHECK (number >= 1);
      CREATE UNIQUE INDEX spectators_by_number ON spectators (table_id, number);`,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** The SQL that takes a database at schema version `from` to `to` (empty when up to date). */
export function migrationSql(dialect: Dialect, from: number, to = SCHEMA_VERSION): string {
  if (from > SCHEMA_VERSION) {
    throw new Error(
      `store: the database has schema version ${from}, newer than this server's ${SCHEMA_VERSION}`,
    );
  }
  return MIGRATIONS.slice(from, to)
    .map((m) => m(dialect))
    .join("\n");
}
