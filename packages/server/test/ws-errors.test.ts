/**
 * Message validation over the WebSocket, in process: every bad message gets its typed error and changes
 * nothing (the table's seq and hash are the same after it).
 */
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { useServer } from "./support/inProcess.ts";
import { api } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient } from "./support/wsClient.ts";

type SeatDecision = { id: number; player: number; kind?: string };

describe("WebSocket messages", () => {
  const server = useServer(60_000);

  /** A started duel of two people, both connected; nobody has answered yet. */
  async function duel() {
    const srv = await server.start();
    const t = await createTable(srv.http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "open" }],
    });
    const seats = [await joinSeat(srv.http, t.id, "Ann"), await joinSeat(srv.http, t.id, "Ben")];
    const clients: TestClient[] = [];
    for (const s of seats) {
      const c = server.keep(await TestClient.open(srv.ws));
      c.send({ type: "hello", protocol: 1, table: t.id, token: s.token });
      clients.push(c);
    }
    const welcomes = await Promise.all(clients.map((c) => c.nextOf("welcome")));
    // The open decision (a mulligan, 103.5) is in the seat view of the seat that must answer it.
    const open = welcomes.flatMap(
      (w) => (w.view as { seat: { decisions: SeatDecision[] } }).seat.decisions,
    )[0];
    const info = async () => (await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body;
    return { srv, t, seats, clients, open, info };
  }

  const errorOf = (c: TestClient, ref?: string) =>
    c.next(
      (m) => m.type === "error" && (ref === undefined || m.ref === ref),
      `an error${ref ? ` ${ref}` : ""}`,
    );

  it("bad messages get typed errors and change nothing", async () => {
    const { srv, t, clients, open, info } = await duel();
    const before = await info();
    expect(before.status).toBe("playing");
    const mine = clients[open.player];
    const other = clients[1 - open.player];
    const expectError = async (
      c: TestClient,
      message: unknown,
      code: string,
      text?: RegExp,
      ref?: string,
    ) => {
      c.send(message);
      const e = (await errorOf(c, ref)) as Extract<Message, { type: "error" }>;
      expect(e.code).toBe(code);
      if (text) expect(e.message).toMatch(text);
    };
    await expectError(mine, "{not json", "bad-message", /not JSON/);
    await expectError(mine, { type: "dance", ref: "r1" }, "bad-message", /^message\.type: /, "r1");
    await expectError(
      mine,
      { type: "answer", ref: "r2", decision: "x", answer: {} },
      "bad-message",
      /^message\.decision: /,
      "r2",
    );
    await expectError(mine, { type: "ping", ref: "r3", extra: 1 }, "bad-message", /extra/, "r3");
    await expectError(mine, { type: "ping", ref: "x".repeat(70_000) }, "too-big", /65536/);
    await expectError(mine, { type: "hello", protocol: 1, table: t.id }, "protocol", /already/);
    await expectError(
      mine,
      { type: "answer", ref: "r4", decision: open.id + 1000, answer: { keep: true } },
      "stale-decision",
      undefined,
      "r4",
    );
    await expectError(
      other,
      { type: "answer", ref: "r5", decision: open.id, answer: { keep: true } },
      "not-your-decision",
      undefined,
      "r5",
    );
    await expectError(
      mine,
      { type: "answer", ref: "r6", decision: open.id, answer: { choice: 0 } },
      "bad-answer",
      undefined,
      "r6",
    );

    // Spectators and judges never act.
    for (const [token, role] of [
      [undefined, "spectator"],
      [t.judgeToken, "judge"],
    ] as const) {
      const c = server.keep(await TestClient.open(srv.ws));
      c.send({ type: "hello", protocol: 1, table: t.id, ...(token === undefined ? {} : { token }) });
      expect((await c.nextOf("welcome")).you).toEqual({ role, seat: null });
      const answer = { type: "answer", ref: `${role}-a`, decision: open.id, answer: { keep: true } };
      await expectError(c, answer, "not-a-player", undefined, `${role}-a`);
      await expectError(c, { type: "concede", ref: `${role}-c` }, "not-a-player", undefined, `${role}-c`);
    }

    const after = await info();
    expect([after.seq, after.hash]).toEqual([before.seq, before.hash]);
    mine.send({ type: "ping", ref: "p" });
    expect(await mine.next((m) => m.type === "pong")).toEqual({ type: "pong", ref: "p" });
  });

  it("hello: first, with this server's protocol, a known table and a token of it", async () => {
    const { srv, t } = await duel();
    const c = server.keep(await TestClient.open(srv.ws));
    c.send({ type: "concede", ref: "early" });
    expect(await errorOf(c)).toMatchObject({ code: "protocol", ref: "early" });
    c.send({ type: "hello", protocol: 2, table: t.id });
    expect((await errorOf(c)).message).toMatch(/protocol version 1/);
    c.send({ type: "hello", protocol: 1, table: "nope" });
    expect(await errorOf(c)).toMatchObject({ code: "not-found" });
    c.send({ type: "hello", protocol: 1, table: t.id, token: "wrong" });
    expect(await errorOf(c)).toMatchObject({ code: "unauthorised" });
  });

  it("a private table needs a token; a browser from another origin is refused", async () => {
    const srv = await server.start();
    const t = await createTable(srv.http, { variant: "duel", players: 2, settings: { spectators: false } });
    const c = server.keep(await TestClient.open(srv.ws));
    c.send({ type: "hello", protocol: 1, table: t.id });
    expect(await errorOf(c)).toMatchObject({ code: "unauthorised" });
    await expect(TestClient.open(srv.ws, { origin: "https://evil.example" })).rejects.toThrow(/403/);
    const host = new URL(srv.http).host;
    server.keep(await TestClient.open(srv.ws, { origin: `http://${host}` }));
  });

  it("more than 40 messages at once are rate-limited", async () => {
    const { clients } = await duel();
    const c = clients[0];
    for (let i = 0; i < 60; i++) c.send({ type: "ping", ref: String(i) });
    const limited = await errorOf(c);
    expect(limited.code).toBe("rate-limited");
    const pongs = c.messages.filter((m) => m.type === "pong").length;
    expect(pongs).toBeLessThanOrEqual(41);
  });
});
