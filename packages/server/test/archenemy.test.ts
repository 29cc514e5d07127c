/**
 * Archenemy (904) at the server: a table of bots is created with the variant's own teams (the archenemy
 * in seat 0, a scheme deck dealt for them alone, 904.3) and plays to its end; the record replays to the
 * table's hash. An option Archenemy doesn't use is refused with a 400 naming the rule (904.2).
 */
import { cardDb } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { useServer } from "./support/inProcess.ts";
import { api } from "./support/server.ts";
import { createTable } from "./support/tables.ts";

describe("an Archenemy table at the server", () => {
  const server = useServer(0);

  it("904: four bots — the archenemy against the team — play to the end, and the record replays", async () => {
    const { http } = await server.start();
    const bots = Array.from({ length: 4 }, () => ({ kind: "bot" }));
    const t = await createTable(http, { variant: "archenemy", players: 4, seats: bots });
    let info = t.table;
    for (let i = 0; i < 3000 && info.status !== "over"; i++) {
      await new Promise((r) => setTimeout(r, 20));
      info = (await api<TableInfo>(http, "GET", `/api/tables/${t.id}`)).body;
    }
    expect(info.status).toBe("over");
    const record = (await api<GameRecord>(http, "GET", `/api/games/${t.id}/record`, undefined, t.judgeToken))
      .body;
    if (!("setup" in record.start)) throw new Error("no setup in the record");
    const setup = record.start.setup;
    expect(setup.players[0].schemes).toHaveLength(20); // 904.3
    expect(setup.players.slice(1).every((p) => p.schemes === undefined)).toBe(true);
    const replayed = Game.replay(cardDb, record, { events: false });
    expect(replayed.isOver()).toBe(true);
    expect(replayed.hash()).toBe(record.hash);
    expect(replayed.state.config.archenemies).toEqual([0]);
  }, 120_000);

  it("904.2: a table of Archenemy with a range of influence is refused, naming the rule", async () => {
    const { http } = await server.start();
    const r = await api<{ error: { message: string } }>(http, "POST", "/api/tables", {
      variant: "archenemy",
      players: 4,
      options: { range: 2 },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/904\.2/);
  });
});
