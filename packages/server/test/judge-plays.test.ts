/**
 * The table's judge at the table, against real server processes (principle 4; docs/server.md § HTTP API,
 * `POST /api/tables/:id/seats`): a table's maker who takes a seat with its judge token plays it
 * (TableInfo's `judgeSeat`) and, while the game isn't over at a table with other people, is refused the
 * judge's role wherever it gives what a player may not see — the hello as the judge (its views, every
 * team's chat lines), the record, "save this position" as the judge — with 403 `judge-is-playing`; a
 * player who conceded (104.3a) too, until the game is over, when all of it opens again. The mark is kept
 * with the seats: a restarted server keeps it. A practice table (every other seat a bot) keeps the judge's
 * view, and so does a table whose maker sat down without the judge token. The player whose "play again"
 * makes the rematch plays there as its judge.
 */
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { useDataDir } from "./support/dataDir.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { type Created, createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient, until } from "./support/wsClient.ts";

type Err = { error: { code: string; message: string } };
type Seat = { seat: number; token: string };

const { dir, servers, clients } = useDataDir("roundtable-judge-plays-");
/** Bots wait 5 s a decision: a practice game is still in play when the test asks. */
const ARGS = ["--data-dir", dir, "--bot-delay", "5000", "--log-level", "warn"];
let srv: ServerProcess;
const start = async () => {
  srv = await startProcess(ARGS);
  servers.push(srv);
};

const OPEN = { kind: "open" };
const THREE_PEOPLE = { variant: "free-for-all", players: 3, seats: [OPEN, OPEN, OPEN] };
const PRACTICE = { variant: "duel", players: 2, seats: [OPEN, { kind: "bot" }] };
const JUDGE_PLAYS = "the table's judge plays seat 1: the judge's view opens when the game is over";

const info = async (id: string) => (await api<TableInfo>(srv.http, "GET", `/api/tables/${id}`)).body;
const sit = (id: string, name: string, token?: string) =>
  api<Seat | Err>(srv.http, "POST", `/api/tables/${id}/seats`, { name }, token);
