/**
 * Spectators who may talk (the table setting `spectatorsChat`; tables/chat.ts, tables/spectatorTokens.ts),
 * against a real server process: a named spectator's line reaches the players, the judge and the other
 * spectators, as a table line; it is refused a team line, as is one who has no token (no name); each
 * spectator's token has its own rate limit; the name rides in the token, so it is the same after a kill -9
 * and a restart; the finished game's replay chat holds the spectators' lines as table lines; a rematch keeps
 * the setting. Without the setting a spectator is refused as before; a table whose spectators see the hands,
 * or which has none, can't have it (400 naming settings.spectatorsChat).
 */
import { once } from "node:events";
import type { GameChat, TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { CHAT_BURST } from "../src/tables/chat.ts";
import { useDataDir } from "./support/dataDir.ts";
import { api, type ServerProcess, startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient, until } from "./support/wsClient.ts";

type Chat = Extract<Message, { type: "chat" }>;
type Welcome = Extract<Message, { type: "welcome" }>;
type Failure = Extract<Message, { type: "error" }>;
type Err = { error: { code: string; message: string; path?: string } };
type Spectate = { token: string; spectator: number; name: string };

const { dir, servers, clients } = useDataDir("roundtable-spectator-chat-");
const args = ["--data-dir", dir, "--bot-delay", "5000", "--log-level", "warn"];

async function started(): Promise<ServerProcess> {
  const srv = await startProcess(args);
  servers.push(srv);
  return srv;
}

/** Connects with a token (none: an unnamed spectator) and returns the client and its welcome. */
async function hello(srv: ServerProcess, table: string, token?: string): Promise<[TestClient, Welcome]> {
  const c = await TestClient.open(srv.ws);
  clients.push(c);
  c.send({ type: "hello", protocol: 1, table, ...(token === undefined ? {} : { token }) });
  return [c, (await c.nextOf("welcome")) as Welcome];
}

async function spectate(srv: ServerProcess, table: string, body?: unknown) {
  return api<Spectate & Err>(srv.http, "POST", `/api/tables/${table}/spectators`, body);
}

/** The next line the client gets with this text. */
async function heard(c: TestClient, text: string): Promise<Chat["line"]> {
  return ((await c.next((m) => m.type === "chat" && m.line.text === text, `the line "${text}"`)) as Chat)
    .line;
}

async function refused(c: TestClient, message: Record<string, unknown>, ref: string): Promise<Failure> {
  c.send({ type: "say", ref, ...message });
  return (await c.next((m) => m.type === "error" && m.ref === ref, `the refusal ${ref}`)) as Failure;
}

describe("spectators who may talk (settings.spectatorsChat)", () => {
  it("a named spectator's line reaches the players, the judge and the other spectators; its name survives kill -9; the replay's chat has it as a table line; a rematch keeps the setting", async () => {
    let srv = await started();
    const t = await createTable(srv.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot" }],
      settings: { spectatorsChat: true },
    });
    expect(t.table.settings).toMatchObject({ spectatorsChat: true, spectatorsSeeHands: false });
    const info = (await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body;
    expect(info.settings).toMatchObject({ spectatorsChat: true });

    // Sam gives a name; the next spectator gives none (no body at all, as older clients ask), and is numbered.
    const sam = await spectate(srv, t.id, { name: "  Sam  " });
    expect(sam.status).toBe(201);
    expect(sam.body).toMatchObject({ spectator: 1, name: "Sam" });
    const second = await spectate(srv, t.id);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ spectator: 2, name: "Spectator 2" });
    const badName = await spectate(srv, t.id, { name: "Sam\u001b[2J" });
    expect(badName.status).toBe(400);
    expect(badName.body.error.message).toMatch(/^body\.name: .*control characters/);

    const ann = await joinSeat(srv.http, t.id, "Ann");
    const [a] = await hello(srv, t.id, ann.token);
    const [judge] = await hello(srv, t.id, t.judgeToken);
    const [s, samWelcome] = await hello(srv, t.id, sam.body.token);
    expect(samWelcome.you).toEqual({ role: "spectator", seat: null, spectator: 1, name: "Sam" });
    const [s2] = await hello(srv, t.id, second.body.token);
    const [anonymous, anonymousWelcome] = await hello(srv, t.id);
    expect(anonymousWelcome.you).toEqual({ role: "spectator", seat: null });

    s.send({ type: "say", text: "what a topdeck" });
    for (const c of [a, judge, s, s2, anonymous])
      expect(await heard(c, "what a topdeck")).toMatchObject({
        n: 1,
        to: "table",
        from: { role: "spectator", spectator: 1, name: "Sam" },
      });
    // A spectator has no team; one without a token has no name to talk under.
    expect(await refused(s, { to: "team", text: "psst" }, "t1")).toMatchObject({ code: "no-team" });
    expect(await refused(anonymous, { text: "hi" }, "a1")).toMatchObject({ code: "not-a-player" });

    // Each spectator's token has its own bucket: Spectator 2's burst is refused past its size, and Ann's
    // line goes through.
    for (let i = 1; i <= CHAT_BURST; i++) s2.send({ type: "say", text: `cheer ${i}` });
    expect(await refused(s2, { text: "one more" }, "r1")).toMatchObject({ code: "rate-limited" });
    a.send({ type: "say", text: "thanks, all" });
    expect((await heard(s, "thanks, all")).from).toEqual({ role: "player", seat: 0, name: "Ann" });

    // The game ends (Ann concedes); Sam talks at the finished table.
    expect((await api(srv.http, "POST", `/api/tables/${t.id}/leave`, undefined, ann.token)).status).toBe(200);
    await until(
      async () => (await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body.status === "over",
      "the game's end",
    );
    s.send({ type: "say", text: "gg" });
    await heard(a, "gg");

    // kill -9 and a restart: Sam's token still names Sam.
    srv.child.kill("SIGKILL");
    await once(srv.child, "exit");
    srv = await started();
    const [again, back] = await hello(srv, t.id, sam.body.token);
    expect(back.you).toEqual({ role: "spectator", seat: null, spectator: 1, name: "Sam" });
    expect(back.chat.map((l) => l.text)).toContain("gg");
    again.send({ type: "say", text: "rematch?" });
    expect((await heard(again, "rematch?")).from).toEqual({ role: "spectator", spectator: 1, name: "Sam" });

    // The replay's chat: the spectators' lines are table lines, read without a token too.
    const replay = await api<GameChat>(srv.http, "GET", `/api/games/${t.id}/chat`);
    expect(replay.status).toBe(200);
    const said = ["what a topdeck", ...Array.from({ length: CHAT_BURST }, (_, i) => `cheer ${i + 1}`)];
    expect(replay.body.lines.map((l) => l.text)).toEqual([...said, "thanks, all", "gg", "rematch?"]);
    expect(replay.body.lines[0]).toMatchObject({ to: "table", from: { role: "spectator", name: "Sam" } });
    const asSam = await api<GameChat>(srv.http, "GET", `/api/games/${t.id}/chat`, undefined, sam.body.token);
    expect(asSam.body.you).toEqual({ role: "spectator", seat: null, spectator: 1, name: "Sam" });
    expect(asSam.body.lines).toEqual(replay.body.lines);

    // "Play again": the rematch's settings are the finished table's, spectatorsChat too.
    const rematch = await api<{ table: TableInfo }>(
      srv.http,
      "POST",
      `/api/tables/${t.id}/rematch`,
      undefined,
      ann.token,
    );
    expect(rematch.status).toBe(201);
    expect(rematch.body.table.settings).toMatchObject({ spectatorsChat: true });
  }, 120_000);

  it("without the setting a spectator — named or not — is refused as before, and nothing is said", async () => {
    const srv = await started();
    const t = await createTable(srv.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot" }],
    });
    expect(t.table.settings).toMatchObject({ spectatorsChat: false });
    const named = await spectate(srv, t.id, { name: "Sam" });
    const [s, welcome] = await hello(srv, t.id, named.body.token);
    expect(welcome.you).toMatchObject({ role: "spectator", name: "Sam" });
    const [anonymous] = await hello(srv, t.id);
    expect(await refused(s, { text: "Ann holds a Fog" }, "n1")).toMatchObject({ code: "not-a-player" });
    expect(await refused(anonymous, { text: "Ann holds a Fog" }, "n2")).toMatchObject({
      code: "not-a-player",
    });
    expect(s.messages.some((m) => m.type === "chat")).toBe(false);
  }, 60_000);

  it("a table whose spectators see the hands, or which lets none in, can't let them talk: 400 naming settings.spectatorsChat and why", async () => {
    const srv = await started();
    const create = (settings: Record<string, unknown>) =>
      api<Err>(srv.http, "POST", "/api/tables", {
        variant: "duel",
        players: 2,
        seats: [{ kind: "open" }, { kind: "bot" }],
        settings,
      });
    const seeing = await create({ spectatorsSeeHands: true, spectatorsChat: true });
    expect(seeing.status).toBe(400);
    expect(seeing.body.error.path).toBe("settings.spectatorsChat");
    expect(seeing.body.error.message).toMatch(
      /^settings\.spectatorsChat: spectators who see every hand .* could tell a player what an opponent holds/,
    );
    const none = await create({ spectators: false, spectatorsChat: true });
    expect(none.status).toBe(400);
    expect(none.body.error.path).toBe("settings.spectatorsChat");
    expect(none.body.error.message).toMatch(/^settings\.spectatorsChat: a table without spectators/);
    // Each on its own is a table as before.
    expect((await create({ spectatorsSeeHands: true })).status).toBe(201);
    expect((await create({ spectators: false })).status).toBe(201);
  }, 60_000);
});
