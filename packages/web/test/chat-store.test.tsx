// @vitest-environment happy-dom
/**
 * The table store's chat (store.ts, chat.ts) over a stand-in WebSocket: the welcome's lines and each `chat`
 * message's kept (a line said again after a reconnection once), the first welcome's lines counted as read
 * and a later welcome's new ones not; `say` sends the line with a ref, and the server's refusal of it (the
 * same ref) becomes the chat's refusal with the line to put back — not the table's error, which other
 * refusals still are; a line that can't be sent (no connection) says so.
 */
import type { ChatLine, TableInfo } from "@roundtable/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { unreadCount } from "../src/chat.ts";
import { useTable } from "../src/store.ts";
import { FakeSocket, reply } from "./fakes.ts";

const info: TableInfo = {
  id: "T",
  name: "Giants",
  variant: "two-headed-giant",
  edition: "current",
  players: 4,
  status: "waiting",
  seats: [],
  settings: {},
  seq: 0,
  hash: null,
  hashSeq: null,
};

const line = (n: number, text: string, seat = 1, to: "table" | "team" = "table"): ChatLine => ({
  n,
  at: 1_700_000_000_000 + n,
  from: { role: "player", seat, name: ["Ann", "Ben", "Cat", "Dan"][seat] },
  to,
  text,
  after: 0,
});

const welcome = (chat: ChatLine[]) => ({
  type: "welcome",
  protocol: 1,
  you: { role: "player", seat: 0 },
  table: info,
  seq: 0,
  view: null,
  missed: null,
  stops: null,
  chat,
});

/** The socket the store opened last. */
const socket = () => FakeSocket.made.at(-1)!;
const deliver = (m: unknown) => socket().onmessage?.({ data: JSON.stringify(m) });
const sent = () => socket().sent.map((s) => JSON.parse(s) as Record<string, unknown>);

beforeEach(async () => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("location", { protocol: "http:", host: "page.example:8702" });
  vi.stubGlobal("fetch", async () => reply(200, {}));
  useTable.getState().open("T");
  await vi.advanceTimersByTimeAsync(0);
  socket().accept();
});
afterEach(() => {
  useTable.getState().leave();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the table store's chat", () => {
  it("keeps the welcome's lines (read) and each chat message's (unread), a line said again once", () => {
    deliver(welcome([line(1, "hello"), line(2, "hi", 2)]));
    expect(useTable.getState().chat.map((l) => l.text)).toEqual(["hello", "hi"]);
    expect(useTable.getState().chatRead).toBe(2);
    deliver({ type: "chat", line: line(3, "keep Fog up", 1, "team") });
    deliver({ type: "chat", line: line(3, "keep Fog up", 1, "team") });
    const s = useTable.getState();
    expect(s.chat.map((l) => l.n)).toEqual([1, 2, 3]);
    expect(unreadCount(s.chat, s.chatRead, s.you)).toBe(1);
    // A reconnection's welcome carries what was missed meanwhile: still unread.
    deliver(
      welcome([line(1, "hello"), line(2, "hi", 2), line(3, "keep Fog up", 1, "team"), line(4, "gg", 3)]),
    );
    expect(useTable.getState().chat.map((l) => l.n)).toEqual([1, 2, 3, 4]);
    expect(useTable.getState().chatRead).toBe(2);
    useTable.getState().readChat();
    expect(useTable.getState().chatRead).toBe(4);
  });

  it("say sends the line with its ref; the server's refusal of it is the chat's, with the line, and not the table's error", () => {
    deliver(welcome([]));
    expect(useTable.getState().say("attack with both", "team")).toBe(true);
    const say = sent().at(-1)!;
    expect(say).toMatchObject({ type: "say", to: "team", text: "attack with both" });
    expect(say.ref).toMatch(/^say-/);
    deliver({
      type: "error",
      ref: say.ref,
      code: "rate-limited",
      message: "at most 5 lines at once and 1 a second after that",
    });
    expect(useTable.getState().chatRefusal).toEqual({
      message:
        "Not sent: too many lines — at most 5 lines at once and 1 a second after that. Try again in a moment.",
      text: "attack with both",
    });
    expect(useTable.getState().error).toBeNull();
    // The next line said clears it; a refusal of something else is still the table's error.
    useTable.getState().say("ok", "table");
    expect(useTable.getState().chatRefusal).toBeNull();
    deliver({
      type: "error",
      ref: "answer-3",
      code: "not-your-decision",
      message: "decision 3 is not yours",
    });
    expect(useTable.getState().error).toBe("not-your-decision: decision 3 is not yours");
    expect(useTable.getState().chatRefusal).toBeNull();
  });

  it("a refusal naming what is wrong (bad-message, no-team) says the server's reason", () => {
    deliver(welcome([]));
    useTable.getState().say("psst", "team");
    const ref = sent().at(-1)!.ref;
    deliver({ type: "error", ref, code: "no-team", message: "this table has no teams: say it to the table" });
    expect(useTable.getState().chatRefusal?.message).toBe(
      "Not sent: this table has no teams: say it to the table.",
    );
  });

  it("without a connection a line is not sent, and the chat says so", () => {
    deliver(welcome([]));
    socket().close();
    expect(useTable.getState().say("hello?", "table")).toBe(false);
    expect(useTable.getState().chatRefusal).toEqual({
      message: expect.stringMatching(/^Not sent: the connection is lost/),
      text: null,
    });
  });

  it("says hello with the browser's spectator token where it holds no seat token (its name in the chat), the seat's where it does; finds the table's mutes again", async () => {
    localStorage.setItem("roundtable:spectator:T", "spectator-token");
    localStorage.setItem("roundtable:muted:T", JSON.stringify([{ key: "seat:2", name: "Cat" }]));
    const helloToken = async () => {
      useTable.getState().open("T");
      await vi.advanceTimersByTimeAsync(0);
      socket().accept();
      return sent()[0].token;
    };
    try {
      expect(await helloToken()).toBe("spectator-token");
      expect(useTable.getState().muted).toEqual([{ key: "seat:2", name: "Cat" }]);
      localStorage.setItem("roundtable:seat:T", "seat-token");
      expect(await helloToken()).toBe("seat-token");
      // Another table: its own mutes (none).
      useTable.getState().open("U");
      expect(useTable.getState().muted).toEqual([]);
    } finally {
      localStorage.clear();
    }
  });

  it("another table opened starts with no lines", () => {
    deliver(welcome([line(1, "hello")]));
    useTable.getState().open("U");
    expect(useTable.getState()).toMatchObject({ chat: [], chatRead: 0, chatRefusal: null });
  });
});
