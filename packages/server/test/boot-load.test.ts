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
    const first1 = db
      .prepare("SELECT input FROM inputs WHERE table_id = ? AND seq = 1")
      .pluck()
      .get(bad.id) as string;
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

    // The damaged table: the error a load that failed gives, to a request (with Retry-After: the seconds
    // until the process tries the load again) and to a hello.
    const unavailable = {
      code: "unavailable",
      message: expect.stringMatching(
        new RegExp(`^the table "${bad.id}" could not be loaded: try again in [1-9][0-9]* s$`),
      ),
    };
    for (const [method, path] of [
      ["GET", `/api/tables/${bad.id}`],
      ["POST", `/api/tables/${bad.id}/spectators`],
    ]) {
      const refused = await api<{ error: unknown }>(second.http, method, path);
      expect(refused.status).toBe(503);
      expect(refused.headers["retry-after"]).toMatch(/^[1-9][0-9]*$/);
      expect(refused.body.error).toEqual(unavailable);
    }
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

    // Its log mended, the damaged table loads at the first request after its wait: never hidden longer.
    const mend = new Database(join(dir, "roundtable.sqlite"));
    mend.prepare("UPDATE inputs SET input = ? WHERE table_id = ? AND seq = 1").run(first1, bad.id);
    mend.close();
    const ask = () => api<TableInfo>(second.http, "GET", `/api/tables/${bad.id}`);
    let res = await ask();
    for (let tries = 0; res.status === 503 && tries < 10; tries++) {
      await new Promise((r) => setTimeout(r, Number(res.headers["retry-after"]) * 1000));
      res = await ask();
    }
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("playing");
    // Each real attempt was logged: the failures counted, each with its wait; then the one that loaded it.
    const attempts = second.logs.filter((l) => l.includes(`"table":"${bad.id}"`));
    const failed = attempts.filter((l) => l.includes('"msg":"loading the table failed"'));
    expect(failed.map((l) => (JSON.parse(l) as { failures: number }).failures)).toEqual(
      failed.map((_, i) => i + 1),
    );
    expect(
      attempts.filter((l) => l.includes('"msg":"loading the table again after its load failed"')),
    ).toHaveLength(failed.length);
  }, 120_000);
});
