/**
 * Spectators of a finished table with several server processes (issue 21): each process answers the table
 * from a copy of its own, and each copy hands out spectators' tokens. A token is a row of the store's
 * (Store.addSpectator), not part of the seats a copy writes whole: a copy that never heard of another's
 * token neither drops it from the store nor refuses it; and the store allocates each spectator's number as
 * it writes the row, so copies letting spectators in at once never give two the same. Real server processes
 * on PostgreSQL and Redis.
 */
import type { ServerMessage } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { finishedTable, info, useProcesses } from "./support/finishedCopies.ts";
import { api, type ServerProcess } from "./support/server.ts";
import { TestClient } from "./support/wsClient.ts";

const { services, startServer, page } = useProcesses();

/** A spectator's token for the table, from process `at`'s copy of it. */
async function spectatorToken(at: ServerProcess, table: string): Promise<string> {
  const r = await api<{ token: string }>(at.http, "POST", `/api/tables/${table}/spectators`);
  expect(r.status).toBe(201);
  return r.body.token;
}

/** What process `at` answers a hello with this token: its welcome's `you`, or its error. */
async function helloWith(at: ServerProcess, table: string, token: string): Promise<unknown> {
  const c = await TestClient.open(at.ws);
  try {
    c.send({ type: "hello", protocol: 1, table, token });
    const m = (await c.next(
      (x) => x.type === "welcome" || x.type === "error",
      "the hello's answer",
    )) as ServerMessage;
    return m.type === "welcome" ? m.you : m;
  } finally {
    await c.close();
  }
}

describe("spectators of a finished table with several processes", () => {
  it("a token handed out by either process's copy stays good at every process, one loading the table afresh too", async () => {
    const db = await services.pg.createDatabase();
    const [a, b] = [await startServer(db), await startServer(db)];
    const { old, ann, ben } = await finishedTable(a, b);
    // Each process holds a copy of the finished table, loaded before either token is made.
    await page(a, old.id, ann.token);
    await page(b, old.id, ben.token);

    const fromA = await spectatorToken(a, old.id);
    // b's copy never heard of a's token, and writes its own.
    const fromB = await spectatorToken(b, old.id);

    const third = await startServer(db);
    expect((await info(third, old.id)).status).toBe("over");
    // Each token names its spectator, numbered by the store after those any copy let in (Store.addSpectator).
    const named = (n: number) => ({ role: "spectator", seat: null, spectator: n, name: `Spectator ${n}` });
    // The store first (a process loading the table afresh), then each copy.
    for (const [at, where] of [
      [third, "a third process"],
      [a, "a"],
      [b, "b"],
    ] as const)
      for (const [token, whose, n] of [
        [fromA, "a's", 1],
        [fromB, "b's", 2],
      ] as const)
        expect(await helloWith(at, old.id, token), `${whose} token at ${where}`).toEqual(named(n));
    // A token that is none of the table's is still refused.
    expect(await helloWith(b, old.id, "not-a-token")).toMatchObject({ type: "error", code: "unauthorised" });
  }, 120_000);

  it("spectators let in at both processes at the same moment get distinct numbers: the store allocates each one", async () => {
    const db = await services.pg.createDatabase();
    const [a, b] = [await startServer(db), await startServer(db)];
    const { old } = await finishedTable(a, b);
    // Each process loads its copy with its first spectator, then ten more ask each process at once.
    await Promise.all([spectatorToken(a, old.id), spectatorToken(b, old.id)]);
    const spectate = (at: ServerProcess) =>
      api<{ token: string; spectator: number; name: string }>(
        at.http,
        "POST",
        `/api/tables/${old.id}/spectators`,
      );
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => spectate(i % 2 === 0 ? a : b)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((r) => r.body.spectator).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
    // Each one's default name is their own, and their token names them so at the other process too.
    for (const [i, r] of answers.entries()) {
      expect(r.body.name).toBe(`Spectator ${r.body.spectator}`);
      expect(await helloWith(i % 2 === 0 ? b : a, old.id, r.body.token)).toMatchObject({
        role: "spectator",
        spectator: r.body.spectator,
      });
    }
  }, 120_000);
});
