/**
 * TableInfo's `randomSeating`, against a real server process: present (true) where the table's game seats its
 * players at random as it begins — 807.3 Grand Melee, the 2004 draft's Free-for-All (605.2) and Grand Melee
 * (607.2), 2007 CR 608.3 — so that a client offering a choice of seat can say the seat is drawn at the start;
 * absent where the players sit as listed (today's Free-for-All). The server reads it from the engine's
 * configuration, as the game's start does (tables/seatTeams.ts: seatsAtRandom); every answer carrying
 * TableInfo has it: the create answer, GET /api/tables/:id, the lobby's list and the welcome, and once the
 * game runs too.
 */
import type { ServerMessage, TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { slowBotServer, useDataDir } from "./support/dataDir.ts";
import { api } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { TestClient } from "./support/wsClient.ts";

type Welcome = Extract<ServerMessage, { type: "welcome" }>;

const { dir, servers, clients } = useDataDir("roundtable-random-seating-");
const server = slowBotServer(dir, servers);
const open = (n: number) => Array.from({ length: n }, () => ({ kind: "open" }));

/** Every TableInfo the server gives of a waiting table `id`: GET, the lobby's, and a seated person's welcome. */
async function infosOf(id: string): Promise<TableInfo[]> {
  const srv = await server();
  const got = (await api<TableInfo>(srv.http, "GET", `/api/tables/${id}`)).body;
  const lobby = (await api<{ waiting: TableInfo[] }>(srv.http, "GET", "/api/tables?status=waiting")).body;
  const listed = lobby.waiting.find((t) => t.id === id);
  const { token } = await joinSeat(srv.http, id, "Ann");
  const c = await TestClient.open(srv.ws);
  clients.push(c);
  c.send({ type: "hello", protocol: 1, table: id, token });
  const welcome = (await c.nextOf("welcome")) as Welcome;
  expect(listed, "the lobby lists the table").toBeDefined();
  return [got, listed as TableInfo, welcome.table];
}

describe("TableInfo's randomSeating (807.3; 2004 draft 605.2, 607.2)", () => {
  it("807.3: a Grand Melee table says its seats are drawn as the game begins, in every TableInfo", async () => {
    const srv = await server();
    const t = await createTable(srv.http, { variant: "grand-melee", players: 5, seats: open(5) });
    expect(t.table.randomSeating).toBe(true);
    for (const info of await infosOf(t.id)) expect(info.randomSeating).toBe(true);
  });

  it("2004 draft 605.2 and 607.2, 2007 CR 608.3: the older editions' Free-for-All and Grand Melee say it too", async () => {
    const srv = await server();
    const ffa = await createTable(srv.http, {
      variant: "free-for-all",
      edition: "2004",
      players: 4,
      seats: open(4),
    });
    for (const info of [ffa.table, ...(await infosOf(ffa.id))]) expect(info.randomSeating).toBe(true);
    for (const [edition, players] of [
      ["2004", 11],
      ["2007", 5],
    ] as const) {
      const gm = await createTable(srv.http, {
        variant: "grand-melee",
        edition,
        players,
        seats: open(players),
      });
      expect(gm.table.randomSeating, edition).toBe(true);
    }
  });

  it("2004 draft 606.2, 611.2: Melee and Pentagon say it too", async () => {
    const srv = await server();
    for (const [variant, players] of [
      ["melee", 6],
      ["pentagon", 5],
    ] as const) {
      const t = await createTable(srv.http, { variant, players, seats: open(players) });
      expect(t.table.randomSeating, variant).toBe(true);
    }
  });

  it("today's Free-for-All seats its players as listed: no TableInfo has the field", async () => {
    const srv = await server();
    const t = await createTable(srv.http, { variant: "free-for-all", players: 4, seats: open(4) });
    expect(t.table).not.toHaveProperty("randomSeating");
    for (const info of await infosOf(t.id)) expect(info).not.toHaveProperty("randomSeating");
  });

  it("a Grand Melee keeps it once its game runs: its seats were drawn as it began", async () => {
    const srv = await server();
    const bots = Array.from({ length: 4 }, () => ({ kind: "bot" }));
    const t = await createTable(srv.http, { variant: "grand-melee", players: 4, seats: bots });
    const info = (await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body;
    expect([info.status, info.randomSeating]).toEqual(["playing", true]);
  });
});
