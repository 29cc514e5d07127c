/**
 * "Play again" (POST /api/tables/:id/rematch), against a real server process: a finished table's rematch is
 * a new waiting table made from the same create request (bots stay bots, the people's seats open), made
 * once whoever asks and kept across a restart; each player of the finished table gets their old seat there
 * while it is open (else the first open one) and their own token; the finished table's info and its
 * connections (a `lobby`) name it; the player whose request made it plays there as its judge (its record
 * theirs once that game is over). Refused without one of the table's seat tokens — no token or one that is
 * none of the table's 401, its judge's or a spectator's 403 — and before the game is over (409).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GameRecord, GameSetup } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rematchName } from "../src/tables/rematch.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { TestClient } from "./support/wsClient.ts";

type Err = { error: { code: string; message: string } };
interface Rematch {
  id: string;
  judgeToken?: string;
  table: TableInfo;
  seat: number;
  token: string;
}

const BURN = "About\nName Burn\n\nDeck\n4 Lightning Bolt\n4 Shock\n4 Searing Spear\n48 Mountain\n";
/** Three people and a bot; Ben plays his own pasted list. */
const FRIDAY = {
  variant: "free-for-all",
  players: 4,
  options: { range: 1, attack: "left" },
  seats: [{ kind: "open" }, { kind: "bot", bot: "random" }, { kind: "open" }, { kind: "open" }],
  settings: { name: "Friday", spectatorsSeeHands: true },
};

let dir: string;
let server: ServerProcess;
const start = () => startProcess(["--data-dir", dir, "--bot-delay", "0", "--log-level", "warn"]);

const rematch = (table: string, token?: string) =>
  api<Rematch & Err>(server.http, "POST", `/api/tables/${table}/rematch`, undefined, token);
