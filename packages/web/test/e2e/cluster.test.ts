/**
 * The web table at two server processes (issue 21's cluster: one PostgreSQL, one Redis, real servers on
 * loopback): a page served by one process plays a table the other owns, its WebSocket opened at the
 * owner's own address (connection.ts: the table's info names its `owner`), not relayed. The owner is then
 * killed with SIGKILL in the middle of the game: the page reconnects by itself, the other process takes
 * the table over once its lease runs out, and the person plays on by clicking to the game-over banner.
 * The game's record replays to its hash.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type PgCluster, startPostgres } from "../../../server/test/support/postgres.ts";
import { type RedisServer, startRedis } from "../../../server/test/support/redis.ts";
import { type ServerProcess, startProcess } from "../../../server/test/support/server.ts";
import { createTable, openTable } from "./api.ts";
import { answerFast, Chromium, nextDecision } from "./support.ts";
import { webDist } from "./webDist.ts";

const LEASE_MS = 1000;

let pg: PgCluster;
let redis: RedisServer;
let chrome: Chromium;
const servers: ServerProcess[] = [];
let logDir: string;

beforeAll(async () => {
  [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  const db = await pg.createDatabase();
  const dist = webDist();
  // Each process's pages open their WebSocket at the other's address too: each allows the other's origin
  // (its own pages are always allowed).
  const ports = [await freePort(), await freePort()];
  const origins = ports.map((p) => `http://127.0.0.1:${p}`);
  for (const [i, port] of ports.entries())
    servers.push(
      await startProcess([
        ...["--port", String(port), "--db", db, "--redis", redis.url, "--lease", String(LEASE_MS)],
        ...["--web", dist, "--bot-delay", "0", "--table-seed", "1", "--log-level", "warn"],
        ...["--allow-origin", origins[1 - i]],
      ]),
    );
  logDir = mkdtempSync(join(tmpdir(), "roundtable-cluster-e2e-"));
  chrome = new Chromium(join(logDir, "chromium.log"));
}, 180_000);

afterAll(async () => {
  await chrome?.close();
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) await s.stop();
  await redis?.stop();
  await pg?.stop();
  if (logDir !== undefined) rmSync(logDir, { recursive: true, force: true });
});

describe("the web table at two server processes (issue 21)", () => {
  it("a page served by one process plays the other's table directly; the owner killed with SIGKILL, the page plays on through the process that took it over", async () => {
    const [a, b] = servers;
    const id = await createTable(a.http, {
      variant: "free-for-all",
      players: 4,
      seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }, { kind: "bot" }],
      settings: { botDelayMs: 0, name: "Two processes" },
    });
    const ownerUrl = ((await (await fetch(`${a.http}/api/tables/${id}`)).json()) as TableInfo).owner;
    const owner = servers.find((s) => s.http === ownerUrl)!;
    expect(owner).toBeDefined();
    const other = owner === a ? b : a;

    const page = await chrome.newPage();
    const sockets: string[] = [];
    /** The sockets that were welcomed, in order: a socket may open and be closed at once (below). */
    const welcomed: string[] = [];
    page.on("websocket", (ws) => {
      sockets.push(ws.url());
      ws.on("framereceived", (f) => {
        if (String(f.payload).startsWith('{"type":"welcome"')) welcomed.push(ws.url());
      });
    });
    await openTable(page, other.http, id, "Ann");
    let d = await nextDecision(page, null);
    // The page is served by `other` but its socket is at the owner's address: no relay.
    expect(sockets).toEqual([owner.ws]);
    for (let i = 0; i < 3 && d !== null; i++) {
      await answerFast(page, d.kind, /^Pass until something happens$/);
      d = await nextDecision(page, d.id);
    }
    expect(d).not.toBeNull(); // the game is still going

    owner.child.kill("SIGKILL");
    await page.getByText("reconnecting…").waitFor();
    // Until the owner's lease runs out, `other` can neither answer for the table (its info is a 503, which
    // the page asks again after Retry-After, saying it waits) nor relay to it: the page's sockets close and
    // it tries again, waiting longer each time (up to 4 s). Then `other` takes the table over, and the page
    // is welcomed there. A click before that would be lost (a click while the
    // connection is lost isn't sent: the decision stays open), so the person waits for the table to be back.
    await expect.poll(() => welcomed.at(-1), { timeout: 30_000 }).toBe(other.ws);
    expect(welcomed).toHaveLength(2);
    for (; d !== null; d = await nextDecision(page, d.id))
      await answerFast(page, d.kind, /^Pass until something happens$/);
    await expect(page.getByRole("status", { name: "Game over" }).textContent()).resolves.toMatch(/won|draw/);
    expect(sockets.at(-1)).toBe(other.ws);
    const info = (await (await fetch(`${other.http}/api/tables/${id}`)).json()) as TableInfo;
    expect(info.owner).toBe(other.http);

    const record = (await (await fetch(`${other.http}/api/games/${id}/record`)).json()) as GameRecord;
    expect(Game.replay(cardDb, record, { events: false }).hash()).toBe(record.hash);
    await page.close();
  }, 180_000);
});
