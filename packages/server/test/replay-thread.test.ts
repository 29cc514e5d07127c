/**
 * Replays and saved positions off the server's thread (replays/replayThread.ts): while a big game replays
 * in the replay thread, the server answers other requests; a finished game's position at a step is saved
 * once however often it is asked, at once or later (savedPositions.ts); more jobs than the thread queues
 * get a 503 `busy` with Retry-After, but an unknown game (404) or one not over (409) is answered from the
 * store without a job, even then; a thread that crashes fails its job with a 500 and the next request
 * gets a new one; a hung job ends its thread; an idle thread ends. An in-process server, its finished games
 * played by bots with the engine and stored through the store; a replay thread with hooks where a test
 * must hold a job or crash the thread (support/replayHooks.ts).
 */
import { once } from "node:events";
import { type BotName, makeBot, playGame } from "@roundtable/bots";
import { cardDb } from "@roundtable/cards";
import { combineView, Game, type GameRecord, LayoutError } from "@roundtable/engine";
import { parseCreateTable, type ReplayStep, tableSetup } from "@roundtable/protocol";
import { savePositionNow } from "@roundtable/scenario";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_GAMES, ReplayJobs } from "../src/replays/replayJobs.ts";
import { ReplayThread } from "../src/replays/replayThread.ts";
import { SavedPositions } from "../src/replays/savedPositions.ts";
import type { SqliteStore } from "../src/store/sqlite.ts";
import { botSeat } from "../src/tables/seats.ts";
import { useServer } from "./support/inProcess.ts";
import { ReplayHooks } from "./support/replayHooks.ts";
import { api } from "./support/server.ts";
import { createTable, FOUR_PLAYERS, joinSeat } from "./support/tables.ts";
import { until } from "./support/wsClient.ts";

type Err = { error: { code: string; message: string; problems?: string[] } };

/** A game of `players` bots of `variant`, named "Bots", played with the engine (to its end by default). */
function botGame(variant: string, players: number, bot: BotName, maxDecisions?: number) {
  const seed = 3;
  const seats = Array.from({ length: players }, () => ({ kind: "bot", bot }));
  const request = parseCreateTable({ variant, players, seats, settings: { name: "Bots" } });
  const { setup } = tableSetup(request, seed, []);
  const game = Game.create(cardDb, setup, { events: false });
  playGame(game, Array(players).fill(makeBot(bot)), { seed, maxDecisions });
  return { request, seed, setup, record: game.record() };
}

/** botGame's game stored as finished game `id`. */
async function finishedGame(
  store: SqliteStore,
  id: string,
  variant: string,
  players: number,
  bot: BotName,
): Promise<GameRecord> {
  const { request, seed, setup, record } = botGame(variant, players, bot);
  await store.createTable({
    id,
    created: Date.now(),
    status: "playing",
    spec: { request, seed },
    seats: { seats: request.seats.map((_, i) => botSeat(i, bot)) },
    start: { setup },
    judgeTokenHash: "",
    owner: null,
  });
  await store.finishTable(id, record);
  return record;
}

/** What `GET /api/games/game/position?step=N` must answer: savePositionNow of the record to N, or the 422. */
function savedAt(record: GameRecord, step: number): { status: number; body: unknown } {
  const name = `A position of Bots at step ${step}`;
  try {
    const saved = savePositionNow(cardDb, { ...record, inputs: record.inputs.slice(0, step) }, name);
    return {
      status: 200,
      body: JSON.parse(JSON.stringify({ ...saved, filename: `game-step-${step}.json` })),
    };
  } catch (e) {
    if (!(e instanceof LayoutError)) throw e;
    const message = `this position can't be saved as a scenario file: ${e.problems.join("; ")}`;
    return { status: 422, body: { error: { code: "cannot-save", message, problems: e.problems } } };
  }
}

