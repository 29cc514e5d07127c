/**
 * A Vanguard table (902) at the server: created with bots in every seat, one seat's vanguard card chosen and
 * the others dealt with the seed; the bots play it to the end; its record's setup gives each player their
 * vanguard card. `GET /api/variants` says what Vanguard and Commander take; a bad vanguard is a 400.
 */

import { cardDb, vanguards } from "@roundtable/cards";
import { Game, type GameRecord } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { useServer } from "./support/inProcess.ts";
import { api } from "./support/server.ts";
import { createTable } from "./support/tables.ts";

type Err = { error: { code: string; message: string } };

describe("a Vanguard table (902)", () => {
  const server = useServer(0);

  it("four bots play a Vanguard game to the end; each player has a vanguard card, seat 2 the one chosen", async () => {
    const { http } = await server.start();
    const created = await createTable(http, {
      variant: "vanguard",
      players: 4,
      seats: Array.from({ length: 4 }, () => ({ kind: "bot", bot: "random" })),
      vanguards: ["random", "Urza", "random", "random"],
      settings: { botDelayMs: 0 },
    });
    let status: string = created.table.status;
    for (let i = 0; i < 2000 && status !== "over"; i++) {
      await new Promise((r) => setTimeout(r, 20));
      status = (await api<{ status: string }>(http, "GET", `/api/tables/${created.id}`)).body.status;
    }
    expect(status).toBe("over");
    const record = (
      await api<GameRecord>(http, "GET", `/api/games/${created.id}/record`, undefined, created.judgeToken)
    ).body;
    if (!("setup" in record.start)) throw new Error("a created table's record starts from a setup");
    const setup = record.start.setup;
    const dealt = setup.players.map((p) => p.vanguard);
    expect(dealt[1]).toBe("urza");
    const ids = vanguards.map((v) => v.id);
    for (const v of dealt) expect(ids).toContain(v);
    // The record replays; its players started at 20 ± their vanguard's life modifier (902.4).
    const start = Game.create(cardDb, setup);
    expect(Game.replay(cardDb, record, { events: false }).hash()).toBe(record.hash);
    start.state.players.forEach((p, seat) => {
      expect(p.life).toBe(20 + (cardDb.get(dealt[seat]!)?.lifeModifier ?? 0));
    });
  });

  it("GET /api/variants: Vanguard's vanguard cards, Commander's mulligan and lives; a bad vanguard is a 400", async () => {
    const { http } = await server.start();
    const variants = (
      await api<{
        variants: { name: string; mulligans: string[]; commanderLives: number[]; vanguards: string[] }[];
      }>(http, "GET", "/api/variants")
    ).body.variants;
    const byName = (n: string) => variants.find((v) => v.name === n)!;
    expect(byName("vanguard").vanguards).toEqual(vanguards.map((v) => v.name));
    expect(byName("commander")).toMatchObject({
      mulligans: ["london", "paris", "commander"],
      commanderLives: [40, 30],
      vanguards: [],
    });
    expect(byName("free-for-all")).toMatchObject({ mulligans: ["london", "paris"], commanderLives: [] });

    const unknown = await api<Err>(http, "POST", "/api/tables", {
      variant: "vanguard",
      players: 2,
      vanguards: ["Urza", "Squee"],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/vanguards\[1\]: "Squee" is no vanguard card \(902\.3/);
    const outside = await api<Err>(http, "POST", "/api/tables", {
      variant: "free-for-all",
      players: 3,
      vanguards: ["Urza", "Serra", "Orim"],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error.message).toMatch(/only a Vanguard game \(902\) has vanguard cards/);
  });
});
