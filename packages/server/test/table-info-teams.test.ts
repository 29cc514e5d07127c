/**
 * Each seat's team in a table's TableInfo (102.3: teams are public), against real server processes: known
 * before the start from the table's options — the teams its team lines go by (tables/seatTeams.ts:
 * planOfRequest, through TableGame.plan) — so that a client shows them in the lobby and offers a player their
 * team's lines before the game begins (808.5, 809.7, 810.5, 811.5). Every answer carrying TableInfo has them:
 * the create answer, GET /api/tables/:id, the lobby's list, the welcome and the `lobby` messages; the same
 * once the game runs; at any process of several. A table whose players all play alone has none.
 */
import type { SeatInfo, ServerMessage, TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { slowBotServer, useDataDir } from "./support/dataDir.ts";
import { info, useProcesses } from "./support/finishedCopies.ts";
import { api, type ServerProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { TestClient } from "./support/wsClient.ts";

type Welcome = Extract<ServerMessage, { type: "welcome" }>;
type Lobby = Extract<ServerMessage, { type: "lobby" }>;

const { dir, servers, clients } = useDataDir("roundtable-table-info-teams-");
const processes = useProcesses();

const started = slowBotServer(dir, servers);
let srv: ServerProcess;
const server = async () => (srv = await started());

/** Each seat's team as TableInfo gives it (undefined: none). */
const teamsOf = (t: { seats: SeatInfo[] }) => t.seats.map((s) => s.team);
const openSeats = (n: number) => Array.from({ length: n }, () => ({ kind: "open" }));
const waitingAt = async (at: ServerProcess, id: string) =>
  (await api<{ waiting: TableInfo[] }>(at.http, "GET", "/api/tables?status=waiting")).body.waiting.find(
    (t) => t.id === id,
  );

/** Connects with a token and returns the client and its welcome. */
async function hello(table: string, token: string): Promise<[TestClient, Welcome]> {
  const c = await TestClient.open(srv.ws);
  clients.push(c);
  c.send({ type: "hello", protocol: 1, table, token });
  return [c, (await c.nextOf("welcome")) as Welcome];
}

describe("the seats' teams in TableInfo", () => {
  it("102.3, 810.1 Two-Headed Giant: every TableInfo has each seat's team before the start, open seats too, and the same once the game runs", async () => {
    await server();
    const t = await createTable(srv.http, { variant: "two-headed-giant", players: 4, seats: openSeats(4) });
    const teams = [0, 0, 1, 1]; // seats 1 and 2 are team A, seats 3 and 4 team B
    expect(teamsOf(t.table)).toEqual(teams);
    expect(teamsOf((await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body)).toEqual(teams);
    const listed = await waitingAt(srv, t.id);
    expect(listed?.status).toBe("waiting");
    expect(teamsOf(listed!)).toEqual(teams);

    const ann = await joinSeat(srv.http, t.id, "Ann");
    const [a, welcome] = await hello(t.id, ann.token);
    expect(welcome.table.status).toBe("waiting");
    expect(teamsOf(welcome.table)).toEqual(teams);
    // Someone sits down: the `lobby` message names the seats with their teams.
    await joinSeat(srv.http, t.id, "Ben");
    const lobby = (await a.next((m) => m.type === "lobby" && m.table.seats[1].kind === "human")) as Lobby;
    expect(lobby.table.seats.map((s) => [s.name, s.team])).toEqual([
      ["Ann", 0],
      ["Ben", 0],
      ["Seat 3", 1],
      ["Seat 4", 1],
    ]);

    // The last seats taken: the game begins, its teams the same.
    await joinSeat(srv.http, t.id, "Cat");
    await joinSeat(srv.http, t.id, "Dan");
    const playing = (await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body;
    expect(playing.status).toBe("playing");
    expect(teamsOf(playing)).toEqual(teams);
  });

  it("809.2 Emperor: each seat's team, by seat, before the start (three a team at six players)", async () => {
    await server();
    const t = await createTable(srv.http, {
      variant: "emperor",
      players: 6,
      seats: [{ kind: "open" }, ...Array.from({ length: 5 }, () => ({ kind: "bot" }))],
    });
    expect(t.table.status).toBe("waiting");
    expect(teamsOf(t.table)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it("806 Free-for-All: everyone plays alone — no seat has a team, before the start or after", async () => {
    await server();
    const t = await createTable(srv.http, {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }],
    });
    const none = [undefined, undefined, undefined];
    expect(teamsOf(t.table)).toEqual(none);
    expect(teamsOf((await waitingAt(srv, t.id))!)).toEqual(none);
    const ann = await joinSeat(srv.http, t.id, "Ann");
    const [, welcome] = await hello(t.id, ann.token);
    for (const seat of welcome.table.seats) expect("team" in seat, `seat ${seat.seat}`).toBe(false);
    await joinSeat(srv.http, t.id, "Ben");
    const playing = (await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body;
    expect(playing.status).toBe("playing");
    expect(teamsOf(playing)).toEqual(none);
  });

  it("several processes (issue 21): the table's info and the lobby at another process than its owner have its teams", async () => {
    const [a, b] = await processes.twoServers();
    const t = await createTable(a.http, { variant: "two-headed-giant", players: 4, seats: openSeats(4) });
    for (const at of [a, b]) {
      expect(teamsOf(await info(at, t.id)), at.http).toEqual([0, 0, 1, 1]);
      expect(teamsOf((await waitingAt(at, t.id))!), at.http).toEqual([0, 0, 1, 1]);
    }
  }, 120_000);
});
