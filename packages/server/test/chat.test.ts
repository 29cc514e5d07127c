/**
 * The table chat on a real server (tables/chat.ts, docs/server-protocol.md § say, § chat): a team's lines
 * reach its players and the judge only — teammates may discuss strategies at any time (810.5, 808.5, 809.7,
 * 811.5) — the table's everyone; spectators read and don't write; a malformed line is refused naming what is
 * wrong; a welcome carries the lines its reader may read; a line the sender saw survives kill -9.
 */
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { useDataDir } from "./support/dataDir.ts";
import { useServer } from "./support/inProcess.ts";
import { startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient } from "./support/wsClient.ts";

type Chat = Extract<Message, { type: "chat" }>;
type Welcome = Extract<Message, { type: "welcome" }>;
type Failure = Extract<Message, { type: "error" }>;

/** Connects with a token (none: a spectator) and returns the client and its welcome. */
async function hello(ws: string, table: string, token?: string): Promise<[TestClient, Welcome]> {
  const c = await TestClient.open(ws);
  c.send({ type: "hello", protocol: 1, table, ...(token === undefined ? {} : { token }) });
  return [c, (await c.nextOf("welcome")) as Welcome];
}

const texts = (lines: { to: string; text: string }[]) => lines.map((l) => `${l.to}:${l.text}`);

describe("table chat", () => {
  // The bot plays slowly: the game barely moves while the people talk.
  const server = useServer(5_000);

  it("810.5 Two-Headed Giant: a team's line reaches its players and the judge, the table's everyone; a welcome carries what its reader may read", async () => {
    const srv = await server.start();
    const t = await createTable(srv.http, {
      variant: "two-headed-giant",
      players: 4,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "open" }, { kind: "bot" }],
    });
    const seats = [];
    for (const name of ["Ann", "Ben", "Cat"]) seats.push(await joinSeat(srv.http, t.id, name));
    const people: TestClient[] = [];
    for (const s of seats) people.push(server.keep((await hello(srv.ws, t.id, s.token))[0]));
    const judge = server.keep((await hello(srv.ws, t.id, t.judgeToken))[0]);
    const spectator = server.keep((await hello(srv.ws, t.id))[0]);
    const [a, b, c] = people;
    const everyone = [a, b, c, judge, spectator];

    a.send({ type: "say", ref: "s1", to: "team", text: "  keep Cat's flyer back; I hold Fog  " });
    c.send({ type: "say", text: "good luck, all" }); // to the table by default
    const got = async (who: TestClient, n: number) => {
      const lines: Chat["line"][] = [];
      for (let i = 0; i < n; i++) lines.push(((await who.nextOf("chat")) as Chat).line);
      return lines;
    };
    const team = "team:keep Cat's flyer back; I hold Fog";
    const table = "table:good luck, all";
    expect(texts(await got(a, 2))).toEqual([team, table]);
    expect(texts(await got(b, 2))).toEqual([team, table]);
    expect(texts(await got(judge, 2))).toEqual([team, table]);
    // The team's line was said first: those who don't read it get the table's line as their first.
    expect(texts(await got(c, 1))).toEqual([table]);
    expect(texts(await got(spectator, 1))).toEqual([table]);
    const [line] = (judge.messages.filter((m) => m.type === "chat") as Chat[]).map((m) => m.line);
    expect(line).toMatchObject({ n: 1, to: "team", from: { role: "player", seat: 0, name: "Ann" } });
    expect(line).not.toHaveProperty("team");
    for (const who of everyone)
      expect(who.raw.some((r) => r.includes("I hold Fog"))).toBe(who === a || who === b || who === judge);

    // A reconnection's welcome: the lines its reader may read, oldest first.
    const [, benAgain] = await hello(srv.ws, t.id, seats[1].token);
    expect(texts(benAgain.chat)).toEqual([team, table]);
    const [catClient, catAgain] = await hello(srv.ws, t.id, seats[2].token);
    server.keep(catClient);
    expect(texts(catAgain.chat)).toEqual([table]);
    expect(catAgain.chat[0]).toMatchObject({ n: 2, from: { role: "player", seat: 2, name: "Cat" } });

    // Cat's team: Cat and the bot's seat; the judge speaks to the table only.
    catClient.send({ type: "say", to: "team", text: "they have Fog" });
    expect(texts(await got(catClient, 1))).toEqual(["team:they have Fog"]);
    expect(texts(await got(judge, 1))).toEqual(["team:they have Fog"]);
    judge.send({ type: "say", ref: "j", to: "team", text: "psst" });
    expect(await judge.nextOf("error")).toMatchObject({ ref: "j", code: "no-team" });
  });

  it("a spectator writes nothing; a malformed line is refused naming what is wrong; a table without teams has no team lines", async () => {
    const srv = await server.start();
    const t = await createTable(srv.http, {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }],
    });
    const ann = await joinSeat(srv.http, t.id, "Ann");
    const [a] = await hello(srv.ws, t.id, ann.token);
    server.keep(a);
    const [spectator] = await hello(srv.ws, t.id);
    server.keep(spectator);
    const refused = async (who: TestClient, message: Record<string, unknown>) => {
      who.send({ type: "say", ref: "r", ...message });
      return (await who.next((m) => m.type === "error" && m.ref === "r")) as Failure;
    };
    expect(await refused(spectator, { text: "Ann has a Fog" })).toMatchObject({ code: "not-a-player" });
    expect(await refused(a, { to: "team", text: "hi" })).toMatchObject({ code: "no-team" });
    for (const [text, why] of [
      ["   ", "the line is empty"],
      ["x".repeat(501), "at most 500 characters"],
      ["two\nlines", "line breaks"],
    ] as const) {
      const e = await refused(a, { text });
      expect(e.code).toBe("bad-message");
      expect(e.message).toContain("text");
      expect(e.message).toContain(why);
    }
    const e = await refused(a, { text: "hi", to: "everyone" });
    expect(e).toMatchObject({ code: "bad-message" });
    expect(e.message).toContain("to");
    a.send({ type: "say", text: "x".repeat(500) }); // the longest line is taken
    expect(((await a.nextOf("chat")) as Chat).line).toMatchObject({ n: 1, text: "x".repeat(500) });
    expect(((await spectator.nextOf("chat")) as Chat).line.n).toBe(1); // spectators read the table's lines
  });
});

describe("table chat after kill -9", () => {
  const { dir, servers, clients } = useDataDir("roundtable-chat-");

  it("a line its sender heard of is in the welcome after the server is killed and restarted, and the next is numbered after it", async () => {
    const args = ["--data-dir", dir, "--bot-delay", "5000", "--log-level", "warn"];
    const first = await startProcess(args);
    servers.push(first);
    const t = await createTable(first.http, {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }],
    });
    const ann = await joinSeat(first.http, t.id, "Ann");
    const [a] = await hello(first.ws, t.id, ann.token);
    clients.push(a);
    a.send({ type: "say", text: "gg so far" });
    expect(((await a.nextOf("chat")) as Chat).line.text).toBe("gg so far");
    first.child.kill("SIGKILL");
    await once(first.child, "exit");

    const second = await startProcess(args);
    servers.push(second);
    const [again, welcome] = await hello(second.ws, t.id, ann.token);
    clients.push(again);
    expect(welcome.chat).toMatchObject([{ n: 1, text: "gg so far", from: { name: "Ann" } }]);
    again.send({ type: "say", text: "back" });
    expect(((await again.nextOf("chat")) as Chat).line).toMatchObject({ n: 2, text: "back" });
  });
});
