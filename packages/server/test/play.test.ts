/**
 * A real server process: a 4-player free-for-all with two people (test clients) and two bots plays to its
 * end; the record replays to the same hash; no client ever received another player's hand cards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { afterAll, describe, expect, it } from "vitest";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { HandWatcher } from "./support/hidden.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, FOUR_PLAYERS, joinSeat } from "./support/tables.ts";
import { TestClient } from "./support/wsClient.ts";

describe("a game over the network, to its end", () => {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-play-"));
  let server: ServerProcess;
  const clients: TestClient[] = [];
  afterAll(async () => {
    for (const c of clients) await c.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("two people and two bots play to the end; the record replays to the same hash; no hand leaks", async () => {
    server = await startProcess(["--data-dir", dir, "--bot-delay", "0", "--log-level", "warn"]);
    const t = await createTable(server.http, FOUR_PLAYERS);
    // The judge, who sees every hand, watches from the start.
    const judge = await TestClient.open(server.ws);
    clients.push(judge);
    const watcher = new HandWatcher(new AutoPlayer(judge, -1, false));
    judge.send({ type: "hello", protocol: 1, table: t.id, token: t.judgeToken });
    await judge.nextOf("welcome");
    const players: AutoPlayer[] = [];
    for (const name of ["Ann", "Ben"]) {
      const { seat, token } = await joinSeat(server.http, t.id, name);
      const c = await TestClient.open(server.ws);
      clients.push(c);
      players.push(new AutoPlayer(c, seat));
      c.send({ type: "hello", protocol: 1, table: t.id, token });
    }
    for (const c of clients) await c.gameOver();

    const info = (await api<TableInfo>(server.http, "GET", `/api/tables/${t.id}`)).body;
    expect(info.status).toBe("over");
    const record = await api<GameRecord>(server.http, "GET", `/api/games/${t.id}/record`);
    expect(record.status).toBe(200);
    const replayed = Game.replay(cardDb, record.body, { events: false });
    expect(replayed.hash()).toBe(record.body.hash);
    expect(replayed.hash()).toBe(info.hash);
    expect(replayed.isOver()).toBe(true);
    for (const p of players) expect(p.errors).toEqual([]);

    // No card that was in another player's hand ever reached a client's wire (principle 4).
    for (const p of players) {
      expect([0, 1, 2, 3].every((seat) => (watcher.hands.get(seat)?.size ?? 0) >= 7)).toBe(true);
      expect(watcher.leaks(p.client.raw, p.seat)).toEqual([]);
    }
  });
});
