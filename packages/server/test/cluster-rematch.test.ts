/**
 * "Play again" with several server processes (issue 21): every process may hold a copy of a finished table
 * (each loads one for the connections and requests it gets), and the rematch is made by one of them. The
 * process that makes it tells the others on the `rt:rematch` channel, so a player connected to another
 * process's copy hears of it at once (a `lobby` naming it), not when someone next asks that process; and
 * the rematch is placed as any new table is (cluster/load.ts), not made where it was asked for. A copy that
 * missed the notice (Redis's channels keep nothing) can't erase the stored link by writing its seats. Real
 * server processes on PostgreSQL and Redis, with leases of a minute: nothing here waits on a lease.
 */
import type { TableInfo } from "@roundtable/protocol";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { finishedTable, info, useProcesses } from "./support/finishedCopies.ts";
import { api, type ServerProcess } from "./support/server.ts";
import { createTable } from "./support/tables.ts";
import type { Message, TestClient } from "./support/wsClient.ts";

/** How long a connection may wait for the rematch's `lobby` once it is made: "at once", on a busy machine. */
const PROMPTLY_MS = 5000;

const { services, startServer, twoServers, page } = useProcesses();

interface RematchAnswer {
  id: string;
  judgeToken?: string;
  table: TableInfo;
  seat: number;
  token: string;
}

const rematch = (at: ServerProcess, table: string, token: string) =>
  api<RematchAnswer>(at.http, "POST", `/api/tables/${table}/rematch`, undefined, token);

/** The finished table's info in the `lobby` naming its rematch, heard by `c` within PROMPTLY_MS. */
async function hearsRematch(c: TestClient, who: string): Promise<TableInfo> {
  const lobby = await c.next(
    (m: Message) => m.type === "lobby" && m.table.rematch !== undefined,
    `${who}'s lobby naming the rematch`,
    PROMPTLY_MS,
  );
  return lobby.table as TableInfo;
}

describe("a rematch with several processes", () => {
  it("players connected to different processes both hear of it at once, whichever process made it", async () => {
    const [a, b] = await twoServers();
    const { old, ann, ben } = await finishedTable(a, b);
    // Ann's page is on process a's copy of the finished table, Ben's on process b's.
    const annPage = await page(a, old.id, ann.token);
    const benPage = await page(b, old.id, ben.token);

    const made = await rematch(a, old.id, ann.token);
    expect(made.status).toBe(201);
    const id = made.body.id;
    expect(made.body).toMatchObject({ seat: ann.seat, table: { id, status: "waiting" } });
    for (const [c, who] of [
      [annPage, "Ann"],
      [benPage, "Ben"],
    ] as const)
      expect(await hearsRematch(c, who)).toMatchObject({ id: old.id, status: "over", rematch: id });
    // Either process's copy names it to a request too.
    expect((await info(a, old.id)).rematch).toBe(id);
    expect((await info(b, old.id)).rematch).toBe(id);

    // Ben joins it from his page's process: the same table, his old seat.
    const joined = await rematch(b, old.id, ben.token);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id, seat: ben.seat });
    expect(joined.body.judgeToken).toBeUndefined();
  }, 120_000);

  it("is placed as a new table is: not on the process asked when that one holds a big table", async () => {
    const [a, b] = await twoServers();
    // A 20-player Grand Melee waits for its people (its game would run in a worker thread: a big table).
    const big = await createTable(a.http, {
      variant: "grand-melee",
      players: 20,
      seats: Array.from({ length: 20 }, () => ({ kind: "open" })),
      settings: { name: "big" },
    });
    const [busy, free] = big.table.owner === a.http ? [a, b] : [b, a];
    expect(big.table.owner).toBe(busy.http);
    const { old, ann, ben } = await finishedTable(busy, free);
    const annPage = await page(busy, old.id, ann.token);

    // Asked of the big table's process, the rematch (a small table) is made by the other.
    const made = await rematch(busy, old.id, ann.token);
    expect(made.status).toBe(201);
    expect(made.body.judgeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.body.table.owner).toBe(free.http);
    expect((await info(busy, made.body.id)).owner).toBe(free.http);
    // The page on the asked process's copy hears of it from the process that made it.
    expect((await hearsRematch(annPage, "Ann")).rematch).toBe(made.body.id);

    // Asked again, of either process: the same table, at the same process.
    const again = await rematch(busy, old.id, ben.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: made.body.id, seat: ben.seat, table: { owner: free.http } });
  }, 120_000);

  it("a copy of the finished table that missed the rematch's notice writes its seats: the stored link stays", async () => {
    // Both processes reach Redis as a user that may not PUBLISH: no notice of the rematch reaches the
    // other process's copy of the finished table, as when Redis drops it (a channel keeps nothing).
    const r = new Redis(services.redis.url);
    await r.call("ACL", "SETUSER", "mute", "reset", "on", ">mute", "~*", "&*", "+@all", "-publish");
    await r.quit();
    const db = await services.pg.createDatabase();
    const mute = services.redis.url.replace("redis://", "redis://mute:mute@");
    const [a, b] = [await startServer(db, mute), await startServer(db, mute)];
    const { old, ann, ben } = await finishedTable(a, b);
    // Each process holds a copy of the finished table.
    await page(a, old.id, ann.token);
    await page(b, old.id, ben.token);

    const made = await rematch(a, old.id, ann.token);
    expect(made.status).toBe(201);
    const id = made.body.id;
    // The process that made it wrote the link; the other's copy never heard of it …
    const other = made.body.table.owner === a.http ? b : a;
    expect((await info(other, old.id)).rematch).toBeUndefined();
    // … and writes to the store from its copy (a new spectator's token: the seats themselves, before the
    // tokens had rows of their own; the store's suite writes seats without the link).
    expect((await api(other.http, "POST", `/api/tables/${old.id}/spectators`)).status).toBe(201);

    // The link is stored still: a process loading the finished table afresh names the rematch.
    const third = await startServer(db);
    expect((await info(third, old.id)).rematch).toBe(id);
    // And the other copy, asked for the rematch, gives the same table.
    const joined = await rematch(other, old.id, ben.token);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id, seat: ben.seat });
    expect((await info(other, old.id)).rematch).toBe(id);
  }, 120_000);
});
