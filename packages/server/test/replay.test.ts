/**
 * Replays over HTTP, against a real server process: the finished games listed, any step of one as each
 * seat or the judge saw it — the same view as the record replayed locally to that step, forwards and back
 * — and the typed errors: a game not over (never replayed: its hidden information stays hidden), a step
 * out of range, a seat the game has not. And the position at a step saved as a scenario file (GET
 * /api/games/:id/position): savePositionNow of the record to that step, a file that runs to the same
 * position when it says it is exact, and the same typed errors.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardDb } from "@roundtable/cards";
import { combineView, eventFor, Game, type GameRecord } from "@roundtable/engine";
import type { ReplayInfo, ReplayStep, SavedPosition, TableInfo } from "@roundtable/protocol";
import { parseScenario, positionOf, runScenario, savePositionNow } from "@roundtable/scenario";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, FOUR_PLAYERS, joinSeat } from "./support/tables.ts";

type Err = { error: { code: string; message: string; problems?: string[] } };

let server: ServerProcess;
let dir: string;
let game: string;
let record: GameRecord;

async function finished(base: string, id: string): Promise<void> {
  for (;;) {
    const info = (await api<TableInfo>(base, "GET", `/api/tables/${id}`)).body;
    if (info.status === "over") return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The record replayed locally to `step`: what the endpoint must show. */
function local(step: number): Game {
  return Game.replay(cardDb, { ...record, inputs: record.inputs.slice(0, step) });
}

