/**
 * A finished game's chat in its replay (`GET /api/games/:id/chat`, replays/replayChat.ts), against a real
 * server process: each line keeps where it falls in the game (`after`, the inputs accepted when it was said:
 * in the lobby, during the game, at the finished table, at the finished table loaded afresh after a restart),
 * and the route answers the lines the request's token may read — the table's without one, a seat's team's
 * too (810.5: teammates discuss strategy among themselves), every line for the judge — and the typed errors
 * (a game not over, an unknown game, a token not the table's). A line stored before lines kept `after` is
 * placed at the game's end.
 */

import { join } from "node:path";
import { simpleAnswer } from "@roundtable/bots";
import type { Decision } from "@roundtable/engine";
import type { ChatLine, GameChat, ReplayStep, TableInfo } from "@roundtable/protocol";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { useDataDir } from "./support/dataDir.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient, until } from "./support/wsClient.ts";

type Err = { error: { code: string; message: string } };
type Welcome = Extract<Message, { type: "welcome" }>;

const { dir, servers, clients } = useDataDir("roundtable-replay-chat-");
const args = ["--data-dir", dir, "--log-level", "warn"];

/** Connects with a token (none: a spectator) and returns the client and its welcome. */
async function hello(srv: ServerProcess, table: string, token?: string): Promise<[TestClient, Welcome]> {
  const c = await TestClient.open(srv.ws);
  clients.push(c);
  c.send({ type: "hello", protocol: 1, table, ...(token === undefined ? {} : { token }) });
  return [c, (await c.nextOf("welcome")) as Welcome];
}

const chatOf = (srv: ServerProcess, game: string, token?: string) =>
  api<GameChat>(srv.http, "GET", `/api/games/${game}/chat`, undefined, token);

