/**
 * A table that starts from a saved position (POST /api/tables with `position`: a scenario file), against a
 * real server process: a position saved from a game played by bots (savePositionNow) starts a table whose
 * seats are the file's players; at its start the judge sees what the scenario runner's game shows at the
 * file's stop; a person takes the open seat and plays on; killed with SIGKILL and restarted, the table
 * replays its log (the position's inputs first) to the same hash and the game goes on to its end; its
 * rematch starts from the position again. Malformed files and requests are refused with a 400 naming the
 * paths (`position.players[1]…`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord, type TableLayout } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { parseScenario, runScenario, type SavedNow } from "@roundtable/scenario";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { savedFromBots } from "./support/savedPosition.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { checkpointedInfo, joinSeat } from "./support/tables.ts";
import { type Message, TestClient, until } from "./support/wsClient.ts";

type Err = {
  error: { code: string; message: string; path: string; issues: { path: string; message: string }[] };
};

/** The scenario runner's game at the file's stop. */
function runnerGame(file: unknown): Game {
  const parsed = parseScenario(file, cardDb);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const run = runScenario(parsed.scenario, cardDb);
  if (run.error !== undefined) throw new Error(run.error);
  return run.game!;
}

/** A view with its decisions' ids left out: the table asks fewer priorities than a scenario, numbered otherwise. */
function withoutDecisionIds(view: unknown): unknown {
  return JSON.parse(JSON.stringify(view), (_key, value) =>
    typeof value === "object" && value !== null && "id" in value && isDecision(value)
      ? { ...value, id: 0 }
      : value,
  );
}

/** A decision as a seat view has it (with its prompt), or as the table view sums it up. */
const isDecision = (v: object): boolean => "prompt" in v || ("kind" in v && "player" in v && !("card" in v));

let dir: string;
let server: ServerProcess;
const args = () => ["--data-dir", dir, "--bot-delay", "1", "--checkpoint-every", "50", "--log-level", "warn"];
const info = async (id: string) => (await api<TableInfo>(server.http, "GET", `/api/tables/${id}`)).body;
const create = (body: unknown) =>
  api<{ id: string; judgeToken: string; table: TableInfo } & Err>(server.http, "POST", "/api/tables", body);
const clients: TestClient[] = [];
const open = async (hello: Record<string, unknown>): Promise<TestClient> => {
  const c = await TestClient.open(server.ws);
  clients.push(c);
  c.send({ type: "hello", protocol: 1, ...hello });
  return c;
};

