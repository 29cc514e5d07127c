/**
 * Issue 21: several table-server processes sharing one PostgreSQL (the games' logs) and one Redis (presence
 * and leases), all real servers on loopback. Tables spread over the processes; a client may call any
 * process (its requests and its WebSocket reach the table's owner); a process killed with SIGKILL has its
 * tables taken over by the others once their leases run out, at the hash of their logs; a process stopped
 * cleanly lets its tables go at once. Every game ends with a record that replays to its hash, and its log
 * has each sequence number once.
 */
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CPU_BAND } from "../src/cluster/load.ts";
import { ownerUnreachable, placedUnreachable } from "../src/http/errors.ts";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { type PgCluster, startPostgres } from "./support/postgres.ts";
import { type RedisServer, startRedis } from "./support/redis.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient, until } from "./support/wsClient.ts";

const LEASE_MS = 1000;

let pgCluster: PgCluster;
let redis: RedisServer;
let db: string;
const servers: ServerProcess[] = [];
const clients: TestClient[] = [];

beforeAll(async () => {
  [pgCluster, redis] = await Promise.all([startPostgres(), startRedis()]);
  db = await pgCluster.createDatabase();
}, 120_000);

afterAll(async () => {
  for (const c of clients) await c.close();
  for (const s of servers) await s.stop();
  await redis?.stop();
  await pgCluster?.stop();
});

async function startServer(lease = LEASE_MS): Promise<ServerProcess> {
  const s = await startProcess([
    ...["--db", db, "--redis", redis.url, "--lease", String(lease)],
    ...["--bot-delay", "2", "--checkpoint-every", "50", "--log-level", "warn"],
  ]);
  servers.push(s);
  return s;
}

const alive = () => servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null);

// A test that failed leaves its processes running, in the Redis the next test shares: they would take its
// tables. Each test stops what it started (a paused process is woken first, or it wouldn't hear SIGTERM).
// A failed test prints its processes' warnings and errors (pino levels 40 and up): what failed in them.
afterEach(async (ctx) => {
  if (ctx.task.result?.state === "fail")
    for (const [i, s] of servers.entries())
      for (const line of s.logs) if (/"level":(4|5|6)\d/.test(line)) console.error(`process ${i}: ${line}`);
  for (const s of alive()) {
    s.child.kill("SIGCONT");
    await s.stop();
  }
});

/**
 * A person at a table who plays by themself (AutoPlayer) through whichever process they are connected to;
 * when that connection closes (its process died, or the table moved), they reconnect through the next
 * live process with the last seq they saw, as the web table does.
 */
class Roamer {
  player!: AutoPlayer;
  /** Every error message, over every connection. */
  readonly errors: Message[] = [];
  reconnects = 0;
  private done = false;

  constructor(
    readonly table: string,
    readonly seat: number,
    readonly token: string,
  ) {}

  async connect(via: ServerProcess, lastSeq?: number): Promise<void> {
    const client = await TestClient.open(via.ws);
    clients.push(client);
    const before = this.player;
    this.player = new AutoPlayer(client, this.seat);
    if (before !== undefined && before.seq > this.player.seq) this.player.seq = before.seq;
    client.socket.on("message", (data) => {
      const m = JSON.parse(String(data)) as Message;
      if (m.type === "error") this.errors.push(m);
    });
    client.socket.on("close", () => {
      if (this.done || this.player.over()) return;
      this.reconnects++;
      setTimeout(() => this.reconnect(), 100);
    });
    client.send({
      type: "hello",
      protocol: 1,
      table: this.table,
      token: this.token,
      ...(lastSeq === undefined ? {} : { lastSeq }),
    });
  }

  stop(): void {
    this.done = true;
  }

  private reconnect(): void {
    const live = alive();
    const via = live[this.reconnects % live.length];
    this.connect(via, this.player.seq >= 0 ? this.player.seq : undefined).catch(() => {
      this.reconnects++;
      setTimeout(() => this.reconnect(), 200);
    });
  }
}

