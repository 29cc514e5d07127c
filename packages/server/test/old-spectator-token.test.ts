/**
 * A spectator's token made before spectators had names, against a real server process: a plain token whose
 * store row has no number (schema versions 5 and 6 kept only its hash), at a table made then — whose
 * settings have no `spectatorsChat`, which came with the names. Its spectator still watches after the
 * upgrade, unnamed (tables/spectatorTokens.ts: the token names no one), and a line they say gets the refusal
 * every spectator of that table gets — its settings let no spectator talk — not one for lacking a name. A
 * table's settings are its create request's and never change (a rematch's tokens are new, named ones), so
 * an unnamed token is not kept from talking where a named one could.
 */
import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { useDataDir } from "./support/dataDir.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient } from "./support/wsClient.ts";

type Welcome = Extract<Message, { type: "welcome" }>;

const { dir, servers, clients } = useDataDir("roundtable-old-spectator-token-");
const args = ["--data-dir", dir, "--bot-delay", "5000", "--log-level", "warn"];

async function started(): Promise<ServerProcess> {
  const srv = await startProcess(args);
  servers.push(srv);
  return srv;
}

describe("a spectator's token made before spectators had names", () => {
  it("still watches, unnamed, and is refused a line as every spectator of its table is (no spectatorsChat then)", async () => {
    let srv = await started();
    const t = await createTable(srv.http, {
      variant: "free-for-all",
      players: 4,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }, { kind: "bot" }],
    });
    await joinSeat(srv.http, t.id, "Ann");
    await srv.stop();

    // The table as a server before names left it: no spectatorsChat in its settings, and a spectator's plain
    // token (32 random bytes, as seats' tokens are) kept by its hash alone.
    const old = randomBytes(32).toString("base64url");
    const db = new Database(join(dir, "roundtable.sqlite"));
    db.prepare(
      "UPDATE tables SET spec = json_remove(spec, '$.request.settings.spectatorsChat') WHERE id = ?",
    ).run(t.id);
    db.prepare("INSERT INTO spectators (table_id, token_hash) VALUES (?, ?)").run(
      t.id,
      createHash("sha256").update(old).digest("hex"),
    );
    db.close();

    srv = await started();
    const info = await api<{ settings: Record<string, unknown> }>(srv.http, "GET", `/api/tables/${t.id}`);
    expect(info.body.settings).not.toHaveProperty("spectatorsChat");
    const hello = async (token: string): Promise<[TestClient, Welcome]> => {
      const c = await TestClient.open(srv.ws);
      clients.push(c);
      c.send({ type: "hello", protocol: 1, table: t.id, token });
      return [c, (await c.nextOf("welcome")) as Welcome];
    };
    const [unnamed, welcome] = await hello(old);
    expect(welcome.you).toEqual({ role: "spectator", seat: null });
    // A spectator let in now is named (and numbered after the old row), and may not talk here either.
    const now = await api<{ token: string; spectator: number; name: string }>(
      srv.http,
      "POST",
      `/api/tables/${t.id}/spectators`,
    );
    expect(now.body).toMatchObject({ spectator: 2, name: "Spectator 2" });
    const [named, namedWelcome] = await hello(now.body.token);
    expect(namedWelcome.you).toEqual({ role: "spectator", seat: null, spectator: 2, name: "Spectator 2" });
    const refusals = [];
    for (const [c, ref] of [
      [unnamed, "old"],
      [named, "new"],
    ] as const) {
      c.send({ type: "say", ref, text: "hello all" });
      const { code, message } = (await c.next((m) => m.type === "error" && m.ref === ref)) as {
        code: string;
        message: string;
      };
      refusals.push({ code, message });
    }
    expect(refusals[0]).toEqual(refusals[1]);
    expect(refusals[0]).toMatchObject({
      code: "not-a-player",
      message: expect.stringContaining("its settings don't let spectators talk"),
    });
  }, 60_000);
});
