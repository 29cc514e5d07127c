/**
 * The servers of one scenario: one process (SQLite, or the shared PostgreSQL), or several sharing
 * PostgreSQL and Redis (issue 21), measured together: their memory and CPU summed, the first one's event
 * loop probed and watched for stalls. A person's connection goes to the server given by their table's
 * number, so with several processes most are relayed to their table's owner, as behind a load balancer.
 */
import { type LoadServer, startLoadServer } from "./server.ts";

export interface Cluster {
  processes: number;
  db: string;
  redis: string;
}

export class ServerGroup {
  private constructor(readonly servers: LoadServer[]) {}

  static async start(
    o: { pinCores: boolean; profileDir?: string; stalls: boolean; serverNodeFlags: string[] },
    cluster?: Cluster,
  ): Promise<ServerGroup> {
    if (cluster === undefined)
      return new ServerGroup([await startLoadServer(o.pinCores, o.profileDir, o.stalls, o.serverNodeFlags)]);
    const servers: LoadServer[] = [];
    for (let i = 0; i < cluster.processes; i++)
      servers.push(
        await startLoadServer(false, o.profileDir, o.stalls && i === 0, o.serverNodeFlags, [
          ...["--db", cluster.db, "--redis", cluster.redis],
        ]),
      );
    return new ServerGroup(servers);
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
