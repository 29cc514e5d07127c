/**
 * kill -9 between a game's last input and its end: a real server process on SQLite dies (die-before-finish.ts)
 * once the game's last input is in the log and before the table is marked over with its record written.
 * Started again on the same data directory, it restores the table, finds the replayed game over and
 * finishes it as a game ending live does: over, its record written and served, listed among the finished
 * games, a rematch made.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteStore } from "../src/store/sqlite.ts";
import { logHash } from "../src/tables/loggedHash.ts";
import {
  DIE_BEFORE_FINISH,
  expectCutShort,
  expectFinished,
  playUntilKilled,
} from "./support/finishWindow.ts";
import { type ServerProcess, startProcess } from "./support/server.ts";
import type { TestClient } from "./support/wsClient.ts";

describe("kill -9 after a game's last input, before its table is finished", () => {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-restart-finish-"));
  const servers: ServerProcess[] = [];
  const clients: TestClient[] = [];
  afterAll(async () => {
    for (const c of clients) await c.close();
    for (const s of servers) await s.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const stored = async (id: string) => {
    const store = new SqliteStore(join(dir, "roundtable.sqlite"));
    try {
      const row = await store.getTable(id);
      return {
        status: row!.status,
        start: row!.start!,
        record: await store.getRecord(id),
        inputs: await store.loadInputs(id),
      };
    } finally {
      await store.close();
    }
  };

  it("restarted, the server finishes the table: over, its record written, listed as finished, a rematch made", async () => {
    const args = ["--data-dir", dir, "--bot-delay", "0", "--log-level", "info"];
    const first = await startProcess(args, DIE_BEFORE_FINISH);
    servers.push(first);
    const cut = await playUntilKilled(first, clients);
    const end = expectCutShort(await stored(cut.id));

    const second = await startProcess(args);
    servers.push(second);
    await expectFinished(second, cut, end, clients);
    expect(
      second.logs.some(
        (l) =>
          l.includes(`"table":"${cut.id}"`) && l.includes("the replayed game is over: the table is finished"),
      ),
    ).toBe(true);
    await second.stop();

    // In the store as a game ended live leaves it: over, its record, the final checkpoint at the log's end.
    const after = await stored(cut.id);
    expect(after.status).toBe("over");
    expect(after.record?.hash).toBe(end.hash);
    expect(after.inputs.length).toBe(end.seq);
    expect(after.inputs[end.seq - 1]?.hash).toBe(logHash(end.hash));
  }, 120_000);
});
