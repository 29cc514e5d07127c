/**
 * Who may give a seat up (POST /api/tables/:id/leave), against a real server process: its player, by the
 * seat's token. The table's other tokens — its judge's, a spectator's — are `403 forbidden`, and no token or
 * one that is none of the table's (another table's) `401 unauthorised`, as the table's other routes answer
 * (http/refuse.ts: "play again", "save this position"). A refused request gives nothing up.
 */
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { slowBotServer, useDataDir } from "./support/dataDir.ts";
import { api } from "./support/server.ts";
import { createTable, FOUR_PLAYERS, joinSeat } from "./support/tables.ts";

type Err = { error: { code: string; message: string } };

const { dir, servers } = useDataDir("roundtable-leave-refusals-");
const server = slowBotServer(dir, servers);

describe("POST /api/tables/:id/leave: who may give a seat up", () => {
  it("no token or another table's is a 401; the table's judge's or a spectator's a 403; the seat's player's frees it", async () => {
    const srv = await server();
    const t = await createTable(srv.http, FOUR_PLAYERS);
    const elsewhere = await createTable(srv.http, FOUR_PLAYERS);
    const ann = await joinSeat(srv.http, t.id, "Ann");
    const leave = (token?: string) =>
      api<Err>(srv.http, "POST", `/api/tables/${t.id}/leave`, undefined, token);

    for (const token of [undefined, "not-a-token", elsewhere.judgeToken]) {
      const r = await leave(token);
      expect([r.status, r.body.error.code], String(token)).toEqual([401, "unauthorised"]);
    }
    expect((await leave()).body.error.message).toMatch(/a seat token is needed/);

    const spectator = await api<{ token: string }>(srv.http, "POST", `/api/tables/${t.id}/spectators`);
    for (const token of [t.judgeToken, spectator.body.token]) {
      const r = await leave(token);
      expect([r.status, r.body.error.code]).toEqual([403, "forbidden"]);
      expect(r.body.error.message).toMatch(/giving a seat up is for its player/);
    }
    const seat = async () =>
      (await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body.seats[ann.seat];
    expect(await seat()).toMatchObject({ kind: "human", name: "Ann" });

    expect((await leave(ann.token)).status).toBe(200);
    expect((await seat()).kind).toBe("open");
    // The seat given up, its token is none of the table's.
    expect((await leave(ann.token)).status).toBe(401);
  });
});