async function owners(): Promise<Map<string, string>> {
  return new Map([...(await stored()).entries()].map(([id, r]) => [id, r.owner]));
}

/** Every table's owner and status, as PostgreSQL has them. */
async function stored(): Promise<Map<string, { owner: string; status: string }>> {
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; owner: string; status: string }>(
      "SELECT id, owner, status FROM tables",
    );
    return new Map(rows.map((r) => [r.id, { owner: r.owner, status: r.status }]));
  } finally {
    await client.end();
  }
}

/** The table's log in PostgreSQL: its sequence numbers, in order. */
async function loggedSeqs(table: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: db });
  await client.connect();
  try {
    const { rows } = await client.query<{ seq: number }>(
      "SELECT seq FROM inputs WHERE table_id = $1 ORDER BY seq",
      [table],
    );
    return rows.map((r) => Number(r.seq));
  } finally {
    await client.end();
  }
}

async function infoOf(table: string): Promise<TableInfo | null> {
  for (const s of alive()) {
    try {
      const r = await api<TableInfo>(s.http, "GET", `/api/tables/${table}`);
      if (r.status === 200) return r.body;
    } catch {
      // that process may be dying: ask the next
    }
  }
  return null;
}

/** Every game over, then each record (from any live process) replays to its hash; each log is 1…n once. */
async function everyGameEnds(tables: string[], people: Roamer[]): Promise<void> {
  for (const t of tables) {
    // A game goes on as long as its log grows; it must not stand still for 20 s.
    let last = { seq: -1, at: Date.now() };
    for (;;) {
      const info = await infoOf(t);
      if (info?.status === "over") break;
      if (info !== null && info.seq !== last.seq) last = { seq: info.seq, at: Date.now() };
      if (Date.now() - last.at > 20_000) {
        // Every person at the table, and what each last saw: which of them the game waits for.
        const seen = people
          .filter((x) => x.table === t)
          .map(
            (p) =>
              `seat ${p.seat}: seq ${p.player.seq}, ${p.reconnects} reconnects, errors ${JSON.stringify(p.errors)}`,
          );
        throw new Error(
          `table ${t} stands still at seq ${info?.seq} (${info?.status}); its people: ${seen.join("; ")}`,
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  for (const [i, t] of tables.entries()) {
    const via = alive()[i % alive().length];
    const record = (await api<GameRecord>(via.http, "GET", `/api/games/${t}/record`)).body;
    expect(Game.replay(cardDb, record, { events: false }).hash()).toBe(record.hash);
    const seqs = await loggedSeqs(t);
    expect(seqs).toEqual(Array.from({ length: record.inputs.length }, (_, k) => k + 1));
  }
}

/** This process's name (the owner of its tables). */
const instanceOf = async (p: ServerProcess) =>
  (await api<{ instance: string }>(p.http, "GET", "/api/health")).body.instance;

/** Two server processes on a fresh database, and each by its name (the owner of its tables). */
async function twoServers(): Promise<{
  a: ServerProcess;
  b: ServerProcess;
  byInstance: Map<string, ServerProcess>;
}> {
  db = await pgCluster.createDatabase();
  const a = await startServer();
  const b = await startServer();
  const byInstance = new Map([
    [await instanceOf(a), a],
    [await instanceOf(b), b],
  ]);
  return { a, b, byInstance };
}

/** `n` tables of THREE_PLAYERS created through `create`, each seat taken and played through `play`. */
async function seatedTables(
  n: number,
  name: string,
  create: ServerProcess,
  play: ServerProcess,
): Promise<{ tables: string[]; people: Roamer[] }> {
  const tables: string[] = [];
  const people: Roamer[] = [];
  for (let i = 0; i < n; i++) {
    const id = (await createTable(create.http, { ...THREE_PLAYERS, settings: { name: `${name}${i}` } })).id;
    tables.push(id);
    const { seat, token } = await joinSeat(play.http, id, `${name}${i}`);
    const person = new Roamer(id, seat, token);
    await person.connect(play);
    people.push(person);
  }
  return { tables, people };
}

const THREE_PLAYERS = {
  variant: "free-for-all",
  players: 3,
  seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }],
};
const FOUR_OPEN = {
  variant: "free-for-all",
  players: 4,
  seats: Array.from({ length: 4 }, () => ({ kind: "open" })),
};
const BOTS_ONLY = {
  variant: "free-for-all",
  players: 3,
  seats: [{ kind: "bot" }, { kind: "bot" }, { kind: "bot" }],
};

describe("several server processes (issue 21)", () => {
  it("tables spread over three processes, reached through any; kill -9 of an owner: its tables move on and every game ends", async () => {
    const [a, b, c] = [await startServer(), await startServer(), await startServer()];
    const procs = [a, b, c];
    const tables: string[] = [];
    const people: Roamer[] = [];
    for (let i = 0; i < 6; i++) {
      const created = await createTable(procs[i % 3].http, { ...THREE_PLAYERS, settings: { name: `T${i}` } });
      tables.push(created.id);
    }
    for (let i = 0; i < 2; i++)
      tables.push((await createTable(procs[i].http, { ...BOTS_ONLY, settings: { name: `B${i}` } })).id);

    // Placed on the least loaded process: all three own tables.
    const placed = await owners();
    expect(new Set(tables.map((t) => placed.get(t))).size).toBe(3);
    // Every process's lobby lists every waiting table.
    for (const p of procs) {
      const lobby = (await api<{ waiting: TableInfo[] }>(p.http, "GET", "/api/tables")).body;
      expect(lobby.waiting.map((t) => t.id).sort()).toEqual(tables.slice(0, 6).sort());
    }
    // Seats taken through one process, played through another.
    for (let i = 0; i < 6; i++) {
      const { seat, token } = await joinSeat(procs[(i + 1) % 3].http, tables[i], `P${i}`);
      const person = new Roamer(tables[i], seat, token);
      await person.connect(procs[(i + 2) % 3]);
      people.push(person);
    }
    await until(() => people.every((p) => p.player.seq >= 20), "every game under way");

    // kill -9 the process owning the most tables.
    const count = new Map<string, number>();
    for (const t of tables) count.set(placed.get(t)!, (count.get(placed.get(t)!) ?? 0) + 1);
    const victimId = [...count.entries()].sort((x, y) => y[1] - x[1])[0][0];
    const ids = await Promise.all(procs.map(instanceOf));
    const victim = procs[ids.indexOf(victimId)];
    victim.child.kill("SIGKILL");
    await new Promise((r) => victim.child.once("exit", r));
    // The victim's tables still in play as it died, as the store has them once it is dead: a game it ended
    // before the kill (a bots-only game may be over by then on a busy machine) is over there, and a finished
    // table isn't taken over, nor needs to be; the others can't change in the store before a lease runs out
    // and another process takes them over. (Looked up before the kill, a game ending in between would count.)
    const atKill = await stored();
    const playing = tables.filter((t) => placed.get(t) === victimId && atKill.get(t)?.status !== "over");
    expect(playing.length).toBeGreaterThan(0);

    await everyGameEnds(tables, people);
    const after = await owners();
    for (const t of playing) expect(after.get(t)).not.toBe(victimId);
    for (const p of people) {
      p.stop();
      expect(p.errors.filter((e) => e.code !== "unavailable")).toEqual([]);
    }
    expect(people.some((p) => p.reconnects > 0)).toBe(true);
    for (const p of alive()) await p.stop();
  }, 240_000);

  it("a rolling restart: a process stopped cleanly lets its tables go, and the other takes them at once (not when a lease runs out); started again, it gets the next tables", async () => {
    db = await pgCluster.createDatabase();
    // Leases of a minute: the games can go on only if the stopped process's tables are taken at once.
    const a = await startServer(60_000);
    const b = await startServer(60_000);
    const [idA, idB] = [await instanceOf(a), await instanceOf(b)];
    const { tables, people } = await seatedTables(4, "R", a, b);
    const placed = await owners();
    expect(new Set(tables.map((t) => placed.get(t)))).toEqual(new Set([idA, idB]));
    await until(() => people.every((p) => p.player.seq >= 20), "every game under way");
    await a.stop();
    await everyGameEnds(tables, people);
    const after = await owners();
    for (const t of tables) if (placed.get(t) === idA) expect(after.get(t)).toBe(idB);
    // A back: the least loaded process, it gets the next table.
    const again = await startServer(60_000);
    const next = (await createTable(b.http, { ...BOTS_ONLY, settings: { name: "next" } })).id;
    expect((await owners()).get(next)).toBe(await instanceOf(again));
    await everyGameEnds([next], []);
    for (const p of people) p.stop();
    for (const p of alive()) await p.stop();
  }, 240_000);

  it("a process paused past its leases (SIGSTOP): the others take its tables; woken, it lets them go and forks no log", async () => {
    db = await pgCluster.createDatabase();
    const a = await startServer();
    const b = await startServer();
    const { tables, people } = await seatedTables(4, "S", b, b);
    await until(() => people.every((p) => p.player.seq >= 10), "every game under way");
    const idA = await instanceOf(a);
    const before = await owners();
    expect(tables.filter((t) => before.get(t) === idA).length).toBeGreaterThan(0);
    a.child.kill("SIGSTOP");
    // B takes A's tables once their leases run out; the people connected through B follow.
    await until(async () => {
      const o = await owners();
      return tables.every((t) => o.get(t) !== idA);
    }, "A's tables taken over");
    await new Promise((r) => setTimeout(r, 1500));
    a.child.kill("SIGCONT");
    await everyGameEnds(tables, people);
    for (const p of people) {
      p.stop();
      expect(p.errors.filter((e) => e.code !== "unavailable")).toEqual([]);
    }
    await a.stop();
    await b.stop();
  }, 240_000);

  it("clients told the owner's address (the HTTP answers' owner) connect there directly; clients that aren't are relayed; both play", async () => {
    const { a, b, byInstance } = await twoServers();
    const TWO_OPEN = {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }],
    };
    const tables: string[] = [];
    const people: Roamer[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await createTable(a.http, { ...TWO_OPEN, settings: { name: `D${i}` } });
      const owner = byInstance.get((await owners()).get(created.id)!)!;
      const other = owner === a ? b : a;
      // Every answer that names the table names its owner: the create, the table's info and the lobby,
      // from either process, and the join.
      expect(created.table.owner).toBe(owner.http);
      for (const via of [a, b]) {
        expect((await api<TableInfo>(via.http, "GET", `/api/tables/${created.id}`)).body.owner).toBe(
          owner.http,
        );
        const lobby = (await api<{ waiting: TableInfo[] }>(via.http, "GET", "/api/tables")).body.waiting;
        expect(lobby.find((t) => t.id === created.id)?.owner).toBe(owner.http);
      }
      const direct = (
        await api<{ seat: number; token: string; owner: string }>(
          other.http,
          "POST",
          `/api/tables/${created.id}/seats`,
          {
            name: "direct",
          },
        )
      ).body;
      expect(direct.owner).toBe(owner.http);
      const relayed = await joinSeat(other.http, created.id, "relayed");
      // One connects where it was told; the other to the process it asked, which relays it.
      const person = new Roamer(created.id, direct.seat, direct.token);
      await person.connect([a, b].find((p) => p.http === direct.owner)!);
      const relayedPerson = new Roamer(created.id, relayed.seat, relayed.token);
      await relayedPerson.connect(other);
      tables.push(created.id);
      people.push(person, relayedPerson);
    }
    await everyGameEnds(tables, people);
    for (const p of people) {
      p.stop();
      expect(p.errors).toEqual([]);
      expect(p.reconnects).toBe(0);
    }
    await a.stop();
    await b.stop();
  }, 240_000);

  it("a seat given up before the start closes its relayed connection as the owner closes it (1000 and the reason, not 1012): the client doesn't come back with a token that is no longer the table's", async () => {
    const { a, b, byInstance } = await twoServers();
    const created = await createTable(a.http, {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }],
    });
    const owner = byInstance.get((await owners()).get(created.id)!)!;
    const other = owner === a ? b : a;
    const ben = await joinSeat(other.http, created.id, "Ben");
    const relayed = await TestClient.open(other.ws);
    clients.push(relayed);
    relayed.send({ type: "hello", protocol: 1, table: created.id, token: ben.token });
    await relayed.nextOf("welcome");
    const closing = new Promise<[number, string]>((resolve) =>
      relayed.socket.once("close", (code, reason) => resolve([code, reason.toString()])),
    );
    const left = await api(other.http, "POST", `/api/tables/${created.id}/leave`, undefined, ben.token);
    expect(left.status).toBe(200);
    const [code, reason] = await closing;
    expect(code).toBe(1000);
    expect(reason).toContain("was given up");
    // The table stays where it was: a 1012 would have sent the client back with the dead token.
    expect((await owners()).get(created.id)).toBe(await instanceOf(owner));
    await a.stop();
    await b.stop();
  }, 120_000);

  it("a table whose owner died is a 503 owner-unreachable through the others until its lease runs out (not a 500); a new table placed on the dead process is made where it was asked for", async () => {
    db = await pgCluster.createDatabase();
    // Leases of a minute: the dead owner's table stays its own for the whole test.
    const a = await startServer(60_000);
    const b = await startServer(60_000);
    const ids = new Map([
      [await instanceOf(a), a],
      [await instanceOf(b), b],
    ]);
    const created = await createTable(a.http, { ...FOUR_OPEN, settings: { name: "orphan" } });
    const owner = ids.get((await owners()).get(created.id)!)!;
    const other = owner === a ? b : a;
    owner.child.kill("SIGKILL");
    await new Promise((r) => owner.child.once("exit", r));
    const res = await fetch(`${other.http}/api/tables/${created.id}`);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("1");
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "owner-unreachable",
      message: ownerUnreachable(owner.http),
      sent: false, // refused: the owner never heard of it, so the client may send it again
    });
    // Meanwhile the dead process, still among the live ones, may be chosen for a new table (it has the
    // fewer seats once `other` holds some): refusing the connection, it never heard of the table, which
    // is made where it was asked for.
    for (let i = 0; i < 3; i++) {
      const t = await createTable(other.http, { ...FOUR_OPEN, settings: { name: `new ${i}` } });
      expect(t.table.owner).toBe(other.http);
    }
    await other.stop();
    // The dead process's presence would outlive this test by its minute-long lease, and the next tests'
    // processes would place tables on it: no process is left, so Redis is emptied.
    const r = new Redis(redis.url);
    await r.flushall();
    await r.quit();
  }, 120_000);

  it("a new table placed on a process that stops answering after it was sent (SIGSTOP) is a 503 that says it may have been made there, and no sent: false; woken, that process makes it", async () => {
    db = await pgCluster.createDatabase();
    // Leases of a minute: the paused process stays live, and placeable, for the whole test.
    const a = await startServer(60_000);
    const b = await startServer(60_000);
    const idB = await instanceOf(b);
    b.child.kill("SIGSTOP");
    // Tables asked for through A go to the process with fewer seats: B, once A holds one (or at once).
    let refused: {
      status: number;
      body: { error?: { code: string; message: string; sent?: boolean } };
    } | null = null;
    for (let i = 0; i < 3 && refused === null; i++) {
      const r = await api<{ error?: { code: string; message: string; sent?: boolean } }>(
        a.http,
        "POST",
        "/api/tables",
        { ...FOUR_OPEN, settings: { name: `paused ${i}` } },
      );
      if (r.status !== 201) refused = r;
    }
    expect(refused?.status).toBe(503);
    // The connection was accepted (the kernel's, while B is paused) and the request sent: B may act on it.
    expect(refused?.body.error).toEqual({ code: "owner-unreachable", message: placedUnreachable(b.http) });
    b.child.kill("SIGCONT");
    await until(async () => [...(await owners()).values()].includes(idB), "B made the table once woken");
    await a.stop();
    await b.stop();
  }, 120_000);

  it("placement by kind: a big table's process gets no new small table while another process holds no big one, though that one has more seats; once both hold one, seats decide again", async () => {
    const { a, b, byInstance: ids } = await twoServers();
    const GM20 = {
      variant: "grand-melee",
      players: 20,
      seats: Array.from({ length: 20 }, () => ({ kind: "open" })),
    };
    const big = await createTable(a.http, { ...GM20, settings: { name: "big" } });
    const bigOwner = (await owners()).get(big.id)!;
    const other = [...ids.keys()].find((id) => id !== bigOwner)!;
    // Six four-seat tables (24 seats, more than the big table's 20), asked for through either process.
    const small: string[] = [];
    for (let i = 0; i < 6; i++)
      small.push(
        (await createTable([a, b][i % 2].http, { ...FOUR_OPEN, settings: { name: `small ${i}` } })).id,
      );
    // Asked for through the big table's own process, which by seats alone would be the lighter.
    small.push((await createTable(ids.get(bigOwner)!.http, { ...FOUR_OPEN, settings: { name: "more" } })).id);
    let placed = await owners();
    for (const t of small) expect(placed.get(t)).toBe(other);
    // A second big table prefers the process holding none, though it has more seats.
    const second = await createTable(ids.get(bigOwner)!.http, { ...GM20, settings: { name: "second" } });
    placed = await owners();
    expect(placed.get(second.id)).toBe(other);
    // Both hold a big table now: the fewer seats decide (the first's 20 against 28 + 20).
    const next = await createTable(ids.get(other)!.http, { ...FOUR_OPEN, settings: { name: "next" } });
    expect((await owners()).get(next.id)).toBe(bigOwner);
    await a.stop();
    await b.stop();
  }, 120_000);

  it("between processes that each hold a big table, one whose CPU its big table keeps busy gets no new tables, though it has fewer seats (load.ts: CPU, then seats)", async () => {
    db = await pgCluster.createDatabase();
    const a = await startServer();
    const b = await startServer();
    const [idA, idB] = [await instanceOf(a), await instanceOf(b)];
    // Sixteen bots play a Grand Melee on a (its worker thread busy); a Grand Melee of twenty open seats
    // waits on b (a big table goes to the process holding none).
    const big = await createTable(a.http, {
      variant: "grand-melee",
      players: 16,
      seats: Array.from({ length: 16 }, () => ({ kind: "bot", bot: "random" })),
      settings: { name: "busy", botDelayMs: 0 },
    });
    const waiting = await createTable(a.http, {
      variant: "grand-melee",
      players: 20,
      seats: Array.from({ length: 20 }, () => ({ kind: "open" })),
      settings: { name: "waiting" },
    });
    const placed = await owners();
    expect(placed.get(big.id)).toBe(idA);
    expect(placed.get(waiting.id)).toBe(idB);
    // By seats a (16) would take the next table from b (20); by CPU, b does once a's share is clearly higher.
    const presence = new Redis(redis.url);
    const load = async (id: string) => JSON.parse((await presence.get(`rt:proc:${id}`)) ?? "null");
    try {
      await until(async () => {
        const [la, lb] = [await load(idA), await load(idB)];
        return la.cpu > lb.cpu + CPU_BAND && la.seats < lb.seats;
      }, "the busy process's CPU share to pass the idle one's");
      const next = await createTable(a.http, { ...FOUR_OPEN, settings: { name: "next" } });
      expect((await owners()).get(next.id)).toBe(idB);
    } finally {
      presence.disconnect();
    }
    await a.stop();
    await b.stop();
  }, 120_000);
});
