/**
 * `roundtable connect … --deck FILE`: the person sits down with their own deck, as the web table's pasted
 * list (docs/server.md, `POST /api/tables/:id/seats {name, deck}`) — a deck list file's text, or a ready
 * deck's list — at a table, or at one they make (`--create`). The server is the deck's judge: a list it
 * refuses is printed with each problem it names, exit 1, and no seat is taken (no table made). Each game
 * here ends at the person's first prompt (104.3a: they concede).
 */
import { cardDb, deckByName } from "@roundtable/cards";
import type { TableInfo } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { api } from "../../server/test/support/server.ts";
import { createTable } from "../../server/test/support/tables.ts";
import { connectProcess } from "./connectProcess.ts";
import { tempFiles } from "./helpers.ts";
import { useTableServer } from "./tableServer.ts";

const { file } = tempFiles("roundtable-connect-deck-");

/** A Moxfield export of 65 cards: Islands and Mountains. */
const ISLANDS = file("islands.txt", "40 Island (ZNR) 381\n25 Mountain (ZNR) 390\n");
/** A list no table takes: a misspelt card, and far too few cards (100.2a). */
const BAD = file("bad.txt", "4 Lightnig Bolt\n20 Mountain\n");

/** A duel whose first seat is open, its deck Forests, and whose second is a bot. */
const DUEL = {
  variant: "duel",
  players: 2,
  seats: [{ kind: "open" }, { kind: "bot" }],
  decks: [{ list: "60 Forest" }, "random"],
};

/** `connect ARGS` whose person concedes at the first prompt (the pipe's one line), to the game's end. */
async function concedingAt(args: string[]) {
  const p = connectProcess(args);
  p.stdin.end("concede\n");
  const { code, stderr } = await p.exit();
  return { code, stderr, out: p.out().split("\n") };
}

/**
 * The cards of the person's opening hand, as the screen first shows it: names joined by "; ", so that a
 * name with a comma of its own ("Thalia, Heretic Cathar", in Lyra's Host) stays whole.
 */
function handOf(out: string[]): string[] {
  const line = out.find((l) => l.startsWith("Your hand: ")) ?? "";
  return line.slice("Your hand: ".length).split("; ");
}

/** The person's line of the screen's first board: "1. Ann [you, active]: life 20  hand 7  library 58 …". */
function boardLine(out: string[], name: string): string | undefined {
  return out.find((l) => l.startsWith(`1. ${name} [you`));
}

/** The names of a ready deck's cards. */
function namesOf(deck: string): Set<string> {
  return new Set(deckByName(deck)?.cards.map((id) => cardDb.get(id)?.name ?? id));
}

async function infoOf(http: string, table: string): Promise<TableInfo> {
  return (await api<TableInfo>(http, "GET", `/api/tables/${table}`)).body;
}

/** The ids of the server's lobby: its open tables and its games in play. */
async function lobbyIds(http: string): Promise<string[]> {
  const r = await api<{ waiting: TableInfo[]; playing: TableInfo[] }>(http, "GET", "/api/tables");
  return [...r.body.waiting, ...r.body.playing].map((t) => t.id).sort();
}

