// @vitest-environment happy-dom
/**
 * Spectators who talk, and muting, in the table chat's panel (Chat.tsx, LogAndChat.tsx, chat.ts,
 * chatMutes.ts): a spectator at a table that lets spectators talk (`spectatorsChat`) is offered a name to
 * talk under — the spectate request, the token kept, the table opened again — and, named, an input to the
 * table; at a table that doesn't, no input. Spectators' lines are marked "(spectator)". Each reader mutes a
 * player or a spectator from their line (never the judge, nor themselves): the lines hidden for this reader
 * alone, "N lines hidden" said with an unmute, kept in the browser per table, and not counted as unread.
 */
import type { PlayerView } from "@roundtable/engine";
import type { ChatLine, TableInfo } from "@roundtable/protocol";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Chat } from "../../src/components/Chat.tsx";
import { LogAndChat } from "../../src/components/LogAndChat.tsx";
import { whoYouAre } from "../../src/components/TablePage.tsx";
import { spectatorToken } from "../../src/seatTokens.ts";
import { useTable } from "../../src/store.ts";
import { startGame } from "../games.ts";

const ffa: PlayerView = startGame({ variant: "free-for-all", players: 4, seed: 1 }).view(null);

/** The table's info: its settings let spectators talk or not. */
const tableInfo = (spectatorsChat: boolean): TableInfo => ({
  id: "T",
  name: "Friday",
  variant: "free-for-all",
  edition: "current",
  players: 4,
  status: "playing",
  seats: [],
  settings: { botDelayMs: 600, spectators: true, spectatorsSeeHands: false, spectatorsChat },
  seq: 0,
  hash: null,
  hashSeq: null,
});

const NAMES = ["Alice", "Bob", "Carol", "Dave"];
let n = 0;
/** A line said to the table by a seat, a spectator ({spectator, name}) or the judge. */
const line = (from: number | "judge" | { spectator: number; name: string }, text: string): ChatLine => ({
  n: ++n,
  at: 1_700_000_000_000 + n * 1000,
  from:
    from === "judge"
      ? { role: "judge" }
      : typeof from === "number"
        ? { role: "player", seat: from, name: NAMES[from] }
        : { role: "spectator", ...from },
  to: "table",
  text,
  after: 0,
});
const sam = { spectator: 1, name: "Sam" };
const spectator2 = { spectator: 2, name: "Spectator 2" };

