/**
 * Reconnection: a client that comes back with its token and the last sequence number it saw gets what it
 * missed and its open decisions; a reload (no lastSeq) gets a full view that equals the patched one.
 */
import type { GameEvent } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { useServer } from "./support/inProcess.ts";
import { createTable, FOUR_PLAYERS, joinSeat } from "./support/tables.ts";
import { type Message, TestClient, until } from "./support/wsClient.ts";

describe("reconnection", () => {
  // A fixed game (useServer's table seed 1): with a random one, Ann (who only passes and keeps her hand) was
  // sometimes killed by the bots while away and never asked again, and the game ended without her.
  const server = useServer(0);

  it("a client back with lastSeq gets the events it missed; a reload gets the full view; the game goes on", async () => {
    const srv = await server.start();
    const t = await createTable(srv.http, FOUR_PLAYERS);
    const hello = (c: TestClient, token: string, lastSeq?: number) =>
      c.send({
        type: "hello",
        protocol: 1,
        table: t.id,
        token,
        ...(lastSeq === undefined ? {} : { lastSeq }),
      });
    const ann = await joinSeat(srv.http, t.id, "Ann");
    const ben = await joinSeat(srv.http, t.id, "Ben");
    const annTab = server.keep(await TestClient.open(srv.ws));
    const annPlayer = new AutoPlayer(annTab, ann.seat);
    hello(annTab, ann.token);
    // Ann's second tab only watches: it gets every update of her seat.
    const watchTab = server.keep(await TestClient.open(srv.ws));
    const watcher = new AutoPlayer(watchTab, ann.seat, false);
    hello(watchTab, ann.token);
    const benTab = server.keep(await TestClient.open(srv.ws));
    new AutoPlayer(benTab, ben.seat);
    hello(benTab, ben.token);

    await annTab.next((m) => m.type === "update" && (m.seq as number) >= 40, "seq 40");
    await annTab.close();
    const lastSeq = annPlayer.seq;
    // While Ann is away the others play on until her seat must answer; then nothing moves.
    await until(
      () => watcher.views?.seat.decisions.some((d) => d.player === ann.seat) === true,
      "Ann's turn to answer",
    );
    const back = server.keep(await TestClient.open(srv.ws));
    hello(back, ann.token, lastSeq);
    const welcome = (await back.nextOf("welcome")) as Extract<Message, { type: "welcome" }>;
    expect(welcome.you).toEqual({ role: "player", seat: ann.seat });
    expect(welcome.seq).toBeGreaterThanOrEqual(lastSeq);
    const seen = watchTab.messages.filter(
      (m): m is Extract<Message, { type: "update" }> =>
        m.type === "update" && m.seq > lastSeq && m.seq <= welcome.seq,
    );
    const missedByWatcher: GameEvent[] = seen.flatMap((u) => u.events);
    expect(welcome.missed).toEqual(missedByWatcher);
    // The full view is the view the watching tab has patched together up to the same point.
    expect(watcher.seq).toBe(welcome.seq);
    expect(welcome.view).toEqual(watcher.views);

    // A reload: no lastSeq, a full view and no events; Ann plays on from it to the game's end.
    await back.close();
    const reload = server.keep(await TestClient.open(srv.ws));
    const player = new AutoPlayer(reload, ann.seat);
    hello(reload, ann.token);
    const fresh = (await reload.nextOf("welcome")) as Extract<Message, { type: "welcome" }>;
    expect(fresh.missed).toBeNull();
    expect(fresh.view).not.toBeNull();
    await reload.gameOver();
    expect(player.errors).toEqual([]);
  });
});
