/**
 * Restart: a table whose log does not replay to its logged hash (or not at all) is marked broken — it
 * answers GET but takes no input — and the server still starts with its other tables. A checkpoint logged
 * in an earlier hash format (an engine whose state had another shape) is not compared: its table resumes.
 */
import { HASH_FORMAT } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import type { LoggedInput } from "../src/store/types.ts";
import { logHash, readLoggedHash } from "../src/tables/loggedHash.ts";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { useServer } from "./support/inProcess.ts";
import { api } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { TestClient } from "./support/wsClient.ts";

/** A store whose log, as read back, is altered for some tables. */
class TamperedStore extends SqliteStore {
  readonly tamper = new Map<string, (log: LoggedInput[]) => LoggedInput[]>();
  override async loadInputs(tableId: string): Promise<LoggedInput[]> {
    const log = await super.loadInputs(tableId);
    return this.tamper.get(tableId)?.(log) ?? log;
  }
}

describe("a log that does not replay", () => {
  const server = useServer(0);

  it("marks its table broken; the server starts and the other tables resume", async () => {
    const store = new TamperedStore(":memory:");
    await store.init();
    server.keepOpen(store);
    const first = await server.start(store);
    const ids: string[] = [];
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      const t = await createTable(first.http, {
        variant: "duel",
        players: 2,
        seats: [{ kind: "open" }, { kind: "open" }],
      });
      ids.push(t.id);
      for (const name of ["Ann", "Ben"]) {
        const { seat, token } = await joinSeat(first.http, t.id, name);
        if (name === "Ann") tokens.push(token);
        const c = server.keep(await TestClient.open(first.ws));
        new AutoPlayer(c, seat);
        c.send({ type: "hello", protocol: 1, table: t.id, token });
      }
    }
    for (const id of ids)
      while ((await api<TableInfo>(first.http, "GET", `/api/tables/${id}`)).body.seq < 3)
        await new Promise((r) => setTimeout(r, 10));
    await first.app.close();

    const lastHash = (hash: string) => (log: LoggedInput[]) =>
      log.map((l, i) => (i === log.length - 1 ? { ...l, hash } : l));
    store.tamper.set(ids[0], lastHash(logHash("0123456789abcdef")));
    store.tamper.set(ids[1], (log) => [
      ...log,
      { seq: log.length + 1, input: { player: 0, decision: 99999, answer: { choice: 0 } }, hash: "x" },
    ]);
    // Untagged: a hash of format 1, logged before the state's shape changed (HASH_FORMAT 2).
    store.tamper.set(ids[3], lastHash("0123456789abcdef"));
    const second = await server.start(store);
    const status = async (id: string) =>
      (await api<TableInfo>(second.http, "GET", `/api/tables/${id}`)).body.status;
    expect(await status(ids[0])).toBe("broken");
    expect(await status(ids[1])).toBe("broken");
    expect(await status(ids[2])).toBe("playing");
    expect(await status(ids[3])).toBe("playing");
    const log = await store.loadInputs(ids[2]);
    const info = (await api<TableInfo>(second.http, "GET", `/api/tables/${ids[2]}`)).body;
    const logged = log[log.length - 1].hash;
    expect(logged).toMatch(new RegExp(`^${HASH_FORMAT}:[0-9a-f]{16}$`));
    expect([info.seq, info.hash]).toEqual([log.length, readLoggedHash(logged ?? "").hash]);
    // A broken table takes no input.
    const c = server.keep(await TestClient.open(second.ws));
    c.send({ type: "hello", protocol: 1, table: ids[0], token: tokens[0] });
    expect((await c.nextOf("welcome")).table.status).toBe("broken");
    c.send({ type: "concede", ref: "c" });
    expect(await c.next((m) => m.type === "error")).toMatchObject({ code: "internal", ref: "c" });
  });
});