let saved: SavedNow;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "roundtable-position-"));
  server = await startProcess(args());
  saved = savedFromBots();
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("a table from a saved position", () => {
  it("starts at the position, plays on after a kill -9 to the same hash, and its rematch starts there again", async () => {
    const names = (saved.file.players as { name: string }[]).map((p) => p.name);
    const made = await create({ position: saved.file, settings: { botDelayMs: 0 } });
    expect(made.status).toBe(201);
    const { id, judgeToken, table } = made.body;
    expect(table).toMatchObject({
      name: "Free-for-All table (from a position)",
      variant: "free-for-all",
      edition: "current",
      players: 3,
      status: "waiting",
    });
    // Seat 1 open, the others heuristic bots (the default), each named as the file's player.
    expect(table.seats.map((s) => [s.kind, s.name])).toEqual([
      ["open", names[0]],
      ["bot", names[1]],
      ["bot", names[2]],
    ]);
    const lobby = (await api<{ waiting: TableInfo[] }>(server.http, "GET", "/api/tables?status=waiting"))
      .body;
    expect(lobby.waiting.map((t) => t.id)).toContain(id);

    // The judge watches from before the start: its `started` view is the position's.
    const judge = await open({ table: id, token: judgeToken });
    await judge.nextOf("welcome");
    const seat = await joinSeat(server.http, id, "Zoe");
    expect((await info(id)).seats[0]).toMatchObject({ kind: "human", name: names[0] });
    const started = (await judge.nextOf("started")) as Message & { view: { table: unknown; seat: unknown } };
    const runner = runnerGame(saved.file);
    const inputs = started.seq as number;
    expect(inputs).toBeGreaterThan(0); // the file's actions, and the passes before them, are logged
    expect(withoutDecisionIds(started.view.table)).toEqual(withoutDecisionIds(runner.tableView()));
    // The table numbers its turns as the game it was saved from did (the file's turnNumber), not from 1.
    expect(saved.file.turnNumber).toBeGreaterThan(1);
    expect((started.view.table as { turn: { number: number } }).turn.number).toBe(saved.file.turnNumber);
    expect(withoutDecisionIds(started.view.seat)).toEqual(
      withoutDecisionIds(runner.seatView({ judge: true })),
    );

    // The person plays on; killed with SIGKILL some inputs later, the server replays the log to its hash.
    let client = await open({ table: id, token: seat.token });
    let person = new AutoPlayer(client, seat.seat);
    await until(() => person.seq >= inputs + 12, "a few inputs after the position");
    server.child.kill("SIGKILL");
    await new Promise((r) => server.child.once("exit", r));
    const { SqliteStore } = await import("../src/store/sqlite.ts");
    const store = new SqliteStore(join(dir, "roundtable.sqlite"));
    const row = (await store.getTable(id))!;
    const log = (await store.loadInputs(id)).map((l) => l.input);
    await store.close();
    expect("layout" in row.start!).toBe(true);
    expect((row.start as { layout: TableLayout }).layout.autoPass).toBeUndefined(); // the engine's passing
    const hash = Game.replay(
      cardDb,
      { format: 1, start: row.start!, inputs: log, hash: "" },
      { events: false },
    ).hash();

    server = await startProcess([...args(), "--bot-delay", "600000"]);
    const still = await checkpointedInfo(server.http, id);
    expect({ status: still.status, seq: still.seq, hash: still.hash }).toEqual({
      status: "playing",
      seq: log.length,
      hash: expect.stringContaining(hash),
    });
    await server.stop();
    server = await startProcess(args());
    client = await open({ table: id, token: seat.token, lastSeq: person.seq });
    person = new AutoPlayer(client, seat.seat);
    await client.gameOver();
    expect(person.errors).toEqual([]);
    const record = (await api<GameRecord>(server.http, "GET", `/api/games/${id}/record`)).body;
    expect(Game.replay(cardDb, record, { events: false }).hash()).toBe(record.hash);
    expect(record.inputs.slice(0, inputs)).toEqual(log.slice(0, inputs));

    // The rematch: the same position, its person's seat open again for them.
    const again = await api<{ id: string; table: TableInfo; seat: number; token: string }>(
      server.http,
      "POST",
      `/api/tables/${id}/rematch`,
      undefined,
      seat.token,
    );
    expect(again.status).toBe(201);
    expect(again.body.table).toMatchObject({
      name: "Free-for-All table (from a position) (rematch)",
      players: 3,
      variant: "free-for-all",
    });
    expect(again.body.seat).toBe(0);
    const second = await open({ table: again.body.id, token: again.body.token });
    const welcome = (await second.nextOf("welcome")) as Message & { view: { table: unknown } | null };
    // Its only open seat was taken by the rematch: it started at the position (then passed on, perhaps).
    expect(welcome.seq).toBeGreaterThanOrEqual(inputs);
    const rematchRecord = (
      await api<GameRecord>(
        server.http,
        "GET",
        `/api/games/${again.body.id}/record`,
        undefined,
        (again.body as { judgeToken?: string }).judgeToken,
      )
    ).body;
    expect(rematchRecord.start).toEqual(row.start);
    expect(rematchRecord.inputs.slice(0, inputs)).toEqual(log.slice(0, inputs));
  });

  it("refuses a malformed file with a 400 naming each problem under position.…", async () => {
    const players = structuredClone(saved.file.players) as Record<string, unknown>[];
    players[1].life = "twenty";
    players[2].hand = ["Lightnig Bolt"];
    const r = await create({ position: { ...saved.file, players } });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("bad-request");
    expect(r.body.error.path).toBe("position.players[1].life");
    expect(r.body.error.issues.map((i) => i.path)).toEqual(["position.players[1].life"]);
    expect(r.body.error.issues[0].message).toMatch(/^position\.players\[1\]\.life: expected a number/);
    const names = await create({ position: { ...saved.file, players: saved.file.players, extra: 1 } });
    expect(names.body.error.issues.map((i) => i.path)).toEqual(["position.extra"]);
    const card = await create({
      position: { ...saved.file, players: [players[0], { ...players[1], life: 20 }, players[2]] },
    });
    expect(card.status).toBe(400);
    expect(card.body.error.issues[0].path).toMatch(/^position\.players\[2\]\.hand/);
    const notObject = await create({ position: [] });
    expect([notObject.status, notObject.body.error.path]).toEqual([400, "position"]);
  });

  it("refuses `position` with the fields the file gives, and seats that don't fit the file", async () => {
    const both = await create({
      position: saved.file,
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }],
    });
    expect(both.status).toBe(400);
    expect(both.body.error.issues.map((i) => i.path)).toEqual(["variant", "players"]);
    expect(both.body.error.message).toMatch(/^variant: a table from a position plays the file's variant/);
    const seats = await create({ position: saved.file, seats: [{ kind: "open" }] });
    expect([seats.status, seats.body.error.path]).toEqual([400, "seats"]);
    const deck = await create({ position: saved.file, decks: ["random", "random", "random"] });
    expect(deck.body.error.path).toBe("decks");
  });

  it("refuses a file whose actions can't be taken, naming the action", async () => {
    const names = (saved.file.players as { name: string }[]).map((p) => p.name);
    const turn = saved.file.turnNumber; // the file's first turn, numbered as the game's
    const file = {
      ...saved.file,
      actions: [{ turn, step: "main1", player: names[0], cast: "Lightning Bolt", targets: [names[1]] }],
      stopAt: { turn, step: "end" },
    };
    const r = await create({ position: file });
    expect(r.status).toBe(400);
    expect(r.body.error.path).toBe("position.actions[0]");
  });

  it("gives players who have left no seat to take", async () => {
    const file = {
      format: 1,
      name: "B has left",
      variant: "free-for-all",
      players: [{ name: "A" }, { name: "B", left: true }, { name: "C" }],
    };
    const made = await create({
      position: file,
      seats: [{ kind: "bot" }, { kind: "bot" }, { kind: "open" }],
    });
    expect(made.status).toBe(201);
    expect(made.body.table.seats.map((s) => s.kind)).toEqual(["bot", "bot", "open"]);
    const open = await create({
      position: file,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }],
    });
    expect([open.status, open.body.error.path]).toEqual([400, "seats[1]"]);
    // By default the first player still in the game has the open seat.
    const first = await create({
      position: { ...file, start: "B", players: [{ name: "A", left: true }, { name: "B" }, { name: "C" }] },
    });
    expect(first.body.error).toBeUndefined();
    expect(first.body.table.seats.map((s) => s.kind)).toEqual(["bot", "open", "bot"]);
  });

  it("800.4: a player who left in the file's actions has left the table's game too: no seat to take", async () => {
    // A concedes in turn 1's upkeep (104.3a); the table starts at the file's stop, A gone.
    const file = {
      format: 1,
      name: "A concedes",
      variant: "free-for-all",
      players: [{ name: "A" }, { name: "B" }, { name: "C" }],
      actions: [{ turn: 1, step: "upkeep", player: "A", concede: true }],
      stopAt: { turn: 1, step: "main1" },
    };
    const open = await create({
      position: file,
      seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }],
    });
    expect([open.status, open.body.error.path]).toEqual([400, "seats[0]"]);
    expect(open.body.error.message).toBe(
      "seats[0]: A has left the game in the file's actions, before its stop: their seat can't be open",
    );
    // By default the first player still in the game at the stop has the open seat: B.
    const made = await create({ position: file });
    expect(made.status).toBe(201);
    expect(made.body.table.seats.map((s) => s.kind)).toEqual(["bot", "open", "bot"]);
  });
});
