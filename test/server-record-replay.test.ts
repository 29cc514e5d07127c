/**
 * Issue 16, "Nothing lost": a finished game's record, fetched from a real server process
 * (`GET /api/games/ID/record`), is checked by `roundtable replay` — the same hash; a changed record is not.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { replayCommand } from "@roundtable/cli";
import type { GameRecord } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { afterAll, describe, expect, it } from "vitest";
import { api, type ServerProcess, startProcess } from "../packages/server/test/support/server.ts";
import { createTable } from "../packages/server/test/support/tables.ts";

const dir = mkdtempSync(join(tmpdir(), "rt-record-"));
let server: ServerProcess | null = null;
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Polls the table until its game is over (bots at delay 0 finish a duel in a few seconds). */
async function finished(base: string, id: string): Promise<TableInfo> {
  for (;;) {
    const r = await api<TableInfo>(base, "GET", `/api/tables/${id}`);
    if (r.body.status === "over") return r.body;
    await new Promise((res) => setTimeout(res, 100));
  }
}

function replay(record: unknown): { code: number; out: string[] } {
  const file = join(dir, `record-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(record));
  const out: string[] = [];
  const code = replayCommand(
    file,
    (l) => out.push(l),
    (l) => out.push(l),
  );
  return { code, out };
}

describe("a finished game's record from the server", () => {
  it("is checked by roundtable replay: the same hash as the server's table", async () => {
    server = await startProcess(["--data-dir", dir]);
    const seats = [{ kind: "bot" }, { kind: "bot", bot: "random" }];
    const created = await createTable(server.http, {
      variant: "duel",
      players: 2,
      seats,
      settings: { botDelayMs: 0 },
    });
    const info = await finished(server.http, created.id);
    const r = await api<GameRecord>(server.http, "GET", `/api/games/${created.id}/record`);
    expect(r.status).toBe(200);
    expect(r.body.hash).toBe(info.hash);
    const ok = replay(r.body);
    expect(ok).toEqual({ code: 0, out: [`replay OK ${info.hash}`] });
    // A record whose last input was dropped replays to another hash: replay says so.
    const cut = replay({ ...r.body, inputs: r.body.inputs.slice(0, -1) });
    expect(cut.code).toBe(1);
    expect(cut.out[0]).toMatch(/^replay MISMATCH/);
  });
});