const replay = (step: number | string, as: number | string) =>
  api<ReplayStep>(server.http, "GET", `/api/games/${game}/replay?step=${step}&as=${as}`);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "roundtable-replay-"));
  server = await startProcess(["--data-dir", dir, "--bot-delay", "0", "--log-level", "warn"]);
  // Four bots: the game starts at once and plays to its end.
  const bots = Array.from({ length: 4 }, () => ({ kind: "bot" }));
  game = (await createTable(server.http, { ...FOUR_PLAYERS, seats: bots, settings: { name: "Bots" } })).id;
  await finished(server.http, game);
  record = (await api<GameRecord>(server.http, "GET", `/api/games/${game}/record`)).body;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("replays (GET /api/games, GET /api/games/:id/replay)", () => {
  it("lists the finished games, the newest first", async () => {
    const { body } = await api<{ games: ReplayInfo[] }>(server.http, "GET", "/api/games");
    expect(body.games[0]).toMatchObject({ id: game, name: "Bots", variant: "free-for-all", players: 4 });
    expect(body.games[0].seats.map((s) => s.kind)).toEqual(["bot", "bot", "bot", "bot"]);
  });

  it("any step, forwards and back, as each seat and the judge: the record replayed to that step", async () => {
    const steps = record.inputs.length;
    expect(steps).toBeGreaterThan(40);
    // Forwards, a jump back, a step back, a jump to the end, and back to the start.
    const order = [0, 1, 2, 40, 39, 3, steps, steps - 1, 17, 0];
    for (const [i, step] of order.entries()) {
      const as = i % 5 === 4 ? "judge" : i % 4;
      const r = await replay(step, as);
      expect(r.status).toBe(200);
      const input = record.inputs[step - 1];
      const by = step === 0 || !("player" in input) ? null : input.player;
      expect(r.body).toMatchObject({ id: game, step, steps, as, by });
      const g = local(step);
      const who = as === "judge" ? { judge: true as const } : { seat: as };
      expect(r.body.view).toEqual(combineView(g.tableView(), g.seatView(who)));
    }
    const end = (await replay(steps, "judge")).body.view;
    expect(end.status).toBe("over");
    // The judge sees every hand; a seat its own only.
    expect(end.players.every((p) => p.hand !== null)).toBe(true);
    const seat = (await replay(steps, 2)).body.view;
    expect(seat.players.map((p) => p.hand !== null)).toEqual([false, false, true, false]);
  });

  it("each step's events, as the viewer was told them: the game's start at step 0, then its input's", async () => {
    const start = Game.create(cardDb, (record.start as { setup: never }).setup);
    expect((await replay(0, 1)).body.events).toEqual(start.startEvents.map((e) => eventFor(e, 1)));
    expect((await replay(0, "judge")).body.events).toEqual(start.startEvents);
    const before = local(9);
    const input = record.inputs[9];
    const r = before.apply(input);
    if (!r.ok) throw new Error(r.message);
    expect((await replay(10, 0)).body.events).toEqual(r.events.map((e) => eventFor(e, 0)));
  });

  it("each step's answer, as the viewer may know it: whole for the judge and its player, the kind for others, a priority action for everyone (117.1)", async () => {
    expect((await replay(0, "judge")).body.answered).toBeNull();
    // The first answered priority decision that took an action other than pass, and one that passed.
    const steps = record.inputs.map((_, i) => i + 1);
    const priority = (step: number) => {
      const d = local(step - 1).decisions()[0];
      const input = record.inputs[step - 1];
      return d.kind === "priority" && "answer" in input && "choice" in input.answer
        ? { d, input, action: d.actions[input.answer.choice] }
        : null;
    };
    const passed = steps.find((n) => priority(n)?.action.type === "pass")!;
    const cast = steps.find((n) => priority(n)?.action.type === "cast")!;
    for (const step of [passed, cast]) {
      const { d, input, action } = priority(step)!;
      const other = (d.player + 1) % 4;
      const judge = (await replay(step, "judge")).body.answered;
      expect(judge).toEqual({ decision: d, answer: "answer" in input ? input.answer : undefined });
      expect((await replay(step, d.player)).body.answered).toEqual(judge);
      // Another seat knows whose decision it was and its kind, and the action taken — not the others offered.
      expect((await replay(step, other)).body.answered).toEqual({
        decision: { id: d.id, player: d.player, kind: "priority" },
        action,
      });
    }
    // Some answer other than priority: another seat knows only whose and what kind.
    const chosen = steps.find((n) => local(n - 1).decisions()[0]?.kind === "choose")!;
    const d = local(chosen - 1).decisions()[0];
    const seen = (await replay(chosen, (d.player + 1) % 4)).body.answered;
    expect(seen).toEqual({ decision: { id: d.id, player: d.player, kind: "choose" } });
  });

  it("typed errors: a step out of range, a seat the game has not, a malformed query, an unknown game", async () => {
    const steps = record.inputs.length;
    const past = await replay(steps + 1, 0);
    expect(past.status).toBe(400);
    expect((past.body as unknown as Err).error).toMatchObject({ code: "step-out-of-range" });
    expect((past.body as unknown as Err).error.message).toContain(String(steps));
    // A seat the game has not: named at `query.as`, as a malformed `as` is, with the game's seats.
    const seat = await replay(0, 4);
    expect(seat.status).toBe(400);
    expect((seat.body as unknown as Err).error).toEqual({
      code: "bad-seat",
      message: 'query.as: no seat 4: the game\'s seats are 0–3, or "judge"',
    });
    for (const [step, as] of [
      [-1, 0],
      ["x", 0],
      [0, "everyone"],
    ]) {
      const bad = await replay(step, as);
      expect(bad.status).toBe(400);
      expect((bad.body as unknown as Err).error.code).toBe("bad-request");
      expect((bad.body as unknown as Err).error.message).toMatch(
        as === 0 ? /^query\.step: / : /^query\.as: /,
      );
    }
    const missing = await api<Err>(server.http, "GET", "/api/games/nope/replay?step=0&as=0");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("not-found");
  });

  it("a game not over is never replayed, not even with its judge token: its hands stay hidden", async () => {
    const waiting = await createTable(server.http, FOUR_PLAYERS);
    const playing = await createTable(server.http, FOUR_PLAYERS);
    await joinSeat(server.http, playing.id, "Ann");
    await joinSeat(server.http, playing.id, "Ben");
    for (const t of [waiting, playing]) {
      const r = await api<Err>(
        server.http,
        "GET",
        `/api/games/${t.id}/replay?step=0&as=judge`,
        undefined,
        t.judgeToken,
      );
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe("game-not-over");
    }
    const listed = (await api<{ games: ReplayInfo[] }>(server.http, "GET", "/api/games")).body.games;
    expect(listed.map((g) => g.id)).toEqual([game]);
  });
});

