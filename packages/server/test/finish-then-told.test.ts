/**
 * A game's end is written before it is told (TableGame.acceptMany): the table is over and its record
 * written by the time any connection hears the game end, so whoever hears it can ask for the rematch (the
 * web's Play again, the terminal's /rematch) or the record at once. Against a real server process whose
 * write of the end takes a second longer (slow-finish.ts): told first, a rematch asked for in that second
 * was a 409 game-not-over and the table's info said "playing".
 */
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { useDataDir } from "./support/dataDir.ts";
import { SLOW_FINISH } from "./support/preloads.ts";
import { api, startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { TestClient, until } from "./support/wsClient.ts";

describe("a game's end is written before anyone hears of it", () => {
  const { dir, servers, clients } = useDataDir("roundtable-finish-then-told-");

  it("Ann concedes; the moment her view says over, the table is over, its record served and its rematch made", async () => {
    const s = await startProcess(["--data-dir", dir, "--bot-delay", "0", "--log-level", "warn"], SLOW_FINISH);
    servers.push(s);
    const t = await createTable(s.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot" }],
    });
    const ann = await joinSeat(s.http, t.id, "Ann");
    const client = await TestClient.open(s.ws);
    clients.push(client);
    const player = new AutoPlayer(client, ann.seat);
    client.send({ type: "hello", protocol: 1, table: t.id, token: ann.token });
    await until(() => player.seq >= 0, "the game begun");
    client.send({ type: "concede", ref: "gg" });
    await until(() => player.over(), "Ann's view of the game's end");

    const info = await api<TableInfo>(s.http, "GET", `/api/tables/${t.id}`);
    expect(info.body.status).toBe("over");
    const record = await api<{ hash: string }>(s.http, "GET", `/api/games/${t.id}/record`);
    expect(record.status).toBe(200);
    const rematch = await api<{ id: string }>(
      s.http,
      "POST",
      `/api/tables/${t.id}/rematch`,
      undefined,
      ann.token,
    );
    expect(rematch.status).toBe(201);
  }, 60_000);
});
