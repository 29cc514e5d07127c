/**
 * 800.4a over the wire, against a real server process: a player who has left the game is sent no hand of a
 * player still in it. A (Team vs. Team, 808) controls B during B's turn (723.1, Mindslaver: the position's
 * `controlledNextTurnBy`), and so sees B's hand and D's, which B may review (723.4, 808.5). A concedes; the
 * control ends as A leaves (800.4a), though B's turn goes on. A's seat keeps its connection and its team's
 * lines (808.5: C reads them), so whatever A's view still showed would reach C through A.
 */
import { ALL_STOPS, type ChatLine } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { slowBotServer, useDataDir } from "./support/dataDir.ts";
import { api } from "./support/server.ts";
import { joinSeat } from "./support/tables.ts";
import { type Message, TestClient } from "./support/wsClient.ts";

type Welcome = Extract<Message, { type: "welcome" }>;
type SeatPart = { hands: Record<string, { name: string }[]> };

const { dir, servers, clients } = useDataDir("roundtable-departed-seat-");
const server = slowBotServer(dir, servers);

/**
 * Team vs. Team, A and C against B and D, in B's turn, which A controls (723.1). B can cast their Bolt:
 * the server asks A at B's priorities rather than passing them (stops.ts, `onlyPassOrMana`).
 */
const POSITION = {
  format: 1,
  name: "A controls B's turn",
  variant: "team-vs-team",
  players: [
    { name: "A", team: "A" },
    { name: "C", team: "A", hand: ["Shock"] },
    {
      name: "B",
      team: "B",
      hand: ["Lightning Bolt"],
      battlefield: ["Mountain"],
      controlledNextTurnBy: "A",
    },
    { name: "D", team: "B", hand: ["Giant Growth"] },
  ],
  start: "B",
};

describe("800.4a: a seat whose player has left the game", () => {
  it("723.4, 800.4a: is sent no hand of the players still in the game once its player concedes", async () => {
    const srv = await server();
    const made = await api<{ id: string }>(srv.http, "POST", "/api/tables", {
      position: POSITION,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "bot" }, { kind: "bot" }],
    });
    expect(made.status).toBe(201);
    const { id } = made.body;
    const { token } = await joinSeat(srv.http, id, "Ann");
    const hello = async (): Promise<[TestClient, Welcome]> => {
      const c = await TestClient.open(srv.ws);
      clients.push(c);
      c.send({ type: "hello", protocol: 1, table: id, token });
      return [c, (await c.nextOf("welcome")) as Welcome];
    };
    const [a] = await hello();
    // Ann is asked at every priority (B's included, which she decides, 723.5): B's turn waits for her.
    a.send({ type: "stops", settings: ALL_STOPS });
    a.send({ type: "ping", ref: "p" });
    await a.nextOf("pong");
    await joinSeat(srv.http, id, "Cid"); // the last open seat: the game begins
    const started = await a.nextOf("started");
    const hands = (view: unknown) => (view as { seat: SeatPart }).seat.hands;
    // 723.4, 808.5: A sees their own hand, C's (their team's), B's (controlled) and D's (B's team's).
    expect(Object.keys(hands(started.view))).toEqual(["0", "1", "2", "3"]);
    expect(hands(started.view)[2].map((c) => c.name)).toEqual(["Lightning Bolt"]);

    a.send({ type: "concede" });
    await a.next((m) => m.type === "update", "the concession's update");
    const [again, after] = await hello();
    expect(after.table.status).toBe("playing"); // C plays on for team A
    expect((after.view as unknown as { table: { turn: { active: number } } }).table.turn.active).toBe(2);
    expect(Object.keys(hands(after.view))).toEqual(["0"]);
    expect(hands(after.view)[0]).toEqual([]); // 800.4a: their cards left the game with them
    // The seat still talks to its team (808.5): the channel a leak would have gone through.
    again.send({ type: "say", to: "team", text: "B holds a Bolt" });
    const line = (await again.nextOf("chat")).line as ChatLine;
    expect(line).toMatchObject({ to: "team", from: { seat: 0 } });
  });
});
