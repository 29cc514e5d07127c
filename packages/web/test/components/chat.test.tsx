// @vitest-environment happy-dom
/**
 * The table chat's panel (Chat.tsx, LogAndChat.tsx) with the views of real engine games, as a person reads
 * and uses it: each line says who said it ("Judge" for the judge, "(you)" for one's own) and a team's line
 * says it went to the team; a Team/Table switch only for a player with teammates (Two-Headed Giant, an
 * Archenemy's heroes — not the archenemy, not a Free-for-All, not the judge); Enter sends; a counter near
 * the 500-character limit; a refusal under the input, its line back in it; a spectator reads without an
 * input; the chat's tab counts the lines others said while the log is shown. Before the start the teams are
 * the table's info's (its seats' `team`): teammates talk from the lobby on.
 */
import type { PlayerView } from "@roundtable/engine";
import type { ChatChannel, ChatLine, TableInfo } from "@roundtable/protocol";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Chat } from "../../src/components/Chat.tsx";
import { LogAndChat } from "../../src/components/LogAndChat.tsx";
import { useTable } from "../../src/store.ts";
import { startGame } from "../games.ts";

// Alice and Bob are team A (seats 0, 1), Carol and Dave team B.
const giants = startGame({ variant: "two-headed-giant", players: 4, seed: 1 });
const giantsView = (seat: number | null): PlayerView => giants.view(seat);
const ffa = startGame({ variant: "free-for-all", players: 4, seed: 1 }).view(0);
// Alice is the archenemy (a team of one), the others its heroes' team.
const arch = startGame({ variant: "archenemy", players: 4, seed: 1 });

/** A table waiting for its last player, as the server's TableInfo says it: each seat's team, where it has teams. */
const waiting = (variant: string, teams: (number | undefined)[]): TableInfo => ({
  id: "T",
  name: "Friday",
  variant,
  edition: "current",
  players: 4,
  status: "waiting",
  seats: ["Alice", "Bob", "Carol", null].map((name, seat) => ({
    seat,
    kind: name === null ? "open" : "human",
    name: name ?? `Seat ${seat + 1}`,
    ...(teams[seat] === undefined ? {} : { team: teams[seat] }),
    connected: name !== null,
  })),
  settings: {},
  seq: 0,
  hash: null,
  hashSeq: null,
});
const waitingGiants = waiting("two-headed-giant", [0, 0, 1, 1]);
const waitingFfa = waiting("free-for-all", []);

const NAMES = ["Alice", "Bob", "Carol", "Dave"];
let n = 0;
/** A line `from` said `to` the table or the team, the game having had `after` inputs. */
const line = (from: number | "judge", text: string, to: ChatChannel = "table", after = 0): ChatLine => ({
  n: ++n,
  at: 1_700_000_000_000 + n * 1000,
  from: from === "judge" ? { role: "judge" } : { role: "player", seat: from, name: NAMES[from] },
  to,
  text,
  after,
});

