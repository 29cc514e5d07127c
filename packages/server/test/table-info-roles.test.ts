/**
 * Each seat's role in a table's TableInfo and in the replays' list, against a real server process: an Emperor
 * team's emperor (809.2: the middle seat of the team) and the archenemy (904.2a) are known before the start
 * from the table's options, by the same conversion as the seats' teams (tables/seatTeams.ts: planOfRequest,
 * through TableGame.plan), so that a player choosing a seat knows which one is whose. The roles are the
 * engine's configuration's; a general and a player alone have none, and a Free-for-All no role at all.
 */
import { variantConfig } from "@roundtable/engine";
import type { ReplayInfo, SeatInfo, TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { slowBotServer, useDataDir } from "./support/dataDir.ts";
import { api, type ServerProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";

const { dir, servers } = useDataDir("roundtable-table-info-roles-");

const started = slowBotServer(dir, servers);
let srv: ServerProcess;
const server = async () => (srv = await started());

/** Each seat's role as TableInfo or ReplayInfo gives it (undefined: none). */
const rolesOf = (t: { seats: Pick<SeatInfo, "role">[] }) => t.seats.map((s) => s.role);
const openSeats = (n: number) => Array.from({ length: n }, () => ({ kind: "open" }));
const tableInfo = async (id: string) => (await api<TableInfo>(srv.http, "GET", `/api/tables/${id}`)).body;
const waitingInfo = async (id: string) =>
  (await api<{ waiting: TableInfo[] }>(srv.http, "GET", "/api/tables?status=waiting")).body.waiting.find(
    (t) => t.id === id,
  );

describe("the seats' roles in TableInfo and ReplayInfo", () => {
  it("809.2 Emperor: before the start, the emperor's seat of each team is the one the engine's configuration makes emperor — the middle of the team", async () => {
    await server();
    const t = await createTable(srv.http, { variant: "emperor", players: 6, seats: openSeats(6) });
    // The engine's roles for the same seats (809.2: teams of three, seats 1–3 and 4–6).
    const engine = variantConfig("emperor", 6, {
      teams: [
        [0, 1, 2],
        [3, 4, 5],
      ],
    }).roles;
    const expected = engine?.map((r) => (r === "emperor" ? "emperor" : undefined));
    expect(expected).toEqual([undefined, "emperor", undefined, undefined, "emperor", undefined]);
    expect(rolesOf(t.table)).toEqual(expected);
    expect(rolesOf(await tableInfo(t.id))).toEqual(expected);
    expect(rolesOf((await waitingInfo(t.id))!)).toEqual(expected);
    // Taken or open, a seat keeps its role: it goes by seat.
    const sat = await api(srv.http, "POST", `/api/tables/${t.id}/seats`, { name: "Ann", seat: 1 });
    expect(sat.status).toBe(201);
    const info = await tableInfo(t.id);
    expect(info.seats[1]).toMatchObject({ name: "Ann", kind: "human", team: 0, role: "emperor" });
    expect(rolesOf(info)).toEqual(expected);
  });

  it("809.2, the classic Emperor: the same seats are the emperors'", async () => {
    await server();
    const t = await createTable(srv.http, { variant: "emperor-classic", players: 6, seats: openSeats(6) });
    expect(rolesOf(t.table)).toEqual([undefined, "emperor", undefined, undefined, "emperor", undefined]);
  });

  it("904.2a Archenemy: the archenemy's seat is named before the start, and once the game is over in the replays' list", async () => {
    await server();
    const t = await createTable(srv.http, {
      variant: "archenemy",
      players: 4,
      seats: [{ kind: "open" }, ...Array.from({ length: 3 }, () => ({ kind: "bot", bot: "random" }))],
    });
    const archenemy = variantConfig("archenemy", 4).archenemies; // 904.2a: seat 0
    expect(archenemy).toEqual([0]);
    const expected = ["archenemy", undefined, undefined, undefined];
    expect(rolesOf(t.table)).toEqual(expected);
    expect(t.table.seats.map((s) => s.team)).toEqual([0, 1, 1, 1]);

    // Ann sits in the archenemy's seat, the game begins; she concedes (104.3a), and it is over.
    const ann = await joinSeat(srv.http, t.id, "Ann");
    await expect.poll(async () => (await tableInfo(t.id)).status).toBe("playing");
    expect(rolesOf(await tableInfo(t.id))).toEqual(expected);
    expect((await api(srv.http, "POST", `/api/tables/${t.id}/leave`, undefined, ann.token)).status).toBe(200);
    await expect.poll(async () => (await tableInfo(t.id)).status, { timeout: 60_000 }).toBe("over");
    const { body } = await api<{ games: ReplayInfo[] }>(srv.http, "GET", "/api/games");
    const game = body.games.find((g) => g.id === t.id);
    expect(game?.seats[0]).toMatchObject({ name: "Ann", team: 0, role: "archenemy" });
    expect(rolesOf(game!)).toEqual(expected);
  }, 120_000);

  it("806 Free-for-All: no seat has a role", async () => {
    await server();
    const t = await createTable(srv.http, { variant: "free-for-all", players: 4, seats: openSeats(4) });
    for (const seat of t.table.seats) expect("role" in seat, `seat ${seat.seat}`).toBe(false);
    for (const seat of (await tableInfo(t.id)).seats) expect("role" in seat, `seat ${seat.seat}`).toBe(false);
  });
});