describe("replays in the replay thread, over HTTP", () => {
  const server = useServer();
  /** A server with one finished game, `game`: a 4-player free-for-all of heuristic bots. */
  async function withGame(hooks?: ReplayHooks) {
    const srv = await server.start(undefined, hooks === undefined ? {} : { replayThread: hooks.module });
    const record = await finishedGame(srv.store, "game", "free-for-all", 4, "heuristic");
    const position = async (step: number) => {
      const { status, body } = await api<unknown>(srv.http, "GET", `/api/games/game/position?step=${step}`);
      return { status, body };
    };
    return { srv, record, position };
  }

  it("while a big game replays in the thread, the server answers another request before the replay", async () => {
    const srv = await server.start();
    // A 32-player Grand Melee of random bots, some 2,600 inputs: its last step replays every one.
    const record = await finishedGame(srv.store, "melee", "grand-melee", 32, "random");
    const replay = (step: number) =>
      api<ReplayStep>(srv.http, "GET", `/api/games/melee/replay?step=${step}&as=judge`);
    // The thread started and holding the game (at step 0): the next step's job is all replaying.
    expect((await replay(0)).status).toBe(200);
    let replayed = false;
    // The lobby is asked once the replay's request has reached the server (its "request" event).
    const arrived = once(srv.app.server, "request");
    const last = replay(record.inputs.length).then((r) => {
      replayed = true;
      return r;
    });
    await arrived;
    const lobby = await api(srv.http, "GET", "/api/tables");
    expect(lobby.status).toBe(200);
    expect(replayed).toBe(false);
    const r = await last;
    expect(r.status).toBe(200);
    const end = Game.replay(cardDb, record, { events: false });
    expect(r.body.view).toEqual(combineView(end.tableView(), end.seatView({ judge: true })));
    expect(r.body.view.status).toBe("over");
  });

  it("a step's position asked twice at once and once more is saved once (and kept), another step's again", async () => {
    const hooks = new ReplayHooks();
    const { record, position } = await withGame(hooks);
    const step = 30;
    const [a, b] = await Promise.all([position(step), position(step)]);
    expect(a).toEqual(savedAt(record, step));
    expect(b).toEqual(a);
    expect(hooks.saves).toBe(1);
    expect(await position(step)).toEqual(a);
    expect(hooks.saves).toBe(1);
    expect(await position(step + 1)).toEqual(savedAt(record, step + 1));
    expect(hooks.saves).toBe(2);
  });

  it("beyond the jobs the thread queues, a 503 `busy` with Retry-After at once; answered again once they are done", async () => {
    const hooks = new ReplayHooks();
    const { srv, record, position } = await withGame(hooks);
    hooks.shut();
    // One job runs (held at the gate) and eight wait: the thread takes no more.
    const queued = Array.from({ length: 9 }, (_, i) => position(10 + i));
    await until(() => srv.replays.thread.jobs === 9, "nine jobs posted");
    for (const path of ["/api/games/game/position?step=40", "/api/games/game/replay?step=40&as=0"]) {
      const res = await fetch(srv.http + path);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      expect(((await res.json()) as Err).error.code).toBe("busy");
    }
    hooks.open();
    const answers = await Promise.all(queued);
    expect(answers).toEqual(answers.map((_, i) => savedAt(record, 10 + i)));
    expect(await position(40)).toEqual(savedAt(record, 40));
  });

  it("an unknown game is a 404 and one not over a 409, from the store, never a job: not `busy` with the queue full", async () => {
    const hooks = new ReplayHooks();
    const { srv, record, position } = await withGame(hooks);
    const waiting = await createTable(srv.http, FOUR_PLAYERS);
    const playing = await createTable(srv.http, FOUR_PLAYERS);
    for (const name of ["Ann", "Ben"]) await joinSeat(srv.http, playing.id, name);
    /** Each route's answer for game `id`: status and error code. */
    const answers = async (id: string) => {
      const paths = [`/api/games/${id}/replay?step=0&as=judge`, `/api/games/${id}/position?step=0`];
      return Promise.all(
        paths.map(async (path) => {
          const r = await api<Err>(srv.http, "GET", path);
          return [r.status, r.body.error.code];
        }),
      );
    };
    const expected = async () => {
      expect(await answers("nope")).toEqual([
        [404, "not-found"],
        [404, "not-found"],
      ]);
      for (const t of [waiting, playing])
        expect(await answers(t.id)).toEqual([
          [409, "game-not-over"],
          [409, "game-not-over"],
        ]);
      const table = await api<Err>(srv.http, "GET", "/api/tables/nope/position", undefined, "token");
      expect([table.status, table.body.error.code]).toEqual([404, "not-found"]);
    };
    // No replay asked yet: no thread is started for them.
    await expected();
    expect(srv.replays.thread.threadId).toBeNull();
    // One job runs (held at the gate) and eight wait: the thread takes no more, and they are not asked of it.
    hooks.shut();
    const queued = Array.from({ length: 9 }, (_, i) => position(10 + i));
    await until(() => srv.replays.thread.jobs === 9, "nine jobs posted");
    await expected();
    expect(srv.replays.thread.jobs).toBe(9);
    hooks.open();
    const done = await Promise.all(queued);
    expect(done).toEqual(done.map((_, i) => savedAt(record, 10 + i)));
  });

  it("a thread that crashes fails its job with a 500; the next request starts a new thread and is answered", async () => {
    const hooks = new ReplayHooks();
    const { srv, record, position } = await withGame(hooks);
    expect(await position(20)).toEqual(savedAt(record, 20));
    const first = srv.replays.thread.threadId;
    expect(first).not.toBeNull();
    hooks.crashNext();
    const crashed = await api<Err>(srv.http, "GET", "/api/games/game/replay?step=5&as=judge");
    expect(crashed.status).toBe(500);
    expect(crashed.body.error.code).toBe("internal");
    expect(await position(21)).toEqual(savedAt(record, 21));
    expect(srv.replays.thread.threadId).not.toBe(first);
    const step = await api<ReplayStep>(srv.http, "GET", "/api/games/game/replay?step=5&as=judge");
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({ id: "game", step: 5, steps: record.inputs.length });
  });

  it("an error thrown in the thread is the same typed answer: a step past the last, a seat the game has not", async () => {
    const { srv, record } = await withGame();
    const steps = record.inputs.length;
    const past = await api<Err>(srv.http, "GET", `/api/games/game/replay?step=${steps + 1}&as=0`);
    expect(past.status).toBe(400);
    expect(past.body.error).toEqual({
      code: "step-out-of-range",
      message: `query.step: step ${steps + 1} is past the game's last step, ${steps}`,
    });
    const seat = await api<Err>(srv.http, "GET", "/api/games/game/replay?step=0&as=4");
    expect(seat.status).toBe(400);
    expect(seat.body.error).toEqual({
      code: "bad-seat",
      message: 'query.as: no seat 4: the game\'s seats are 0–3, or "judge"',
    });
  });
});