describe("the position at a step (GET /api/games/:id/position)", () => {
  const position = (query: string) =>
    api<SavedPosition | Err>(server.http, "GET", `/api/games/${game}/position?${query}`);

  it("the record to the step saved as a scenario file: it runs, and an exact one stops at the step's position", async () => {
    const steps = record.inputs.length;
    // 103.5: step 0, the opening hands before any mulligan, is the position itself (turn 0).
    const start = await position("step=0");
    expect(start.status).toBe(200);
    expect(start.body as SavedPosition).toMatchObject({
      exact: true,
      file: { mulligans: {}, stopAt: { turn: 0 } },
    });
    const counts = { exact: 0, turnStart: 0, refused: 0 };
    const check = async (step: number) => {
      const r = await position(`step=${step}`);
      if (r.status === 422) {
        // The beginning of the step's turn can't be saved (layoutProblems): refused, naming why.
        expect((r.body as Err).error.code).toBe("cannot-save");
        expect((r.body as Err).error.problems?.length).toBeGreaterThan(0);
        counts.refused++;
        return;
      }
      expect(r.status).toBe(200);
      const saved = r.body as SavedPosition;
      // Exactly savePositionNow of the record to the step, named for the game and the step.
      const inputs = record.inputs.slice(0, step);
      const name = `A position of Bots at step ${step}`;
      expect(saved).toEqual({
        ...JSON.parse(JSON.stringify(savePositionNow(cardDb, { ...record, inputs }, name))),
        filename: `${game}-step-${step}.json`,
      });
      const parsed = parseScenario(saved.file, cardDb);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const run = runScenario(parsed.scenario, cardDb);
      expect(run.error).toBeUndefined();
      expect(run.passed).toBe(true);
      if (step === steps) expect(saved.note).toMatch(/: the game is over$/);
      if (saved.exact) {
        // The file stops where the replay is at that step: every zone, the turn, who is asked what.
        const g = local(step);
        expect(positionOf(run.game!, 1)).toBe(positionOf(g, g.state.turn.number));
        expect(saved.note).toMatch(/^the position now: turn \d+, /);
        counts.exact++;
      } else {
        // The beginning of the step's turn, and why not the step itself.
        expect(run.game!.state.turn.step).toBe("upkeep");
        expect(saved.note).toMatch(
          /^the beginning of turn \d+ \(.*'s upkeep\)(, not the position now: |: the game is over$)/,
        );
        counts.turnStart++;
      }
    };
    for (const step of [20, 30, 40, 60, Math.floor(steps / 2), steps - 1, steps]) await check(step);
    // A game whose sampled turns all held what a file can't (the bots' seed is random): early turns rarely do.
    for (let step = 5; counts.exact === 0 && step < steps; step += 3) await check(step);
    expect(counts.exact).toBeGreaterThan(0);
  });

  it("typed errors: a step past the last, a malformed query, an unknown game, a game not over (whatever the token)", async () => {
    const steps = record.inputs.length;
    const past = await position(`step=${steps + 1}`);
    expect(past.status).toBe(400);
    expect((past.body as Err).error).toMatchObject({ code: "step-out-of-range" });
    expect((past.body as Err).error.message).toContain(`last step, ${steps}`);
    for (const query of ["step=-1", "step=x", "step=1.5", "", "step=1&as=0"]) {
      const bad = await position(query);
      expect(bad.status, query).toBe(400);
      expect((bad.body as Err).error.code).toBe("bad-request");
    }
    const missing = await api<Err>(server.http, "GET", "/api/games/nope/position?step=0");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("not-found");
    const waiting = await createTable(server.http, FOUR_PLAYERS);
    const playing = await createTable(server.http, FOUR_PLAYERS);
    await joinSeat(server.http, playing.id, "Ann");
    await joinSeat(server.http, playing.id, "Ben");
    for (const t of [waiting, playing])
      for (const token of [undefined, t.judgeToken]) {
        const r = await api<Err>(server.http, "GET", `/api/games/${t.id}/position?step=0`, undefined, token);
        expect(r.status).toBe(409);
        expect(r.body.error.code).toBe("game-not-over");
      }
  });
});
