/**
 * `roundtable connect SERVER --create`: a table made from the terminal (docs/server.md, `POST
 * /api/tables`) with `play`'s table options, `--bots N` of the other seats bots, the person seated (seat 1
 * or `--seat N`, taken with the judge token: the judge plays it) and shown the judge token — with the
 * judge's view at once against bots alone, once the game is over where another seat is open for a person
 * (protocol judgeIsPlaying) —, then played as `connect` plays any table. The server checks the request: its refusal names each problem's field, and no
 * table is made. Each game here ends at the person's first prompt (104.3a: they concede), whatever the
 * seed.
 */
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { api } from "../../server/test/support/server.ts";
import { TestClient, until } from "../../server/test/support/wsClient.ts";
import { createRequest } from "../src/remote/create.ts";
import { connectProcess } from "./connectProcess.ts";
import { useTableServer } from "./tableServer.ts";

const JUDGE_LINE = /^Its judge token is yours, as its maker \(the judge sees every hand\): (\S+)$/;
/** The line where the maker plays among people: the judge's view waits for the game's end (judge-is-playing). */
const JUDGE_PLAYS_LINE =
  /^Its judge token is yours, as its maker \(the judge sees every hand, here once the game is over: you play among people until then\): (\S+)$/;

/** `connect ARGS` whose person concedes at the first prompt (the pipe's one line), to the game's end. */
async function concedingAt(args: string[]) {
  const p = connectProcess(args);
  p.stdin.end("concede\n");
  const { code, stderr } = await p.exit();
  const out = p.out().split("\n");
  const id = /^You made table (\S+) — /.exec(out[0] ?? "")?.[1];
  return { code, stderr, out, id: id ?? "" };
}

/** The table's info, as anyone may read it. */
async function infoOf(http: string, table: string): Promise<TableInfo> {
  const r = await api<TableInfo>(http, "GET", `/api/tables/${table}`);
  expect(r.status).toBe(200);
  return r.body;
}

/** The ids of the server's lobby: its open tables and its games in play. */
async function lobbyIds(http: string): Promise<string[]> {
  const r = await api<{ waiting: TableInfo[]; playing: TableInfo[] }>(http, "GET", "/api/tables");
  return [...r.body.waiting, ...r.body.playing].map((t) => t.id).sort();
}

