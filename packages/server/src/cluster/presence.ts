/**
 * Presence in Redis (issue 21): which server processes are alive, where each can be reached, how loaded it
 * is, and which process owns which table, under a lease the owner renews.
 *
 * Keys (prefix `rt:`):
 * - `rt:proc:<id>` — a live process: `{ id, url, tables, seats, bigTables, cpu }` as JSON, expiring after the lease unless
 *   its heartbeat renews it. `url` is where the other processes reach it (`--advertise`).
 * - `rt:owner:<table>` — the id of the process that owns the table, expiring after the lease unless the
 *   owner renews it. Taken with SET NX (one owner at a time); renewed and released only by its holder
 *   (compare-and-set scripts), so a process that lost a lease can neither renew nor release another's.
 * - channel `rt:released` — a table id, published when its owner lets it go cleanly (a rolling restart),
 *   so that another process takes it over at once instead of when the lease would have run out.
 * - channel `rt:failed` — `{ table, by }` as JSON, published by a process whose takeover of a table failed
 *   (it could not load it) as it lets the lease go: another process (not `by`) takes the table over at once.
 * - channel `rt:rematch` — `{ table, rematch }` as JSON, published by the process that made a finished
 *   table's rematch: every process holding a copy of the finished table (any process may load one, for
 *   the connections it got) names the rematch and tells those connections at once.
 * - channel `rt:chat` — `{ table, line, by }` as JSON, published by the process where a chat line was said
 *   (stored already): every other process holding a copy of the table sends it to those of its connections
 *   who may read it.
 */
import { Redis } from "ioredis";
import type { ChatRow } from "../store/types.ts";

const PREFIX = "rt:";
const procKey = (id: string) => `${PREFIX}proc:${id}`;
const ownerKey = (table: string) => `${PREFIX}owner:${table}`;
const RELEASED = `${PREFIX}released`;
const REMATCH = `${PREFIX}rematch`;
const FAILED = `${PREFIX}failed`;
const CHAT = `${PREFIX}chat`;

/** Renews each lease held by ARGV[1] for ARGV[2] ms; returns the tables whose lease it no longer holds. */
const RENEW = `
local lost = {}
for i, key in ipairs(KEYS) do
  if redis.call("GET", key) == ARGV[1] then
    redis.call("PEXPIRE", key, ARGV[2])
  else
    table.insert(lost, i)
  end
end
return lost`;

/** Deletes the lease KEYS[1] if ARGV[1] holds it; 1 if it did. */
const RELEASE = `
if redis.call("GET", KEYS[1]) == ARGV[1] then
  return redis.call("DEL", KEYS[1])
end
return 0`;

/** A live process as its heartbeat describes it. */
export interface ProcessInfo {
  id: string;
  /** Where the other processes reach it: `http://host:port`. */
  url: string;
  /** Tables it owns. */
  tables: number;
  /** Seats at its tables that are playing or waiting (bots included). */
  seats: number;
  /**
   * Its big tables playing or waiting: those whose game runs in a worker thread (tables/cores.ts: at least
   * `--worker-players` players, or a search bot). New tables keep off a process holding one (load.ts).
   */
  bigTables: number;
  /**
   * The CPUs it kept busy lately, all its threads (a big table's worker thread too): 0.5 is half of one
   * CPU. Averaged over the last few heartbeats (cluster/load.ts).
   */
  cpu: number;
}

export class Presence {
  private readonly redis: Redis;
  /** The connection that listens on the channels (a subscribed connection can do nothing else). */
  private subscriber: Redis | null = null;
  /** What is done with each channel's messages. */
  private readonly heard = new Map<string, (message: string) => void>();

