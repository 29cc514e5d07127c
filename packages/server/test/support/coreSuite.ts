/**
 * The behaviour every TableCore shares, run against each implementation (LocalCore in the server's thread,
 * WorkerCore in a worker thread): the start, batches of inputs, the people's automatic passes in them,
 * refusals that change nothing, patches that rebuild the views, restoring from a log, the end of the game,
 * errors thrown back to the caller.
 */
import {
  ALL_STOPS,
  DEFAULT_STOPS,
  parseCreateTable,
  type StopSettings,
  tableSetup,
} from "@roundtable/protocol";
import fastJsonPatch, { type Operation } from "fast-json-patch";
import { afterEach, describe, expect, it } from "vitest";
import {
  type CoreRequest,
  type CoreStatus,
  type Delivery,
  LocalCore,
  type Sends,
  type TableCore,
} from "../../src/tables/core.ts";

/**
 * What each group is sent, read back from either form of a batch's sends: the patches and deliveries (in
 * the server's thread), or the update texts a worker thread made, parsed (each an update of `seq`).
 */
export function delivered(
  sends: Sends | undefined,
  seq: number,
): { table: Operation[]; deliveries: Record<string, Delivery> } {
  if (sends === undefined) return { table: [], deliveries: {} };
  if (!("texts" in sends)) return sends;
  let table: Operation[] = [];
  const deliveries: Record<string, Delivery> = {};
  for (const [key, text] of Object.entries(sends.texts)) {
    const m = JSON.parse(text) as { type: string; seq: number; table: Operation[] } & Delivery;
    expect({ type: m.type, seq: m.seq }).toEqual({ type: "update", seq });
    table = m.table;
    deliveries[key] = { events: m.events, seat: m.seat };
  }
  return { table, deliveries };
}

/** A 4-player free-for-all of bots. */
export const SETUP = tableSetup(
  parseCreateTable({
    variant: "free-for-all",
    players: 4,
    seats: Array.from({ length: 4 }, () => ({ kind: "bot" })),
  }),
  7,
  [],
).setup;

/** A duel of bots (seats played by the test's requests) whose seed has seat 0 take turn 1. */
const DUEL = tableSetup(
  parseCreateTable({ variant: "duel", players: 2, seats: [{ kind: "bot" }, { kind: "bot" }] }),
  3,
  [],
).setup;

/** Seat 0 as a person never asked at priority: every priority decision of theirs is passed for them. */
export const NEVER_ASKED: Record<number, StopSettings> = {
  0: {
    ...DEFAULT_STOPS,
    myTurn: [],
    othersTurns: [],
    attacked: [],
    endBeforeMyTurn: false,
    respond: "never",
  },
};

/**
 * The first `n` bot moves of the game, each request as the open decisions asked for it (a LocalCore plays
 * them, one at a time, with `people` set): the requests, the state hash after them and the log's length.
 */
export async function botMoves(
  n: number,
  people: Record<number, StopSettings> = {},
): Promise<{ requests: CoreRequest[]; hash: string; logged: number }> {
  const core = new LocalCore();
  let st: CoreStatus = await core.create(SETUP);
  await core.setPeople(people);
  const requests: CoreRequest[] = [];
  for (let i = 0; i < n; i++) {
    const d = st.open[0];
    const request: CoreRequest = { type: "bot", player: d.player, decision: d.id, bot: "heuristic" };
    const r = await core.submitMany([request]);
    if (r.batch === null) throw new Error(`move ${i} refused: ${JSON.stringify(r.refusals)}`);
    requests.push(request);
    st = r.batch;
  }
  return { requests, hash: (await core.hash()).hash, logged: st.seq };
}

