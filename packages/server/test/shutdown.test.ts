/**
 * A server stopped with SIGTERM while bots play (a 16-player Grand Melee in a worker thread, bot delay 0): the changes
 * already queued finish and are written, no timer fires into a closed core (no error logged), and a
 * restarted server finds the table at its logged hash and plays on.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TableInfo } from "@roundtable/protocol";
import { afterAll, describe, expect, it } from "vitest";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable } from "./support/tables.ts";

const dir = mkdtempSync(join(tmpdir(), "roundtable-shutdown-"));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  rmSync(dir, { recursive: true, force: true });
});

const start = async () => {
  const s = await startProcess(["--data-dir", dir, "--bot-delay", "0", "--worker-players", "4"]);
  servers.push(s);
  return s;
};

async function info(base: string, id: string): Promise<TableInfo> {
  return (await api<TableInfo>(base, "GET", `/api/tables/${id}`)).body;
}

describe("server shutdown", () => {
  it("SIGTERM mid-game: queued moves are written, no error is logged, a restart resumes at the logged hash", async () => {
    const first = await start();
    const t = await createTable(first.http, {
      // Grand Melee (807.4): several turn markers, so several bots' moves wait in the queue at once.
      variant: "grand-melee",
      players: 16,
      seats: Array.from({ length: 16 }, () => ({ kind: "bot", bot: "random" })),
    });
    // Let the bots play a while (the game is in a worker thread), then stop the server mid-game.
    while ((await info(first.http, t.id)).seq < 200) await new Promise((r) => setTimeout(r, 50));
    await first.stop();
    expect(first.child.exitCode).toBe(0);
    const errors = first.logs
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .filter((l) => l.level >= 50);
    expect(errors).toEqual([]);

    const second = await start();
    const resumed = await info(second.http, t.id);
    expect(resumed.status === "playing" || resumed.status === "over").toBe(true);
    expect(resumed.seq).toBeGreaterThanOrEqual(200);
    // The restart replays the log and checks its last hash (a mismatch would mark the table broken).
    expect(resumed.status).not.toBe("broken");
    // …and the bots play on from there.
    while ((await info(second.http, t.id)).seq < resumed.seq + 20)
      await new Promise((r) => setTimeout(r, 50));
  });
});