describe("roundtable connect --deck", () => {
  const server = useTableServer("roundtable-connect-deck-");

  it("a deck list file is the seat's deck instead of the table's: the 65-card list's Islands and Mountains are drawn, 58 cards left in the library (103.4)", async () => {
    const t = await createTable(server.http, DUEL);
    const { code, stderr, out } = await concedingAt([
      `${server.http}/tables/${t.id}`,
      "--name",
      "Ann",
      "--deck",
      ISLANDS,
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(out[0]).toBe(`You took seat 1 at table ${t.id} as Ann, with the deck list ${ISLANDS}.`);
    // The table's deck for the seat is 60 Forests: the file's 65 cards were played instead.
    expect(boardLine(out, "Ann")).toMatch(/ hand 7 {2}library 58\b/);
    const hand = handOf(out);
    expect(hand).toHaveLength(7);
    expect(hand.filter((c) => c !== "Island" && c !== "Mountain")).toEqual([]);
    expect((await infoOf(server.http, t.id)).seats[0]).toMatchObject({ kind: "human", name: "Ann" });
  });

  it("a ready deck's name, in any case, sends that deck's list: its cards are drawn", async () => {
    const t = await createTable(server.http, DUEL);
    const { code, stderr, out } = await concedingAt([`${server.http}/tables/${t.id}`, "--deck", "red burn"]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(out[0]).toBe(`You took seat 1 at table ${t.id} as Player, with the ready deck Red Burn.`);
    expect(boardLine(out, "Player")).toMatch(/ hand 7 {2}library 53\b/);
    const burn = namesOf("Red Burn");
    expect(handOf(out).filter((c) => !burn.has(c))).toEqual([]);
    expect(burn.has("Forest")).toBe(false);
  });

  it("100.2a: a list the server refuses prints each problem it names, exit 1, and the seat stays open", async () => {
    const t = await createTable(server.http, DUEL);
    const p = connectProcess([`${server.http}/tables/${t.id}`, "--deck", BAD]);
    p.stdin.end();
    const { code, stderr } = await p.exit();
    expect({ code, stderr }).toEqual({ code: 1, stderr: "" });
    expect(p.out().split("\n")).toEqual([
      `The server refused the deck list ${BAD} (bad-request), and no seat was taken:`,
      '  deck: line 1: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
      "  deck: the deck has 20 cards: at least 60 in Duel (100.2a)",
      "",
    ]);
    const info = await infoOf(server.http, t.id);
    expect(info.status).toBe("waiting");
    expect(info.seats[0]).toMatchObject({ kind: "open" });
  });

  it("903.3, 903.6: --create --deck makes the table and seats the person with the ready Commander deck: its commander in the command zone, 92 cards in the library", async () => {
    const { code, stderr, out } = await concedingAt([
      server.http,
      "--create",
      "--variant",
      "commander",
      "--players",
      "2",
      "--bots",
      "1",
      "--deck",
      "Lyra's Host",
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    const id = /^You made table (\S+) — /.exec(out[0] ?? "")?.[1] ?? "";
    expect(out[0]).toBe(`You made table ${id} — Commander table: Commander, 2 players, 1 bot.`);
    expect(out[2]).toBe(`You took seat 1 at table ${id} as Player, with the ready deck Lyra's Host.`);
    // 100 cards: the commander set aside (903.6), 7 in hand.
    expect(boardLine(out, "Player")).toMatch(/ hand 7 {2}library 92\b/);
    const host = namesOf("Lyra's Host");
    expect(handOf(out).filter((c) => !host.has(c))).toEqual([]);
    expect((await infoOf(server.http, id)).seats[0]).toMatchObject({ kind: "human", name: "Player" });
  });

  it("100.2a: --create with a list the server refuses makes no table, and prints each problem", async () => {
    const before = await lobbyIds(server.http);
    const p = connectProcess([server.http, "--create", "--variant", "duel", "--bots", "1", "--deck", BAD]);
    p.stdin.end();
    const { code, stderr } = await p.exit();
    expect({ code, stderr }).toEqual({ code: 1, stderr: "" });
    expect(p.out().split("\n")).toEqual([
      `The server refused the deck list ${BAD} for Duel, and no table was made:`,
      '  line 1: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
      "  the deck has 20 cards: at least 60 in Duel (100.2a)",
      "",
    ]);
    expect(await lobbyIds(server.http)).toEqual(before);
  });

  it("usage errors (exit 2, nothing sent): --deck with --spectate or --token, a file that can't be read", async () => {
    const t = await createTable(server.http, DUEL);
    const at = `${server.http}/tables/${t.id}`;
    const missing = `${ISLANDS}.missing`;
    const before = await lobbyIds(server.http);
    const cases: [string[], string][] = [
      [
        [at, "--spectate", "--deck", ISLANDS],
        "error: --deck is a player's deck: a spectator (--spectate) has none\n",
      ],
      [
        [at, "--token", "abc", "--deck", ISLANDS],
        "error: --deck goes with a seat as it is taken: a rejoined seat (--token) keeps the deck it was taken with\n",
      ],
      [[at, "--deck", missing], `error: cannot read the deck list ${missing}: ENOENT\n`],
      [
        [server.http, "--create", "--variant", "duel", "--deck", missing],
        `error: cannot read the deck list ${missing}: ENOENT\n`,
      ],
    ];
    for (const [args, said] of cases) {
      const p = connectProcess(args);
      p.stdin.end();
      const { code, stderr } = await p.exit();
      expect({ args, code, stderr, out: p.out() }).toEqual({ args, code: 2, stderr: said, out: "" });
    }
    // Nothing was sent: the seat is open, and no table was made.
    const info = await infoOf(server.http, t.id);
    expect(info.seats[0]).toMatchObject({ kind: "open" });
    expect(await lobbyIds(server.http)).toEqual(before);
  });
});
