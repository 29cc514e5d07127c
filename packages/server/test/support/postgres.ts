/**
 * A throwaway PostgreSQL server for tests: a new cluster (initdb, trust authentication) in a temporary
 * directory, listening on a free port of 127.0.0.1 with its unix socket in that directory; stopped and
 * removed by `stop()`. Run as root (CI), the cluster belongs to the `postgres` system user (PostgreSQL
 * refuses to run as root). Missing PostgreSQL server binaries are an error, never a skip: `.ci/run`
 * installs them.
 */
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

export interface PgCluster {
  /** Creates an empty database and returns its postgres:// URL. */
  createDatabase(): Promise<string>;
  /** Empties a database made by createDatabase (drops and recreates its `public` schema). */
  emptyDatabase(url: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<PgCluster> {
  const bin = serverBinaries();
  const owner = clusterOwner();
  const dir = mkdtempSync(join(tmpdir(), "roundtable-pg-"));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, "data");
  const log = join(dir, "server.log");
  const as = { ...owner, cwd: dir, env: { ...process.env, LC_ALL: "C" } };
  const port = await freePort();
  try {
    await run(
      join(bin, "initdb"),
      ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-locale", "-N"],
      as,
    );
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
    await run(join(bin, "pg_ctl"), ["start", "-D", data, "-l", log, "-w", "-t", "60", "-o", settings], as);
  } catch (error) {
    const serverLog = existsSync(log) ? readFileSync(log, "utf8") : "(no server log)";
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start PostgreSQL: ${(error as Error).message}\n${serverLog}`);
  }
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let databases = 0;
  return {
    async createDatabase() {
      const name = `roundtable_test_${++databases}`;
      await query(url("postgres"), `CREATE DATABASE ${name}`);
      return url(name);
    },
    emptyDatabase: (database) => query(database, "DROP SCHEMA public CASCADE; CREATE SCHEMA public"),
    async stop() {
      try {
        await run(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "fast", "-w"], as);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function query(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The folder holding initdb and pg_ctl: `pg_config --bindir`, else the newest /usr/lib/postgresql/N/bin. */
function serverBinaries(): string {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim());
  } catch {
    // no pg_config on the PATH: look in Debian's place
  }
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(root, v, "bin")));
  }
  const found = candidates.find((dir) => existsSync(join(dir, "pg_ctl")) && existsSync(join(dir, "initdb")));
  if (!found) {
    throw new Error(
      "PostgreSQL's server binaries (initdb, pg_ctl) were not found (looked in `pg_config --bindir` and " +
        "/usr/lib/postgresql/*/bin). The PostgreSQL store's tests need a real server: install it with " +
        "`apt-get install postgresql` (.ci/run does this).",
    );
  }
  return found;
}

/** As root the cluster runs as the `postgres` system user; otherwise as the current user. */
function clusterOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    throw new Error(
      "running as root, the PostgreSQL tests need the `postgres` system user (made by the postgresql package)",
    );
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
