/**
 * A finished game's chat as the replay's "View as" read it (`GET /api/games/:id/chat?as=S|judge`,
 * replays/replayChat.ts), against a real server process: a Two-Headed Giant whose two teams both talked
 * among themselves (810.5). The judge's token gets exactly what `as` read — the table's lines and that seat's
 * team's, every line as the judge; a seat's token gets its own team's lines viewing as a teammate, and
 * viewing as an opponent the table's only, the answer saying team lines were left out (hidden information
 * stays with its team: the server filters, the page never hides); no token, the table's lines. A
 * malformed `as`, or a seat the game hasn't, is a 400 naming `query.as`.
 */

import type { ChatChannel, GameChat, TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { useDataDir } from "./support/dataDir.ts";
import { api, startProcess } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient, until } from "./support/wsClient.ts";

type Err = { error: { code: string; message: string } };

const { dir, servers, clients } = useDataDir("roundtable-replay-chat-as-");

describe("a finished game's chat as the replay's viewer read it (GET /api/games/:id/chat?as=)", () => {
  it("810.5 Two-Headed Giant: the judge reads as each seat what that seat read; a seat's token gets a teammate's lines, not an opponent team's", async () => {
    const srv = await startProcess(["--data-dir", dir, "--log-level", "warn"]);
    servers.push(srv);
    const t = await createTable(srv.http, {
      variant: "two-headed-giant",
      players: 4,
      seats: Array.from({ length: 4 }, () => ({ kind: "open" })),
    });
    // Ann and Ben are team A (seats 0 and 1), Cat and Dan team B (810.1).
    const seats: { seat: number; token: string }[] = [];
    for (const name of ["Ann", "Ben", "Cat", "Dan"]) seats.push(await joinSeat(srv.http, t.id, name));
    const hello = async (token: string) => {
      const c = await TestClient.open(srv.ws);
      clients.push(c);
      c.send({ type: "hello", protocol: 1, table: t.id, token });
      await c.nextOf("welcome");
      return c;
    };
    const say = async (c: TestClient, text: string, to: ChatChannel = "table") => {
      c.send({ type: "say", to, text });
      await c.next((m: Message) => m.type === "chat" && m.line.text === text, `the line "${text}"`);
    };
    const [ann, cat, judge] = [
      await hello(seats[0].token),
      await hello(seats[2].token),
      await hello(t.judgeToken),
    ];
    await say(ann, "good luck, all");
    await say(ann, "keep the flyer back", "team");
    await say(cat, "they have Fog", "team");
    await say(judge, "the stack is empty");

    // Ben concedes: team A loses together (810.8a), and the game is over.
    expect((await api(srv.http, "POST", `/api/tables/${t.id}/leave`, undefined, seats[1].token)).status).toBe(
      200,
    );
    await until(
      async () => (await api<TableInfo>(srv.http, "GET", `/api/tables/${t.id}`)).body.status === "over",
      "the game's end",
    );

    const chatAs = async (as: string | undefined, token?: string) => {
      const query = as === undefined ? "" : `?as=${as}`;
      const r = await api<GameChat>(srv.http, "GET", `/api/games/${t.id}/chat${query}`, undefined, token);
      expect(r.status, `as ${as}`).toBe(200);
      return { texts: r.body.lines.map((l) => l.text), withheld: r.body.teamLinesWithheld, you: r.body.you };
    };
    const table = ["good luck, all", "the stack is empty"];
    const teamA = ["good luck, all", "keep the flyer back", "the stack is empty"];
    const teamB = ["good luck, all", "they have Fog", "the stack is empty"];

    // The judge's token: exactly what `as` read — a seat, the table's lines and its team's; the judge, all.
    for (const [as, texts] of [
      ["0", teamA],
      ["1", teamA],
      ["2", teamB],
      ["3", teamB],
      ["judge", ["good luck, all", "keep the flyer back", "they have Fog", "the stack is empty"]],
    ] as const)
      expect(await chatAs(as, t.judgeToken), `the judge as ${as}`).toEqual({
        texts,
        withheld: false,
        you: { role: "judge", seat: null },
      });

    // Ann's token: as herself or her teammate, her team's lines; as an opponent, the table's only, said so;
    // as the judge, her team's and not the other team's, said so. Without `as`, what it read before.
    const annAs = (as?: string) => chatAs(as, seats[0].token);
    const ann0 = { role: "player", seat: 0 };
    expect(await annAs("0")).toEqual({ texts: teamA, withheld: false, you: ann0 });
    expect(await annAs("1")).toEqual({ texts: teamA, withheld: false, you: ann0 });
    expect(await annAs("2")).toEqual({ texts: table, withheld: true, you: ann0 });
    expect(await annAs("3")).toEqual({ texts: table, withheld: true, you: ann0 });
    expect(await annAs("judge")).toEqual({ texts: teamA, withheld: true, you: ann0 });
    expect(await annAs()).toEqual({ texts: teamA, withheld: false, you: ann0 });
    // Cat's, as Ben: her team's lines are not Ben's, and Ben's team's are not hers: the table's.
    expect(await chatAs("1", seats[2].token)).toMatchObject({ texts: table, withheld: true });
    expect(await chatAs("3", seats[2].token)).toMatchObject({ texts: teamB, withheld: false });

    // No token: the table's lines, whoever it views as.
    const spectator = { role: "spectator", seat: null };
    expect(await chatAs("2")).toEqual({ texts: table, withheld: true, you: spectator });
    expect(await chatAs("judge")).toEqual({ texts: table, withheld: true, you: spectator });
    expect(await chatAs(undefined)).toEqual({ texts: table, withheld: false, you: spectator });

    // A malformed `as`, or a seat the game hasn't: 400, naming `query.as`.
    for (const as of ["x", "-1", "1.5", "", "JUDGE"]) {
      const r = await api<Err>(srv.http, "GET", `/api/games/${t.id}/chat?as=${as}`, undefined, t.judgeToken);
      expect([r.status, r.body.error.code, r.body.error.message], `as=${as}`).toEqual([
        400,
        "bad-request",
        'query.as: a seat\'s number (from 0) or "judge"',
      ]);
    }
    const past = await api<Err>(srv.http, "GET", `/api/games/${t.id}/chat?as=4`, undefined, seats[0].token);
    expect([past.status, past.body.error.code, past.body.error.message]).toEqual([
      400,
      "bad-seat",
      'query.as: no seat 4: the game\'s seats are 0–3, or "judge"',
    ]);
  }, 120_000);
});
