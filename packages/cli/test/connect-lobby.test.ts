/**
 * `roundtable connect` while the table waits for its players: the seats listed by team where the table
 * seats its teams before the start (102.3), each with its role (809.2: the emperor), team lines from the
 * lobby on (810.5: teammates talk at any time), `/leave`, which gives the seat up before the start (`POST
 * /api/tables/:id/leave`) and only says how to concede after it, and `/quit`, which leaves as the end of
 * input does: the seat stays the person's.
 */
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { api } from "../../server/test/support/server.ts";
import { createTable } from "../../server/test/support/tables.ts";
import { type Message, TestClient, until } from "../../server/test/support/wsClient.ts";
import { connectCommand } from "../src/commands/connect.ts";
import { useTableServer } from "./tableServer.ts";
import { chatLines, type Terminal, terminal } from "./terminal.ts";

const OPEN = { kind: "open" };

/** A player at seat `seat` (0-based) over a plain WebSocket connection, welcomed. */
async function seated(server: { http: string; ws: string }, table: string, name: string, seat: number) {
  const r = await api<{ token: string }>(server.http, "POST", `/api/tables/${table}/seats`, { name, seat });
  expect(r.status).toBe(201);
  const client = await TestClient.open(server.ws);
  client.send({ type: "hello", protocol: 1, table, token: r.body.token });
  await client.nextOf("welcome");
  return client;
}

/** The table's info, as anyone may read it. */
async function infoOf(http: string, table: string): Promise<TableInfo> {
  return (await api<TableInfo>(http, "GET", `/api/tables/${table}`)).body;
}

/** Ends the input of a terminal that waits for a line while nothing is asked (Ctrl-D). */
async function ctrlD(t: Terminal): Promise<void> {
  await until(() => t.listening(), "the terminal to listen");
  t.end();
}

/** Waits until `c` gets the chat line `text`. */
function hears(c: TestClient, text: string): Promise<Message> {
  return c.next((m) => m.type === "chat" && (m.line as { text: string }).text === text, `"${text}"`);
}

/** The texts of the chat lines a WebSocket client got (its welcome's and those after). */
function texts(c: TestClient): string[] {
  return c.messages.flatMap((m: Message) => {
    if (m.type === "chat") return [(m.line as { text: string }).text];
    if (m.type === "welcome") return (m.chat as { text: string }[]).map((l) => l.text);
    return [];
  });
}

