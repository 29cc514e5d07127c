import { join } from "node:path";
import type { TableInfo } from "@roundtable/protocol";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { useDataDir } from "./support/dataDir.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { TestClient, until } from "./support/wsClient.ts";

const THREE_PLAYERS = {
  variant: "free-for-all",
  players: 3,
  seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }],
};

describe("a table that can't be loaded at boot", () => {
  const { dir, servers, clients } = useDataDir("roundtable-boot-load-");

  const play = async (s: ServerProcess, table: string, seat: number, token: string, lastSeq?: number) => {
    const c = await TestClient.open(s.ws);
    clients.push(c);
    const player = new AutoPlayer(c, seat);
    c.send({ type: "hello", protocol: 1, table, token, ...(lastSeq === undefined ? {} : { lastSeq }) });
    return player;
  };

  it("the server starts anyway: that table is a 503 `unavailable`, named in the log; the other plays on", async () => {
    const args = ["--data-dir", dir, "--bot-delay", "1", "--log-level", "warn"];
    const first = await startProcess(args);
    servers.push(first);
    const [bad, good] = [
      await createTable(first.http, THREE_PLAYERS),
      await createTable(first.http, THREE_PLAYERS),
    ];
    const seats: { seat: number; token: string; player: AutoPlayer }[] = [];
    for (const t of [bad, good]) {
      const { seat, token } = await joinSeat(first.http, t.id, "Ann");
      seats.push({ seat, token, player: await play(first, t.id, seat, token) });
    }
    await until(() => seats.every((s) => s.player.seq >= 10), "both games under way");
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));

    // The first input of one table's log can no longer be read.
    const db = new Database(join(dir, "roundtable.sqlite"));
    const damaged = db
      .prepare("UPDATE inputs SET input = '{not json' WHERE table_id = ? AND seq = 1")
      .run(bad.id);
    expect(damaged.changes).toBe(1);
    db.close();

    const second = await startProcess(args);
    servers.push(second);
    expect(
      second.logs.some(
        (l) => l.includes(`"table":"${bad.id}"`) && l.includes('"msg":"loading the table failed"'),
      ),
    ).toBe(true);

    // The damaged table: the error a load that failed gives, to a request and to a hello.
    const unavailable = {
      code: "unavailable",
      message: `the table "${bad.id}" could not be loaded: try again in a moment`,
    };
    const asked = await api<{ error: unknown }>(second.http, "GET", `/api/tables/${bad.id}`);
    expect(asked.status).toBe(503);
    expect(asked.body.error).toEqual(unavailable);
    const seat = await api<{ error: unknown }>(second.http, "POST", `/api/tables/${bad.id}/spectators`);
    expect(seat.status).toBe(503);
    expect(seat.body.error).toEqual(unavailable);
    const hello = await TestClient.open(second.ws);
    clients.push(hello);
    hello.send({ type: "hello", protocol: 1, table: bad.id, token: seats[0].token });
    expect(await hello.next()).toMatchObject({ type: "error", ...unavailable });
    const lobby = (await api<{ playing: TableInfo[] }>(second.http, "GET", "/api/tables")).body;
    expect(lobby.playing.map((t) => t.id)).toEqual([good.id]);

    // The other table plays on from its log.
    const was = seats[1].player.seq;
    const again = await play(second, good.id, seats[1].seat, seats[1].token, was);
    await until(() => again.seq >= was + 10, "the other game going on");
    expect(again.errors).toEqual([]);
    expect((await api<TableInfo>(second.http, "GET", `/api/tables/${good.id}`)).body.status).not.toBe(
      "broken",
    );
  }, 120_000);
});
