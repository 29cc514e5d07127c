/** The HTTP API in process: every route, and every error path with its typed error. */
import { readyCommanderDecks } from "@roundtable/cards";
import type { ReplayInfo, TableInfo, VariantInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { useServer } from "./support/inProcess.ts";
import { api } from "./support/server.ts";
import { checkpointedInfo, createTable, FOUR_PLAYERS, joinSeat } from "./support/tables.ts";

type Err = { error: { code: string; message: string } };

describe("HTTP API", () => {
  const server = useServer(60_000);

  it("health, variants and decks", async () => {
    const { http } = await server.start();
    expect((await api(http, "GET", "/api/health")).body).toMatchObject({ ok: true, store: "sqlite" });
    const variants = (await api<{ variants: VariantInfo[] }>(http, "GET", "/api/variants")).body.variants;
    expect(variants.find((v) => v.name === "free-for-all")).toMatchObject({
      title: "Free-for-All",
      minPlayers: 3,
      maxPlayers: 200,
      editions: ["current", "2004"],
      otherOptions: true,
    });
    // Each variant's name in the rules (808, 810, 904.12, 100.1a), and its terms under each edition.
    const titles = Object.fromEntries(variants.map((v) => [v.name, v.title]));
    expect(titles).toMatchObject({
      "team-vs-team": "Team vs. Team",
      "two-headed-giant": "Two-Headed Giant",
      "supervillain-rumble": "Supervillain Rumble",
      duel: "Duel",
    });
    // 2004 draft 605.1: a Free-for-All of three to six players.
    expect(variants.find((v) => v.name === "free-for-all")?.byEdition["2004"]).toMatchObject({
      label: "2004 draft rules (600–611)",
      minPlayers: 3,
      maxPlayers: 6,
      defaultPlayers: 4,
    });
    const decks = (await api<{ decks: { name: string; colors: string }[] }>(http, "GET", "/api/decks")).body
      .decks;
    expect(decks.length).toBeGreaterThan(0);
    expect(decks[0]).toEqual({ name: expect.any(String), colors: expect.any(String) });
    // The ready Commander decks (903.5) are offered for the variants of 100-card Commander decks only.
    expect(decks.filter((d) => (d as { commander?: true }).commander === true).map((d) => d.name)).toEqual(
      readyCommanderDecks.map((d) => d.name),
    );
    expect(variants.find((v) => v.name === "commander")).toMatchObject({ commander: true });
    expect(variants.find((v) => v.name === "brawl")).not.toHaveProperty("commander");
  });

  it("a table's info carries its edition of the multiplayer rules, in the lobby too", async () => {
    const { http } = await server.start();
    const older = await createTable(http, { ...FOUR_PLAYERS, variant: "two-headed-giant", edition: "2007" });
    expect(older.table).toMatchObject({ variant: "two-headed-giant", edition: "2007" });
    const today = await createTable(http, FOUR_PLAYERS);
    expect(today.table).toMatchObject({ variant: "free-for-all", edition: "current" });
    const lobby = (await api<{ waiting: TableInfo[] }>(http, "GET", "/api/tables?status=waiting")).body;
    const editions = Object.fromEntries(lobby.waiting.map((t) => [t.id, t.edition]));
    expect(editions).toMatchObject({ [older.id]: "2007", [today.id]: "current" });
    expect((await api<TableInfo>(http, "GET", `/api/tables/${older.id}`)).body.edition).toBe("2007");
  });

  it("a table not named by its creator is named by its variant's title, in the lobby and in the games", async () => {
    const { http } = await server.start();
    const bots = [{ kind: "bot" }, { kind: "bot" }, { kind: "bot" }];
    const giants = await createTable(http, {
      variant: "two-headed-giant",
      players: 4,
      seats: [{ kind: "open" }, ...bots],
    });
    expect(giants.table.name).toBe("Two-Headed Giant table"); // 810
    const lobby = (await api<{ waiting: TableInfo[] }>(http, "GET", "/api/tables?status=waiting")).body;
    expect(lobby.waiting.find((t) => t.id === giants.id)?.name).toBe("Two-Headed Giant table");
    expect((await createTable(http, FOUR_PLAYERS)).table.name).toBe("Test table"); // the creator's own
    // A duel that ends as its one person concedes (104.3a): the finished game keeps the name.
    const duel = await createTable(http, { variant: "duel", players: 2, seats: [{ kind: "open" }, bots[0]] });
    const ann = await joinSeat(http, duel.id, "Ann");
    expect((await api(http, "POST", `/api/tables/${duel.id}/leave`, undefined, ann.token)).status).toBe(200);
    await expect
      .poll(async () => (await api<{ games: ReplayInfo[] }>(http, "GET", "/api/games")).body.games)
      .toEqual([expect.objectContaining({ id: duel.id, name: "Duel table", variant: "duel" })]);
    expect((await api<TableInfo>(http, "GET", `/api/tables/${duel.id}`)).body.name).toBe("Duel table");
  });

  it("a table's info names each bot seat's bot, as do the lobby and the finished games' list", async () => {
    const { http } = await server.start();
    const t = await createTable(http, {
      variant: "free-for-all",
      players: 4,
      seats: [
        { kind: "open" },
        { kind: "bot", bot: "random" },
        { kind: "bot" },
        { kind: "bot", bot: "search" },
      ],
    });
    const named = [
      { seat: 0, kind: "open", name: "Seat 1", connected: false },
      { seat: 1, kind: "bot", name: "Bob", bot: "random", connected: true },
      { seat: 2, kind: "bot", name: "Carol", bot: "heuristic", connected: true },
      { seat: 3, kind: "bot", name: "Dave", bot: "search", connected: true },
    ];
    expect(t.table.seats).toEqual(named);
    expect((await api<TableInfo>(http, "GET", `/api/tables/${t.id}`)).body.seats).toEqual(named);
    const lobby = (await api<{ waiting: TableInfo[] }>(http, "GET", "/api/tables?status=waiting")).body;
    expect(lobby.waiting.find((w) => w.id === t.id)?.seats).toEqual(named);
    // A duel against the search bot, over as Ann concedes: the finished game's seats name the bot.
    const duel = await createTable(http, {
      variant: "duel",
      players: 2,
      seats: [{ kind: "open" }, { kind: "bot", bot: "search" }],
    });
    const ann = await joinSeat(http, duel.id, "Ann");
    expect((await api(http, "POST", `/api/tables/${duel.id}/leave`, undefined, ann.token)).status).toBe(200);
    await expect
      .poll(async () => (await api<{ games: ReplayInfo[] }>(http, "GET", "/api/games")).body.games)
      .toEqual([
        expect.objectContaining({
          id: duel.id,
          seats: [
            { seat: 0, kind: "human", name: "Ann" },
            { seat: 1, kind: "bot", name: "Bob", bot: "search" },
          ],
        }),
      ]);
    const over = (await api<TableInfo>(http, "GET", `/api/tables/${duel.id}`)).body;
    expect(over.seats.map((s) => s.bot)).toEqual([undefined, "search"]);
  });

  it("creating a table: 201 with a judge token; bad bodies get 400 naming the problem", async () => {
    const { http } = await server.start();
    const created = await createTable(http, FOUR_PLAYERS);
    expect(created.judgeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.table).toMatchObject({ status: "waiting", seq: 0, hash: null, players: 4 });
    expect(created.table.seats.map((s) => s.kind)).toEqual(["open", "open", "bot", "bot"]);

    const wrongType = await api<Err>(http, "POST", "/api/tables", {
      variant: "free-for-all",
      players: "four",
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.code).toBe("bad-request");
    expect(wrongType.body.error).toMatchObject({
      path: "players",
      message: expect.stringMatching(/^players: /),
    });
    const malformed = await api<Err>(http, "POST", "/api/tables", "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe("bad-json");
    const unknownVariant = await api<Err>(http, "POST", "/api/tables", { variant: "chess", players: 2 });
    expect(unknownVariant.status).toBe(400);
    expect(unknownVariant.body.error.message).toMatch(/chess/);
    const tooFew = await api<Err>(http, "POST", "/api/tables", { variant: "free-for-all", players: 2 });
    expect(tooFew.status).toBe(400);
    const escapedName = await api<Err & { error: { path: string } }>(http, "POST", "/api/tables", {
      ...FOUR_PLAYERS,
      settings: { name: "Friday\u001b]0;pwned\u0007" },
    });
    expect(escapedName.status).toBe(400);
    expect(escapedName.body.error.path).toBe("settings.name");
  });

  it("joining: seat tokens; the last seat starts the game; a full table refuses", async () => {
    const { http } = await server.start();
    const t = await createTable(http, FOUR_PLAYERS);
    const badName = await api<Err>(http, "POST", `/api/tables/${t.id}/seats`, { name: "" });
    expect(badName.status).toBe(400);
    expect(badName.body.error.message).toMatch(/^body\.name: /);
    // A name others read is one line of plain text: an escape sequence could garble a terminal's screen.
    const escaped = await api<Err>(http, "POST", `/api/tables/${t.id}/seats`, { name: "\u001b[2JEve" });
    expect(escaped.status).toBe(400);
    expect(escaped.body.error.message).toMatch(
      /^body\.name: a name may not hold line breaks or other control characters/,
    );
    const twoLines = await api<Err>(http, "POST", `/api/tables/${t.id}/seats`, { name: "Eve\n[chat] Judge" });
    expect(twoLines.status).toBe(400);
    const ann = await joinSeat(http, t.id, "Ann");
    expect(ann.seat).toBe(0);
    expect(ann.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lobby = (await api<{ waiting: TableInfo[]; playing: TableInfo[] }>(http, "GET", "/api/tables"))
      .body;
    expect(lobby.waiting.map((x) => x.id)).toEqual([t.id]);
    expect(lobby.playing).toEqual([]);
    const ben = await joinSeat(http, t.id, "Ben");
    expect(ben.seat).toBe(1);
    const info = await checkpointedInfo(http, t.id);
    expect(info.status).toBe("playing");
    expect(info.hash).toMatch(/^[0-9a-f]+$/);
    expect(info.seats.map((s) => [s.kind, s.name])).toEqual([
      ["human", "Ann"],
      ["human", "Ben"],
      ["bot", "Carol"],
      ["bot", "Dave"],
    ]);
    const full = await api<Err>(http, "POST", `/api/tables/${t.id}/seats`, { name: "Cy" });
    expect(full.status).toBe(409);
    const after = (await api<{ waiting: TableInfo[]; playing: TableInfo[] }>(http, "GET", "/api/tables"))
      .body;
    expect(after.waiting).toEqual([]);
    expect(after.playing.map((x) => x.id)).toEqual([t.id]);
    expect(
      (await api<{ playing: TableInfo[] }>(http, "GET", "/api/tables?status=playing")).body.playing,
    ).toHaveLength(1);
    expect((await api<Err>(http, "GET", "/api/tables?status=nope")).status).toBe(400);
  });

  it("a table of bots only starts at once; the lobby lists the games one may watch", async () => {
    const { http } = await server.start();
    const bot = { kind: "bot" };
    const t = await createTable(http, { variant: "free-for-all", players: 3, seats: [bot, bot, bot] });
    expect(t.table.status).toBe("playing");
    // A game without spectators is not in the lobby's list of games to watch.
    const hidden = await createTable(http, {
      variant: "free-for-all",
      players: 3,
      seats: [bot, bot, bot],
      settings: { spectators: false },
    });
    const lobby = (await api<{ playing: TableInfo[] }>(http, "GET", "/api/tables?status=playing")).body;
    expect(lobby.playing.map((x) => x.id)).toEqual([t.id]);
    expect(hidden.table.status).toBe("playing");
  });

  it("leaving before the start frees the seat; after it concedes (104.3a), unless `concede: false` asks it not to; tokens are checked", async () => {
    const { http } = await server.start();
    const t = await createTable(http, FOUR_PLAYERS);
    const ann = await joinSeat(http, t.id, "Ann");
    expect((await api<Err>(http, "POST", `/api/tables/${t.id}/leave`)).status).toBe(401);
    expect((await api<Err>(http, "POST", `/api/tables/${t.id}/leave`, undefined, "not-a-token")).status).toBe(
      401,
    );
    // The judge holds no seat to give up: 403, as the table's other routes answer its own tokens.
    expect((await api<Err>(http, "POST", `/api/tables/${t.id}/leave`, undefined, t.judgeToken)).status).toBe(
      403,
    );
    expect((await api(http, "POST", `/api/tables/${t.id}/leave`, undefined, ann.token)).status).toBe(200);
    const info = (await api<TableInfo>(http, "GET", `/api/tables/${t.id}`)).body;
    expect(info.seats[0].kind).toBe("open");
    // One process: no owner to name (several processes name theirs: cluster.test.ts).
    expect(info.owner).toBeUndefined();

    const cy = await joinSeat(http, t.id, "Cy");
    await joinSeat(http, t.id, "Di");
    const before = await checkpointedInfo(http, t.id);
    // With `concede: false` (a client that asked while the table still waited) nothing is conceded: 409.
    const kept = await api<Err>(http, "POST", `/api/tables/${t.id}/leave`, { concede: false }, cy.token);
    expect(kept.status).toBe(409);
    expect(kept.body.error.code).toBe("not-waiting");
    expect((await checkpointedInfo(http, t.id)).seq).toBe(before.seq);
    const bad = await api<Err>(http, "POST", `/api/tables/${t.id}/leave`, { concede: "no" }, cy.token);
    expect(bad.status).toBe(400);
    expect((await api(http, "POST", `/api/tables/${t.id}/leave`, undefined, cy.token)).status).toBe(200);
    const after = await checkpointedInfo(http, t.id);
    expect(after.seq).toBe(before.seq + 1);
    expect(after.hash).not.toBe(before.hash);
    // Conceding twice: the player has left the game (the engine's not-in-game).
    const again = await api<Err>(http, "POST", `/api/tables/${t.id}/leave`, undefined, cy.token);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("not-in-game");
  });

  it("spectators where the table allows them; records only when over, or for the judge", async () => {
    const { http } = await server.start();
    const closed = await createTable(http, { ...FOUR_PLAYERS, settings: { spectators: false } });
    const badSeat = await api<Err & { error: { path: string } }>(http, "POST", "/api/tables", {
      ...FOUR_PLAYERS,
      seats: [{ kind: "open" }, { kind: "robot" }, { kind: "bot" }, { kind: "bot" }],
    });
    expect(badSeat.status).toBe(400);
    expect(badSeat.body.error.path).toBe("seats[1].kind");
    const refused = await api<Err>(http, "POST", `/api/tables/${closed.id}/spectators`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("no-spectators");
    const t = await createTable(http, FOUR_PLAYERS);
    const spec = await api<{ token: string }>(http, "POST", `/api/tables/${t.id}/spectators`);
    expect(spec.status).toBe(201);
    // 32 random bytes, then who the token names (tables/spectatorTokens.ts): the table's first spectator.
    expect(spec.body).toMatchObject({ spectator: 1, name: "Spectator 1" });
    expect(spec.body.token).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]+$/);
    await joinSeat(http, t.id, "Ann");
    await joinSeat(http, t.id, "Ben");
    const playing = await api<Err>(http, "GET", `/api/games/${t.id}/record`);
    expect(playing.status).toBe(404);
    const judged = await api<{ format: number; inputs: unknown[] }>(
      http,
      "GET",
      `/api/games/${t.id}/record`,
      undefined,
      t.judgeToken,
    );
    expect(judged.status).toBe(200);
    expect(judged.body.format).toBe(1);
    expect((await api<Err>(http, "GET", "/api/tables/nope")).status).toBe(404);
    expect((await api<Err>(http, "GET", "/api/games/nope/record")).body.error.code).toBe("not-found");
    expect((await api<Err>(http, "GET", "/api/nothing")).status).toBe(404);
  });
});
