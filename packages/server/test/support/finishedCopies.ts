/**
 * Several server processes on PostgreSQL and Redis, each with a copy of a finished table: every process
 * answers a finished table from a copy of its own, loaded as it is asked for it (cluster-rematch.test.ts,
 * cluster-spectators.test.ts). Leases of a minute: nothing here waits on a lease. Each test stops what it
 * started and empties Redis, so the next test's processes see none of its; a failed test prints its
 * processes' warnings and errors (pino levels 40 and up).
 */
import type { TableInfo } from "@roundtable/protocol";
import { Redis } from "ioredis";
import { afterEach, expect } from "vitest";
import { api, type ServerProcess, startProcess } from "./server.ts";
import { type Services, sharedServices } from "./services.ts";
import { type Created, createTable, joinSeat } from "./tables.ts";
import { TestClient } from "./wsClient.ts";

export interface Processes {
  services: Services;
  /** A process on `db`, reaching Redis at `redis` (default the test's Redis, as its default user). */
  startServer(db: string, redis?: string): Promise<ServerProcess>;
  /** Two processes on a fresh database. */
  twoServers(redis?: string): Promise<[ServerProcess, ServerProcess]>;
  /** A table page open on the finished table at process `at`: welcomed there (that process's copy of it). */
  page(at: ServerProcess, table: string, token: string): Promise<TestClient>;
}

export function useProcesses(): Processes {
  const services = sharedServices();
  const servers: ServerProcess[] = [];
  const clients: TestClient[] = [];
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === "fail")
      for (const [i, s] of servers.entries())
        for (const line of s.logs) if (/"level":(4|5|6)\d/.test(line)) console.error(`process ${i}: ${line}`);
    for (const c of clients.splice(0)) await c.close();
    for (const s of servers.splice(0)) await s.stop();
    const r = new Redis(services.redis.url);
    await r.flushall();
    await r.quit();
  });
  const startServer = async (db: string, redis = services.redis.url) => {
    const s = await startProcess([
      ...["--db", db, "--redis", redis, "--lease", "60000"],
      ...["--bot-delay", "2", "--log-level", "warn"],
    ]);
    servers.push(s);
    return s;
  };
  return {
    services,
    startServer,
    async twoServers(redis) {
      const db = await services.pg.createDatabase();
      return [await startServer(db, redis), await startServer(db, redis)];
    },
    async page(at, table, token) {
      const c = await TestClient.open(at.ws);
      clients.push(c);
      c.send({ type: "hello", protocol: 1, table, token });
      const welcome = await c.nextOf("welcome");
      expect(welcome.table).toMatchObject({ id: table, status: "over" });
      expect(welcome.table.rematch).toBeUndefined();
      return c;
    },
  };
}

export type Seat = { seat: number; token: string };

/**
 * A three-player table, Ann's seat taken through `annAt`, Ben's through `benAt`, and a bot's; both concede
 * at once: the game is over (the bot wins). `settings`: more of the table's settings.
 */
export async function finishedTable(
  annAt: ServerProcess,
  benAt: ServerProcess,
  settings: Record<string, unknown> = {},
): Promise<{ old: Created; ann: Seat; ben: Seat }> {
  const old = await createTable(annAt.http, {
    variant: "free-for-all",
    players: 3,
    seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot", bot: "random" }],
    settings: { name: "Friday", ...settings },
  });
  const ann = await joinSeat(annAt.http, old.id, "Ann");
  const ben = await joinSeat(benAt.http, old.id, "Ben");
  for (const [at, p] of [
    [annAt, ann],
    [benAt, ben],
  ] as const)
    expect((await api(at.http, "POST", `/api/tables/${old.id}/leave`, undefined, p.token)).status).toBe(200);
  await expect.poll(async () => (await info(annAt, old.id)).status, { timeout: 60_000 }).toBe("over");
  return { old, ann, ben };
}

/** The table's info, as process `at` answers it. */
export const info = async (at: ServerProcess, table: string): Promise<TableInfo> =>
  (await api<TableInfo>(at.http, "GET", `/api/tables/${table}`)).body;
