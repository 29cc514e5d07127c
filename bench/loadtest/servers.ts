/**
 * The servers of one scenario: one process (SQLite, or the shared PostgreSQL), or several sharing
 * PostgreSQL and Redis (issue 21), measured together: their memory and CPU summed, one's event loop
 * probed and watched for stalls (the first's, or with `direct` people the measured tables' owner's). A person's connection goes to the server given by their table's
 * number, so with several processes most are relayed to their table's owner, as behind a load balancer —
 * unless they connect to the owner named in the HTTP answers (the scenario's `direct`).
 */
import { type LoadServer, pin, startLoadServer } from "./server.ts";

export interface Cluster {
  processes: number;
  db: string;
  redis: string;
  /** Process i's threads all on CPU i (taskset), the load test left to either: the `spread` scenario. */
  pinEach?: boolean;
  /** More server flags for every process. */
  serverArgs?: string[];
}

export class ServerGroup {
  private constructor(
    readonly servers: LoadServer[],
    /** Each process pinned to a CPU of its own (Cluster.pinEach, where taskset worked). */
    readonly pinnedEach = false,
  ) {}

  static async start(
    o: { pinCores: boolean; profileDir?: string; stalls: boolean; serverNodeFlags: string[] },
    cluster?: Cluster,
  ): Promise<ServerGroup> {
    if (cluster === undefined)
      return new ServerGroup([await startLoadServer(o.pinCores, o.profileDir, o.stalls, o.serverNodeFlags)]);
    const servers: LoadServer[] = [];
    for (let i = 0; i < cluster.processes; i++)
      servers.push(
        // Each watched (--stalls) where any may own the measured tables; else the first, which is probed.
        await startLoadServer(
          false,
          o.profileDir,
          o.stalls && (i === 0 || cluster.pinEach === true),
          o.serverNodeFlags,
          [...["--db", cluster.db, "--redis", cluster.redis], ...(cluster.serverArgs ?? [])],
        ),
      );
    const pinnedEach = cluster.pinEach === true && servers.every((s, i) => pin(s.child.pid as number, i));
    return new ServerGroup(servers, pinnedEach);
  }

  /** The process at this address (`http://host:port`), by its index; -1 if none. */
  indexOf(url: string): number {
    return this.servers.findIndex((s) => s.http === url);
  }

  /** Each process's threads' time on a CPU so far, in ms. */
  ranEach(): number[] {
    return this.servers.map((s) => s.sched().ranMs);
  }

  /** Each process's main thread's time on a CPU so far, in ms. */
  mainRanEach(): number[] {
    return this.servers.map((s) => s.mainSched().ranMs);
  }

  /** The server a table's people (and its creation) go to. */
  for(table: number): LoadServer {
    return this.servers[table % this.servers.length];
  }

  get first(): LoadServer {
    return this.servers[0];
  }

  get pinned(): boolean {
    return this.servers.length === 1 && this.servers[0].pinned;
  }

  rss(): number {
    return this.servers.reduce((n, s) => n + s.rss(), 0);
  }

  sched(): { ranMs: number; waitedMs: number } {
    let ranMs = 0;
    let waitedMs = 0;
    for (const s of this.servers) {
      const t = s.sched();
      ranMs += t.ranMs;
      waitedMs += t.waitedMs;
    }
    return { ranMs, waitedMs };
  }

  logs(): string[] {
    return this.servers.flatMap((s) => s.logs);
  }

  async stop(): Promise<void> {
    for (const s of this.servers) await s.stop();
  }
}
