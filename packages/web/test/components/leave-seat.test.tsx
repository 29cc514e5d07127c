// @vitest-environment happy-dom
/**
 * "Leave this seat" on a waiting table's page (LeaveSeat.tsx, store.ts `giveUpSeat`), the whole page (App)
 * over a stand-in WebSocket and `fetch`: offered to the person holding a seat, not to a spectator or the
 * judge, nor once the game has begun; the request is the seat's token with `{"concede": false}`. Given up,
 * the server's close of the seat's connection is neither "reconnecting…" nor followed by a new connection
 * with the dead token, the token is forgotten and the lobby says which seat was left. A 409 `not-waiting`
 * (the last seat was taken as the person left) keeps the seat and says the game has begun; any other
 * refusal is shown beside the button, the seat and its token kept and the connection opened again. A seat
 * given up elsewhere closes this page's connection (1000, with the reason): the page opens the table again
 * as a visitor, saying why, instead of rejoining with a token that is the table's no more.
 */
import type { TableInfo, You } from "@roundtable/protocol";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/components/App.tsx";
import { Waiting } from "../../src/components/TablePage.tsx";
import { savedToken, saveToken } from "../../src/seatTokens.ts";
import { useTable } from "../../src/store.ts";
import { FakeSocket, reply } from "../fakes.ts";

const info = (status: TableInfo["status"] = "waiting"): TableInfo => ({
  id: "T",
  name: "Friday",
  variant: "duel",
  edition: "current",
  players: 2,
  status,
  seats: [
    { seat: 0, kind: "human", name: "Ann", connected: true },
    { seat: 1, kind: "open", name: "Seat 2", connected: false },
  ],
  settings: {},
  seq: 0,
  hash: null,
  hashSeq: null,
});

const welcome = (you: You) => ({
  type: "welcome",
  protocol: 1,
  you,
  table: info(),
  seq: 0,
  view: null,
  missed: null,
  stops: null,
  chat: [],
});
const ann: You = { role: "player", seat: 0 };

/** The POST requests the page sent, and the answer the test gives the leave request. */
const posted: { url: string; auth: string | null; body: unknown }[] = [];
let answerLeave: (r: ReturnType<typeof reply>) => void = () => {};

const socket = () => FakeSocket.made.at(-1)!;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const leaveButton = () => screen.queryByRole("button", { name: "Leave this seat" });

