/**
 * Planechase (901) at the server: a table of the planechase preset with bots is created, plays to its end
 * with random planar decks (901.3), and its record replays to the same hash; another variant takes the
 * planechase option; a non-boolean option is refused naming the field.
 */
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import { api, inProcess } from "./support/server.ts";
import { createTable } from "./support/tables.ts";
import { TestClient } from "./support/wsClient.ts";

describe("Planechase tables (901)", () => {
  const open: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const c of open.splice(0).reverse()) await c.close();
  });

  /** A server in this process with an in-memory store, closed after the test. */
  const server = async () => {
    const store = new SqliteStore(":memory:");
    await store.init();
    open.push(store);
    const srv = await inProcess(store, 0);
    open.push(srv.app);
    return srv;
  };
  const bots = (n: number) => Array.from({ length: n }, () => ({ kind: "bot" }));

  it("creates a planechase table of bots, plays it to the end, and its record replays to the same hash", async () => {
    const srv = await server();
    const t = await createTable(srv.http, {
      variant: "planechase",
      players: 3,
      seats: bots(3),
      settings: { botDelayMs: 0 },
    });
    const judge = await TestClient.open(srv.ws);
    open.push(judge);
    judge.send({ type: "hello", protocol: 1, table: t.id, token: t.judgeToken });
    await judge.gameOver();
    const info = (await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body;
    expect(info.status).toBe("over");
    const record = await api<GameRecord>(srv.http, "GET", `/api/games/${t.id}/record`);
    expect(record.status).toBe(200);
    const start = record.body.start;
    if (!("setup" in start)) throw new Error("a real game's record starts from its setup");
    for (const p of start.setup.players) expect(p.planarDeck?.length).toBe(10);
    const replayed = Game.replay(cardDb, record.body, { events: false });
    expect(replayed.hash()).toBe(record.body.hash);
    expect(replayed.state.planechase).toBeDefined();
  });

  it("takes the planechase option on another variant and refuses a bad one", async () => {
    const srv = await server();
    const t = await createTable(srv.http, {
      variant: "free-for-all",
      players: 3,
      options: { planechase: true },
      seats: bots(3),
      settings: { botDelayMs: 0 },
    });
    expect(t.table.status).toBe("playing");
    const bad = await api<{ error: string }>(srv.http, "POST", "/api/tables", {
      variant: "free-for-all",
      players: 3,
      options: { planechase: "yes" },
      seats: bots(3),
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("planechase");
  });
});
