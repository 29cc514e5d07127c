/**
 * The table chat's rules without a server (tables/chat.ts): who may say what, who reads it, what a welcome
 * carries, how many lines a speaker may say at once. The real server's chat: chat.test.ts.
 */
import type { ServerMessage } from "@roundtable/protocol";
import { CHAT_HISTORY } from "@roundtable/protocol";
import { describe, expect, it } from "vitest";
import type { ChatRow } from "../src/store/types.ts";
import { Audience, type Client } from "../src/tables/audience.ts";
import { CHAT_BURST, TableChat } from "../src/tables/chat.ts";
import { TableError } from "../src/tables/errors.ts";

function client(
  role: Client["role"],
  seat: number | null,
  spectator?: Client["spectator"],
): Client & { got: ServerMessage[] } {
  const got: ServerMessage[] = [];
  const recipient =
    role === "judge" ? { judge: true as const } : seat === null ? { spectator: true as const } : { seat };
  return {
    role,
    seat,
    recipient,
    ...(spectator === undefined ? {} : { spectator }),
    got,
    send: (m, json) => got.push(m ?? JSON.parse(json!)),
  };
}

/**
 * `spectatorsChat`: the table's setting (its spectators may talk); `pending`, why no seat's team is known
 * yet (seatTeams.ts: planOfRequest's).
 */
function chatAt(
  teams: (number | null)[] | null,
  stored: ChatRow[] = [],
  spectatorsChat = false,
  pending?: string,
) {
  const written: ChatRow[] = [...stored];
  const audience = new Audience();
  let clock = 1000;
  /** The game's input count (TableGame.seq): the test moves it. */
  const game = { seq: 0 };
  const chat = new TableChat({
    tableId: "t1",
    store: {
      appendChat: async (_id, line) => {
        if (written.some((l) => l.n === line.n)) throw new Error("line taken");
        written.push(line);
      },
      loadChat: async (_id, limit, team) =>
        written
          .filter((l) => team === undefined || l.team === null || l.team === team)
          .slice(-(limit ?? written.length)),
    },
    audience,
    plan: () => ({ teams, roles: null, ...(pending === undefined ? {} : { pending }) }),
    seatName: (seat) => ["Ann", "Ben", "Cat", "Dan"][seat],
    spectatorsChat,
    now: () => clock++,
    seq: () => game.seq,
  });
  const join = (role: Client["role"], seat: number | null, spectator?: Client["spectator"]) => {
    const c = client(role, seat, spectator);
    audience.add(c);
    return c;
  };
  return { chat, written, join, game };
}

const lines = (c: { got: ServerMessage[] }) =>
  c.got.flatMap((m) => (m.type === "chat" ? [`${m.line.to}:${m.line.text}`] : []));

