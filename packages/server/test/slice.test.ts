import { afterEach, describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { inProcess } from "./support/server.ts";
import { createTable, FOUR_PLAYERS, joinSeat } from "./support/tables.ts";
import { TestClient } from "./support/wsClient.ts";

describe("a table from creation to the first answers", () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const c of closers.splice(0)) await c();
  });

  it("join, hello → welcome, started; an answer gives an update after its inputs are stored", async () => {
    const store = new SqliteStore(":memory:");
    await store.init();
    const srv = await inProcess(store, 5);
    closers.push(() => srv.app.close());
    const t = await createTable(srv.http, FOUR_PLAYERS);
    const a = await joinSeat(srv.http, t.id, "Ann");
    const ca = await TestClient.open(srv.ws);
    closers.push(() => ca.close());
    ca.send({ type: "hello", protocol: 1, table: t.id, token: a.token });
    const w = await ca.nextOf("welcome");
    expect(w.you).toEqual({ role: "player", seat: a.seat });
    expect(w.view).toBeNull();
    new AutoPlayer(ca, a.seat);
    const b = await joinSeat(srv.http, t.id, "Ben");
    const cb = await TestClient.open(srv.ws);
    closers.push(() => cb.close());
    cb.send({ type: "hello", protocol: 1, table: t.id, token: b.token });
    new AutoPlayer(cb, b.seat);
    const started = await ca.nextOf("started");
    expect(started.view).not.toBeNull();
    // Ann's answer to her mulligan decision (103.5) comes back as a "keep" event in an update.
    const u = await ca.next(
      (m) => m.type === "update" && m.events.some((e) => e.type === "keep" && e.player === a.seat),
      "Ann's keep",
    );
    const logged = await store.loadInputs(t.id);
    expect(logged.length).toBeGreaterThanOrEqual(u.seq as number);
    expect(logged.some((l) => "player" in l.input && l.input.player === a.seat)).toBe(true);
    expect(b.seat).toBe(1);
  });
});