const shownLines = () =>
  within(screen.getByRole("list", { name: "Chat lines" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

const said: string[] = [];
const opened: string[] = [];
const initial = useTable.getState();

beforeEach(() => {
  n = 0;
  said.length = 0;
  opened.length = 0;
  localStorage.clear();
  useTable.setState({
    table: "T",
    view: ffa,
    chat: [],
    chatRead: 0,
    chatRefusal: null,
    muted: [],
    log: [],
    say: (text) => {
      said.push(text);
      return true;
    },
    open: (table) => {
      opened.push(table);
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useTable.setState(initial, true);
});

describe("a spectator's chat", () => {
  it("where the table lets spectators talk, an unnamed spectator gives a name: the spectate request, its token kept, the table opened again with it", async () => {
    const asked: unknown[] = [];
    vi.stubGlobal("fetch", async (url: string, init?: { method?: string; body?: string }) => {
      expect([init?.method, url]).toEqual(["POST", "/api/tables/T/spectators"]);
      asked.push(JSON.parse(init?.body ?? "null"));
      return new Response(JSON.stringify({ token: "tok.en", spectator: 1, name: "Sam" }), { status: 201 });
    });
    useTable.setState({ info: tableInfo(true), you: { role: "spectator", seat: null } });
    render(<Chat shown />);
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    expect(screen.getByText(/^This table lets its spectators talk/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Your name in the chat"), { target: { value: "  Sam " } });
    fireEvent.click(screen.getByRole("button", { name: "Talk" }));
    await waitFor(() => expect(opened).toEqual(["T"]));
    expect(asked).toEqual([{ name: "Sam" }]);
    expect(spectatorToken("T")).toBe("tok.en");
  });

  it("named, a spectator says lines to the table (no Team switch); their own marked '(spectator, you)'", () => {
    useTable.setState({
      info: tableInfo(true),
      you: { role: "spectator", seat: null, spectator: 1, name: "Sam" },
      chat: [line(sam, "what a topdeck"), line(spectator2, "wow"), line(0, "thanks")],
    });
    render(<Chat shown />);
    expect(shownLines()).toEqual([
      "Sam (spectator, you): what a topdeck",
      "Spectator 2 (spectator): wow",
      "Alice: thanks",
    ]);
    expect(screen.queryByRole("radio")).toBeNull();
    const input = screen.getByRole("textbox", { name: "Message to the table" });
    fireEvent.change(input, { target: { value: "gg" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(said).toEqual(["gg"]);
  });

  it("where the table doesn't let spectators talk, a spectator — named or not — has no input, and is told why", () => {
    for (const you of [
      { role: "spectator" as const, seat: null },
      { role: "spectator" as const, seat: null, spectator: 1, name: "Sam" },
    ]) {
      useTable.setState({ info: tableInfo(false), you, chat: [line(2, "hi")] });
      const { unmount } = render(<Chat shown />);
      expect(screen.queryByRole("textbox")).toBeNull();
      expect(screen.queryByRole("button", { name: "Talk" })).toBeNull();
      expect(screen.getByText(/^Spectators read the table's lines but don't write/)).toBeTruthy();
      unmount();
    }
  });

  it("players read spectators' lines marked '(spectator)'", () => {
    useTable.setState({
      info: tableInfo(true),
      you: { role: "player", seat: 0 },
      chat: [line(sam, "nice block")],
    });
    render(<Chat shown />);
    expect(shownLines()).toEqual(["Sam (spectator): nice block"]);
  });
});

describe("the table's header names who this page is", () => {
  it("a seat, the judge, a spectator by the name their token gives (else 'spectator')", () => {
    expect(whoYouAre({ role: "player", seat: 1 })).toBe("seat 2");
    expect(whoYouAre({ role: "judge", seat: null })).toBe("judge");
    expect(whoYouAre({ role: "spectator", seat: null, spectator: 3, name: "Sam" })).toBe("spectator: Sam");
    expect(whoYouAre({ role: "spectator", seat: null })).toBe("spectator");
  });
});

describe("muting a speaker", () => {
  it("hides their lines for this reader, says how many are hidden, and unmute shows them again; kept per table", () => {
    useTable.setState({
      info: tableInfo(true),
      you: { role: "player", seat: 0 },
      chat: [line(sam, "Bob has a Fog"), line(1, "no I don't"), line(sam, "sure"), line("judge", "enough")],
    });
    render(<Chat shown />);
    // A control on the lines of a player or a spectator; none on the judge's, none on one's own.
    expect(screen.getAllByRole("button", { name: "Mute Sam" })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Mute Bob" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Mute Judge/ })).toBeNull();
    fireEvent.click(screen.getAllByRole("button", { name: "Mute Sam" })[0]);
    expect(shownLines()).toEqual(["Bob: no I don't", "Judge: enough"]);
    const muted = screen.getByRole("list", { name: "Muted" });
    expect(muted.textContent).toBe("Sam: 2 lines hidden unmute");
    // Kept in the browser for this table: another reader's page (or another table) is not told.
    expect(JSON.parse(localStorage.getItem("roundtable:muted:T") ?? "[]")).toEqual([
      { key: "spectator:1", name: "Sam" },
    ]);
    // Sam's next line is hidden too, and counted.
    act(() => useTable.setState((s) => ({ chat: [...s.chat, line(sam, "still here")] })));
    expect(screen.getByRole("list", { name: "Muted" }).textContent).toBe("Sam: 3 lines hidden unmute");
    fireEvent.click(screen.getByRole("button", { name: "Unmute Sam" }));
    expect(shownLines()).toEqual([
      "Sam (spectator): Bob has a Fog",
      "Bob: no I don't",
      "Sam (spectator): sure",
      "Judge: enough",
      "Sam (spectator): still here",
    ]);
    expect(screen.queryByRole("list", { name: "Muted" })).toBeNull();
    expect(localStorage.getItem("roundtable:muted:T")).toBeNull();
  });

  it("a muted player's lines don't count as unread on the chat's tab", () => {
    useTable.setState({
      info: tableInfo(true),
      you: { role: "player", seat: 0 },
      muted: [{ key: "seat:1", name: "Bob" }],
      chat: [],
    });
    render(<LogAndChat />);
    act(() => useTable.setState({ chat: [line(1, "spam"), line(1, "spam"), line(2, "hi")] }));
    expect(screen.getByRole("tab", { name: /^Chat/ }).textContent).toBe("Chat1 new");
  });
});
