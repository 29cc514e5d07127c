/**
 * Several server processes sharing one PostgreSQL database (the games' logs) and one Redis (presence)
 * (issue 21). Each process:
 * - announces itself and its load (a heartbeat) and renews the leases of the tables it owns; a table
 *   whose lease it lost (it was paused past the lease) is dropped at once — its connections closed, its
 *   clients reconnecting to the new owner;
 * - takes over the tables no process holds: those of a process that died (kill -9: its leases run out)
 *   found by a periodic scan of the store, and those a process let go cleanly (a rolling restart), heard
 *   of on a Redis channel at once; a takeover that fails (the table couldn't be loaded) lets the lease go
 *   at once and says so on another channel, and one of the other processes takes the table over then;
 * - tells the others when it made a finished table's rematch (a Redis channel), and hears when they did:
 *   its own copy of the finished table, if it has one, names the rematch to its connections;
 * - tells the HTTP routes and the WebSocket endpoint where a table it doesn't own lives (the registry's
 *   `locate`), and where a new table should go: a live process holding no big table, the least loaded
 *   (load.ts: its big tables, the CPU it used lately, then its seats).
 * One writer per table is also enforced by the store: a second writer of a log's sequence number is refused
 * (StoreConflict), so even a process that still thinks it owns a table can't fork its log.
 */
import { createHash } from "node:crypto";
import type { Logger } from "pino";
import type { ChatRow, Store } from "../store/types.ts";
import { LoadFailed } from "../tables/errors.ts";
import type { Placement } from "../tables/placement.ts";
import type { TableRegistry } from "../tables/registry.ts";
import { CpuMeter, leastLoaded } from "./load.ts";
import { Presence, type ProcessInfo } from "./presence.ts";
import { closeRelays } from "./relay.ts";

/** The default lease: a dead process's tables are taken over within about this long. */
export const LEASE_MS = 5000;

export interface ClusterOptions {
  /** redis://… */
  redis: string;
  /** This process's id (the store's `owner`) and the URL the other processes reach it at (set by `start`). */
  self: { id: string; url: string };
  /** Where clients reach this process directly (`--public-url`); default `self.url` as `start` sets it. */
  publicUrl?: string;
  leaseMs?: number;
  store: Store;
  log: Logger;
}

export class Cluster implements Placement {
  private readonly presence: Presence;
  private registry: TableRegistry | null = null;
  private timers: NodeJS.Timeout[] = [];
  private stopping = false;
  /** Tables being taken over now (one attempt at a time each). */
  private adopting = new Set<string>();
  /** How many scans in a row found each orphaned table that another process should take. */
  private orphaned = new Map<string, number>();
  /**
   * When this process last failed to take each table over (Date.now()): it leaves the table to the others
   * for a lease's time, unless a request for it comes here (a failure that stays gives no busy loop).
   */
  private failed = new Map<string, number>();
  private readonly cpu = new CpuMeter();

  constructor(private readonly o: ClusterOptions) {
    this.presence = new Presence(o.redis, o.self, o.leaseMs ?? LEASE_MS);
  }

  /** Where clients reach this process directly: the `owner` of its tables in HTTP answers. */
  get publicUrl(): string {
    return this.o.publicUrl ?? this.o.self.url;
  }

  get leaseMs(): number {
    return this.presence.leaseMs;
  }

  /** Connects to Redis (before the server is built: a table may be created as soon as it listens). */
  connect(): Promise<void> {
    return this.presence.connect();
  }

  /**
   * Once the server listens at `url`: announces this process, starts the heartbeat, the lease renewals and
   * the scan for orphaned tables (one now: the tables of a restarted process come back at once) and
   * listens on the release and rematch channels.
   */
  async start(registry: TableRegistry, url: string): Promise<void> {
    this.o.self.url = url;
    this.registry = registry;
    await this.beat();
    const every = (ms: number, task: () => Promise<void>, what: string) => {
      const t = setInterval(() => {
        if (!this.stopping) task().catch((e) => this.o.log.error({ err: e }, what));
      }, ms);
      t.unref();
      this.timers.push(t);
    };
    every(Math.max(50, Math.floor(this.leaseMs / 3)), () => this.beat(), "heartbeat failed");
    every(Math.max(100, Math.floor(this.leaseMs / 2)), () => this.scan(), "scan for orphaned tables failed");
    await this.presence.watchReleases((id) => {
      if (!this.stopping) void this.offered(id, true);
    });
    await this.presence.watchFailures((id, by) => {
      if (!this.stopping) void this.offered(id, true, by);
    });
    await this.presence.watchChats((id, line) => {
      registry
        .heardChat(id, line)
        .catch((e) => this.o.log.error({ err: e, table: id, line: line.n }, "telling a chat line failed"));
    });
    await this.presence.watchRematches((id, rematch) => {
      registry
        .heardRematch(id, rematch)
        .catch((e) => this.o.log.error({ err: e, table: id, rematch }, "naming the rematch failed"));
    });
    await this.scan();
  }

  claim(id: string): Promise<boolean> {
    return this.presence.acquire(id);
  }

  adopted(id: string): void {
    this.failed.delete(id);
    closeRelays(id);
  }