/** The table's page at /table/T, its connection welcomed as `you`. */
async function atTable(you: You): Promise<void> {
  render(<App />);
  await flush();
  socket().accept();
  act(() => socket().onmessage?.({ data: JSON.stringify(welcome(you)) }));
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  FakeSocket.made = [];
  posted.length = 0;
  history.replaceState(null, "", "/table/T");
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    if (init.method === "POST") {
      const auth = new Headers(init.headers).get("authorization");
      posted.push({ url, auth, body: JSON.parse(String(init.body)) });
      return new Promise((resolve) => {
        answerLeave = resolve;
      });
    }
    const answers: Record<string, unknown> = {
      "/api/tables/T": info(),
      "/api/tables": { waiting: [], playing: [] },
      "/api/games": { games: [] },
      "/api/variants": { variants: [] },
      "/api/decks": { decks: [] },
    };
    if (!(url in answers)) throw new Error(`unexpected ${url}`);
    return reply(200, answers[url]);
  });
  saveToken("T", "ann-token");
});
afterEach(() => {
  cleanup();
  useTable.getState().leave();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("Leave this seat", () => {
  it("is offered to the person holding a seat, with what it does; not to a spectator or the judge", async () => {
    await atTable(ann);
    const button = leaveButton()!;
    expect(button).not.toBeNull();
    expect(document.getElementById(button.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Your seat opens again for someone else to take, and you go back to the lobby.",
    );
    for (const you of [
      { role: "spectator", seat: null },
      { role: "judge", seat: null },
    ] as const) {
      act(() => socket().onmessage?.({ data: JSON.stringify(welcome(you)) }));
      expect(screen.getByText("Waiting for players…")).toBeTruthy();
      expect(leaveButton()).toBeNull();
    }
  });

  it("is not offered once the game has begun", () => {
    useTable.setState({ info: info("playing"), you: ann });
    render(<Waiting />);
    expect(leaveButton()).toBeNull();
  });

  it("sends the seat's token with concede false; given up, the server's close is expected: no reconnecting, no new connection, the token forgotten, the lobby says which seat was left", async () => {
    await atTable(ann);
    fireEvent.click(leaveButton()!);
    await flush();
    expect(posted).toEqual([
      { url: "/api/tables/T/leave", auth: "Bearer ann-token", body: { concede: false } },
    ]);
    // The server closes the seat's connections before it answers.
    act(() => socket().close());
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText("reconnecting…")).toBeNull();
    expect(screen.getByText("connected")).toBeTruthy();
    expect(FakeSocket.made).toHaveLength(1);
    answerLeave(reply(200, { ok: true }));
    await flush();
    expect(location.pathname).toBe("/");
    expect(screen.getByRole("status").textContent).toBe(
      "You gave up seat 1 at Friday: it is open for someone else.",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(savedToken("T")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(FakeSocket.made).toHaveLength(1);
  });

  it("409 not-waiting: the last seat was taken as the person left — the seat and its token kept, the game has begun, the page plays on", async () => {
    await atTable(ann);
    fireEvent.click(leaveButton()!);
    await flush();
    answerLeave(
      reply(409, {
        error: { code: "not-waiting", message: "the game has already started: the seat stays its player's" },
      }),
    );
    await flush();
    expect(screen.getByRole("status").textContent).toBe(
      "The game has begun: the last seat was taken just as you left, so seat 1 is still yours. Play on! OK",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(location.pathname).toBe("/table/T");
    expect(savedToken("T")).toBe("ann-token");
    // The connection is the one it was, still open.
    expect(FakeSocket.made).toHaveLength(1);
    expect(socket().readyState).toBe(FakeSocket.OPEN);
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("any other refusal is shown beside the button, nothing lost: the token kept, a connection closed meanwhile opened again", async () => {
    await atTable(ann);
    fireEvent.click(leaveButton()!);
    await flush();
    act(() => socket().close()); // the network, not the server's answer
    answerLeave(reply(500, { error: { code: "internal", message: "the server failed on this request" } }));
    await flush();
    expect(screen.getByRole("alert").textContent).toBe("the server failed on this request");
    expect(screen.getByText("reconnecting…")).toBeTruthy();
    expect(savedToken("T")).toBe("ann-token");
    expect(location.pathname).toBe("/table/T");
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(FakeSocket.made).toHaveLength(2);
    socket().accept();
    expect(JSON.parse(socket().sent[0])).toMatchObject({ type: "hello", table: "T", token: "ann-token" });
    expect(leaveButton()?.hasAttribute("disabled")).toBe(false);
  });

  it("a seat given up elsewhere (another tab, the terminal's /leave): the server's closure of this page's connection with its reason is no lost connection — the token forgotten, the table opened again as a visitor, and the page says why", async () => {
    await atTable(ann);
    act(() => socket().close(1000, "seat 1 was given up: this connection no longer holds it"));
    await flush();
    expect(savedToken("T")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe(
      "This page no longer holds seat 1: seat 1 was given up: this connection no longer holds it. OK",
    );
    // Opened again at once with no token: a visitor of the waiting table, who may take a seat.
    expect(FakeSocket.made).toHaveLength(2);
    socket().accept();
    expect(JSON.parse(socket().sent[0])).toMatchObject({ type: "hello", table: "T" });
    expect(JSON.parse(socket().sent[0]).token).toBeUndefined();
    act(() => socket().onmessage?.({ data: JSON.stringify(welcome({ role: "spectator", seat: null })) }));
    expect(screen.queryByText("reconnecting…")).toBeNull();
    expect(leaveButton()).toBeNull();
  });
});
