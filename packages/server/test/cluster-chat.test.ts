/**
 * The chat of a finished table with several server processes (issue 21): each process answers the table
 * from a copy of its own, and people talking after the game ("gg") may be connected to different ones. A
 * line said at one copy reaches those connected to the others (`rt:chat`), and the copies never give two
 * lines one number: a copy whose number was taken by another numbers its line again. Each line falls after
 * the game's last input (`after`), as its replay shows it. A spectator's line (a table whose settings let
 * them talk) goes the same way. Real server processes on PostgreSQL and Redis.
 */
import type { GameChat, ServerMessage } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { finishedTable, info, useProcesses } from "./support/finishedCopies.ts";
import { api } from "./support/server.ts";
import type { TestClient } from "./support/wsClient.ts";

const { startServer, services, page } = useProcesses();

type Chat = Extract<ServerMessage, { type: "chat" }>;
const line = async (c: TestClient) => ((await c.nextOf("chat")) as Chat).line;

describe("the chat of a finished table with several processes", () => {
  it("a line said at one process's copy reaches those connected at another's, and every line has a number of its own", async () => {
    const db = await services.pg.createDatabase();
    const [a, b] = [await startServer(db), await startServer(db)];
    const { old, ann, ben } = await finishedTable(a, b);
    const annPage = await page(a, old.id, ann.token);
    const benPage = await page(b, old.id, ben.token);

    annPage.send({ type: "say", text: "gg" });
    expect(await line(annPage)).toMatchObject({ n: 1, text: "gg", from: { name: "Ann" } });
    expect(await line(benPage)).toMatchObject({ n: 1, text: "gg", from: { name: "Ann" } });

    // Both copies say a line at once: two numbers, each line heard at both.
    annPage.send({ type: "say", text: "rematch?" });
    benPage.send({ type: "say", text: "sure" });
    const atAnn = [await line(annPage), await line(annPage)];
    const atBen = [await line(benPage), await line(benPage)];
    for (const seen of [atAnn, atBen]) {
      expect(seen.map((l) => l.text).sort()).toEqual(["rematch?", "sure"]);
      expect(seen.map((l) => l.n).sort()).toEqual([2, 3]);
    }

    // A third process, loading the table afresh, welcomes with all three, in order.
    const third = await startServer(db);
    const welcomed = await page(third, old.id, ben.token);
    const welcome = welcomed.messages.find((m) => m.type === "welcome") as Extract<
      ServerMessage,
      { type: "welcome" }
    >;
    expect(welcome.chat.map((l) => l.n)).toEqual([1, 2, 3]);
    expect(welcome.chat[0].text).toBe("gg");
    // Said at copies of the finished table: each after the game's last input, as its replay places them.
    const { seq } = await info(a, old.id);
    expect(seq).toBeGreaterThan(0);
    expect([...atAnn, ...atBen, ...welcome.chat].map((l) => l.after)).toEqual(Array(7).fill(seq));
    const replayed = await api<GameChat>(third.http, "GET", `/api/games/${old.id}/chat`);
    expect(replayed.body.lines.map((l) => [l.n, l.after])).toEqual([1, 2, 3].map((n) => [n, seq]));
  }, 120_000);

  it("where the table lets spectators talk, a spectator let in at one process talks at another's copy: numbered after the spectators any process let in, heard at every copy", async () => {
    const db = await services.pg.createDatabase();
    const [a, b] = [await startServer(db), await startServer(db)];
    const { old, ann } = await finishedTable(a, b, { spectatorsChat: true });
    const spectate = (at: typeof a, name?: string) =>
      api<{ token: string; spectator: number; name: string }>(
        at.http,
        "POST",
        `/api/tables/${old.id}/spectators`,
        name === undefined ? {} : { name },
      );
    // Let in at each process in turn: the store numbers them all (Store.addSpectator).
    const first = (await spectate(a)).body;
    const sam = (await spectate(b, "Sam")).body;
    expect([first, sam].map((s) => [s.spectator, s.name])).toEqual([
      [1, "Spectator 1"],
      [2, "Sam"],
    ]);
    // Sam's token was made at b; Sam connects at a, whose copy knows the token from the store.
    const annPage = await page(b, old.id, ann.token);
    const samPage = await page(a, old.id, sam.token);
    samPage.send({ type: "say", text: "well played" });
    for (const c of [samPage, annPage])
      expect(await line(c)).toMatchObject({
        n: 1,
        to: "table",
        text: "well played",
        from: { role: "spectator", spectator: 2, name: "Sam" },
      });
  }, 120_000);
});