  /**
   * A table claimed here but not taken over: its lease goes at once. After a failed takeover the others
   * hear of it (`rt:failed`) and the one it hashes to among them takes the table over at once.
   */
  async unclaim(id: string, failed: boolean): Promise<void> {
    if (failed) this.failed.set(id, Date.now());
    await this.presence.release(id, failed ? "failed" : "quiet");
  }

  async whereIs(id: string): Promise<string | "nobody" | "unavailable"> {
    const owner = await this.presence.owner(id);
    if (owner === null) return "nobody";
    if (owner === this.o.self.id) return "unavailable"; // held here but not loaded: being taken over now
    const info = await this.presence.process(owner);
    return info === null ? "unavailable" : info.url;
  }

  /**
   * Where a new table goes (`big`: its game runs in a worker thread): a live process holding no big table
   * if any, the least loaded of them (load.ts; ties: this one); null: here.
   */
  async placeNew(big: boolean): Promise<string | null> {
    const best = leastLoaded(await this.presence.processes(), this.o.self.id, big);
    return best === null || best.id === this.o.self.id ? null : best.url;
  }

  /** Every live process's URL but this one's (the lobby asks each for its tables). */
  async others(): Promise<string[]> {
    return (await this.presence.processes()).filter((p) => p.id !== this.o.self.id).map((p) => p.url);
  }

  created(): Promise<void> {
    return this.beat();
  }

  rematchMade(table: string, rematch: string): Promise<void> {
    return this.presence.rematchMade(table, rematch);
  }

  chatSaid(table: string, line: ChatRow): Promise<void> {
    return this.presence.chatSaid(table, line);
  }

  /** A clean stop: every table let go (written, connections closed), its lease released for another to take. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const t of this.timers) clearInterval(t);
    const registry = this.registry;
    if (registry !== null)
      for (const id of registry.live()) {
        await registry.drop(id);
        await this.presence
          .release(id)
          .catch((e) => this.o.log.error({ err: e, table: id }, "release failed"));
      }
    await this.presence.close();
  }

  private async beat(): Promise<void> {
    const registry = this.registry;
    if (registry === null) return;
    const live = registry.live();
    await this.presence.heartbeat({
      tables: live.length,
      seats: registry.seats(),
      bigTables: registry.bigTables(),
      cpu: this.cpu.sample(),
    });
    for (const id of await this.presence.renew(live)) {
      this.o.log.warn({ table: id }, "lease lost: the table is let go");
      await registry.drop(id);
    }
  }

  /** Takes over the tables waiting or playing that no live process holds. */
  private async scan(): Promise<void> {
    const registry = this.registry;
    if (registry === null) return;
    const here = new Set(registry.live());
    const seen = new Set<string>();
    for (const row of await this.o.store.listTables(["waiting", "playing"])) {
      if (this.stopping) return;
      if (here.has(row.id)) continue;
      if ((await this.presence.owner(row.id)) !== null) continue;
      seen.add(row.id);
      await this.offered(row.id, false);
    }
    for (const id of this.orphaned.keys()) if (!seen.has(id)) this.orphaned.delete(id);
    for (const [id, at] of this.failed) if (Date.now() - at >= this.leaseMs) this.failed.delete(id);
  }

  /**
   * A table no process holds: the live process it hashes to (rendezvous hashing over the live processes,
   * so that a dead process's tables spread over the others and every process agrees who takes which)
   * takes it at once; any other process takes it once it has stayed orphaned for two scans (its chosen
   * process may be dead too). `released`: heard on the release or the failure channel (no scan counts it
   * then); `failedAt`: the process whose takeover of it failed, which has no part in the choice.
   */
  private async offered(id: string, released: boolean, failedAt?: string): Promise<void> {
    const procs = (await this.presence.processes()).filter((p) => p.id !== failedAt);
    if (chosen(id, procs) === this.o.self.id) return this.takeOver(id);
    if (released) return;
    const scans = (this.orphaned.get(id) ?? 0) + 1;
    this.orphaned.set(id, scans);
    if (scans > 2) await this.takeOver(id);
  }

  private async takeOver(id: string): Promise<void> {
    const registry = this.registry;
    if (registry === null || this.adopting.has(id)) return;
    // Failed here lately: left to the others for a lease's time (they heard of it).
    const failedAt = this.failed.get(id);
    if (failedAt !== undefined && Date.now() - failedAt < this.leaseMs) return;
    this.adopting.add(id);
    try {
      await registry.adopt(id);
      this.orphaned.delete(id);
    } catch (e) {
      // A load that failed is logged by the registry, with its cause.
      if (!(e instanceof LoadFailed)) this.o.log.error({ err: e, table: id }, "taking over the table failed");
    } finally {
      this.adopting.delete(id);
    }
  }
}

/** The process a table goes to among these (highest random weight: sha-256 of process and table). */
function chosen(table: string, procs: readonly ProcessInfo[]): string | null {
  let best: string | null = null;
  let bestWeight = "";
  for (const p of procs) {
    const weight = createHash("sha256").update(`${p.id}/${table}`).digest("hex");
    if (weight > bestWeight) {
      best = p.id;
      bestWeight = weight;
    }
  }
  return best;
}