  constructor(
    url: string,
    /** This process. */
    readonly self: { id: string; url: string },
    /** How long a lease or a heartbeat lasts without renewal, in ms. */
    readonly leaseMs: number,
  ) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.redis.defineCommand("renewLeases", { lua: RENEW });
    this.redis.defineCommand("releaseLease", { numberOfKeys: 1, lua: RELEASE });
  }

  /** Connects; fails with a message naming the URL when Redis can't be reached. */
  async connect(): Promise<void> {
    try {
      await this.redis.connect();
      await this.redis.ping();
    } catch (e) {
      this.redis.disconnect();
      throw new Error(`--redis: cannot reach Redis (${(e as Error).message})`);
    }
  }

  /** Announces this process (and its load) until the lease's time runs out. */
  async heartbeat(load: Omit<ProcessInfo, "id" | "url">): Promise<void> {
    const info: ProcessInfo = { ...this.self, ...load };
    await this.redis.set(procKey(this.self.id), JSON.stringify(info), "PX", this.leaseMs);
  }

  /** Every live process, this one included. */
  async processes(): Promise<ProcessInfo[]> {
    const keys: string[] = [];
    let cursor = "0";
    do {
      const [next, found] = await this.redis.scan(cursor, "MATCH", `${PREFIX}proc:*`, "COUNT", 200);
      cursor = next;
      keys.push(...found);
    } while (cursor !== "0");
    if (keys.length === 0) return [];
    const values = await this.redis.mget(keys);
    return values.filter((v): v is string => v !== null).map((v) => JSON.parse(v) as ProcessInfo);
  }

  /** A live process by id, or null when it has no heartbeat. */
  async process(id: string): Promise<ProcessInfo | null> {
    const v = await this.redis.get(procKey(id));
    return v === null ? null : (JSON.parse(v) as ProcessInfo);
  }

  /** Takes the table's lease if no one holds it; true if this process holds it now. */
  async acquire(table: string): Promise<boolean> {
    const ok = await this.redis.set(ownerKey(table), this.self.id, "PX", this.leaseMs, "NX");
    if (ok === "OK") return true;
    return (await this.redis.get(ownerKey(table))) === this.self.id;
  }

  /** Who holds the table's lease (a process id), or null. */
  owner(table: string): Promise<string | null> {
    return this.redis.get(ownerKey(table));
  }

  /** Renews the leases of these tables; returns those this process no longer holds. */
  async renew(tables: readonly string[]): Promise<string[]> {
    if (tables.length === 0) return [];
    const lost = (await (
      this.redis as unknown as { renewLeases(n: number, ...args: (string | number)[]): Promise<number[]> }
    ).renewLeases(tables.length, ...tables.map(ownerKey), this.self.id, this.leaseMs)) as number[];
    return lost.map((i) => tables[i - 1]);
  }

  /**
   * Lets the table go (if this process holds it) and tells the others, who may take it at once: as a table
   * let go (`released`), as one this process failed to take over (`failed`), or not at all (`quiet`).
   */
  async release(table: string, say: "released" | "failed" | "quiet" = "released"): Promise<void> {
    const released = await (
      this.redis as unknown as { releaseLease(key: string, me: string): Promise<number> }
    ).releaseLease(ownerKey(table), this.self.id);
    if (released !== 1 || say === "quiet") return;
    if (say === "released") await this.redis.publish(RELEASED, table);
    else await this.redis.publish(FAILED, JSON.stringify({ table, by: this.self.id }));
  }

  /** Calls `onReleased` with each table another process lets go. */
  watchReleases(onReleased: (table: string) => void): Promise<void> {
    return this.listen(RELEASED, onReleased);
  }

  /** Calls `onFailed` with each table a process (`by`: this one too) failed to take over, and let go. */
  watchFailures(onFailed: (table: string, by: string) => void): Promise<void> {
    return this.listen(FAILED, (message) => {
      const m = parsed(message);
      if (typeof m?.table === "string" && typeof m.by === "string") onFailed(m.table, m.by);
    });
  }

  /** Tells every process (this one too) that finished table `table`'s rematch, `rematch`, was made. */
  async rematchMade(table: string, rematch: string): Promise<void> {
    await this.redis.publish(REMATCH, JSON.stringify({ table, rematch }));
  }

  /** Calls `onRematch` with each finished table's rematch made by a process (this one too). */
  watchRematches(onRematch: (table: string, rematch: string) => void): Promise<void> {
    return this.listen(REMATCH, (message) => {
      const made = rematchNotice(message);
      if (made !== null) onRematch(made.table, made.rematch);
    });
  }

  /** Tells the other processes that a chat line was said at table `table` here (stored already). */
  async chatSaid(table: string, line: ChatRow): Promise<void> {
    await this.redis.publish(CHAT, JSON.stringify({ table, line, by: this.self.id }));
  }

  /** Calls `onChat` with each chat line said at another process. */
  watchChats(onChat: (table: string, line: ChatRow) => void): Promise<void> {
    return this.listen(CHAT, (message) => {
      const m = parsed(message);
      if (m === null || m.by === this.self.id || typeof m.table !== "string") return;
      const line = chatRow(m.line);
      if (line !== null) onChat(m.table, line);
    });
  }

  /** Calls `onMessage` with each message published on `channel`, on the one subscribed connection. */
  private async listen(channel: string, onMessage: (message: string) => void): Promise<void> {
    if (this.subscriber === null) {
      this.subscriber = this.redis.duplicate();
      this.subscriber.on("message", (from: string, message: string) => this.heard.get(from)?.(message));
    }
    this.heard.set(channel, onMessage);
    await this.subscriber.subscribe(channel);
  }

  /** Removes this process's heartbeat and disconnects. */
  async close(): Promise<void> {
    await this.redis.del(procKey(this.self.id)).catch(() => undefined);
    this.subscriber?.disconnect();
    this.redis.disconnect();
  }
}

/** A line of an `rt:chat` message, or null if it isn't one (nothing of ours sends such). */
function chatRow(line: unknown): ChatRow | null {
  if (typeof line !== "object" || line === null) return null;
  const l = line as Partial<ChatRow>;
  return typeof l.n === "number" && typeof l.text === "string" && typeof l.from === "object"
    ? (l as ChatRow)
    : null;
}

/** A message of the `rt:rematch` channel read, or null if it isn't one (nothing of ours sends such). */
function rematchNotice(message: string): { table: string; rematch: string } | null {
  const m = parsed(message);
  return typeof m?.table === "string" && typeof m.rematch === "string"
    ? { table: m.table, rematch: m.rematch }
    : null;
}

/** A channel's JSON message as an object, or null if it isn't one. */
function parsed(message: string): Record<string, unknown> | null {
  try {
    const m = JSON.parse(message) as unknown;
    return typeof m === "object" && m !== null ? (m as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