describe("roundtable connect: the lobby", () => {
  const server = useTableServer("roundtable-connect-lobby-");

  it("810.5 Two-Headed Giant: before the start the seats are listed by team, and a /team line typed in the lobby reaches the teammate's terminal, not the opponents", async () => {
    // Four open seats: the game doesn't begin while the test runs (seat 4 stays open).
    const t = await createTable(server.http, {
      variant: "two-headed-giant",
      players: 4,
      seats: [OPEN, OPEN, OPEN, OPEN],
    });
    const url = `${server.http}/tables/${t.id}`;
    const ann = terminal(async () => undefined, { listens: true });
    const anns = connectCommand({ url, name: "Ann" }, ann);
    await ann.seen("Waiting for 3 more players — team 1: 1. Ann (you), 2. open; team 2: 3. open, 4. open");
    // The help tells Ann she has a team now, not once the game has begun.
    await ann.seen("Chat: /say TEXT talks to the table, /team TEXT to your team.");
    const ben = terminal(async () => undefined, { listens: true });
    const bens = connectCommand({ url, name: "Ben" }, ben);
    await ben.seen("Waiting for 2 more players — team 1: 1. Ann, 2. Ben (you); team 2: 3. open, 4. open");
    const cat = await seated(server, t.id, "Cat", 2);
    await ann.seen("Waiting for 1 more player — team 1: 1. Ann (you), 2. Ben; team 2: 3. Cat, 4. open");

    // Ann talks to her team, then to the table; Cat, on the other team, talks to hers, then to the table.
    ann.type("/team hold your flyer back, I hold Fog");
    await ben.seen("[team] Ann: hold your flyer back, I hold Fog");
    ann.type("/say gl all");
    await hears(cat, "gl all");
    cat.send({ type: "say", to: "team", text: "they have a Fog?" });
    await hears(cat, "they have a Fog?");
    cat.send({ type: "say", text: "gl" });
    await hears(cat, "gl");
    await ann.seen("[chat] Cat: gl");
    await ben.seen("[chat] Cat: gl");

    expect(chatLines(ann.out)).toEqual([
      "[team] Ann (you): hold your flyer back, I hold Fog",
      "[chat] Ann (you): gl all",
      "[chat] Cat: gl",
    ]);
    expect(chatLines(ben.out)).toEqual([
      "[team] Ann: hold your flyer back, I hold Fog",
      "[chat] Ann: gl all",
      "[chat] Cat: gl",
    ]);
    // Lines come in order: Cat read Ann's table line and her own, never Ann's team line.
    expect(texts(cat)).toEqual(["gl all", "they have a Fog?", "gl"]);
    for (const who of [ann, ben])
      expect(who.out.join("\n")).not.toMatch(/not sent|That is not allowed|The server says|no-team/);

    await cat.close();
    await Promise.all([ctrlD(ann), ctrlD(ben)]);
    expect(await Promise.all([anns, bens])).toEqual([0, 0]);
  }, 120_000);

  it("809.2 Emperor: the waiting line names each team's emperor's seat; /quit before the start leaves, and the seat stays the person's", async () => {
    const t = await createTable(server.http, {
      variant: "emperor",
      players: 6,
      seats: [OPEN, OPEN, OPEN, OPEN, OPEN, OPEN],
    });
    const url = `${server.http}/tables/${t.id}`;
    // Ann sits down in seat 2: her team's emperor's (the middle of seats 1–3).
    const ann = terminal(async () => undefined, { listens: true });
    const anns = connectCommand({ url, name: "Ann", seat: 1 }, ann);
    await ann.seen(
      "Waiting for 5 more players — team 1: 1. open, 2. Ann (you, emperor), 3. open; team 2: 4. open, 5. open (emperor), 6. open",
    );
    await until(() => ann.listening(), "Ann's terminal to listen");
    ann.type("/quit");
    expect(await anns).toBe(0);
    // The lobby message that says her seat connected changes nothing the line shows: it is printed once.
    expect(ann.out.filter((l) => l.startsWith("Waiting for"))).toHaveLength(1);
    expect(ann.out).toContain(
      "You leave before the game has begun: seat 2 stays yours, and its token rejoins it.",
    );
    const info = await infoOf(server.http, t.id);
    expect(info.status).toBe("waiting");
    expect(info.seats[1]).toMatchObject({ kind: "human", name: "Ann", role: "emperor" });
  }, 120_000);

  it("/leave before the start gives the seat up: it is open again, the terminal leaves (exit 0), another terminal on the seat is let go, and its token rejoins no more", async () => {
    const t = await createTable(server.http, { variant: "duel", players: 2, seats: [OPEN, OPEN] });
    const url = `${server.http}/tables/${t.id}`;
    const ann = terminal(async () => undefined, { listens: true });
    const anns = connectCommand({ url, name: "Ann" }, ann);
    await ann.seen("Waiting for 1 more player — 1. Ann (you), 2. open");
    const token = /--token (\S+)$/.exec(ann.out.find((l) => l.startsWith("To rejoin")) ?? "")?.[1];
    expect(token).toBeDefined();
    // Ann's seat is open at a second terminal too (another window, the same token).
    const again = terminal(async () => undefined, { listens: true });
    const agains = connectCommand({ url, token }, again);
    await again.seen("Waiting for 1 more player — 1. Ann (you), 2. open");
    // What may be typed while waiting names /leave.
    ann.type("hi");
    await ann.seen(
      "Nothing is asked of you yet: the game hasn't begun (/say TEXT talks to the table, /team TEXT to your team; /leave gives up your seat).",
    );

    ann.type("/leave");
    expect(await anns).toBe(0);
    expect(ann.out).toContain(
      `You gave up seat 1 at table ${t.id}: it is open for someone else, and its token is no longer the table's.`,
    );
    const info = await infoOf(server.http, t.id);
    expect(info.status).toBe("waiting");
    expect(info.seats.map((s) => s.kind)).toEqual(["open", "open"]);
    // The server closed the other terminal's connection: it says why and leaves, without reconnecting.
    expect(await agains).toBe(0);
    expect(again.out).toContain(
      "The server ended the connection: seat 1 was given up: this connection no longer holds it.",
    );
    expect(again.out.join("\n")).not.toMatch(/Reconnecting/);
    // The token is the table's no more.
    const late = terminal(async () => undefined, { listens: true });
    expect(await connectCommand({ url, token }, late)).toBe(1);
    expect(late.out).toContainEqual(expect.stringMatching(/^The server refused: .*\(unauthorised\)$/));
  }, 120_000);

  it("104.3a: /leave once the game has begun doesn't concede; it says that concede does", async () => {
    const t = await createTable(server.http, { variant: "duel", players: 2, seats: [OPEN, { kind: "bot" }] });
    const script = ["/leave", "concede"];
    const ann = terminal(async () => script.shift() ?? "concede");
    expect(await connectCommand({ url: `${server.http}/tables/${t.id}`, name: "Ann" }, ann)).toBe(0);
    const told = ann.out.indexOf(
      'The game has begun: "concede" concedes it (104.3a); /leave gives up a seat only before the start.',
    );
    expect(told).toBeGreaterThan(-1);
    // Asked again after /leave: the concession came with the next answer, once.
    expect(ann.out.slice(told + 1).some((l) => l.endsWith("> "))).toBe(true);
    expect(ann.out.filter((l) => l === "You concede.")).toHaveLength(1);
    expect(ann.out.join("\n")).not.toMatch(/You gave up seat/);
    const info = await infoOf(server.http, t.id);
    expect(info.seats[0]).toMatchObject({ kind: "human", name: "Ann" });
  }, 120_000);
});
