/**
 * kill -9 as a table from a saved position begins: the game's start and the position's inputs are written
 * in one transaction (Store.startGame), so a process that dies as the last seat is taken leaves the table
 * waiting with every seat taken and none of its game written. Restarted, the server begins the game as it
 * loads the table — at the position, the position's inputs the log's first — and it is played on. A table
 * as an older server left it (the position's inputs logged before the start, then killed) begins the same
 * way, its inputs logged once. Real server processes on SQLite; the one that dies is started with a preload
 * of the tests' (support/die-before-start.ts), which kills it as the game's start is to be written.
 */
import { once } from "node:events";
import { join } from "node:path";
import type { TableInfo } from "@roundtable/protocol";
import type { SavedNow } from "@roundtable/scenario";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import type { PositionRequest } from "../src/tables/fromPosition.ts";
import type { TableSpec } from "../src/tables/tableState.ts";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { useDataDir } from "./support/dataDir.ts";
import { storedIn } from "./support/finishWindow.ts";
import { DIE_BEFORE_START } from "./support/preloads.ts";
import { savedFromBots } from "./support/savedPosition.ts";
import { api, startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { TestClient, until } from "./support/wsClient.ts";

describe("kill -9 as a table from a saved position begins", () => {
  const { dir, servers, clients } = useDataDir("roundtable-position-start-");
  const args = ["--data-dir", dir, "--bot-delay", "1", "--log-level", "info"];
  const path = join(dir, "roundtable.sqlite");
  let saved: SavedNow;
  beforeAll(() => {
    saved = savedFromBots();
  });

  /**
   * On a process that dies as a game begins: a table from the saved position whose first two players still
   * in the game are open seats (a bot plays a dropped one after 5 s), the third a bot. Ann takes one; Ben
   * the other, the last — the game begins, and the process dies before its start is written (Ben never
   * hears of his seat). Resolves once it is dead, with Ann's seat.
   */
  async function cutAtStart(): Promise<{ id: string; seat: number; token: string }> {
    const first = await startProcess(args, DIE_BEFORE_START);
    servers.push(first);
    const players = saved.file.players as { left?: unknown }[];
    const open = players.flatMap((p, i) => (p.left === undefined ? [i] : [])).slice(0, 2);
    expect(open).toHaveLength(2);
    const { id } = await createTable(first.http, {
      position: saved.file,
      seats: players.map((_, i) => (open.includes(i) ? { kind: "open" } : { kind: "bot", bot: "random" })),
      settings: { onDrop: { mode: "bot", afterSeconds: 5 } },
    });
    const ann = await joinSeat(first.http, id, "Ann");
    const exited = once(first.child, "exit");
    const ben = api(first.http, "POST", `/api/tables/${id}/seats`, { name: "Ben" }).then(
      () => "answered",
      () => "never answered",
    );
    await exited;
    expect(first.child.signalCode).toBe("SIGKILL");
    expect(
      first.logs.some((l) => l.includes(`die-before-start: killed before startGame (table ${id})`)),
    ).toBe(true);
    expect(await ben).toBe("never answered");
    return { id, ...ann };
  }

  /** The table's position request, as its spec keeps it: the start and inputs its check computed. */
  async function specOf(id: string): Promise<PositionRequest> {
    const store = new SqliteStore(path);
    try {
      const spec = (await store.getTable(id))?.spec as TableSpec;
      return spec.request as PositionRequest;
    } finally {
      await store.close();
    }
  }

  /**
   * Restarted, the server begins the table's game as it loads it: playing, every seat taken, its stored
   * start and first inputs the position's, and Ann plays on from there with her token.
   */
  async function beginsOnRestart(cut: { id: string; seat: number; token: string }): Promise<void> {
    const request = await specOf(cut.id);
    const inputs = request.inputs ?? [];
    expect(inputs.length).toBeGreaterThan(0);
    const second = await startProcess(args);
    servers.push(second);
    const info = (await api<TableInfo>(second.http, "GET", `/api/tables/${cut.id}`)).body;
    expect(info.status).toBe("playing");
    expect(info.seats.map((s) => s.kind)).not.toContain("open");
    expect(info.seats[cut.seat]).toMatchObject({ kind: "human", name: "Ann" });
    expect(
      second.logs.some(
        (l) =>
          l.includes(`"table":"${cut.id}"`) &&
          l.includes("every seat is taken and the game has not begun: it begins now"),
      ),
    ).toBe(true);

    const stored = await storedIn(new SqliteStore(path), cut.id);
    expect(stored.status).toBe("playing");
    expect(stored.start).toEqual(request.start);
    expect(stored.inputs.slice(0, inputs.length).map((l) => l.input)).toEqual(inputs);

    const c = await TestClient.open(second.ws);
    clients.push(c);
    const ann = new AutoPlayer(c, cut.seat);
    c.send({ type: "hello", protocol: 1, table: cut.id, token: cut.token });
    await until(() => ann.seq >= inputs.length + 10, "the game played on from the position", 60_000);
    expect(ann.errors).toEqual([]);
    await second.stop();
  }

  it("restarted, the server begins the game at the position: every seat taken, the position's inputs first, played on", async () => {
    const cut = await cutAtStart();
    // What the dead process left: the seats taken, no start, no log.
    const store = new SqliteStore(path);
    try {
      const row = await store.getTable(cut.id);
      expect(row).toMatchObject({ status: "waiting", start: null });
      const seats = row?.seats as { seats: { kind: string }[] };
      expect(seats.seats.map((s) => s.kind)).not.toContain("open");
      expect(await store.loadInputs(cut.id)).toEqual([]);
    } finally {
      await store.close();
    }
    await beginsOnRestart(cut);
  }, 120_000);

  it("a table an older server left with the position's inputs logged and no start begins with them, once", async () => {
    const cut = await cutAtStart();
    // As an older server left it: the position's inputs written before the start, then killed.
    const inputs = (await specOf(cut.id)).inputs ?? [];
    const db = new Database(path);
    const insert = db.prepare("INSERT INTO inputs (table_id, seq, input, hash) VALUES (?, ?, ?, NULL)");
    for (const [i, input] of inputs.entries()) insert.run(cut.id, i + 1, JSON.stringify(input));
    db.close();
    await beginsOnRestart(cut);
  }, 120_000);
});
