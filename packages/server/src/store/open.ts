/**
 * Picks the store for the server's `--db` option: a postgres:// (or postgresql://) URL opens PostgreSQL;
 * anything else without a URL scheme is a SQLite file path; nothing means `<dataDir>/roundtable.sqlite`.
 */
import { join } from "node:path";
import { PostgresStore } from "./postgres.ts";
import { SqliteStore } from "./sqlite.ts";
import type { Store } from "./types.ts";

export function openStore(url: string | undefined, dataDir = "./data"): Store {
  if (url === undefined) return new SqliteStore(join(dataDir, "roundtable.sqlite"));
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return new SqliteStore(url);
  if (scheme === "postgres" || scheme === "postgresql") return new PostgresStore(url);
  // Only the scheme is shown: the rest of a URL may hold a password.
  throw new Error(
    `unsupported database URL "${scheme}://…": use postgres://user@host/database, or a SQLite file path`,
  );
}