/** Takes a seat with the table's judge token. */
async function sitAsJudge(t: Created, name: string): Promise<Seat> {
  const r = await sit(t.id, name, t.judgeToken);
  if (r.status !== 201 || !("token" in r.body))
    throw new Error(`join: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
const record = (id: string, token?: string) =>
  api<Err | { inputs: unknown[] }>(srv.http, "GET", `/api/games/${id}/record`, undefined, token);
const position = (id: string, token?: string) =>
  api<Err | { file: unknown }>(srv.http, "GET", `/api/tables/${id}/position`, undefined, token);
/** Gives the seat up: before the start it is open again, after it its player concedes (104.3a). */
const leave = (id: string, token: string) =>
  api(srv.http, "POST", `/api/tables/${id}/leave`, undefined, token);

/** A connection that says hello to table `id` with `token`. */
async function hello(id: string, token: string): Promise<TestClient> {
  const c = await TestClient.open(srv.ws);
  clients.push(c);
  c.send({ type: "hello", protocol: 1, table: id, token });
  return c;
}
/** The hello's answer: the welcome, or the error refusing it. */
const answer = (c: TestClient): Promise<Message> => c.next((m) => m.type === "welcome" || m.type === "error");

/** Every way the judge token reads what a player may not see, refused while its judge plays. */
async function expectJudgeRefused(id: string, judgeToken: string, message = JUDGE_PLAYS): Promise<void> {
  const c = await hello(id, judgeToken);
  expect(await answer(c)).toMatchObject({ type: "error", code: "judge-is-playing", message });
  for (const r of [await record(id, judgeToken), await position(id, judgeToken)]) {
    expect(r.status).toBe(403);
    expect((r.body as Err).error).toEqual({ code: "judge-is-playing", message });
  }
}

/**
 * The judge's role as before: its hello welcomed as the judge, the record its; the position saved — or, a
 * game over in its mulligans, the judge told why it can't be (422 `cannot-save`): not refused.
 */
async function expectJudgeAllowed(id: string, judgeToken: string): Promise<void> {
  const c = await hello(id, judgeToken);
  expect(await answer(c)).toMatchObject({ type: "welcome", you: { role: "judge", seat: null } });
  expect((await record(id, judgeToken)).status).toBe(200);
  const saved = await position(id, judgeToken);
  expect(saved.status === 200 ? "saved" : (saved.body as Err).error.code).toMatch(/^(saved|cannot-save)$/);
}

describe("the table's judge plays a seat", () => {
  it("principle 4: the maker seated with the judge token, among people, is refused the judge's view, record and positions (403 judge-is-playing) — after a restart too, and after conceding (104.3a) — until the game is over", async () => {
    await start();
    const t = await createTable(srv.http, THREE_PEOPLE);
    const ann = await sitAsJudge(t, "Ann");
    expect(ann.seat).toBe(0);
    expect((await info(t.id)).judgeSeat).toBe(0);
    // Waiting, other seats open for people: refused already (nothing is dealt, but the people are coming).
    const early = await answer(await hello(t.id, t.judgeToken));
    expect(early).toMatchObject({ type: "error", code: "judge-is-playing", message: JUDGE_PLAYS });
    const ben = await joinSeat(srv.http, t.id, "Ben");
    const cy = await joinSeat(srv.http, t.id, "Cy");
    await until(async () => (await info(t.id)).status === "playing", "the game's start");
    await expectJudgeRefused(t.id, t.judgeToken);
    // A player's seat token reads no record in play, as before; the judge token gives no seat up.
    expect((await record(t.id, ben.token)).status).toBe(404);
    const byJudge = await leave(t.id, t.judgeToken);
    expect([byJudge.status, (byJudge.body as Err).error.code]).toEqual([403, "forbidden"]);

    // Restarted: the mark is the seats' (stored), and the judge still refused.
    await srv.stop();
    await start();
    expect((await info(t.id)).judgeSeat).toBe(0);
    await expectJudgeRefused(t.id, t.judgeToken);

    // Ann concedes (104.3a): the game goes on between Ben and Cy, and she is refused still.
    expect((await leave(t.id, ann.token)).status).toBe(200);
    await until(async () => (await info(t.id)).seq > 0, "the concession's input");
    expect((await info(t.id)).status).toBe("playing");
    await expectJudgeRefused(t.id, t.judgeToken);
    // A connection refused says hello again once the game is over, and is welcomed as the judge.
    const refused = await hello(t.id, t.judgeToken);
    expect(await answer(refused)).toMatchObject({ type: "error", code: "judge-is-playing" });

    expect((await leave(t.id, ben.token)).status).toBe(200);
    await until(async () => (await info(t.id)).status === "over", "the game's end");
    expect((await info(t.id)).judgeSeat).toBe(0);
    await expectJudgeAllowed(t.id, t.judgeToken);
    refused.send({ type: "hello", protocol: 1, table: t.id, token: t.judgeToken });
    expect(await answer(refused)).toMatchObject({ type: "welcome", you: { role: "judge", seat: null } });
    expect(cy.seat).toBe(2);
  });

  it("a practice table (every other seat a bot): the maker seated with the judge token keeps the judge's view in play", async () => {
    const t = await createTable(srv.http, PRACTICE);
    await sitAsJudge(t, "Ann");
    const now = await info(t.id);
    expect([now.status, now.judgeSeat]).toEqual(["playing", 0]);
    await expectJudgeAllowed(t.id, t.judgeToken);
  });

  it("a seat taken without the judge token: the judge's view as before (the maker didn't sit down through it)", async () => {
    const t = await createTable(srv.http, { variant: "duel", players: 2, seats: [OPEN, OPEN] });
    await joinSeat(srv.http, t.id, "Ann");
    await joinSeat(srv.http, t.id, "Ben");
    const now = await info(t.id);
    expect(now.status).toBe("playing");
    expect(now.judgeSeat).toBeUndefined();
    await expectJudgeAllowed(t.id, t.judgeToken);
  });

  it("the judge watching as the judge is told and disconnected as it sits down among people, before any hand is dealt", async () => {
    const t = await createTable(srv.http, { variant: "duel", players: 2, seats: [OPEN, OPEN] });
    const watching = await hello(t.id, t.judgeToken);
    expect(await answer(watching)).toMatchObject({ type: "welcome", you: { role: "judge" } });
    await sitAsJudge(t, "Ann");
    expect(await watching.next((m) => m.type === "error")).toMatchObject({
      code: "judge-is-playing",
      message: JUDGE_PLAYS,
    });
    await until(() => watching.closed, "the judge's connection closed");
    await joinSeat(srv.http, t.id, "Ben");
    await until(async () => (await info(t.id)).status === "playing", "the game's start");
    expect(watching.messages.some((m) => m.type === "started" || m.type === "update")).toBe(false);
  });

  it("a seat is taken with no token or the judge token: a seat's or another table's token is refused, and the judge takes one seat", async () => {
    const t = await createTable(srv.http, THREE_PEOPLE);
    const other = await createTable(srv.http, THREE_PEOPLE);
    const ben = await joinSeat(srv.http, t.id, "Ben");
    const bySeat = await sit(t.id, "Cy", ben.token);
    expect([bySeat.status, (bySeat.body as Err).error.code]).toEqual([403, "forbidden"]);
    const byOther = await sit(t.id, "Cy", other.judgeToken);
    expect([byOther.status, (byOther.body as Err).error.code]).toEqual([401, "unauthorised"]);
    await sitAsJudge(t, "Ann");
    const twice = await sit(t.id, "Ann again", t.judgeToken);
    expect(twice.status).toBe(409);
    expect((twice.body as Err).error).toEqual({
      code: "judge-seated",
      message: "the table's judge plays seat 2 already: its judge token takes one seat",
    });
    const seats = (await info(t.id)).seats.filter((s) => s.kind === "human");
    expect(seats.map((s) => s.name)).toEqual(["Ben", "Ann"]);
    expect((await info(t.id)).judgeSeat).toBe(1);
  });

  it("the judge's seat given up before the start is no longer the judge's: its view opens again", async () => {
    const t = await createTable(srv.http, THREE_PEOPLE);
    const ann = await sitAsJudge(t, "Ann");
    expect((await info(t.id)).judgeSeat).toBe(0);
    expect((await leave(t.id, ann.token)).status).toBe(200);
    expect((await info(t.id)).judgeSeat).toBeUndefined();
    const c = await hello(t.id, t.judgeToken);
    expect(await answer(c)).toMatchObject({ type: "welcome", you: { role: "judge" } });
  });

  it("play again: the player whose request makes the rematch plays there as its judge; the others' seats are theirs", async () => {
    const t = await createTable(srv.http, { variant: "duel", players: 2, seats: [OPEN, OPEN] });
    const ann = await joinSeat(srv.http, t.id, "Ann");
    const ben = await joinSeat(srv.http, t.id, "Ben");
    await until(async () => (await info(t.id)).status === "playing", "the game's start");
    expect((await leave(t.id, ben.token)).status).toBe(200);
    await until(async () => (await info(t.id)).status === "over", "the game's end");
    type Rematch = { id: string; judgeToken?: string; seat: number; table: TableInfo };
    const made = await api<Rematch>(srv.http, "POST", `/api/tables/${t.id}/rematch`, undefined, ben.token);
    expect(made.status).toBe(201);
    expect(made.body.seat).toBe(1);
    expect(made.body.table.judgeSeat).toBe(1);
    const joined = await api<Rematch>(srv.http, "POST", `/api/tables/${t.id}/rematch`, undefined, ann.token);
    expect(joined.status).toBe(200);
    expect(joined.body.table.judgeSeat).toBe(1);
    await until(async () => (await info(made.body.id)).status === "playing", "the rematch's start");
    await expectJudgeRefused(
      made.body.id,
      made.body.judgeToken ?? "",
      "the table's judge plays seat 2: the judge's view opens when the game is over",
    );
  });
});
