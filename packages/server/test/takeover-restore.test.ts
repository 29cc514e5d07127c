/**
 * A table taken over from a process that died (issue 21) is seen by nobody before its log is restored
 * (tables/registry.ts): a hello, a table's info and the lobby asked of the new owner while it loads the log
 * wait for the restore, or don't list the table yet; a load that fails leaves nothing behind, its waiters
 * get a clear 503 `unavailable`, and its lease is let go at once: another process takes the table over
 * then (or this one again, later), not once the lease runs out. Real server processes on PostgreSQL and
 * Redis; the new owner's read of the log is held by a lock on the `inputs` table taken in a transaction of
 * the test's, and made to fail by renaming that table under the lock, or by a lock timeout.
 */
import type { TableInfo } from "@roundtable/protocol";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { sharedServices } from "./support/services.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient, until } from "./support/wsClient.ts";

const services = sharedServices();
const servers: ServerProcess[] = [];
const clients: TestClient[] = [];
/** The test's own connections to PostgreSQL (the lock's). */
const locks: pg.Client[] = [];

afterEach(async () => {
  for (const l of locks.splice(0)) await l.end();
  for (const c of clients.splice(0)) await c.close();
  for (const s of servers.splice(0)) await s.stop();
});

/**
 * A process on `db`: the first owner's lease is a second (it dies, and its table moves once that runs out);
 * the heir's three, renewed while the test holds its read of the log.
 */
async function startServer(db: string, lease: number): Promise<ServerProcess> {
  const s = await startProcess([
    ...["--db", db, "--redis", services.redis.url, "--lease", String(lease)],
    ...["--bot-delay", "2", "--log-level", "info"],
  ]);
  servers.push(s);
  return s;
}

/** Whether the process has logged `msg` about table `id`. */
function logged(s: ServerProcess, msg: string, id: string): boolean {
  return s.logs.some((line) => line.includes(`"msg":"${msg}"`) && line.includes(`"table":"${id}"`));
}

/** The request settled by now, or `pending`. */
async function settled<T>(p: Promise<T>, ms: number): Promise<T | "pending"> {
  return Promise.race([p, new Promise<"pending">((r) => setTimeout(() => r("pending"), ms))]);
}

/**
 * A table of one person and two bots on a first process, played to seq 10 or more (then the person goes:
 * the game waits for them), an heir started, the `inputs` table locked (the heir's read of the log waits
 * for the lock) and the first process killed with SIGKILL; the log's length read under the lock, once the
 * heir says it is taking the table over.
 */
async function heirLoading(): Promise<{ heir: ServerProcess; id: string; logged: number; lock: pg.Client }> {
  const db = await services.pg.createDatabase();
  const { first, id } = await gameUnderWay(db);
  const heir = await startServer(db, 3000);
  const lock = await lockInputs(db);
  first.child.kill("SIGKILL");
  await new Promise((r) => first.child.once("exit", r));
  const { rows } = await lock.query<{ n: string }>("SELECT count(*) AS n FROM inputs WHERE table_id = $1", [
    id,
  ]);
  await until(() => logged(heir, "table taken over", id), "the heir taking the table over", 20_000);
  return { heir, id, logged: Number(rows[0].n), lock };
}

/** A first process on `db` (a lease of a second) with a game at seq 10 or more, waiting for its person. */
async function gameUnderWay(db: string): Promise<{ first: ServerProcess; id: string }> {
  const first = await startServer(db, 1000);
  const { id } = await createTable(first.http, {
    variant: "free-for-all",
    players: 3,
    seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }],
  });
  const { seat, token } = await joinSeat(first.http, id, "Ann");
  const client = await TestClient.open(first.ws);
  clients.push(client);
  const player = new AutoPlayer(client, seat);
  client.send({ type: "hello", protocol: 1, table: id, token });
  await until(() => player.seq >= 10, "the game under way");
  await client.close();
  return { first, id };
}

/**
 * The `inputs` table locked in a transaction of the test's (before the first process dies): an heir's read
 * of the log, whenever it comes, waits for this lock.
 */
async function lockInputs(db: string): Promise<pg.Client> {
  const lock = new pg.Client({ connectionString: db });
  lock.on("error", () => {}); // PostgreSQL stopped under it after a failed test
  locks.push(lock);
  await lock.connect();
  await lock.query("BEGIN");
  await lock.query("LOCK TABLE inputs IN ACCESS EXCLUSIVE MODE");
  return lock;
}

/** A connection to `s` that has said hello to table `id`, as a spectator. */
async function hello(s: ServerProcess, id: string): Promise<TestClient> {
  const c = await TestClient.open(s.ws);
  clients.push(c);
  c.send({ type: "hello", protocol: 1, table: id });
  return c;
}

const lobbyIds = async (s: ServerProcess) => {
  const lobby = (await api<{ waiting: TableInfo[]; playing: TableInfo[] }>(s.http, "GET", "/api/tables"))
    .body;
  return [...lobby.waiting, ...lobby.playing].map((t) => t.id);
};

