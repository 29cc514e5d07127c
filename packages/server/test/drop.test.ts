/**
 * A player's last connection closes during the game: the table's onDrop setting says what follows — a bot
 * plays the seat after N seconds, or the player concedes after N seconds (104.3a).
 */
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { AutoPlayer } from "./support/autoPlayer.ts";
import { useServer } from "./support/inProcess.ts";
import { api } from "./support/server.ts";
import { createTable, joinSeat } from "./support/tables.ts";
import { type Message, TestClient, until } from "./support/wsClient.ts";

describe("drops", () => {
  const server = useServer(0);

  it("onDrop bot: a bot answers for the seat; onDrop concede: the player concedes", async () => {
    const srv = await server.start();
    const duel = (mode: "bot" | "concede") =>
      createTable(srv.http, {
        variant: "duel",
        players: 2,
        seats: [{ kind: "open" }, { kind: "open" }],
        settings: { onDrop: { mode, afterSeconds: 5 } },
      });
    const tables = [await duel("bot"), await duel("concede")];
    const sit = async (id: string) => {
      const seats = [await joinSeat(srv.http, id, "Ann"), await joinSeat(srv.http, id, "Ben")];
      const clients = await Promise.all(seats.map(() => TestClient.open(srv.ws)));
      const players = clients.map((c, i) => {
        server.keep(c);
        const p = new AutoPlayer(c, seats[i].seat, i === 0);
        c.send({ type: "hello", protocol: 1, table: id, token: seats[i].token });
        return p;
      });
      await Promise.all(clients.map((c) => c.nextOf("welcome")));
      return { seats, clients, players };
    };
    const [botted, conceding] = await Promise.all(tables.map((t) => sit(t.id)));
    // Ben (who never answers) drops from both tables.
    await botted.clients[1].close();
    await conceding.clients[1].close();
    const ann = botted.clients[0];
    const lobbyOf = (c: TestClient) =>
      c.next((m) => m.type === "lobby" && m.table.seats[1].connected === false);
    await lobbyOf(ann);

    // A bot plays Ben's seat: inputs of his seat appear in the log, and the game goes on to its end.
    await ann.next((m) => m.type === "lobby" && m.table.status === "over", "the botted game's end");
    const inputs = await srv.store.loadInputs(tables[0].id);
    expect(inputs.some((l) => "player" in l.input && l.input.player === botted.seats[1].seat)).toBe(true);

    // Ben concedes: Ann wins.
    const over = (await conceding.clients[0].next(
      (m) => m.type === "lobby" && m.table.status === "over",
      "the conceded game's end",
    )) as Extract<Message, { type: "lobby" }>;
    expect(over.table.status).toBe("over");
    const log = await srv.store.loadInputs(tables[1].id);
    expect(log[log.length - 1].input).toEqual({ player: conceding.seats[1].seat, concede: true });
    await until(() => conceding.players[0].over(), "the view's status");
    expect(conceding.players[0].views?.table.winners).toEqual([conceding.seats[0].seat]);
    const info = (await api<TableInfo>(srv.http, "GET", `/api/tables/${tables[1].id}`)).body;
    expect(info.status).toBe("over");
  });
});
