/**
 * 807.3: Grand Melee seats its players at random as the game begins. The people's seats (their tokens,
 * their connections) follow the game's seating: each connection learns its seat in `started` (or its
 * welcome), its seat view is that seat's, and the table's info names them there.
 */
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { useServer } from "./support/inProcess.ts";
import { api } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient } from "./support/wsClient.ts";

type Views = { table: { players: { name: string }[] }; seat: { viewer: number } };

describe("807.3 random seating", () => {
  const server = useServer(60_000);

  it("807.3 each person's seat, token and connection follow the game's random seating", async () => {
    const srv = await server.start();
    const seats = [{ kind: "open" }, { kind: "open" }, ...Array.from({ length: 8 }, () => ({ kind: "bot" }))];
    const t = await createTable(srv.http, { variant: "grand-melee", players: 10, seats });
    const ann = await joinSeat(srv.http, t.id, "Ann");
    const annTab = server.keep(await TestClient.open(srv.ws));
    annTab.send({ type: "hello", protocol: 1, table: t.id, token: ann.token });
    expect((await annTab.nextOf("welcome")).you).toEqual({ role: "player", seat: 0 });
    const ben = await joinSeat(srv.http, t.id, "Ben");
    const started = (await annTab.nextOf("started")) as Extract<Message, { type: "started" }>;
    const annSeat = started.you.seat as number;
    const view = started.view as Views;
    expect(view.table.players[annSeat].name).toBe("Ann");
    expect(view.seat.viewer).toBe(annSeat);

    const benTab = server.keep(await TestClient.open(srv.ws));
    benTab.send({ type: "hello", protocol: 1, table: t.id, token: ben.token });
    const welcome = (await benTab.nextOf("welcome")) as Extract<Message, { type: "welcome" }>;
    const benSeat = welcome.you.seat as number;
    expect((welcome.view as Views).table.players[benSeat].name).toBe("Ben");
    expect((welcome.view as Views).seat.viewer).toBe(benSeat);

    const info = (await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body;
    expect(info.seats[annSeat]).toMatchObject({ kind: "human", name: "Ann", connected: true });
    expect(info.seats[benSeat]).toMatchObject({ kind: "human", name: "Ben", connected: true });
    expect(info.seats.map((s) => s.name)).toEqual(view.table.players.map((p) => p.name));
  });
});