describe("ReplayThread", () => {
  const made: ReplayThread[] = [];
  afterEach(async () => {
    for (const t of made.splice(0)) await t.close();
  });
  /** A job that replays nothing: a step of a game the thread does not hold, without its record. */
  const probe = { kind: "step", game: "none", step: 0, as: "judge" } as const;

  it("a job running past jobMs ends its thread, failing it; the next job gets a new thread", async () => {
    const hooks = new ReplayHooks();
    const thread = new ReplayThread(hooks.module, { maxWaiting: 8, idleMs: 60_000, jobMs: 2000 });
    made.push(thread);
    expect(await thread.run(probe)).toBeNull();
    const first = thread.threadId;
    hooks.shut();
    await expect(thread.run(probe)).rejects.toThrow(/a replay ran over 2 s: its thread was ended/);
    expect(thread.threadId).toBeNull();
    hooks.open();
    expect(await thread.run(probe)).toBeNull();
    expect(thread.threadId).not.toBe(first);
  });

  it("a thread without a job for idleMs ends; a later job starts one again", async () => {
    const thread = new ReplayThread(undefined, { maxWaiting: 8, idleMs: 10, jobMs: 60_000 });
    made.push(thread);
    expect(await thread.run(probe)).toBeNull();
    await until(() => thread.threadId === null, "the idle thread's end");
    expect(await thread.run(probe)).toBeNull();
    expect(thread.threadId).not.toBeNull();
  });
});

describe("ReplayJobs (the thread's work)", () => {
  it("keeps the MAX_GAMES games stepped last: a game let go is asked for its record again", async () => {
    const { record } = botGame("free-for-all", 4, "random", 30);
    const jobs = new ReplayJobs();
    const step = (id: string, withRecord: boolean) =>
      jobs.run({ kind: "step", game: id, step: 10, as: 0, ...(withRecord ? { record } : {}) });
    expect(step("g0", false)).toBeNull();
    for (let i = 0; i <= MAX_GAMES; i++) expect(step(`g${i}`, true)).toMatchObject({ id: `g${i}`, step: 10 });
    // g0 was stepped least recently: let go; the others are kept.
    expect(step("g0", false)).toBeNull();
    for (let i = 1; i <= MAX_GAMES; i++) expect(step(`g${i}`, false)).toMatchObject({ id: `g${i}` });
  });
});

describe("SavedPositions", () => {
  it("one computation for the requests of a (game, step) at once, none for a later one; a failed one is not kept", async () => {
    const positions = new SavedPositions();
    let computed = 0;
    let finish: (value: { problems: string[] }) => void = () => {};
    const compute = () => {
      computed++;
      return new Promise<{ problems: string[] }>((resolve) => {
        finish = resolve;
      });
    };
    const both = Promise.all([positions.get("g", 3, compute), positions.get("g", 3, compute)]);
    finish({ problems: ["why"] });
    expect(await both).toEqual([{ problems: ["why"] }, { problems: ["why"] }]);
    expect(await positions.get("g", 3, compute)).toEqual({ problems: ["why"] });
    expect(computed).toBe(1);
    await expect(positions.get("g", 4, () => Promise.reject(new Error("lost")))).rejects.toThrow("lost");
    const again = positions.get("g", 4, compute);
    finish({ problems: [] });
    expect(await again).toEqual({ problems: [] });
    expect(computed).toBe(2);
  });
});
