/**
 * Big tables (docs/server.md): a 24-player Grand Melee of bots (over the default threshold of 16) runs its
 * game and its bots in a worker thread, its waiting bot moves applied in batches; while it plays, a
 * 4-player table on the same server is answered and advances.
 */
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { api, inProcess } from "./support/server.ts";
import { createTable, FOUR_PLAYERS, joinSeat } from "./support/tables.ts";
import { type Message, TestClient } from "./support/wsClient.ts";

const SMALL_INPUTS = 40;

describe("a big table in a worker thread beside a small one", () => {
  const open: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const c of open.splice(0).reverse()) await c.close();
  });

  it("807: a 24-player Grand Melee of bots plays in a worker while a 4-player game advances", async () => {
    const logs: { msg: string; table?: string; players?: number }[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => logs.push(JSON.parse(line)) });
    const store = new SqliteStore(":memory:");
    await store.init();
    open.push(store);
    const srv = await inProcess(store, 0, logger);
    open.push(srv.app);
    const connect = async (table: string, token: string) => {
      const c = await TestClient.open(srv.ws);
      open.push(c);
      c.send({ type: "hello", protocol: 1, table, token });
      return c;
    };
    /** Every update of either table, in the order the clients got them. */
    const order: { table: "big" | "small"; seq: number }[] = [];
    const follow = (c: TestClient, table: "big" | "small") =>
      c.socket.on("message", (data) => {
        const m = JSON.parse(data.toString()) as Message;
        if (m.type === "update") order.push({ table, seq: m.seq as number });
      });

    const big = await createTable(srv.http, {
      variant: "grand-melee",
      players: 24,
      seats: Array.from({ length: 24 }, () => ({ kind: "bot" })),
    });
    expect(big.table.status).toBe("playing");
    const judge = await connect(big.id, big.judgeToken);
    follow(judge, "big");

    const small = await createTable(srv.http, FOUR_PLAYERS);
    const players: AutoPlayer[] = [];
    for (const name of ["Ann", "Ben"]) {
      const { seat, token } = await joinSeat(srv.http, small.id, name);
      const c = await connect(small.id, token);
      players.push(new AutoPlayer(c, seat));
      if (name === "Ann") follow(c, "small");
    }
    await players[0].client.next(
      (m) => m.type === "update" && (m.seq as number) >= SMALL_INPUTS,
      "the small game",
    );

    // The big table went on between the small table's updates, and is still in the middle of its game.
    const first = order.findIndex((u) => u.table === "small");
    const last = order.findIndex((u) => u.table === "small" && u.seq >= SMALL_INPUTS);
    const bigMeanwhile = order.slice(first, last).filter((u) => u.table === "big");
    expect(bigMeanwhile.length).toBeGreaterThan(0);
    const info = await api<{ status: string; seq: number }>(srv.http, "GET", `/api/tables/${big.id}`);
    expect(info.body.status).toBe("playing");
    for (const p of players) expect(p.errors).toEqual([]);

    // Only the big table runs in a worker thread.
    const inWorker = logs.filter((l) => l.msg === "table runs in a worker thread");
    expect(inWorker).toEqual([expect.objectContaining({ table: big.id, players: 24 })]);

    // 807.4: its turn markers keep several bot decisions open at once: some batches hold several inputs.
    // An update whose seq passes the last one by more than one carries a batch of several inputs.
    let seen = (await judge.nextOf("welcome")).seq as number;
    const batch = await judge.next((m) => {
      if (m.type !== "update") return false;
      const several = (m.seq as number) - seen > 1;
      seen = m.seq as number;
      return several;
    }, "an update of several inputs");
    expect((batch as Extract<Message, { type: "update" }>).events.length).toBeGreaterThan(1);
  });
});
