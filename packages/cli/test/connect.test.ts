import { createServer, connect as tcpConnect } from "node:net";
import { STOP_PRESETS, type TableInfo, withoutControls } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import { AutoPlayer } from "../../server/test/support/autoPlayer.ts";
import { api } from "../../server/test/support/server.ts";
import { createTable, joinSeat } from "../../server/test/support/tables.ts";
import { TestClient, until } from "../../server/test/support/wsClient.ts";
import { connectCommand } from "../src/commands/connect.ts";
import type { PlayIO } from "../src/prompts.ts";
import { useTableServer } from "./tableServer.ts";
import { terminal } from "./terminal.ts";

/** A 4-player free-for-all: seat 1 open, the others bots. */
const ONE_OPEN = {
  variant: "free-for-all",
  players: 4,
  seats: [{ kind: "open" }, { kind: "bot" }, { kind: "bot" }, { kind: "bot" }],
  settings: { name: "Connect test" },
};

/**
 * ONE_OPEN with Forests only in seat 1, for tests that need its person asked at priority whatever the
 * table's seed (a random one: who starts, the bots' decks). A person who only passes keeps every card:
 * each of their main phases offers a land to play (305.1, 505.6b) — asked there by the default stops and
 * by --stops all —, and no other priority anything but mana (a Forest's ability is a mana ability, 605.1a).
 */
const FORESTS_IN_SEAT_1 = { ...ONE_OPEN, decks: [{ list: "60 Forest" }, "random", "random", "random"] };

/**
 * A person who presses Enter at every prompt (pass, keep…), and where Enter isn't an answer types the
 * smallest number the prompt asks for — lines from a pipe, which ends once the game is over: `connect`
 * reads the pipe's lines after the game (the chat's), and leaves at its end.
 */
function person(onLine: (line: string) => void = () => {}): PlayIO & { out: string[] } {
  const out: string[] = [];
  let ended = false;
  return {
    out,
    ask: async (prompt) => {
      out.push(prompt);
      if (ended) return null;
      const retry = /from (-?\d+) to/.exec(out.at(-2) ?? "");
      return retry === null ? "" : retry[1];
    },
    write: (l) => {
      out.push(l);
      if (GAME_OVER.test(l)) ended = true;
      onLine(l);
    },
  };
}

/** The line `connect` prints as the game ends. */
const GAME_OVER = /^Game over after \d+ turns\.$/;

/** The result line: "Dave wins: …", "Ann and Bob win: …", "The game is a draw…". */
const RESULT = /^(\S.* wins?\b|The game is a draw)/;
const result = (out: string[]): string | undefined => [...out].reverse().find((l) => RESULT.test(l));

/** A log line that begins a turn: "Turn N — Name". */
const TURN = /^Turn (\d+) — /;

/** The number of the turn the log is at (0 before the first). */
function turnNow(out: string[]): number {
  const line = [...out].reverse().find((l) => TURN.test(l.trim()));
  return line === undefined ? 0 : Number(TURN.exec(line.trim())?.[1]);
}

/**
 * Whether the prompt about to be asked is a priority decision's: the last title written is "Your options
 * (Enter = pass…", followed only by its options (another pick's title, or a retry's line, comes after).
 */
const atPriority = (out: string[]): boolean =>
  [...out]
    .reverse()
    .find((l) => !/^ {2}-?\d+ = /.test(l))
    ?.startsWith("Your options (Enter = pass") === true;

/** How many cards "Your hand" held when the board was last shown. */
const handSize = (out: string[]): number =>
  [...out]
    .reverse()
    .find((l) => l.startsWith("Your hand: "))
    ?.slice("Your hand: ".length)
    .split("; ").length ?? 0;

/** Follows the judge's view of a table: the names of the cards that were ever in each seat's hand. */
async function judgeOf(ws: string, table: string, token: string) {
  const client = await TestClient.open(ws);
  const judge = new AutoPlayer(client, -1);
  const hands = new Map<number, Set<string>>();
  client.socket.on("message", () => {
    const seatView = judge.views?.seat as { hands?: Record<string, { name: string }[]> } | undefined;
    for (const [seat, cards] of Object.entries(seatView?.hands ?? {})) {
      const names = hands.get(+seat) ?? new Set<string>();
      for (const c of cards) names.add(c.name);
      hands.set(+seat, names);
    }
  });
  client.send({ type: "hello", protocol: 1, table, token });
  return { client, hands };
}