describe("a table taken over is seen only once restored (registry.load)", () => {
  it("a hello and the table's info wait for its log to be restored, and the lobby lists it only then", async () => {
    const { heir, id, logged: n, lock } = await heirLoading();
    expect(n).toBeGreaterThanOrEqual(10);
    const client = await hello(heir, id);
    const info = api<TableInfo>(heir.http, "GET", `/api/tables/${id}`);
    expect(await settled(info, 500)).toBe("pending");
    expect(client.messages).toEqual([]);
    expect(await lobbyIds(heir)).not.toContain(id);
    await lock.query("COMMIT");
    const welcome = (await client.next(() => true, "the welcome")) as Message & {
      seq: number;
      view: unknown;
    };
    expect(welcome.type).toBe("welcome");
    expect(welcome.seq).toBeGreaterThanOrEqual(n);
    expect(welcome.view).not.toBeNull();
    const answered = await info;
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ id, status: "playing" });
    expect(answered.body.seq).toBeGreaterThanOrEqual(n);
    expect(await lobbyIds(heir)).toContain(id);
  }, 120_000);

  it("a load that fails: its waiters get a 503 `unavailable`, nothing is registered, and the table is taken over again", async () => {
    const { heir, id, logged: n, lock } = await heirLoading();
    const client = await hello(heir, id);
    const info = api<{ error: { code: string; message: string } }>(heir.http, "GET", `/api/tables/${id}`);
    expect(await settled(info, 300)).toBe("pending");
    // The heir's read of the log finds no `inputs` table once the lock is let go.
    await lock.query("ALTER TABLE inputs RENAME TO inputs_away");
    await lock.query("COMMIT");
    const failed = await info;
    expect(failed.status).toBe(503);
    expect(failed.body.error.code).toBe("unavailable");
    // The first failure: the heir tries its load again no sooner than a second from now (loadBackoff.ts).
    expect(failed.body.error.message).toBe(`the table "${id}" could not be loaded: try again in 1 s`);
    expect(failed.headers["retry-after"]).toBe("1");
    const refused = await client.next(() => true, "the hello's answer");
    expect(refused).toMatchObject({ type: "error", code: "unavailable" });
    expect(await lobbyIds(heir)).not.toContain(id);
    await lock.query("ALTER TABLE inputs_away RENAME TO inputs");
    // Its lease was let go: asked again, the heir (the only process left) takes the table over again.
    await until(
      async () => (await api<TableInfo>(heir.http, "GET", `/api/tables/${id}`)).status === 200,
      "the table taken over again",
      30_000,
    );
    const again = (await api<TableInfo>(heir.http, "GET", `/api/tables/${id}`)).body;
    expect(again.seq).toBeGreaterThanOrEqual(n);
  }, 120_000);

  it("a takeover that fails lets the lease go at once: another process takes the table over, long before the lease would run out", async () => {
    const db = await services.pg.createDatabase();
    // Heir `a` connects as a role whose statements give up after waiting 300 ms for a lock: its read of the
    // log fails while the test holds the lock. Heir `b` waits for the lock.
    const admin = new pg.Client({ connectionString: db });
    await admin.connect();
    await admin.query("CREATE ROLE impatient SUPERUSER LOGIN");
    await admin.query("ALTER ROLE impatient SET lock_timeout = '300ms'");
    await admin.end();
    const { first, id } = await gameUnderWay(db);
    // Leases of a minute: the table moves on within seconds only if the failed takeover lets its lease go.
    const a = await startServer(db.replace("//postgres@", "//impatient@"), 60_000);
    const b = await startServer(db, 60_000);
    const lock = await lockInputs(db);
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));
    // Once the dead process's lease has run out (a second), `a` is asked: it takes the table over, and its
    // read of the log fails.
    const failed = new RegExp(`^the table "${id}" could not be loaded: try again in [0-9]+ s$`);
    await until(
      async () => {
        const r = await api<{ error?: { message: string } }>(a.http, "GET", `/api/tables/${id}`);
        return r.status === 503 && failed.test(r.body.error?.message ?? "");
      },
      "a's takeover failing",
      20_000,
    );
    await lock.query("COMMIT");
    // `b` takes it over at once (it has heard of the failure), and answers from its log.
    const started = Date.now();
    await until(
      async () => (await api<TableInfo>(b.http, "GET", `/api/tables/${id}`)).status === 200,
      "b taking the table over",
      15_000,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    const moved = (await api<TableInfo>(a.http, "GET", `/api/tables/${id}`)).body;
    expect(moved).toMatchObject({ id, status: "playing", owner: b.http });
    expect(moved.seq).toBeGreaterThanOrEqual(10);
    expect(logged(b, "table taken over", id)).toBe(true);
    expect(logged(a, "taking over the table failed: its lease is let go", id)).toBe(true);
  }, 120_000);
});