describe("a finished game's chat in its replay (GET /api/games/:id/chat)", () => {
  it("810.5 Two-Headed Giant: no token reads the table's lines, a seat's token its team's too, the judge's every line; each line's `after` is the input count when it was said", async () => {
    let srv = await startProcess(args);
    servers.push(srv);
    const t = await createTable(srv.http, {
      variant: "two-headed-giant",
      players: 4,
      seats: Array.from({ length: 4 }, () => ({ kind: "open" })),
    });
    const seq = async () => (await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body.seq;
    /** Each line's text → the table's input count as it was said. */
    const said = new Map<string, number>();
    const say = async (c: TestClient, text: string, to: "table" | "team" = "table") => {
      const before = await seq();
      c.send({ type: "say", to, text });
      const m = await c.next((x) => x.type === "chat" && x.line.text === text, `the line "${text}"`);
      const line = (m as Extract<Message, { type: "chat" }>).line;
      // Nobody answered meanwhile: the count is the same after the line as before it.
      expect(await seq()).toBe(before);
      expect(line.after).toBe(before);
      said.set(text, before);
    };

    // Ann (team A with Ben: seats 0 and 1) talks in the lobby; the others sit down and the game begins.
    const names = ["Ann", "Ben", "Cat", "Dan"];
    const seats = [await joinSeat(srv.http, t.id, "Ann")];
    const [ann] = await hello(srv, t.id, seats[0].token);
    await say(ann, "hello, all");
    for (const name of names.slice(1)) seats.push(await joinSeat(srv.http, t.id, name));
    const people = [ann];
    for (const s of seats.slice(1)) people.push((await hello(srv, t.id, s.token))[0]);
    const [judge, judged] = await hello(srv, t.id, t.judgeToken);
    expect(judged.table.status).toBe("playing");
    await say(ann, "keep the flyer back, I hold Fog", "team");

    // A player answers their first decision (the judge's view has every one in full): the game moves on.
    const view = judged.view as { seat: { decisions: (Decision | { id: number })[] } } | null;
    const open = (view?.seat.decisions ?? []).find((d): d is Decision => "kind" in d);
    if (open === undefined) throw new Error("no decision is open at the start");
    people[open.player].send({ type: "answer", ref: "a1", decision: open.id, answer: simpleAnswer(open) });
    await judge.next((m) => m.type === "update" && m.seq >= 1, "the answer's update");
    expect(await seq()).toBeGreaterThanOrEqual(1);
    await say(people[2], "they have Fog", "team"); // Cat, team B
    await say(judge, "the stack is empty"); // the judge speaks to the table

    // Ben concedes: team A loses together (810.8a), and the game is over.
    expect((await api(srv.http, "POST", `/api/tables/${t.id}/leave`, undefined, seats[1].token)).status).toBe(
      200,
    );
    await until(
      async () => (await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body.status === "over",
      "the game's end",
    );
    const { steps } = (await api<ReplayStep>(srv.http, "GET", `/api/games/${t.id}/replay?step=0&as=judge`))
      .body;
    expect(await seq()).toBe(steps);
    await say(people[3], "gg"); // Dan, at the finished table: after the game's last input

    // An older server's line (no `after`), then a restart: the finished table is loaded afresh from its log
    // as Cat comes back, and her line falls after the game's last input too.
    await srv.stop();
    const db = new Database(join(dir, "roundtable.sqlite"));
    db.prepare("INSERT INTO chat (table_id, n, at, team, line) VALUES (?, ?, ?, NULL, ?)").run(
      t.id,
      said.size + 1,
      Date.now(),
      JSON.stringify({ from: { role: "judge" }, to: "table", text: "said before `after` was kept" }),
    );
    db.close();
    srv = await startProcess(args);
    servers.push(srv);
    const [cat] = await hello(srv, t.id, seats[2].token);
    await say(cat, "rematch?");
    said.set("said before `after` was kept", steps);

    const texts = (lines: ChatLine[]) => lines.map((l) => l.text);
    const table = ["hello, all", "the stack is empty", "gg", "said before `after` was kept", "rematch?"];
    const anyone = await chatOf(srv, t.id);
    expect(anyone.status).toBe(200);
    expect(anyone.body.you).toEqual({ role: "spectator", seat: null });
    expect(texts(anyone.body.lines)).toEqual(table);
    const teamA = await chatOf(srv, t.id, seats[0].token);
    expect(teamA.body.you).toEqual({ role: "player", seat: 0 });
    expect(texts(teamA.body.lines)).toEqual([
      "hello, all",
      "keep the flyer back, I hold Fog",
      ...table.slice(1),
    ]);
    const teamB = await chatOf(srv, t.id, seats[3].token);
    expect(teamB.body.you).toEqual({ role: "player", seat: 3 });
    expect(texts(teamB.body.lines)).toEqual(["hello, all", "they have Fog", ...table.slice(1)]);
    const all = await chatOf(srv, t.id, t.judgeToken);
    expect(all.body.you).toEqual({ role: "judge", seat: null });
    expect(texts(all.body.lines)).toEqual([
      "hello, all",
      "keep the flyer back, I hold Fog",
      "they have Fog",
      ...table.slice(1),
    ]);
    expect(all.body.lines.map((l) => l.n)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const l of all.body.lines) expect(l.after, l.text).toBe(said.get(l.text));
    expect(all.body.lines[2]).toMatchObject({ to: "team", from: { role: "player", seat: 2, name: "Cat" } });
    expect(all.body.lines[2]).not.toHaveProperty("team");
    // A spectator's token reads as no token does.
    const spectator = (await api<{ token: string }>(srv.http, "POST", `/api/tables/${t.id}/spectators`)).body;
    expect(texts((await chatOf(srv, t.id, spectator.token)).body.lines)).toEqual(table);

    // A token that is not the table's; a game not over, even with its judge's token; an unknown game.
    const stranger = await api<Err>(srv.http, "GET", `/api/games/${t.id}/chat`, undefined, "not-a-token");
    expect(stranger.status).toBe(401);
    expect(stranger.body.error.code).toBe("unauthorised");
    const live = await createTable(srv.http, {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }],
      settings: { botDelayMs: 10_000 },
    });
    await joinSeat(srv.http, live.id, "Eve");
    expect((await api<TableInfo>(srv.http, "GET", `/api/tables/${live.id}`)).body.status).toBe("playing");
    const notOver = await chatOf(srv, live.id, live.judgeToken);
    expect(notOver.status).toBe(409);
    expect((notOver.body as unknown as Err).error.code).toBe("game-not-over");
    const unknown = await chatOf(srv, "no-such-game");
    expect(unknown.status).toBe(404);
    expect((unknown.body as unknown as Err).error.code).toBe("not-found");
  }, 120_000);
});
