/**
 * A real server process: a card's generated rules text (GET /api/cards/:id) and "save this position"
 * (GET /api/tables/:id/position): who may save (the judge; a player once the game is over or at a practice
 * table), the refusal naming why a position can't be saved, and a saved file the scenario runner accepts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { parseScenario, runScenario } from "@roundtable/scenario";
import { afterAll, describe, expect, it } from "vitest";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, FOUR_PLAYERS, joinSeat } from "./support/tables.ts";
import { TestClient, until } from "./support/wsClient.ts";

type Err = { error: { code: string; message: string; problems?: string[] } };
type Saved = { file: Record<string, unknown>; exact: boolean; note: string; filename: string };

/** A saved file: valid, and it runs to its stopAt with the scenario runner (`roundtable scenario`). */
function expectRuns(file: unknown): void {
  const parsed = parseScenario(JSON.parse(JSON.stringify(file)), cardDb);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const run = runScenario(parsed.scenario, cardDb);
  expect(run.error).toBeUndefined();
  expect(run.passed).toBe(true);
}

describe("cards and positions over HTTP", () => {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-position-"));
  let server: ServerProcess;
  const clients: TestClient[] = [];
  afterAll(async () => {
    for (const c of clients) await c.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("GET /api/cards/:id: name, cost, type line, generated rules text, P/T; 404 for no such card", async () => {
    server = await startProcess(["--data-dir", dir, "--bot-delay", "0", "--log-level", "warn"]);
    const bolt = await api<Record<string, unknown>>(server.http, "GET", "/api/cards/lightning-bolt");
    expect(bolt.status).toBe(200);
    expect(bolt.body).toEqual({
      id: "lightning-bolt",
      name: "Lightning Bolt",
      cost: "{R}",
      typeLine: "Instant",
      text: "Lightning Bolt deals 3 damage to any target.",
      power: null,
      toughness: null,
      loyalty: null,
    });
    const bears = await api<Record<string, unknown>>(server.http, "GET", "/api/cards/grizzly-bears");
    expect(bears.body).toMatchObject({ typeLine: "Creature — Bear", power: 2, toughness: 2 });
    const none = await api<Err>(server.http, "GET", "/api/cards/no-such-card");
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe("not-found");
  });

  it("who may save: not a spectator, nor a player while another person plays; the judge is told why nothing can be saved yet", async () => {
    const t = await createTable(server.http, FOUR_PLAYERS);
    const ann = await joinSeat(server.http, t.id, "Ann");
    const path = `/api/tables/${t.id}/position`;
    expect((await api<Err>(server.http, "GET", path, undefined, t.judgeToken)).body.error.code).toBe(
      "not-started",
    );
    await joinSeat(server.http, t.id, "Ben"); // the game begins: mulligans
    const spectator = (await api<{ token: string }>(server.http, "POST", `/api/tables/${t.id}/spectators`))
      .body;
    // No token, or one that is none of the table's: 401, as the table's other routes answer it.
    for (const token of [undefined, "not-a-token-of-this-table"]) {
      const r = await api<Err>(server.http, "GET", path, undefined, token);
      expect([r.status, r.body.error.code]).toEqual([401, "unauthorised"]);
    }
    // The table's own tokens that may not save it now: 403, saying who may.
    for (const token of [spectator.token, ann.token]) {
      const r = await api<Err>(server.http, "GET", path, undefined, token);
      expect([r.status, r.body.error.code]).toEqual([403, "forbidden"]);
    }
    expect((await api<Err>(server.http, "GET", path, undefined, ann.token)).body.error.message).toMatch(
      /once the game is over, or at a practice table/,
    );
    // 103.5: before the first turn, the mulligans under way are the position, saved as they are (turn 0).
    const early = await api<Saved>(server.http, "GET", path, undefined, t.judgeToken);
    expect(early.status).toBe(200);
    expect(early.body.exact).toBe(true);
    expect(early.body.file).toMatchObject({ mulligans: {}, stopAt: { turn: 0 } });
    expect(
      (await api<Err>(server.http, "GET", "/api/tables/nope/position", undefined, t.judgeToken)).status,
    ).toBe(404);
  });

  it("a practice table (every other seat a bot): the player saves during the game and after it; the files run", async () => {
    const t = await createTable(server.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot" }],
      settings: { name: "Practice" },
    });
    const me = await joinSeat(server.http, t.id, "Ann");
    const c = await TestClient.open(server.ws);
    clients.push(c);
    const player = new AutoPlayer(c, me.seat);
    c.send({ type: "hello", protocol: 1, table: t.id, token: me.token });
    const path = `/api/tables/${t.id}/position`;
    let saved = 0;
    let refused = 0;
    for (let i = 0; i < 200 && !player.over(); i++) {
      const r = await api<Saved | Err>(server.http, "GET", path, undefined, me.token);
      if (r.status === 200 && "file" in r.body) {
        expect(r.body.filename).toMatch(/\.json$/);
        expect(r.body.note).toMatch(/turn \d+/);
        expectRuns(r.body.file);
        saved++;
      } else {
        expect(r.status).toBe(422);
        refused++;
      }
      if (saved >= 3) break;
      await new Promise((done) => setTimeout(done, 20));
    }
    expect(saved + refused).toBeGreaterThan(0);
    await until(() => player.over(), "the game's end", 100_000);
    const after = await api<Saved | Err>(server.http, "GET", path, undefined, me.token);
    expect([200, 422]).toContain(after.status);
    if ("file" in after.body) expectRuns(after.body.file);
    expect(saved).toBeGreaterThan(0);
  });
});