const info = async (table: string) => (await api<TableInfo>(server.http, "GET", `/api/tables/${table}`)).body;
const over = (table: string) => expect.poll(async () => (await info(table)).status, { timeout: 60_000 });
const leave = (table: string, token: string) =>
  api(server.http, "POST", `/api/tables/${table}/leave`, undefined, token);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "roundtable-rematch-"));
  server = await start();
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("POST /api/tables/:id/rematch", () => {
  it('names the rematch "<name> (rematch)", a rematch\'s "(rematch 2)", within 60 characters', () => {
    expect(rematchName("Duel table")).toBe("Duel table (rematch)");
    expect(rematchName("Duel table (rematch)")).toBe("Duel table (rematch 2)");
    expect(rematchName("Duel table (rematch 9)")).toBe("Duel table (rematch 10)");
    const long = rematchName(`${"x".repeat(59)}y`);
    expect([long.length, long.endsWith("x (rematch)")]).toEqual([60, true]);
  });

  it("is for the table's players only: no token or another table's is a 401, as the table's other routes answer; its judge's or a spectator's a 403", async () => {
    const bots = await createTable(server.http, {
      variant: "free-for-all",
      players: 4,
      seats: Array.from({ length: 4 }, () => ({ kind: "bot" })),
    });
    await over(bots.id).toBe("over");
    const elsewhere = await createTable(server.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot" }],
    });
    for (const token of [undefined, "not-a-token", elsewhere.judgeToken]) {
      const r = await rematch(bots.id, token);
      expect([r.status, r.body.error.code]).toEqual([401, "unauthorised"]);
    }
    expect((await rematch(bots.id)).body.error.message).toMatch(/seat tokens is needed/);
    const spectator = await api<{ token: string }>(server.http, "POST", `/api/tables/${bots.id}/spectators`);
    for (const token of [bots.judgeToken, spectator.body.token]) {
      const r = await rematch(bots.id, token);
      expect([r.status, r.body.error.code]).toEqual([403, "forbidden"]);
      expect(r.body.error.message).toMatch(/for the table's players/);
    }
    expect((await info(bots.id)).rematch).toBeUndefined();
    expect((await rematch("no-such-table", bots.judgeToken)).body.error.code).toBe("not-found");
  }, 120_000);

  it("a playgroup plays again: same request, old seats, one table, kept across a restart", async () => {
    const old = await createTable(server.http, FRIDAY);
    const ann = await joinSeat(server.http, old.id, "Ann");
    const ben = await api<{ seat: number; token: string }>(
      server.http,
      "POST",
      `/api/tables/${old.id}/seats`,
      {
        name: "Ben",
        deck: BURN,
      },
    );
    expect(ben.body.seat).toBe(2);
    const early = await rematch(old.id, ann.token);
    expect([early.status, early.body.error.code]).toEqual([409, "game-not-over"]);
    const cy = await joinSeat(server.http, old.id, "Cy");
    expect((await rematch(old.id, ann.token)).body.error.code).toBe("game-not-over");

    // Ann's table page stays open on the finished table: it hears of the rematch.
    const page = await TestClient.open(server.ws);
    page.send({ type: "hello", protocol: 1, table: old.id, token: ann.token });
    await page.nextOf("welcome");
    for (const token of [ann.token, ben.body.token, cy.token])
      expect((await leave(old.id, token)).status).toBe(200);
    await over(old.id).toBe("over");

    const first = await rematch(old.id, ann.token);
    expect(first.status).toBe(201);
    const id = first.body.id;
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(id).not.toBe(old.id);
    expect(first.body.judgeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body).toMatchObject({ seat: 0, table: { id, name: "Friday (rematch)", status: "waiting" } });
    expect(first.body.table).toMatchObject({ variant: "free-for-all", edition: "current", players: 4 });
    expect(first.body.table.settings).toEqual({
      ...(old.table.settings as object),
      name: "Friday (rematch)",
    });
    expect(first.body.table.seats.map((s) => [s.kind, s.name])).toEqual([
      ["human", "Ann"],
      ["bot", expect.any(String)],
      ["open", "Seat 3"],
      ["open", "Seat 4"],
    ]);
    const lobby = await page.next((m) => m.type === "lobby" && m.table.rematch !== undefined, "the rematch");
    expect(lobby.table).toMatchObject({ id: old.id, status: "over", rematch: id });
    expect((await info(old.id)).rematch).toBe(id);
    await page.close();

    // Again (a second click, or another tab): the same table and seat, a new token; no second table.
    const again = await rematch(old.id, ann.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id, seat: 0 });
    expect(again.body.judgeToken).toBeUndefined();
    expect(again.body.token).not.toBe(first.body.token);
    const waiting = (await api<{ waiting: TableInfo[] }>(server.http, "GET", "/api/tables")).body.waiting;
    expect(waiting.filter((t) => t.name.startsWith("Friday"))).toHaveLength(1);

    // A stranger takes Ben's old seat from the lobby: Ben gets the first open one, with his pasted list.
    const dee = await api<{ seat: number; token: string }>(server.http, "POST", `/api/tables/${id}/seats`, {
      name: "Dee",
      seat: 2,
    });
    expect(dee.status).toBe(201);
    const benAgain = await rematch(old.id, ben.body.token);
    expect(benAgain.status).toBe(200);
    expect(benAgain.body).toMatchObject({ id, seat: 3, table: { status: "playing" } });
    expect(benAgain.body.token).not.toBe(ben.body.token);
    // Every seat taken: Cy comes too late.
    const late = await rematch(old.id, cy.token);
    expect([late.status, late.body.error.code]).toEqual([409, "not-waiting"]);

    // Ann made the rematch: she plays seat 1 there as its judge, and its record waits for the game's end
    // (principle 4: her judge token reads no library while Dee and Ben play).
    expect(first.body.table.judgeSeat).toBe(0);
    const inPlay = await api<Err>(
      server.http,
      "GET",
      `/api/games/${id}/record`,
      undefined,
      first.body.judgeToken,
    );
    expect([inPlay.status, inPlay.body.error.code]).toEqual([403, "judge-is-playing"]);
    for (const token of [again.body.token, dee.body.token, benAgain.body.token])
      expect((await leave(id, token)).status).toBe(200);
    await over(id).toBe("over");

    // The same request: the two games' setups differ only by their seeds, names and chosen decks.
    const before = await setupOf(old.id);
    const after = await setupOf(id, first.body.judgeToken);
    expect(after.options).toMatchObject({ range: 1, attack: "left" });
    expect(sameRules(after)).toEqual(sameRules(before));
    expect(after.players.map((p) => p.name)).toEqual(["Ann", before.players[1].name, "Dee", "Ben"]);
    expect(after.players[3].deck).toEqual(before.players[2].deck);

    // A restart keeps the link: the same rematch, and Ann's seat there.
    await server.stop();
    server = await start();
    expect((await info(old.id)).rematch).toBe(id);
    const afterRestart = await rematch(old.id, ann.token);
    expect(afterRestart.body).toMatchObject({ id, seat: 0 });
  }, 120_000);
});

/** The setup of a table's game, from its record (a finished game's, or the judge's while it plays). */
async function setupOf(table: string, judge?: string): Promise<GameSetup> {
  const { start } = (
    await api<GameRecord>(server.http, "GET", `/api/games/${table}/record`, undefined, judge)
  ).body;
  if (!("setup" in start)) throw new Error("a table's game starts from a setup");
  return start.setup;
}

/** A setup without what a new game draws afresh: its seed and each player's name and deck. */
function sameRules(setup: GameSetup): unknown {
  const { seed: _, players, ...rules } = setup;
  return { ...rules, players: players.length };
}
