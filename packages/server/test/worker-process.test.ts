/**
 * A real server process (`node --import tsx`, as `npm run serve` runs it under tsx) with
 * `--worker-players 4`: a 4-player table of bots runs its game in a worker thread and plays to its end;
 * the record replays to the table's hash.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { afterAll, describe, expect, it } from "vitest";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable } from "./support/tables.ts";
import { TestClient } from "./support/wsClient.ts";

describe("a server process with a table in a worker thread", () => {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-worker-"));
  let server: ServerProcess;
  let judge: TestClient;
  afterAll(async () => {
    await judge?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a table of four bots at --worker-players 4 plays in a worker to its end; the record replays", async () => {
    server = await startProcess(["--data-dir", dir, "--bot-delay", "0", "--worker-players", "4"]);
    const t = await createTable(server.http, {
      variant: "free-for-all",
      players: 4,
      seats: Array.from({ length: 4 }, () => ({ kind: "bot" })),
    });
    judge = await TestClient.open(server.ws);
    judge.send({ type: "hello", protocol: 1, table: t.id, token: t.judgeToken });
    await judge.gameOver();

    const lines = server.logs.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.msg === "table runs in a worker thread")).toEqual([
      expect.objectContaining({ table: t.id, players: 4 }),
    ]);
    const info = (await api<TableInfo>(server.http, "GET", `/api/tables/${t.id}`)).body;
    const record = await api<GameRecord>(server.http, "GET", `/api/games/${t.id}/record`);
    expect(record.status).toBe(200);
    const replayed = Game.replay(cardDb, record.body, { events: false });
    expect(replayed.isOver()).toBe(true);
    expect(replayed.hash()).toBe(info.hash);
  });
});
