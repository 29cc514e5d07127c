/** Who sees what over the wire: spectators see no hand unless the table allows it; the judge sees all. */
import { describe, expect, it } from "vitest";
import { useServer } from "./support/inProcess.ts";
import { createTable, FOUR_PLAYERS } from "./support/tables.ts";
import { type Message, TestClient } from "./support/wsClient.ts";

type SeatPart = { role: string; hands: Record<string, unknown[]>; decisions: unknown[]; libraries?: object };

describe("recipients", () => {
  const server = useServer(60_000);

  async function seatPart(srv: { ws: string }, table: string, token?: string): Promise<SeatPart> {
    const c = server.keep(await TestClient.open(srv.ws));
    c.send({ type: "hello", protocol: 1, table, ...(token === undefined ? {} : { token }) });
    const w = (await c.nextOf("welcome")) as Extract<Message, { type: "welcome" }>;
    return (w.view as { seat: SeatPart }).seat;
  }

  it("spectators see hands only where the table allows it; the judge sees every hand and library", async () => {
    const srv = await server.start();
    const bots = FOUR_PLAYERS.seats.map(() => ({ kind: "bot" }));
    const closed = await createTable(srv.http, { ...FOUR_PLAYERS, seats: bots });
    const open = await createTable(srv.http, {
      ...FOUR_PLAYERS,
      seats: bots,
      settings: { spectatorsSeeHands: true },
    });
    const hidden = await seatPart(srv, closed.id);
    expect(hidden.role).toBe("spectator");
    expect(hidden.hands).toEqual({});
    expect(hidden.decisions).toEqual([]);
    const shown = await seatPart(srv, open.id);
    expect(Object.keys(shown.hands)).toEqual(["0", "1", "2", "3"]);
    expect(shown.hands[0].length).toBe(7);
    const judge = await seatPart(srv, closed.id, closed.judgeToken);
    expect(judge.role).toBe("judge");
    expect(Object.keys(judge.hands)).toEqual(["0", "1", "2", "3"]);
    expect(judge.decisions.length).toBeGreaterThan(0);
    expect(judge.libraries).toBeDefined();
  });
});
