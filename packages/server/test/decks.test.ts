/**
 * Deck lists at the server: pasted into create-table and join (checked for the table's variant, every
 * problem a typed 400 naming its line), `POST /api/decks/check`, and decks saved under a player key.
 */
import type { GameRecord } from "@roundtable/engine";
import type { RequestIssue } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { useServer } from "./support/inProcess.ts";
import { api } from "./support/server.ts";
import { createTable } from "./support/tables.ts";

type Err = { error: { code: string; message: string; path?: string; issues?: RequestIssue[] } };

const BURN = "About\nName Burn\n\nDeck\n4 Lightning Bolt\n4 Shock\n4 Searing Spear\n48 Mountain\n";
const BAD = "4 Lightnig Bolt\n5 Shock\n0 Mountain\n20 Mountain\n";

const bolts = (deck: string[]) => deck.filter((id) => id === "lightning-bolt").length;

describe("deck lists at the server", () => {
  const server = useServer(60_000);

  it("create-table plays a pasted list in its seat", async () => {
    const { http } = await server.start();
    const t = await createTable(http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "bot" }, { kind: "bot" }],
      decks: [{ list: BURN }, "Red Deck Wins"],
    });
    const record = (await api<GameRecord>(http, "GET", `/api/games/${t.id}/record`, undefined, t.judgeToken))
      .body;
    if (!("setup" in record.start)) throw new Error("no setup");
    const setup = record.start.setup;
    expect(setup.players[0].deck).toHaveLength(60);
    expect(bolts(setup.players[0].deck)).toBe(4);
    expect(setup.players[0].deck.filter((id) => id === "mountain")).toHaveLength(48);
  });

  it("create-table refuses a list that can't be played: a 400 naming each line and problem", async () => {
    const { http } = await server.start();
    const r = await api<Err>(http, "POST", "/api/tables", {
      variant: "duel",
      players: 2,
      decks: ["random", { list: BAD }],
    });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("bad-request");
    expect(r.body.error.path).toBe("decks[1]");
    expect(r.body.error.issues).toEqual([
      {
        path: "decks[1]",
        message: 'decks[1]: line 1: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
        deck: { line: 1, column: 3, code: "unknown-card", suggestions: ["Lightning Bolt"] },
      },
      {
        path: "decks[1]",
        message: "decks[1]: line 3: a count of 0: leave the line out, or write how many copies",
        deck: { line: 3, column: 1, code: "zero-count", suggestions: [] },
      },
      {
        path: "decks[1]",
        message: "decks[1]: the deck has 25 cards: at least 60 in Duel (100.2a)",
        deck: { code: "too-few-cards", suggestions: [] },
      },
      {
        path: "decks[1]",
        message: "decks[1]: 5 copies of Shock: at most 4 in deck and sideboard together (100.2a, 100.4a)",
        deck: { code: "too-many-copies", suggestions: [] },
      },
    ]);
    const empty = await api<Err>(http, "POST", "/api/tables", {
      variant: "duel",
      players: 2,
      decks: [{ list: "" }, "random"],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.path).toBe("decks[0].list");
    const unknown = await api<Err>(http, "POST", "/api/tables", {
      variant: "duel",
      players: 2,
      decks: ["Burn", "random"],
    });
    expect(unknown.body.error.message).toMatch(/unknown deck "Burn": .* or \{"list": a pasted deck list\}/);
  });

  it("join takes a pasted list for the seat; a bad one is a 400 naming its lines and the seat stays open", async () => {
    const { http } = await server.start();
    const t = await createTable(http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot" }],
    });
    const bad = await api<Err>(http, "POST", `/api/tables/${t.id}/seats`, { name: "Ann", deck: BAD });
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe("deck");
    expect(bad.body.error.issues?.map((i) => [i.deck?.line ?? null, i.deck?.code])).toEqual([
      [1, "unknown-card"],
      [3, "zero-count"],
      [null, "too-few-cards"],
      [null, "too-many-copies"],
    ]);
    expect(
      (await api<{ seats: { kind: string }[] }>(http, "GET", `/api/tables/${t.id}`)).body.seats[0].kind,
    ).toBe("open");
    const ok = await api(http, "POST", `/api/tables/${t.id}/seats`, { name: "Ann", deck: BURN });
    expect(ok.status).toBe(201);
    const record = (await api<GameRecord>(http, "GET", `/api/games/${t.id}/record`, undefined, t.judgeToken))
      .body;
    if (!("setup" in record.start)) throw new Error("no setup");
    expect(bolts(record.start.setup.players[0].deck)).toBe(4);
    expect(record.start.setup.players[0].deck).toHaveLength(60);
  });

  it("POST /api/decks/check: the lines' issues and the deck's problems for the variant", async () => {
    const { http } = await server.start();
    const good = await api(http, "POST", "/api/decks/check", { list: BURN, variant: "two-headed-giant" });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ ok: true, name: "Burn", cards: 60, sideboard: 0, issues: [], problems: [] });
    const bad = await api<{
      ok: boolean;
      issues: { code: string; line: number }[];
      problems: { code: string }[];
    }>(http, "POST", "/api/decks/check", { list: BAD, variant: "duel" });
    expect(bad.body.ok).toBe(false);
    expect(bad.body.issues.map((i) => [i.line, i.code])).toEqual([
      [1, "unknown-card"],
      [3, "zero-count"],
    ]);
    expect(bad.body.problems.map((p) => p.code)).toEqual(["too-few-cards", "too-many-copies"]);
    const variant = await api<Err>(http, "POST", "/api/decks/check", { list: BURN, variant: "chess" });
    expect(variant.status).toBe(400);
    expect(variant.body.error.message).toMatch(/^body\.variant: unknown variant "chess"/);
    const noList = await api<Err>(http, "POST", "/api/decks/check", { variant: "duel" });
    expect(noList.status).toBe(400);
  });

  it("saved decks: kept under a player key, each player's apart", async () => {
    const { http } = await server.start();
    const ann = (await api<{ key: string }>(http, "POST", "/api/players")).body.key;
    const ben = (await api<{ key: string }>(http, "POST", "/api/players")).body.key;
    expect(ann).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const saved = await api<{ name: string; list: string }>(
      http,
      "PUT",
      "/api/saved-decks/My%20Burn",
      { list: BURN },
      ann,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: "My Burn", list: BURN });
    await api(http, "PUT", "/api/saved-decks/Other", { list: "60 Plains" }, ann);
    const list = await api<{ decks: { name: string; list: string }[] }>(
      http,
      "GET",
      "/api/saved-decks",
      undefined,
      ann,
    );
    expect(list.body.decks.map((d) => [d.name, d.list])).toEqual([
      ["My Burn", BURN],
      ["Other", "60 Plains"],
    ]);
    expect(
      (await api<{ decks: unknown[] }>(http, "GET", "/api/saved-decks", undefined, ben)).body.decks,
    ).toEqual([]);
    expect((await api(http, "DELETE", "/api/saved-decks/Other", undefined, ann)).status).toBe(200);
    const gone = await api<Err>(http, "DELETE", "/api/saved-decks/Other", undefined, ann);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe("not-found");
    const noKey = await api<Err>(http, "GET", "/api/saved-decks");
    expect(noKey.status).toBe(401);
    expect(noKey.body.error.message).toMatch(/POST \/api\/players gives one/);
    const shortKey = await api<Err>(http, "GET", "/api/saved-decks", undefined, "short");
    expect(shortKey.status).toBe(401);
    const emptyList = await api<Err>(http, "PUT", "/api/saved-decks/X", { list: "" }, ann);
    expect(emptyList.status).toBe(400);
  });
});