describe("roundtable connect --create", () => {
  const server = useTableServer("roundtable-connect-create-");

  it("--variant duel --bots 1 makes a duel whose second seat is a bot, seats the person in seat 1 with the judge token shown, and plays it to its end (104.3a: a concession)", async () => {
    const { code, stderr, out, id } = await concedingAt([
      server.http,
      "--create",
      "--variant",
      "duel",
      "--bots",
      "1",
      "--name",
      "Ann",
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(out[0]).toBe(`You made table ${id} — Duel table: Duel, 2 players, 1 bot.`);
    expect(out[1]).toMatch(JUDGE_LINE);
    // No seat is left for anyone else: nobody is told how to sit down.
    expect(out[2]).toBe(`You took seat 1 at table ${id} as Ann.`);
    expect(out[3]).toMatch(
      new RegExp(`^To rejoin this seat later: roundtable connect ${server.http}/tables/${id} --token \\S+$`),
    );
    expect(out).toContain("  1. Ann (you): a person");
    expect(out).toContain("  2. Bob: a bot");
    expect(out).toContain("Ann (you) loses the game: conceded (104.3a)");
    expect(out.some((l) => /^Game over after \d+ turns?\.$/.test(l))).toBe(true);

    const info = await infoOf(server.http, id);
    expect(info.status).toBe("over");
    expect(info.variant).toBe("duel");
    expect(info.seats).toMatchObject([
      { seat: 0, kind: "human", name: "Ann" },
      { seat: 1, kind: "bot", bot: "heuristic" },
    ]);
    // The person took their seat with the judge token: the judge plays it (TableInfo's judgeSeat).
    expect(info.judgeSeat).toBe(0);
    // The token shown is the table's judge token: at a practice table (every other seat a bot) it says
    // hello as the judge.
    const judge = JUDGE_LINE.exec(out[1] ?? "")?.[1];
    const client = await TestClient.open(server.ws);
    client.send({ type: "hello", protocol: 1, table: id, token: judge });
    const welcome = await client.nextOf("welcome");
    expect(welcome.you).toMatchObject({ role: "judge", seat: null });
    await client.close();
  });

  it("principle 4: with a seat open for a person, the judge line says the judge's view waits for the game's end — and the token is refused it (403 judge-is-playing)", async () => {
    const p = connectProcess([server.http, "--create", "--variant", "duel", "--name", "Ann"]);
    await until(() => p.out().includes("Waiting for 1 more player"), "Ann's seat taken at the new table");
    const out = p.out().split("\n");
    const id = /^You made table (\S+) — /.exec(out[0] ?? "")?.[1] ?? "";
    expect(out[1]).toMatch(JUDGE_PLAYS_LINE);
    expect(out[2]).toBe(
      `Others sit down with: roundtable connect ${server.http}/tables/${id} (1 open seat besides yours)`,
    );
    const judge = JUDGE_PLAYS_LINE.exec(out[1] ?? "")?.[1];
    const r = await api<{ error: { code: string } }>(
      server.http,
      "GET",
      `/api/tables/${id}/position`,
      undefined,
      judge,
    );
    expect([r.status, r.body.error.code]).toEqual([403, "judge-is-playing"]);
    p.stdin.end();
    expect(await p.exit()).toEqual({ code: 0, stderr: "" });
  });

  it("809.2 --variant emperor --players 6 --bots 5 --seat 2 seats the person as their team's emperor, the other seats the --bot's", async () => {
    const { code, stderr, out, id } = await concedingAt([
      server.http,
      "--create",
      "--variant",
      "emperor",
      "--players",
      "6",
      "--bots",
      "5",
      "--bot",
      "random",
      "--seat",
      "2",
      "--table-name",
      "Emperor practice",
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(out[0]).toBe(`You made table ${id} — Emperor practice: Emperor, 6 players, 5 bots.`);
    expect(out[2]).toBe(`You took seat 2 at table ${id} as Player.`);
    // The header names the seat's team and role (809.2: the middle seat of the team).
    expect(out).toContain("  2. Player (you, team 1, emperor): a person");

    const info = await infoOf(server.http, id);
    expect(info.name).toBe("Emperor practice");
    expect(info.status).toBe("over");
    expect(info.seats[1]).toMatchObject({ kind: "human", name: "Player", team: 0, role: "emperor" });
    expect(info.seats.filter((s) => s.seat !== 1).map((s) => [s.kind, s.bot])).toEqual(
      Array.from({ length: 5 }, () => ["bot", "random"]),
    );
  });

  it("a request the server refuses (--players 1 at a duel) prints its problem by the field's path, exit 1, and no table is made", async () => {
    const before = await lobbyIds(server.http);
    const p = connectProcess([server.http, "--create", "--variant", "duel", "--players", "1"]);
    p.stdin.end();
    const { code, stderr } = await p.exit();
    expect({ code, stderr }).toEqual({ code: 1, stderr: "" });
    expect(p.out()).toBe(
      'The server refused to make the table (bad-request):\n  players: variant "duel" needs 2 players, got 1\n',
    );
    expect(await lobbyIds(server.http)).toEqual(before);
  });

  it("usage errors (exit 2, nothing asked of the server): --create with a table's URL or --table, a table's option without --create", async () => {
    const cases: [string[], string][] = [
      [
        [`${server.http}/tables/abc`, "--create"],
        `error: --create makes a new table: give the server's URL (${server.http}), not a table (abc)\n`,
      ],
      [
        [server.http, "--create", "--table", "abc"],
        "error: option '--create' cannot be used with option '--table <id>'",
      ],
      [
        [`${server.http}/tables/abc`, "--variant", "duel", "--bots", "1"],
        "error: --variant, --bots are options of a new table: add --create to make one\n",
      ],
    ];
    for (const [args, said] of cases) {
      const p = connectProcess(args);
      p.stdin.end();
      const { code, stderr } = await p.exit();
      expect({ args, code }).toEqual({ args, code: 2 });
      expect(stderr).toContain(said);
    }
  });
});

describe("connect --create's request", () => {
  it("--bots N makes the last N seats other than the person's bots, of the --bot's kind; the others are open", () => {
    expect(createRequest({ variant: "two-headed-giant", bots: 2, bot: "search" }, 0)).toMatchObject({
      variant: "two-headed-giant",
      players: 4,
      seats: [
        { kind: "open" },
        { kind: "open" },
        { kind: "bot", bot: "search" },
        { kind: "bot", bot: "search" },
      ],
    });
    expect(createRequest({ variant: "free-for-all", players: 4, bots: 2 }, 3).seats).toEqual([
      { kind: "open" },
      { kind: "bot" },
      { kind: "bot" },
      { kind: "open" },
    ]);
    // Without --bots every other seat is open; the options, the edition, pool decks and the name are passed on.
    expect(
      createRequest(
        {
          variant: "free-for-all",
          players: 3,
          range: 1,
          deploy: true,
          edition: "2004",
          decks: "pool",
          name: "Ann's",
        },
        0,
      ),
    ).toEqual({
      variant: "free-for-all",
      players: 3,
      edition: "2004",
      options: { range: 1, deploy: true },
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "open" }],
      decks: ["pool", "pool", "pool"],
      settings: { name: "Ann's" },
    });
  });

  it("refuses a seat past the table's last and more bots than the other seats, naming the flag", () => {
    expect(() => createRequest({ variant: "duel" }, 2)).toThrow("--seat 3: the table has 2 seats");
    expect(() => createRequest({ variant: "emperor", bots: 6 }, 0)).toThrow(
      "--bots 6: the table has 6 seats, one of them yours: at most 5 bots",
    );
  });
});