export function coreSuite(name: string, make: () => TableCore): void {
  describe(`${name}: the TableCore behaviour`, () => {
    const made: TableCore[] = [];
    const core = () => {
      const c = make();
      made.push(c);
      return c;
    };
    afterEach(async () => {
      for (const c of made.splice(0)) await c.close();
    });

    it("103: create starts the game; its start events are the batch of seq 0", async () => {
      const c = core();
      const st = await c.create(SETUP);
      expect(st.seq).toBe(0);
      expect(st.over).toBe(false);
      expect(st.open.length).toBeGreaterThan(0);
      expect([...st.listed].sort()).toEqual([0, 1, 2, 3]);
      const events = await c.missed({ seat: 0 }, -1);
      expect(events?.some((e) => e.type === "gameStart")).toBe(true);
      expect(await c.missed({ seat: 0 }, 0)).toEqual([]);
    });

    it("a batch applies each input to the game the earlier ones left: the same game as one at a time", async () => {
      const { requests, hash } = await botMoves(12);
      const c = core();
      await c.create(SETUP);
      const start = await c.watch({ seat: 0 });
      const { refusals, batch } = await c.submitMany(requests);
      expect(refusals).toEqual(requests.map(() => null));
      expect(await c.hash()).toEqual({ seq: requests.length, hash });
      expect(batch?.inputs.map((l) => l.seq)).toEqual(requests.map((_, i) => i + 1));
      // The inputs are logged without a hash: the table logs one later (tables/checkpoints.ts).
      expect(batch?.inputs.map((l) => l.hash)).toEqual(requests.map(() => null));
      // One table patch and one delivery for the whole batch rebuild the views as they are now.
      const sent = delivered(batch?.sends, requests.length);
      const table = fastJsonPatch.applyPatch(structuredClone(start.table), sent.table).newDocument;
      const seat = fastJsonPatch.applyPatch(
        structuredClone(start.seat),
        sent.deliveries["seat:0"].seat,
      ).newDocument;
      const fresh = make();
      made.push(fresh);
      await fresh.restore({ setup: SETUP }, (await c.record()).inputs, null);
      expect(await fresh.watch({ seat: 0 })).toEqual({ table, seat });
      expect(Object.keys(sent.deliveries)).toEqual(["seat:0"]);
    });

    it("a refused input in a batch changes nothing and is refused alone; the others are accepted", async () => {
      const { requests, hash } = await botMoves(2);
      const c = core();
      await c.create(SETUP);
      const second = requests[1] as Extract<CoreRequest, { type: "bot" }>;
      const stale: CoreRequest = { type: "answer", player: 0, decision: 9999, answer: { keep: true } };
      const notYours: CoreRequest = {
        type: "answer",
        player: (second.player + 1) % 4,
        decision: second.decision,
        answer: { keep: true },
      };
      const malformed: CoreRequest = { ...second, type: "answer", answer: { nonsense: 1 } };
      const r = await c.submitMany([requests[0], stale, notYours, malformed, requests[1]]);
      expect(r.refusals.map((x) => x?.code ?? null)).toEqual([
        null,
        "stale-decision",
        "not-your-decision",
        "bad-answer",
        null,
      ]);
      expect(r.batch?.inputs.length).toBe(2);
      expect((await c.hash()).hash).toBe(hash);
      const none = await c.submitMany([stale]);
      expect(none.batch).toBeNull();
      expect((await c.record()).hash).toBe(hash);
    });

    it("117.3d: each request's automatic passes (stops) follow it in its batch: the same game as one at a time", async () => {
      const { requests, hash, logged } = await botMoves(40, NEVER_ASKED);
      expect(logged).toBeGreaterThan(requests.length); // seat 0 was passed for
      const c = core();
      await c.create(SETUP);
      await c.setPeople(NEVER_ASKED);
      const { refusals, batch } = await c.submitMany(requests);
      expect(refusals).toEqual(requests.map(() => null));
      expect(await c.hash()).toEqual({ seq: logged, hash });
      expect(batch?.inputs.map((l) => l.seq)).toEqual(Array.from({ length: logged }, (_, i) => i + 1));
      const passes = batch?.inputs.filter(
        (l) =>
          "player" in l.input && l.input.player === 0 && "answer" in l.input && "choice" in l.input.answer,
      );
      expect(passes?.length).toBe(logged - requests.length);
    });

    it("stop settings sent in a batch come back as its changed stops; a refused request alone is no batch", async () => {
      const c = core();
      await c.create(SETUP);
      await c.setPeople(NEVER_ASKED);
      const r = await c.submitMany([{ type: "stops", player: 0, settings: ALL_STOPS }]);
      expect(r.refusals).toEqual([null]);
      expect(r.batch).toMatchObject({ seq: 0, inputs: [], stops: { 0: [ALL_STOPS] } });
      const pass = await c.submitMany([{ type: "pass", player: 0, until: "my-turn" }]);
      expect(pass.refusals[0]?.code).toBe("no-decision");
      expect(pass.batch).toBeNull();
    });

    it('a "pass until end of turn" that begins and ends in one batch gives both changes, in order', async () => {
      // A duel of two people: seat 0 asked at every priority, seat 1 at none (passed for by the server).
      const c = core();
      let st: CoreStatus = await c.create(DUEL);
      await c.setPeople({ 0: ALL_STOPS, 1: NEVER_ASKED[0] });
      /** Whether seat 0 has a priority decision open (the seat view says each decision's kind). */
      const atPriority = async () =>
        (await c.watch({ seat: 0 })).seat.decisions.some((d) => d.player === 0 && d.kind === "priority");
      // The mulligans (103.5) kept: then seat 0's first priority decision, in turn 1.
      while (!(await atPriority())) {
        const d = st.open[0];
        const r = await c.submitMany([{ type: "bot", player: d.player, decision: d.id, bot: "heuristic" }]);
        if (r.batch === null) throw new Error(`refused: ${JSON.stringify(r.refusals)}`);
        st = r.batch;
      }
      // Seat 0's turn 1 (103.8a: no draw): nothing else is asked in it (no creatures, seven cards at
      // cleanup), so the pass, its end with the turn's, and what turn 2 asks next are one batch.
      const r = await c.submitMany([{ type: "pass", player: 0, until: "end-of-turn" }]);
      expect(r.refusals).toEqual([null]);
      const stops = r.batch?.stops[0] ?? [];
      expect(stops.map((x) => x.passUntil)).toEqual([{ until: "end-of-turn", turn: 1, seen: [] }, null]);
      expect((await c.watch({ seat: 0 })).table.turn.number).toBe(2);
    });

    it("restore rebuilds a game from its log to the same state hash", async () => {
      const { requests, hash } = await botMoves(10);
      const c = core();
      const st = await c.restore({ setup: SETUP }, (await played(requests)).inputs, null);
      expect(st).toMatchObject({ seq: 10, checked: null, over: false });
      expect(await c.hash()).toEqual({ seq: 10, hash });
      expect(await c.missed({ seat: 1 }, 3)).toBeNull();
    });

    it("restore returns the hash at the log's checkpoint, then replays the inputs after it", async () => {
      const { requests } = await botMoves(10);
      const { hash: at6 } = await botMoves(6);
      const { hash } = await botMoves(10);
      const c = core();
      const st = await c.restore({ setup: SETUP }, (await played(requests)).inputs, 6);
      expect(st).toMatchObject({ seq: 10, checked: { seq: 6, hash: at6 }, over: false });
      expect(await c.hash()).toEqual({ seq: 10, hash });
    });

    it("104.3a: when all but one concede the game is over, and every later input is refused", async () => {
      const c = core();
      await c.create(SETUP);
      const { batch } = await c.submitMany([1, 2, 3].map((player) => ({ type: "concede", player })));
      expect(batch?.over).toBe(true);
      const after = await c.submitMany([{ type: "concede", player: 0 }]);
      expect(after.refusals[0]?.code).toBe("game-over");
      expect((await c.record()).inputs.length).toBe(3);
    });

    it("an error thrown by the core reaches the caller as an error", async () => {
      const c = core();
      await expect(c.record()).rejects.toThrow("the table's game has not started");
      await expect(c.watch({ seat: 0 })).rejects.toThrow("the table's game has not started");
    });
  });
}

/** The record of a LocalCore that played these requests one at a time. */
async function played(requests: CoreRequest[]) {
  const core = new LocalCore();
  await core.create(SETUP);
  for (const r of requests) await core.submitMany([r]);
  return core.record();
}
