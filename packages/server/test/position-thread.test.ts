/**
 * A table from a position is checked off the server's thread (docs/server.md, "A table from a position"):
 * the file parsed and its actions run to its stop in the replay thread (replays/replayJobs.ts), so a file
 * that keeps the scenario runner working doesn't hold up the server — while its job is held in the thread
 * (support/replayHooks.ts: the gate) the lobby is answered; the start and inputs its check computed are
 * kept in the table's spec, and the game starts from them; its errors cross the thread as the same 400 at
 * `position.…`; with the thread's queue full, a 503 `busy` with Retry-After at once. An in-process server.
 */
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import type { PositionRequest } from "../src/tables/fromPosition.ts";
import type { TableSpec } from "../src/tables/table.ts";
import { useServer } from "./support/inProcess.ts";
import { ReplayHooks } from "./support/replayHooks.ts";
import { api } from "./support/server.ts";

type Err = { error: { code: string; message: string; path: string; issues: { path: string }[] } };

/** Three players, Ann with a Mountain to play: the file's one action, at its first main phase. */
const FILE = {
  format: 1,
  name: "Ann's land",
  variant: "free-for-all",
  players: [{ name: "Ann", hand: ["Mountain"] }, { name: "Ben" }, { name: "Cy" }],
  actions: [{ turn: 1, step: "main1", player: "Ann", play: "Mountain" }],
  stopAt: { turn: 1, step: "end" },
};

/** Every seat a bot: the table starts as it is made. */
const BOTS = [0, 1, 2].map(() => ({ kind: "bot", bot: "heuristic" }));

describe("a position table's check in the replay thread", () => {
  // The bots wait (a minute a decision): the table stands at the position while the test reads it.
  const server = useServer(60_000);
  let hooks = new ReplayHooks();
  afterEach(() => {
    hooks.open();
    hooks = new ReplayHooks();
  });

  async function start() {
    const srv = await server.start(undefined, { replayThread: hooks.module });
    const create = (position: unknown, seats: unknown = BOTS) =>
      api<{ id: string } & Err>(srv.http, "POST", "/api/tables", { position, seats });
    return { srv, create };
  }

  it("holds no table up: the lobby is answered while the file runs, and the game starts from the check's result", async () => {
    const { srv, create } = await start();
    hooks.shut();
    const arrived = once(srv.app.server, "request");
    let made = false;
    const creating = create(FILE).then((r) => {
      made = true;
      return r;
    });
    await arrived;
    await expect.poll(() => srv.replays.thread.jobs).toBe(1);
    const lobby = await api(srv.http, "GET", "/api/tables");
    expect(lobby.status).toBe(200);
    expect(made).toBe(false);
    hooks.open();
    const r = await creating;
    expect(r.status).toBe(201);
    // The check's start and inputs are the spec's: the game started from them, not from the file again.
    const row = (await srv.store.getTable(r.body.id))!;
    const request = (row.spec as TableSpec).request as PositionRequest;
    expect(request.start).toEqual(row.start);
    const inputs = request.inputs ?? [];
    expect(inputs.length).toBeGreaterThan(0);
    const log = await srv.store.loadInputs(r.body.id);
    expect(log.slice(0, inputs.length).map((e) => e.input)).toEqual(inputs);
  });

  it("refuses a bad file with the same 400 at position.…, from the thread", async () => {
    const { create } = await start();
    const bad = await create({
      ...FILE,
      players: [{ name: "Ann", life: "twenty" }, ...FILE.players.slice(1)],
    });
    expect([bad.status, bad.body.error.code, bad.body.error.path]).toEqual([
      400,
      "bad-request",
      "position.players[0].life",
    ]);
    const action = await create({ ...FILE, actions: [{ ...FILE.actions[0], play: "Forest" }] });
    expect([action.status, action.body.error.path]).toEqual([400, "position.actions[0]"]);
  });

  it("beyond the jobs the thread queues, a 503 `busy` with Retry-After at once; the others made once it goes on", async () => {
    const { srv, create } = await start();
    hooks.shut();
    const waiting = Array.from({ length: 9 }, () => create(FILE));
    await expect.poll(() => srv.replays.thread.jobs).toBe(9);
    const res = await fetch(`${srv.http}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ position: FILE, seats: BOTS }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
    expect(((await res.json()) as Err).error.code).toBe("busy");
    hooks.open();
    expect((await Promise.all(waiting)).map((r) => r.status)).toEqual(Array(9).fill(201));
  });
});
