/**
 * Team lines before the game begins, against a real server process (tables/seatTeams.ts: planOfRequest,
 * tables/chat.ts): teammates may discuss strategies at any time (808.5, 809.7, 810.5, 811.5), so from the
 * lobby on — a seat's team is known from the table's options, and goes by seat whoever sits there. A team's
 * line said before the start reaches its team's seats and the judge, not the opponents nor the spectators,
 * is in the welcome of whoever takes a seat of that team, and in the finished game's replay chat for that
 * team's tokens (at step 0); a seat given up before the start takes its connections with it (they read its
 * team no more). A table without teams refuses team lines as before; a table from a saved position has its
 * file's teams.
 */
import { readFileSync } from "node:fs";
import type { ChatLine, GameChat, TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { useDataDir } from "./support/dataDir.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient, until } from "./support/wsClient.ts";

type Chat = Extract<Message, { type: "chat" }>;
type Welcome = Extract<Message, { type: "welcome" }>;

const { dir, servers, clients } = useDataDir("roundtable-lobby-team-chat-");
// The bots play slowly: a table of bots barely moves while the people talk.
const args = ["--data-dir", dir, "--bot-delay", "5000", "--log-level", "warn"];

let srv: ServerProcess;
const server = async () => {
  if (srv === undefined) {
    srv = await startProcess(args);
    servers.push(srv);
  }
  return srv;
};

/** Connects with a token (none: a spectator) and returns the client and its welcome. */
async function hello(table: string, token?: string): Promise<[TestClient, Welcome]> {
  const c = await TestClient.open(srv.ws);
  clients.push(c);
  c.send({ type: "hello", protocol: 1, table, ...(token === undefined ? {} : { token }) });
  return [c, (await c.nextOf("welcome")) as Welcome];
}

/** The next `n` chat lines a client gets. */
async function heard(who: TestClient, n: number): Promise<ChatLine[]> {
  const lines: ChatLine[] = [];
  for (let i = 0; i < n; i++) lines.push(((await who.nextOf("chat")) as Chat).line);
  return lines;
}

const texts = (lines: ChatLine[]) => lines.map((l) => `${l.to}:${l.text}`);
const status = async (table: string) =>
  (await api<TableInfo>(srv.http, "GET", `/api/tables/${table}`)).body.status;

describe("team lines before the game begins", () => {
  it("810.5 Two-Headed Giant: a team's line said in the lobby reaches its teammate and the judge, not the opponents nor the spectators; teams go by seat; the replay chat has it for its team's tokens", async () => {
    await server();
    const t = await createTable(srv.http, {
      variant: "two-headed-giant",
      players: 4,
      seats: Array.from({ length: 4 }, () => ({ kind: "open" })),
    });
    // Team A: seats 0 and 1 (Ann, Ben); team B: seats 2 and 3 (Cat, then whoever takes seat 3).
    const ann = await joinSeat(srv.http, t.id, "Ann");
    const ben = await joinSeat(srv.http, t.id, "Ben");
    const cat = await joinSeat(srv.http, t.id, "Cat");
    expect([ann.seat, ben.seat, cat.seat]).toEqual([0, 1, 2]);
    const [a] = await hello(t.id, ann.token);
    const [b] = await hello(t.id, ben.token);
    const [c] = await hello(t.id, cat.token);
    const [judge] = await hello(t.id, t.judgeToken);
    const [spectator] = await hello(t.id);
    expect(await status(t.id)).toBe("waiting");

    const plan = "I'll take the first attack; you keep blockers back";
    a.send({ type: "say", to: "team", text: plan });
    c.send({ type: "say", text: "good luck, all" });
    const teamA = `team:${plan}`;
    const table = "table:good luck, all";
    expect(texts(await heard(a, 2))).toEqual([teamA, table]);
    expect(texts(await heard(b, 2))).toEqual([teamA, table]);
    expect(texts(await heard(judge, 2))).toEqual([teamA, table]);
    expect(texts(await heard(c, 1))).toEqual([table]);
    expect(texts(await heard(spectator, 1))).toEqual([table]);
    const [said] = judge.messages.filter((m): m is Chat => m.type === "chat").map((m) => m.line);
    expect(said).toMatchObject({
      n: 1,
      after: 0,
      to: "team",
      from: { role: "player", seat: 0, name: "Ann" },
    });
    for (const who of [c, spectator]) expect(who.raw.some((r) => r.includes(plan))).toBe(false);

    // Team B has a team too, its other seat still open: Cat's line reaches her and the judge only.
    c.send({ type: "say", to: "team", text: "they lead with flyers" });
    expect(texts(await heard(c, 1))).toEqual(["team:they lead with flyers"]);
    expect(texts(await heard(judge, 1))).toEqual(["team:they lead with flyers"]);

    // Ben gives his seat up before the start: his connection is closed (it reads seat 1's team no more),
    // and his token is not the table's.
    const closing = new Promise<[number, string]>((resolve) =>
      b.socket.once("close", (code, reason) => resolve([code, reason.toString()])),
    );
    expect((await api(srv.http, "POST", `/api/tables/${t.id}/leave`, undefined, ben.token)).status).toBe(200);
    const [code, reason] = await closing;
    expect(code).toBe(1000);
    expect(reason).toContain("seat 2 was given up");
    const again = await TestClient.open(srv.ws);
    clients.push(again);
    again.send({ type: "hello", protocol: 1, table: t.id, token: ben.token });
    expect(await again.nextOf("error")).toMatchObject({ code: "unauthorised" });

    a.send({ type: "say", to: "team", text: "Ben left: wait for someone" });
    expect(texts(await heard(a, 1))).toEqual(["team:Ben left: wait for someone"]);
    // Dan takes seat 1: team A's, whoever sits there — his welcome carries its lines.
    const dan = await joinSeat(srv.http, t.id, "Dan");
    expect(dan.seat).toBe(1);
    const [d, danWelcome] = await hello(t.id, dan.token);
    expect(texts(danWelcome.chat)).toEqual([teamA, table, "team:Ben left: wait for someone"]);
    d.send({ type: "say", to: "team", text: "hi Ann, I'm in" });
    for (const who of [a, d]) expect(texts(await heard(who, 1))).toEqual(["team:hi Ann, I'm in"]);

    // Eve takes seat 3 (team B's) and the game begins: her welcome has team B's line, not team A's.
    const eve = await joinSeat(srv.http, t.id, "Eve");
    expect(eve.seat).toBe(3);
    const [e, eveWelcome] = await hello(t.id, eve.token);
    expect(eveWelcome.table.status).toBe("playing");
    expect(texts(eveWelcome.chat)).toEqual([table, "team:they lead with flyers"]);
    // The same teams once it has: Ann's line reaches Dan, not Eve.
    a.send({ type: "say", to: "team", text: "now we play" });
    expect(texts(await heard(d, 1))).toEqual(["team:now we play"]);
    e.send({ type: "say", text: "and now?" });
    expect(texts(await heard(d, 1))).toEqual(["table:and now?"]);
    expect(e.raw.some((r) => r.includes("now we play"))).toBe(false);

    // Dan concedes: team A loses together (810.8a), and the game is over.
    expect((await api(srv.http, "POST", `/api/tables/${t.id}/leave`, undefined, dan.token)).status).toBe(200);
    await until(async () => (await status(t.id)) === "over", "the game's end");

    const chatOf = (token?: string) =>
      api<GameChat>(srv.http, "GET", `/api/games/${t.id}/chat`, undefined, token);
    const lobby = [
      teamA,
      "team:they lead with flyers",
      "team:Ben left: wait for someone",
      "team:hi Ann, I'm in",
    ];
    const annReads = await chatOf(ann.token);
    expect(annReads.status).toBe(200);
    expect(texts(annReads.body.lines)).toEqual([
      teamA,
      table,
      "team:Ben left: wait for someone",
      "team:hi Ann, I'm in",
      "team:now we play",
      "table:and now?",
    ]);
    // The lines said in the lobby are at step 0 of the replay.
    for (const l of annReads.body.lines.filter((x) => lobby.includes(`${x.to}:${x.text}`)))
      expect(l.after, l.text).toBe(0);
    expect(texts((await chatOf(cat.token)).body.lines)).toEqual([
      table,
      "team:they lead with flyers",
      "table:and now?",
    ]);
    expect(texts((await chatOf()).body.lines)).toEqual([table, "table:and now?"]);
    expect((await chatOf(ben.token)).status).toBe(401); // a seat given up: its token is not the table's
  });

  it("806 Free-for-All: before the start, a team line is refused as at any time (no-team); nothing is stored", async () => {
    await server();
    const t = await createTable(srv.http, {
      variant: "free-for-all",
      players: 4,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }, { kind: "bot" }],
    });
    const ann = await joinSeat(srv.http, t.id, "Ann");
    const [a] = await hello(t.id, ann.token);
    expect(await status(t.id)).toBe("waiting");
    a.send({ type: "say", ref: "t", to: "team", text: "psst" });
    expect(await a.next((m) => m.type === "error" && m.ref === "t")).toMatchObject({
      code: "no-team",
      message: "this table has no teams: say it to the table",
    });
    a.send({ type: "say", text: "anyone?" });
    expect((await heard(a, 1))[0]).toMatchObject({ n: 1, text: "anyone?" });
  });

  it("810.5 a table from a saved Two-Headed Giant position: its file's teams talk before the start", async () => {
    await server();
    const file = JSON.parse(
      readFileSync(
        new URL(
          "../../../scenarios/702-keywords/702.121a-melee-in-two-headed-giant-counts-only-the-creatures-you-attacked-with.json",
          import.meta.url,
        ),
        "utf8",
      ),
    ) as Record<string, unknown>;
    const made = await api<{ id: string; judgeToken: string }>(srv.http, "POST", "/api/tables", {
      position: file,
      seats: Array.from({ length: 4 }, () => ({ kind: "open" })),
    });
    expect(made.status).toBe(201);
    const { id } = made.body;
    // The seats are the file's players: A1 and A2 (team A), B1 (team B); B2's seat stays open.
    const tokens = [];
    for (const name of ["x", "y", "z"]) tokens.push((await joinSeat(srv.http, id, name)).token);
    const [a1] = await hello(id, tokens[0]);
    const [a2] = await hello(id, tokens[1]);
    const [b1] = await hello(id, tokens[2]);
    expect(await status(id)).toBe("waiting");
    a1.send({ type: "say", to: "team", text: "hold the Bears back" });
    expect((await heard(a2, 1))[0]).toMatchObject({ to: "team", from: { seat: 0, name: "A1" }, after: 0 });
    b1.send({ type: "say", text: "ready" });
    expect(texts(await heard(b1, 1))).toEqual(["table:ready"]);
    expect(b1.raw.some((r) => r.includes("hold the Bears back"))).toBe(false);
  });
});