describe("roundtable connect, at a real table server", () => {
  const server = useTableServer("roundtable-connect-");

  it("a person takes the open seat and plays beside three bots to the end, with play's screen", async () => {
    // Forests in Ann's seat: she is asked at priority (her options shown) whatever the seed.
    const t = await createTable(server.http, FORESTS_IN_SEAT_1);
    const judge = await judgeOf(server.ws, t.id, t.judgeToken);
    const io = person();
    const code = await connectCommand({ url: `${server.http}/tables/${t.id}`, name: "Ann" }, io);
    await judge.client.close();
    const text = io.out.join("\n");
    expect(code).toBe(0);
    expect(io.out[0]).toBe(`You took seat 1 at table ${t.id} as Ann.`);
    expect(io.out[1]).toMatch(/^To rejoin this seat later: roundtable connect http:\/\/\S+ --token \S{20,}$/);
    expect(text).toMatch(/^Roundtable — Free-for-All, 4 players, .*, table \S+$/m);
    expect(text).toMatch(/^ {2}1\. Ann \(you\): a person$/m);
    // play's screen: the board before each decision, the prompts, the log.
    expect(text).toMatch(/^── Turn \d+ — .*──$/m);
    expect(text).toMatch(/^1\. Ann \[you.*\]: life \d+/m);
    expect(text).toMatch(/^Your options \(Enter = pass; eot = pass until end of turn, .*\):$/m);
    expect(text).toMatch(/^Turn 1 — \w+$/m);
    expect(text).toMatch(/^\w+ plays \w/m);
    // After the result, the person may stay for the chat; their input (a pipe) ends there: they leave.
    expect(io.out.slice(-3)).toEqual([
      expect.stringMatching(GAME_OVER),
      "The game is over: /say TEXT talks to the table; /rematch plays again; /quit (or the end of input, Ctrl-D) leaves.",
      "> ",
    ]);
    expect(result(io.out)).toMatch(RESULT);
    expect(text).not.toMatch(/That is not allowed|The server says|doesn't understand/);
    // Never another player's hand: only "Your hand" is shown, only Ann's draws are named, and every card
    // of "Your hand" was in Ann's hand (the judge saw every hand).
    const others = ["Bob", "Carol", "Dave"];
    expect(io.out.filter((l) => others.some((n) => l.startsWith(`${n}'s hand`)))).toEqual([]);
    expect(io.out.filter((l) => /^(Bob|Carol|Dave) draws /.test(l))).toEqual([]);
    expect(text).toMatch(/^Ann \(you\) draws \w/m);
    const mine = judge.hands.get(0) ?? new Set<string>();
    const shown = io.out
      .filter((l) => l.startsWith("Your hand: "))
      .flatMap((l) => l.slice("Your hand: ".length).split("; "));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((name) => !mine.has(name))).toEqual([]);
  }, 120_000);

  it("a spectator waits for the players, then watches the whole game: boards, the log and the result, no hand", async () => {
    const t = await createTable(server.http, ONE_OPEN);
    const url = `${server.http}/tables/${t.id}`;
    let seen: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (seen = resolve));
    const watcher = person((l) => {
      if (l.startsWith("Waiting for")) seen();
    });
    const watching = connectCommand({ url, spectate: true }, watcher);
    // The player sits down once the spectator is in: the spectator sees the table wait, then start.
    await waiting;
    const player = person();
    expect(await connectCommand({ url, name: "Ann" }, player)).toBe(0);
    expect(await watching).toBe(0);
    const text = watcher.out.join("\n");
    expect(watcher.out[0]).toBe(
      "Waiting for 1 more player — 1. open, 2. Bob (bot), 3. Carol (bot), 4. Dave (bot)",
    );
    expect(text).toMatch(/^You are watching as a spectator\.$/m);
    expect(text).toMatch(/^Players: Ann, Bob, Carol, Dave\. \w+ goes first\.$/m);
    expect(text).toMatch(/^── Turn \d+ — .*──$/m);
    expect(text).toMatch(/^Turn 1 — \w+$/m);
    expect(watcher.out.slice(-3)).toEqual([
      expect.stringMatching(GAME_OVER),
      "The game is over: spectators read the table's chat and don't write in it; /rematch watches the rematch once a player makes it; /quit (or the end of input, Ctrl-D) leaves.",
      "> ",
    ]);
    // The spectator sees the same result as the player, and no hand at all.
    expect(result(watcher.out)).toMatch(RESULT);
    expect(result(watcher.out)).toBe(result(player.out));
    expect(text).not.toMatch(/hand: /);
    expect(text).not.toMatch(/^(Ann|Bob|Carol|Dave) draws /m);
    // Never a prompt: only, after the game, the read of the spectator's input (its end: they leave).
    expect(watcher.out.slice(0, -1).some((l) => l.startsWith(">"))).toBe(false);
  }, 120_000);

  it("807.4 Grand Melee: a spectator's log marks each line with the turn marker whose turn it happened in, from the server's lane events", async () => {
    const t = await createTable(server.http, {
      variant: "grand-melee",
      players: 8,
      seats: Array.from({ length: 8 }, () => ({ kind: "bot" })),
    });
    // Two turn markers (807.4a); the bots play at once, and the spectator comes in while they do.
    const watcher = terminal(async () => undefined, { listens: true });
    const watching = connectCommand({ url: `${server.http}/tables/${t.id}`, spectate: true }, watcher);
    const marked = (m: number) => watcher.out.filter((l) => l.startsWith(`[M${m}] `)).length;
    await until(
      () => (marked(1) >= 10 && marked(2) >= 10) || watcher.out.some((l) => GAME_OVER.test(l)),
      "both markers' lines",
      60_000,
    );
    watcher.end();
    expect(await watching).toBe(0);
    expect(marked(1)).toBeGreaterThanOrEqual(10);
    expect(marked(2)).toBeGreaterThanOrEqual(10);
    // Every action of a player is in a turn: its line names that turn's marker.
    const acts = watcher.out.filter((l) => / (plays|casts|activates) /.test(l));
    expect(acts.length).toBeGreaterThan(0);
    for (const l of acts) expect(l).toMatch(/^\[M[12]\] /);
    expect(watcher.out).toContainEqual(expect.stringMatching(/^\nTurn \d+ — \w+ \(marker [12]\)$/));
  }, 120_000);

  it("a lost connection is opened again with the last seq: the turns go on in order, none missed or shown twice", async () => {
    const t = await createTable(server.http, FORESTS_IN_SEAT_1);
    const { token } = await joinSeat(server.http, t.id, "Ann");
    // A TCP relay in front of the server. Armed, it passes the client's next frame (an answer) on and
    // then cuts the connection: the client misses the updates that answer brings.
    const port = Number(new URL(server.http).port);
    let armed = false;
    const relay = createServer((client) => {
      const upstream = tcpConnect(port, "127.0.0.1");
      client.on("data", (chunk) => {
        if (!armed) {
          upstream.write(chunk);
          return;
        }
        armed = false;
        upstream.end(chunk);
        client.destroy();
      });
      upstream.pipe(client);
      client.on("error", () => {});
      upstream.on("error", () => {});
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const address = relay.address();
    const via = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
    // Armed at Ann's first prompt after turn 1: turns were shown before the cut, and more come after it.
    // There is one whatever the seed: her Forests are a land to play in her next main phase, turn 5 at the
    // latest (FORESTS_IN_SEAT_1).
    const io = person();
    let cut = false;
    const ask = io.ask;
    io.ask = async (prompt) => {
      if (!cut && turnNow(io.out) >= 2) {
        cut = true;
        armed = true;
      }
      return ask(prompt);
    };
    const code = await connectCommand({ url: via, table: t.id, token, retryMs: 20 }, io);
    relay.close();
    expect(code).toBe(0);
    expect(io.out.filter((l) => l.startsWith("The connection was lost"))).toHaveLength(1);
    expect(io.out.some((l) => l.startsWith("Reconnecting in 20 ms (attempt 1 of 5)"))).toBe(true);
    // Rejoined with the token: the same seat, nothing new taken.
    expect(io.out.some((l) => l.startsWith("You took seat"))).toBe(false);
    expect(io.out.join("\n")).toMatch(/^ {2}1\. Ann \(you\): a person$/m);
    const turns = io.out.flatMap((l) => /^Turn (\d+) — /.exec(l.trim())?.[1] ?? []).map(Number);
    expect(turns.length).toBeGreaterThan(2);
    expect(turns).toEqual(turns.map((_, i) => i + 1));
    expect(result(io.out)).toMatch(RESULT);
  }, 120_000);

  it("--stops goes to the server; eot passes until end of turn, and the end of the pass is told", async () => {
    // Ann types "eot" in the first main phase of one of her turns after turn 1, holding eight cards. She
    // holds Forests only (FORESTS_IN_SEAT_1): at --stops all she would be asked again in that turn's second
    // main phase, and she has a card to discard in its cleanup step (514.1), where the server waits for her
    // with the pass under way, and so sends its beginning. (A pass that begins and ends before the server
    // next waits for someone is told neither way: it sends the settings a batch of inputs ends with.)
    // Whatever the seed, that is her first turn after turn 1, turn 5 at the latest, unless a bot made her
    // discard: no player has had more than two turns by then, far too few to leave one player in the game
    // (104.2a), which goes on past the pass's turn.
    const t = await createTable(server.http, FORESTS_IN_SEAT_1);
    const io = person();
    let eotTurn = 0;
    const ask = io.ask;
    io.ask = async (prompt) => {
      if (eotTurn === 0 && turnNow(io.out) >= 2 && atPriority(io.out) && handSize(io.out) > 7) {
        eotTurn = turnNow(io.out);
        io.out.push(prompt);
        return "eot";
      }
      return ask(prompt);
    };
    const code = await connectCommand(
      { url: `${server.http}/tables/${t.id}`, name: "Ann", stops: "all", exitAtEnd: true },
      io,
    );
    expect(code).toBe(0);
    // --exit-at-end: the result is the last thing shown; the input is not read after it.
    expect(io.out.at(-1)).toMatch(GAME_OVER);
    const text = io.out.join("\n");
    expect(text).not.toMatch(/That is not allowed|The server says|doesn't understand/);
    expect(io.out).toContain("You are asked at every priority (--stops all).");
    // The server took them for Ann's seat: a welcome at her token names them.
    const token = /--token (\S+)$/.exec(io.out[1])?.[1];
    const again = await TestClient.open(server.ws);
    again.send({ type: "hello", protocol: 1, table: t.id, token });
    expect((await again.nextOf("welcome")).stops).toEqual(STOP_PRESETS.all);
    await again.close();

    expect(eotTurn).toBeGreaterThanOrEqual(2);
    const pressed = io.out.indexOf("You pass until end of turn.");
    expect(pressed).toBeGreaterThan(0);
    const over = io.out.indexOf("(You pass no longer: until end of turn is over.)");
    expect(over).toBeGreaterThan(pressed);
    // The server passed for Ann until her turn ended: she was not asked at priority again in it (her second
    // main phase); the end of the pass was told as that turn ended, before the next one's line.
    expect(io.out.slice(pressed, over).filter((l) => l.startsWith("Your options"))).toEqual([]);
    expect(turnNow(io.out.slice(0, over))).toBe(eotTurn);
    const turnAfter = io.out.slice(over).find((l) => TURN.test(l.trim())) ?? "";
    expect(turnAfter.trim()).toMatch(new RegExp(`^Turn ${eotTurn + 1} — `));
    expect(result(io.out)).toMatch(RESULT);
  }, 120_000);

  it("a name with escape sequences or a line break is refused by the server, and the refusal printed harmless", async () => {
    // The server refuses such a name (protocol plainName); whatever a server sends is made safe to print
    // anyway (remote/safe.ts: connect-safe.test.ts).
    const evil = "\u001b[2J\u001b[HEv\r\nil\u001b]0;pwned\u0007";
    const t = await createTable(server.http, {
      variant: "free-for-all",
      players: 3,
      seats: [{ kind: "open" }, { kind: "open" }, { kind: "open" }],
    });
    const io = person();
    expect(await connectCommand({ url: `${server.http}/tables/${t.id}`, name: evil }, io)).toBe(1);
    expect(io.out.join("\n")).toMatch(/name: a name may not hold line breaks or other control characters/);
    expect(io.out.filter((l) => withoutControls(l, "") !== l)).toEqual([]);
    const info = (await api<TableInfo>(server.http, "GET", `/api/tables/${t.id}`)).body;
    expect(info.seats.map((s) => s.kind)).toEqual(["open", "open", "open"]);
  }, 120_000);
});