describe("table chat", () => {
  it("810.5 a Two-Headed Giant team's line reaches its players and the judge only; a table line everyone", async () => {
    const { chat, join, written } = chatAt([0, 0, 1, 1]);
    const [ann, ben, cat, dan] = [0, 1, 2, 3].map((s) => join("player", s));
    const judge = join("judge", null);
    const spectator = join("spectator", null);
    await chat.say(ann, "team", "attack Cat's side, I hold Fog");
    await chat.say(cat, "table", "good luck");
    expect(lines(ann)).toEqual(["team:attack Cat's side, I hold Fog", "table:good luck"]);
    expect(lines(ben)).toEqual(["team:attack Cat's side, I hold Fog", "table:good luck"]);
    expect(lines(judge)).toEqual(["team:attack Cat's side, I hold Fog", "table:good luck"]);
    for (const c of [cat, dan, spectator]) expect(lines(c)).toEqual(["table:good luck"]);
    expect(written.map((l) => [l.n, l.team, l.from])).toEqual([
      [1, 0, { role: "player", seat: 0, name: "Ann" }],
      [2, null, { role: "player", seat: 2, name: "Cat" }],
    ]);
  });

  it("a welcome's lines are those its reader may read, from the store after a restart", async () => {
    const { written } = chatAt([0, 0, 1, 1]);
    const first = chatAt([0, 0, 1, 1]);
    await first.chat.say(first.join("player", 2), "team", "we're low");
    await first.chat.say(first.join("judge", null), "table", "five minutes left");
    written.push(...first.written);
    const again = chatAt([0, 0, 1, 1], written); // a new process reads the same store
    const texts = async (role: Client["role"], seat: number | null) =>
      (await again.chat.readable(client(role, seat))).map((l) => l.text);
    expect(await texts("player", 3)).toEqual(["we're low", "five minutes left"]);
    expect(await texts("player", 0)).toEqual(["five minutes left"]);
    expect(await texts("spectator", null)).toEqual(["five minutes left"]);
    expect(await texts("judge", null)).toEqual(["we're low", "five minutes left"]);
    await again.chat.say(again.join("player", 0), "table", "gg");
    expect(again.written.at(-1)).toMatchObject({
      n: 3,
      text: "gg",
      from: { role: "player", seat: 0, name: "Ann" },
    });
  });

  it("spectators write nothing; team lines need a team; the judge speaks to the table", async () => {
    const ffa = chatAt(null);
    const spectator = ffa.join("spectator", null);
    await expect(ffa.chat.say(spectator, "table", "psst")).rejects.toMatchObject({ code: "not-a-player" });
    await expect(ffa.chat.say(ffa.join("player", 1), "team", "hi")).rejects.toMatchObject({
      code: "no-team",
    });
    const teams = chatAt([0, 0, 1, 1]);
    await expect(teams.chat.say(teams.join("judge", null), "team", "hi")).rejects.toBeInstanceOf(TableError);
    expect(ffa.written).toEqual([]);
    expect(teams.written).toEqual([]);
  });

  it("2004 draft 605.2: a team line where no seat's team is known yet is refused saying why; where there are no teams, saying that", async () => {
    const drawn = chatAt(
      null,
      [],
      false,
      "its players are seated at random as its game begins (2004 draft 605.2)",
    );
    await expect(drawn.chat.say(drawn.join("player", 0), "team", "hi")).rejects.toMatchObject({
      code: "no-team",
      message:
        "no seat has a team yet — its players are seated at random as its game begins (2004 draft 605.2): say it to the table",
    });
    const ffa = chatAt(null);
    await expect(ffa.chat.say(ffa.join("player", 0), "team", "hi")).rejects.toMatchObject({
      code: "no-team",
      message: "this table has no teams: say it to the table",
    });
    expect([...drawn.written, ...ffa.written]).toEqual([]);
  });

  it("where the table lets spectators talk, a named spectator says table lines (never a team's), each spectator a speaker of their own", async () => {
    const { chat, join, written } = chatAt([0, 0, 1, 1], [], true);
    const ann = join("player", 0);
    const judge = join("judge", null);
    const sam = join("spectator", null, { number: 1, name: "Sam" });
    const spectator2 = join("spectator", null, { number: 2, name: "Spectator 2" });
    const anonymous = join("spectator", null);
    await chat.say(sam, "table", "what a topdeck");
    for (const c of [ann, judge, sam, spectator2, anonymous])
      expect(lines(c)).toEqual(["table:what a topdeck"]);
    expect(written.map((l) => [l.team, l.from])).toEqual([
      [null, { role: "spectator", spectator: 1, name: "Sam" }],
    ]);
    await expect(chat.say(sam, "team", "psst")).rejects.toMatchObject({ code: "no-team" });
    // A spectator without a token (or with one that names no one) has no name to talk under.
    await expect(chat.say(anonymous, "table", "hi")).rejects.toMatchObject({ code: "not-a-player" });
    // Each spectator's lines are counted apart: Sam's burst leaves Spectator 2's whole.
    for (let i = 1; i < CHAT_BURST; i++) await chat.say(sam, "table", `more ${i}`);
    await expect(chat.say(sam, "table", "one more")).rejects.toMatchObject({ code: "rate-limited" });
    await chat.say(spectator2, "table", "me too");
    expect(written.map((l) => l.n)).toHaveLength(CHAT_BURST + 1);
  });

  it("where the table doesn't let spectators talk, a named spectator writes nothing either", async () => {
    const { chat, join, written } = chatAt(null);
    const sam = join("spectator", null, { number: 1, name: "Sam" });
    await expect(chat.say(sam, "table", "Ann has a Fog")).rejects.toMatchObject({ code: "not-a-player" });
    expect(written).toEqual([]);
  });

  it(`a speaker says at most ${CHAT_BURST} lines at once`, async () => {
    const { chat, join, written } = chatAt(null);
    const ann = join("player", 0);
    for (let i = 0; i < CHAT_BURST; i++) await chat.say(ann, "table", `line ${i}`);
    await expect(chat.say(ann, "table", "one more")).rejects.toMatchObject({ code: "rate-limited" });
    await chat.say(join("player", 1), "table", "Ben is not Ann"); // another speaker's bucket
    expect(written.map((l) => l.n)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it(`a welcome carries the last ${CHAT_HISTORY} lines its reader may read`, async () => {
    const stored: ChatRow[] = Array.from({ length: CHAT_HISTORY + 30 }, (_, i) => ({
      n: i + 1,
      at: i,
      from: { role: "judge" },
      to: i % 2 === 0 ? "table" : "team",
      team: i % 2 === 0 ? null : 0,
      text: `line ${i + 1}`,
      after: 0,
    }));
    const { chat } = chatAt([0, 1], stored);
    const other = await chat.readable(client("player", 1));
    expect(other.every((l) => l.to === "table")).toBe(true);
    expect(other.at(-1)?.text).toBe(`line ${CHAT_HISTORY + 29}`);
    const judge = await chat.readable(client("judge", null));
    expect(judge).toHaveLength(CHAT_HISTORY);
    expect(judge.at(-1)?.text).toBe(`line ${CHAT_HISTORY + 30}`);
    expect(judge[0]).not.toHaveProperty("team");
  });

  it("a team's many lines don't push the table's out of another team's welcome", async () => {
    const stored: ChatRow[] = [
      { n: 1, at: 0, from: { role: "judge" }, to: "table", team: null, text: "welcome all", after: 0 },
    ];
    for (let n = 2; n <= CHAT_HISTORY * 3; n++)
      stored.push({ n, at: n, from: { role: "judge" }, to: "team", team: 0, text: `plan ${n}`, after: 0 });
    const { chat } = chatAt([0, 0, 1, 1], stored);
    expect((await chat.readable(client("player", 2))).map((l) => l.text)).toEqual(["welcome all"]);
    expect(await chat.readable(client("player", 0))).toHaveLength(CHAT_HISTORY);
  });

  it("a line records where it falls in the game: the inputs accepted when it was said (0 in the lobby); one stored before it was kept reads as the count now", async () => {
    const { chat, join, written, game } = chatAt(
      [0, 0, 1, 1],
      [{ n: 1, at: 0, from: { role: "judge" }, to: "table", team: null, text: "older", after: null }],
    );
    const ann = join("player", 0);
    await chat.say(ann, "table", "hello"); // the lobby, or before the first input
    game.seq = 17;
    await chat.say(ann, "team", "hold the Fog");
    expect(written.map((l) => [l.text, l.after])).toEqual([
      ["older", null],
      ["hello", 0],
      ["hold the Fog", 17],
    ]);
    expect(ann.got.flatMap((m) => (m.type === "chat" ? [m.line.after] : []))).toEqual([0, 17]);
    game.seq = 30;
    const read = await chat.readable(client("judge", null));
    expect(read.map((l) => [l.text, l.after])).toEqual([
      ["older", 30],
      ["hello", 0],
      ["hold the Fog", 17],
    ]);
  });
});