/** What each line shown reads, top to bottom. */
const shownLines = () =>
  within(screen.getByRole("list", { name: "Chat lines" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

const saidLines: { text: string; to: ChatChannel }[] = [];
const initial = useTable.getState();

beforeEach(() => {
  n = 0;
  saidLines.length = 0;
  useTable.setState({
    chat: [],
    chatRead: 0,
    chatRefusal: null,
    error: null,
    log: [],
    say: (text, to) => {
      saidLines.push({ text, to });
      return true;
    },
  });
});
afterEach(() => {
  cleanup();
  useTable.setState(initial, true);
});

describe("the chat's lines", () => {
  it("say who said each line — a seat's name, the judge, '(you)' — oldest first, a team's line marked as the team's", () => {
    const lines = [
      line(2, "good luck, all"),
      line(1, "keep Carol's flyer back; I hold Fog", "team"),
      line("judge", "the stack is empty, you may go on"),
      line(0, "ok", "team"),
    ];
    useTable.setState({ view: giantsView(0), you: { role: "player", seat: 0 }, chat: lines });
    render(<Chat shown />);
    expect(shownLines()).toEqual([
      "Carol: good luck, all",
      "Bob (to your team): keep Carol's flyer back; I hold Fog",
      "Judge: the stack is empty, you may go on",
      "Alice (you) (to your team): ok",
    ]);
    const items = within(screen.getByRole("list", { name: "Chat lines" })).getAllByRole("listitem");
    expect(items.map((li) => li.getAttribute("data-to"))).toEqual(["table", "team", "table", "team"]);
    // New lines are announced politely, not as alerts.
    expect(screen.getByRole("list", { name: "Chat lines" }).getAttribute("aria-live")).toBe("polite");
  });

  it("the judge reads each team's lines with the team's letter, as the seats show it", () => {
    useTable.setState({
      view: giantsView(null),
      you: { role: "judge", seat: null },
      chat: [line(3, "they have Fog", "team"), line(0, "gg", "team"), line("judge", "hello")],
    });
    render(<Chat shown />);
    expect(shownLines()).toEqual([
      "Dave (to Team B): they have Fog",
      "Alice (to Team A): gg",
      "Judge (you): hello",
    ]);
  });

  it("a spectator reads the lines and has no input, and is told why in one line", () => {
    useTable.setState({
      view: giantsView(null),
      you: { role: "spectator", seat: null },
      chat: [line(2, "hi")],
    });
    render(<Chat shown />);
    expect(shownLines()).toEqual(["Carol: hi"]);
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    expect(screen.getByText(/^Spectators read the table's lines but don't write/)).toBeTruthy();
  });

  it("says so when nothing has been said", () => {
    useTable.setState({ view: ffa, you: { role: "player", seat: 0 } });
    render(<Chat shown />);
    expect(screen.getByText("Nothing said yet.")).toBeTruthy();
  });
});

describe("saying a line", () => {
  it("Two-Headed Giant: a Team/Table switch, the team by default and naming who reads it; Enter sends to the one chosen", () => {
    useTable.setState({ view: giantsView(0), you: { role: "player", seat: 0 } });
    render(<Chat shown />);
    const group = screen.getByRole("group", { name: "Say to" });
    const team = within(group).getByRole("radio", { name: "Team" }) as HTMLInputElement;
    const table = within(group).getByRole("radio", { name: "Table" }) as HTMLInputElement;
    expect(team.checked).toBe(true);
    expect(group.textContent).toContain("Bob and the judge read it.");
    const input = screen.getByRole("textbox", { name: "Message to your team" }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: "  attack with both  " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(saidLines).toEqual([{ text: "attack with both", to: "team" }]);
    expect(input.value).toBe("");
    fireEvent.click(table);
    expect(group.textContent).toContain("Everyone at the table reads it, spectators too.");
    const toTable = screen.getByRole("textbox", { name: "Message to the table" });
    fireEvent.change(toTable, { target: { value: "good game" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(saidLines.at(-1)).toEqual({ text: "good game", to: "table" });
  });

  it("no switch where the viewer has no teammates: a Free-for-All, the archenemy, the judge; an Archenemy's hero has one", () => {
    for (const [view, you] of [
      [ffa, { role: "player", seat: 0 }],
      [arch.view(0), { role: "player", seat: 0 }],
      [giantsView(null), { role: "judge", seat: null }],
    ] as const) {
      useTable.setState({ view, you });
      render(<Chat shown />);
      expect(screen.queryByRole("group", { name: "Say to" })).toBeNull();
      const input = screen.getByRole("textbox", { name: "Message to the table" });
      fireEvent.change(input, { target: { value: "hi" } });
      fireEvent.keyDown(input, { key: "Enter" });
      expect(saidLines.pop()).toEqual({ text: "hi", to: "table" });
      cleanup();
    }
    useTable.setState({ view: arch.view(1), you: { role: "player", seat: 1 } });
    render(<Chat shown />);
    expect(screen.getByRole("group", { name: "Say to" }).textContent).toContain(
      "Carol and Dave and the judge",
    );
  });

  it("before the game (no view, no teams) a player says lines to the table", () => {
    useTable.setState({ view: null, you: { role: "player", seat: 0 } });
    render(<Chat shown />);
    expect(screen.queryByRole("group", { name: "Say to" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Message to the table" })).toBeTruthy();
  });

  it("810.5 before the start (no view yet): the table's info gives the seats' teams — a seated player with teammates gets the switch, naming them, an open seat of the team as whoever takes it", () => {
    // Two-Headed Giant, waiting: Alice (seat 1) and Bob (seat 2) team A; Carol (seat 3) and an open seat team B.
    useTable.setState({ view: null, info: waitingGiants, you: { role: "player", seat: 0 } });
    render(<Chat shown />);
    const group = screen.getByRole("group", { name: "Say to" });
    expect((within(group).getByRole("radio", { name: "Team" }) as HTMLInputElement).checked).toBe(true);
    expect(group.textContent).toContain("Bob and the judge read it.");
    const input = screen.getByRole("textbox", { name: "Message to your team" });
    fireEvent.change(input, { target: { value: "I'll mulligan a slow hand" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(saidLines).toEqual([{ text: "I'll mulligan a slow hand", to: "team" }]);
    cleanup();

    useTable.setState({ you: { role: "player", seat: 2 } });
    render(<Chat shown />);
    expect(screen.getByRole("group", { name: "Say to" }).textContent).toContain(
      "whoever takes seat 4 and the judge read it.",
    );
    cleanup();

    // A table whose players all play alone (no seat has a team): to the table only; the judge has no switch.
    for (const [info, you] of [
      [waitingFfa, { role: "player", seat: 0 }],
      [waitingGiants, { role: "judge", seat: null }],
    ] as const) {
      useTable.setState({ info, you });
      render(<Chat shown />);
      expect(screen.queryByRole("group", { name: "Say to" })).toBeNull();
      expect(screen.getByRole("textbox", { name: "Message to the table" })).toBeTruthy();
      cleanup();
    }
  });

  it("810.5 a team's line said before the start reads as a team's line: to your team for its players, to Team B for the judge", () => {
    const lines = [line(2, "they lead with flyers", "team"), line(0, "good luck, all")];
    useTable.setState({ view: null, info: waitingGiants, you: { role: "player", seat: 2 }, chat: lines });
    render(<Chat shown />);
    expect(shownLines()).toEqual([
      "Carol (you) (to your team): they lead with flyers",
      "Alice: good luck, all",
    ]);
    cleanup();
    useTable.setState({ you: { role: "judge", seat: null } });
    render(<Chat shown />);
    expect(shownLines()).toEqual(["Carol (to Team B): they lead with flyers", "Alice: good luck, all"]);
  });

  it("an empty line is not sent; a pasted tab is a space", () => {
    useTable.setState({ view: ffa, you: { role: "player", seat: 0 } });
    render(<Chat shown />);
    const input = screen.getByRole("textbox");
    fireEvent.change(input, { target: { value: "   " } });
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(saidLines).toEqual([]);
    fireEvent.change(input, { target: { value: "two\twords" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(saidLines).toEqual([{ text: "two words", to: "table" }]);
  });

  it("a counter under the input near the 500-character limit; over it, Send is disabled and Enter sends nothing", () => {
    useTable.setState({ view: ffa, you: { role: "player", seat: 0 } });
    render(<Chat shown />);
    const input = screen.getByRole("textbox");
    fireEvent.change(input, { target: { value: "x".repeat(399) } });
    expect(screen.queryByText(/characters left/)).toBeNull();
    fireEvent.change(input, { target: { value: "x".repeat(450) } });
    const counter = screen.getByText("50 characters left");
    expect(input.getAttribute("aria-describedby")).toContain(counter.id);
    fireEvent.change(input, { target: { value: "😀".repeat(501) } }); // characters, not UTF-16 units
    expect(screen.getByText("1 character too many (at most 500).")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(saidLines).toEqual([]);
    fireEvent.change(input, { target: { value: "😀".repeat(500) } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(saidLines).toEqual([{ text: "😀".repeat(500), to: "table" }]);
  });

  it("a refusal is shown under the input, not as the table's error, and the refused line comes back to an empty input", () => {
    useTable.setState({ view: ffa, you: { role: "player", seat: 0 } });
    render(<Chat shown />);
    const input = screen.getByRole("textbox") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "one more" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(input.value).toBe("");
    act(() =>
      useTable.setState({
        chatRefusal: {
          message:
            "Not sent: too many lines — at most 5 lines at once and 1 a second after that. Try again in a moment.",
          text: "one more",
        },
      }),
    );
    const alert = within(screen.getByRole("region", { name: "Chat" })).getByRole("alert");
    expect(alert.textContent).toMatch(/^Not sent: too many lines/);
    expect(input.getAttribute("aria-describedby")).toContain(alert.id);
    expect(input.value).toBe("one more");
    expect(useTable.getState().error).toBeNull();
  });

  it("a line the page could not send (the connection lost) stays in the input", () => {
    useTable.setState({
      view: ffa,
      you: { role: "player", seat: 0 },
      say: () => {
        useTable.setState({ chatRefusal: { message: "Not sent: the connection is lost.", text: null } });
        return false;
      },
    });
    render(<Chat shown />);
    const input = screen.getByRole("textbox") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "still here" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(input.value).toBe("still here");
    expect(screen.getByRole("alert").textContent).toBe("Not sent: the connection is lost.");
  });
});

describe("the log and chat tabs", () => {
  it("the log first; while it is shown the chat's tab counts the lines others said since the chat was seen", () => {
    useTable.setState({
      view: giantsView(0),
      you: { role: "player", seat: 0 },
      chat: [line(2, "hi")],
      chatRead: 1, // the lines the page found at the table count as read
    });
    render(<LogAndChat />);
    const chatTab = () => screen.getByRole("tab", { name: /^Chat/ });
    const logTab = screen.getByRole("tab", { name: "Log" });
    expect(logTab.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("region", { name: "Game log" })).toBeTruthy();
    expect(chatTab().textContent).toBe("Chat");
    // A teammate's line and a table line come in: 2 new; my own line doesn't count.
    act(() => useTable.setState((s) => ({ chat: [...s.chat, line(1, "Fog?", "team"), line(3, "gl")] })));
    act(() => useTable.setState((s) => ({ chat: [...s.chat, line(0, "yes", "team")] })));
    expect(chatTab().textContent).toBe("Chat2 new");
    expect(document.querySelector(".log-chat [aria-live]")?.textContent).toBe("2 new chat lines");
    fireEvent.click(chatTab());
    expect(chatTab().getAttribute("aria-selected")).toBe("true");
    expect(chatTab().textContent).toBe("Chat");
    expect(screen.getByRole("tabpanel", { name: /^Chat/ }).hidden).toBe(false);
    expect(document.getElementById(logTab.getAttribute("aria-controls") ?? "")?.hidden).toBe(true);
    expect(useTable.getState().chatRead).toBe(4);
    // Lines that come while the chat is shown are read; back on the log, the next one counts again.
    act(() => useTable.setState((s) => ({ chat: [...s.chat, line(2, "attack?")] })));
    expect(useTable.getState().chatRead).toBe(5);
    fireEvent.click(logTab);
    act(() => useTable.setState((s) => ({ chat: [...s.chat, line("judge", "one minute")] })));
    expect(chatTab().textContent).toBe("Chat1 new");
  });

  it("← and → go from tab to tab, the focus with them", () => {
    useTable.setState({ view: ffa, you: { role: "player", seat: 0 } });
    render(<LogAndChat />);
    const logTab = screen.getByRole("tab", { name: "Log" });
    logTab.focus();
    fireEvent.keyDown(logTab, { key: "ArrowRight" });
    const chatTab = screen.getByRole("tab", { name: "Chat" });
    expect(chatTab.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(chatTab);
    expect(chatTab.tabIndex).toBe(0);
    expect(logTab.tabIndex).toBe(-1);
    fireEvent.keyDown(chatTab, { key: "ArrowLeft" });
    expect(logTab.getAttribute("aria-selected")).toBe("true");
  });
});
