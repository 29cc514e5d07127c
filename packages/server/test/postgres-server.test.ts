/**
 * The real server on PostgreSQL (`--db postgres://…`, a throwaway cluster): a person and two bots play a
 * game to its end; the log and the record are in PostgreSQL, and a restart resumes from them.
 */
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { type PgCluster, startPostgres } from "./support/postgres.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { TestClient } from "./support/wsClient.ts";

describe("the server on PostgreSQL", () => {
  let cluster: PgCluster;
  const servers: ServerProcess[] = [];
  const clients: TestClient[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
  });
  afterAll(async () => {
    for (const c of clients) await c.close();
    for (const s of servers) await s.stop();
    await cluster?.stop();
  });

  it("plays a game to its end with every input in PostgreSQL; a restarted server finds the table", async () => {
    const db = await cluster.createDatabase();
    const args = ["--db", db, "--bot-delay", "0", "--log-level", "warn"];
    const first = await startProcess(args);
    servers.push(first);
    expect((await api(first.http, "GET", "/api/health")).body).toMatchObject({ ok: true, store: "postgres" });
    const t = await createTable(first.http, {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }],
    });
    const { seat, token } = await joinSeat(first.http, t.id, "Ann");
    const c = await TestClient.open(first.ws);
    clients.push(c);
    const ann = new AutoPlayer(c, seat);
    c.send({ type: "hello", protocol: 1, table: t.id, token });
    await c.gameOver();
    expect(ann.errors).toEqual([]);
    await first.stop();

    const second = await startProcess(args);
    servers.push(second);
    const info = (await api<TableInfo>(second.http, "GET", `/api/tables/${t.id}`)).body;
    expect(info.status).toBe("over");
    const record = (await api<GameRecord>(second.http, "GET", `/api/games/${t.id}/record`)).body;
    expect(record.inputs.length).toBe(info.seq);
    expect(Game.replay(cardDb, record, { events: false }).hash()).toBe(info.hash);
  });
});
