/**
 * `roundtable tables SERVER`: a table server's lobby at the terminal (docs/server.md, `GET /api/tables`) —
 * the open tables first, their seats as `connect`'s waiting line says them (by team, the emperors' seats
 * named: 809.2) and the command that takes a seat, then the games in play with the command that watches;
 * "No open tables" on an empty server; a clear error (exit 1) when the server can't be reached or isn't a
 * table server. And `connect SERVER`, with no table, names this command.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "../../server/test/support/server.ts";
import { createTable, joinSeat } from "../../server/test/support/tables.ts";
import { tablesCommand } from "../src/commands/tables.ts";
import { connectProcess, roundtableProcess } from "./connectProcess.ts";
import { useTableServer } from "./tableServer.ts";

const OPEN = { kind: "open" };
const BOT = { kind: "bot" };

/** `roundtable tables URL` in this process: its exit code and the lines it printed, to stdout and stderr. */
async function tables(url: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await tablesCommand(
    url,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out, err };
}

/** A port nothing listens on: one the system gave a server, closed again. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

describe("roundtable tables: a server's tables", () => {
  const server = useTableServer("roundtable-tables-");

  it("809.2 lists an open Emperor table by team, with its emperors' seats, its bot and the command that takes a seat; then a Free-for-All in play, with the command that watches it", async () => {
    const emperor = await createTable(server.http, {
      variant: "emperor",
      players: 6,
      seats: [OPEN, OPEN, OPEN, OPEN, OPEN, BOT],
      settings: { name: "Friday night" },
    });
    const r = await api(server.http, "POST", `/api/tables/${emperor.id}/seats`, { name: "Ann", seat: 1 });
    expect(r.status).toBe(201);
    // An older edition's game is named with its rules (a 2007 Two-Headed Giant).
    const giant = await createTable(server.http, {
      variant: "two-headed-giant",
      edition: "2007",
      players: 4,
      seats: [OPEN, OPEN, BOT, BOT],
    });
    // Ben takes the Free-for-All's one open seat: the game begins, and waits for him (he never answers).
    const ffa = await createTable(server.http, {
      variant: "free-for-all",
      players: 3,
      seats: [OPEN, BOT, BOT],
    });
    await joinSeat(server.http, ffa.id, "Ben");

    const { code, out, err } = await tables(server.http);
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out).toEqual([
      `Open tables at ${server.http}:`,
      "  Friday night: Emperor, 6 players",
      "    Waiting for 4 more players — team 1: 1. open, 2. Ann (emperor), 3. open; team 2: 4. open, 5. open (emperor), 6. Frank (bot)",
      `    Take a seat: roundtable connect ${server.http}/tables/${emperor.id}`,
      "  Two-Headed Giant table: Two-Headed Giant, 2007 Comprehensive Rules (606–609), 4 players",
      "    Waiting for 2 more players — team 1: 1. open, 2. open; team 2: 3. Carol (bot), 4. Dave (bot)",
      `    Take a seat: roundtable connect ${server.http}/tables/${giant.id}`,
      "",
      "Games in play, to watch:",
      "  Free-for-All table: Free-for-All, 3 players",
      "    Playing — 1. Ben, 2. Bob (bot), 3. Carol (bot)",
      `    Watch: roundtable connect ${server.http}/tables/${ffa.id} --spectate`,
    ]);
    // Any of the server's URLs will do: its WebSocket's, a table's page.
    expect((await tables(server.ws)).out).toEqual(out);
    expect((await tables(`${server.http}/tables/${ffa.id}`)).out).toEqual(out);
  });

  it("connect with the server's URL and no table is a usage error (exit 2) that names `roundtable tables` and --create", async () => {
    const p = connectProcess([server.http]);
    p.stdin.end();
    const { code, stderr } = await p.exit();
    expect(code).toBe(2);
    expect(stderr).toContain("which table? Give a URL ending in /tables/ID, or --table ID");
    expect(stderr).toContain(
      `roundtable tables ${server.http} lists the server's tables; roundtable connect ${server.http} --create makes one`,
    );
  });
});

describe("roundtable tables: an empty server", () => {
  const server = useTableServer("roundtable-tables-empty-");

  it('says "No open tables", how to make one, and that no game is in play (exit 0)', async () => {
    expect(await tables(server.http)).toEqual({
      code: 0,
      out: [
        `No open tables at ${server.http}. Make one: roundtable connect ${server.http} --create`,
        "",
        "No games in play to watch.",
      ],
      err: [],
    });
  });
});

describe("roundtable tables: no table server there", () => {
  let other: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (other === undefined ? resolve() : other.close(() => resolve())));
    other = undefined;
  });

  it("a server that can't be reached (a closed port): the error says so, exit 1", async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const p = roundtableProcess(["tables", url]);
    p.stdin.end();
    const { code, stderr } = await p.exit();
    expect(code).toBe(1);
    expect(stderr).toBe(`error: cannot reach the server at ${url}: fetch failed (ECONNREFUSED)\n`);
    expect(p.out()).toBe("");
  });

  it("a server that answers something else (a web page; JSON of another shape): the error says what, exit 1", async () => {
    let body = "<html>not a table server</html>";
    other = createServer((_req, res) => res.end(body));
    await new Promise<void>((resolve) => other?.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    expect(await tables(url)).toEqual({
      code: 1,
      out: [],
      err: [`error: unexpected answer to GET /api/tables: not JSON (is ${url} a Roundtable table server?)`],
    });
    body = JSON.stringify({ tables: [] });
    const shaped = await tables(url);
    expect(shaped.code).toBe(1);
    expect(shaped.err).toHaveLength(1);
    expect(shaped.err[0]).toMatch(/^error: unexpected answer to GET \/api\/tables: .*waiting/s);
  });
});
