/**
 * Teams at a table that seats its players at random as the game begins, against a real server process
 * (2004 draft 605.2, as today's 807.3 for Grand Melee; the draft's Free-for-All may have teams, 102.3): a
 * seat's team goes by where its player sits, which is drawn at the start, so no one picks a team before it.
 * The seat a person asks for is a place in the list, neither their game seat nor their team: TableInfo names
 * no seat's team until the start, and a team line before it is refused (`no-team`) and stored nowhere. Once
 * the game begins each person learns their drawn seat (`started`'s `you`), TableInfo names every seat's
 * team, and team lines reach the drawn teammate and the judge.
 */
import type { ChatLine, TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { useDataDir } from "./support/dataDir.ts";
import { api, startProcess } from "./support/server.ts";
import { createTable } from "./support/tables.ts";
import { type Message, TestClient } from "./support/wsClient.ts";

type Welcome = Extract<Message, { type: "welcome" }>;
type Started = Extract<Message, { type: "started" }>;

const { dir, servers, clients } = useDataDir("roundtable-random-seat-teams-");

describe("teams drawn as the game begins (2004 draft 605.2; 807.3)", () => {
  it("a seat asked for picks no team: none is named or talks before the start; after it, the drawn teams talk", async () => {
    // The bots play slowly; there are none here, and the people's mulligans wait for them.
    const srv = await startProcess(["--data-dir", dir, "--bot-delay", "5000", "--log-level", "warn"]);
    servers.push(srv);
    const hello = async (table: string, token: string): Promise<[TestClient, Welcome]> => {
      const c = await TestClient.open(srv.ws);
      clients.push(c);
      c.send({ type: "hello", protocol: 1, table, token });
      return [c, (await c.nextOf("welcome")) as Welcome];
    };
    const info = async (id: string) => (await api<TableInfo>(srv.http, "GET", `/api/tables/${id}`)).body;
    const t = await createTable(srv.http, {
      variant: "free-for-all",
      edition: "2004",
      players: 4,
      options: { teams: 2 },
      seats: Array.from({ length: 4 }, () => ({ kind: "open" })),
    });
    // Before the start no seat has a team: whoever sits in seat 1 now may play in any seat.
    for (const s of t.table.seats) expect(s, `seat ${s.seat}`).not.toHaveProperty("team");

    // Ann asks for seat 1 — "Team A's second seat" as the options list it — and gets that place in the list.
    const join = (name: string, seat?: number) =>
      api<{ seat: number; token: string }>(srv.http, "POST", `/api/tables/${t.id}/seats`, { name, seat });
    const ann = await join("Ann", 1);
    expect([ann.status, ann.body.seat]).toEqual([201, 1]);
    const people = [ann.body, (await join("Ben")).body, (await join("Cat")).body];
    const connected = await Promise.all(people.map((p) => hello(t.id, p.token)));
    const [judge] = await hello(t.id, t.judgeToken);
    for (const [, w] of connected) expect(w.table.seats.some((s) => "team" in s)).toBe(false);

    // A team line before the start: refused, as the teams are not drawn yet (the refusal says so: the table
    // has teams); no one hears it.
    const [a] = connected[0];
    a.send({ type: "say", ref: "t", to: "team", text: "I'll sit next to you" });
    expect(await a.next((m) => m.type === "error" && m.ref === "t")).toMatchObject({
      code: "no-team",
      message:
        "no seat has a team yet — its players are seated at random as its game begins (2004 draft 605.2), each one's team drawn with their seat: say it to the table",
    });

    // Dan takes the last seat: the game begins, its seats drawn (605.2). Each person is told theirs.
    const dan = (await join("Dan")).body;
    const drawn = new Map<string, number>();
    for (const [i, [c]] of connected.entries()) {
      const started = (await c.nextOf("started")) as Started;
      drawn.set(["Ann", "Ben", "Cat"][i], started.you.seat as number);
    }
    const [d, danWelcome] = await hello(t.id, dan.token);
    drawn.set("Dan", danWelcome.you.seat as number);
    const playing = await info(t.id);
    expect(playing.status).toBe("playing");
    // TableInfo follows the game's seating: each person's seat is the one they were told, and every seat
    // now has its team (two teams of two, by seat as the options list them).
    for (const [name, seat] of drawn) expect(playing.seats[seat].name, name).toBe(name);
    expect(playing.seats.map((s) => s.team)).toEqual([0, 0, 1, 1]);

    // Team lines now go by the drawn seats: Ann's reaches her drawn teammate and the judge only.
    const teamOf = (name: string) => playing.seats[drawn.get(name) as number].team;
    const byName = new Map<string, TestClient>([
      ["Ann", a],
      ["Ben", connected[1][0]],
      ["Cat", connected[2][0]],
      ["Dan", d],
    ]);
    const mate = [...drawn.keys()].find((n) => n !== "Ann" && teamOf(n) === teamOf("Ann")) as string;
    const plan = "our seats are drawn: let's talk now";
    a.send({ type: "say", to: "team", text: plan });
    for (const who of [a, byName.get(mate) as TestClient, judge])
      expect(((await who.nextOf("chat")) as { line: ChatLine }).line).toMatchObject({
        to: "team",
        text: plan,
        from: { role: "player", seat: drawn.get("Ann"), name: "Ann" },
      });
    for (const [name, who] of byName)
      if (name !== "Ann" && name !== mate)
        expect(
          who.raw.some((r) => r.includes(plan)),
          name,
        ).toBe(false);
    // The line refused before the start was stored nowhere: the judge's welcome now reads only the new one.
    const [, judgeAgain] = await hello(t.id, t.judgeToken);
    expect(judgeAgain.chat.map((l) => l.text)).toEqual([plan]);
  }, 120_000);
});
