// @vitest-environment happy-dom
/**
 * The game log (GameLog.tsx) with the lines of a real engine game in the table store: newest first, and its
 * filters as a person uses them — kinds (several at once), a player, and "only what touches me".
 */
import type { GameEvent } from "@roundtable/engine";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GameLog } from "../../src/components/GameLog.tsx";
import { appendLines, type LogEntry } from "../../src/log/entries.ts";
import { filterLog, NO_FILTER } from "../../src/log/filter.ts";
import { newestFirst } from "../../src/log/order.ts";
import { logTeams } from "../../src/log/teams.ts";
import { LogWriter } from "../../src/log/writer.ts";
import { useTable } from "../../src/store.ts";
import { playUntil, startGame } from "../games.ts";

const game = startGame({ variant: "free-for-all", players: 4, seed: 3 });
// Until a creature has attacked and a player other than me and I have each lost life.
const events: GameEvent[] = playUntil(
  game,
  (g, seen) =>
    seen.some((e) => e.type === "attack") &&
    g.state.players[0].life < 20 &&
    g.state.players.some((p, seat) => seat !== 0 && p.life < 20),
);
const view = game.view(0);
const names = view.players.map((p) => p.name);
const log: LogEntry[] = new LogWriter().write(events, names, logTeams(view)).map((l, n) => ({ n, ...l }));

beforeEach(() => {
  useTable.setState({ view, log });
  render(<GameLog />);
});
afterEach(cleanup);

/** The lines shown, top to bottom. */
const shown = () =>
  within(screen.getByRole("region", { name: "Game log" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);
/** The lines the filter shows, as the log orders them (the newest turn first, each header above its lines). */
const expected = (filter: Partial<typeof NO_FILTER>) =>
  newestFirst(filterLog(log, { ...NO_FILTER, ...filter }, 0)).map((l) => l.text);

describe("the game log", () => {
  it("shows every line of the game, the newest turn first, each turn's header above its lines", () => {
    expect(log.length).toBeGreaterThan(20);
    expect(shown()).toEqual(expected({}));
    const turns = log.filter((l) => l.head === "turn");
    expect(turns.length).toBeGreaterThan(1);
    // The newest turn's header first, and the first turn's below the lines of every later turn.
    expect(shown()[0]).toBe(turns[turns.length - 1].text);
    expect(shown().indexOf(turns[0].text)).toBeGreaterThan(shown().indexOf(turns[1].text));
    const headers = document.querySelectorAll('section[aria-label="Game log"] li[data-head="turn"]');
    expect(headers).toHaveLength(turns.length);
  });

  it("filters by kind, several at once, and a second click lifts a filter", () => {
    const combat = screen.getByRole("button", { name: "Combat" });
    fireEvent.click(combat);
    expect(combat.getAttribute("aria-pressed")).toBe("true");
    const attacks = log.filter((l) => l.kind === "combat" && l.head === undefined);
    expect(attacks.length).toBeGreaterThan(0);
    expect(shown()).toEqual(expected({ kinds: ["combat"] }));
    // Only combat lines, and the headers over them.
    const items = document.querySelectorAll('section[aria-label="Game log"] li:not([data-head])');
    expect([...items].map((li) => li.getAttribute("data-kind"))).toEqual(attacks.map(() => "combat"));
    fireEvent.click(screen.getByRole("button", { name: "Life" }));
    expect(shown()).toEqual(expected({ kinds: ["combat", "life"] }));
    fireEvent.click(combat);
    fireEvent.click(screen.getByRole("button", { name: "Life" }));
    expect(shown()).toEqual(expected({}));
  });

  it("filters by a player: the lines naming them", () => {
    const select = screen.getByRole("combobox");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["anyone", ...names]);
    fireEvent.change(select, { target: { value: "2" } });
    const theirs = log.filter((l) => l.players.includes(2));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThan(log.length);
    expect(shown()).toEqual(expected({ player: 2 }));
  });

  it("only what touches me: the lines naming the viewer", () => {
    fireEvent.click(screen.getByRole("checkbox", { name: "Only what touches me" }));
    const mine = log.filter((l) => l.players.includes(0));
    expect(mine.length).toBeGreaterThan(0);
    expect(shown()).toEqual(expected({ mine: true }));
    expect(shown().some((t) => t?.includes(names[0]))).toBe(true);
  });

  it("the same line again right after (five tokens made at once) is shown once with its count", () => {
    const token = (n: number): LogEntry => ({ n, text: "Ann creates Goblin.", kind: "zones", players: [0] });
    const merged = appendLines(log.slice(0, 2), [token(100), token(101), token(102)]);
    expect(merged).toHaveLength(3);
    expect(merged[2]).toEqual({ ...token(100), times: 3 });
    expect(appendLines(merged, [{ ...token(103), text: "Ann creates Elf." }, token(104)])).toHaveLength(5);
    cleanup();
    useTable.setState({ view, log: merged });
    render(<GameLog />);
    expect(shown()[0]).toBe("Ann creates Goblin. (×3)");
  });

  /** The log with a triggered ability's one line (log/triggers.ts) added as its newest line. */
  const withJoined = () => {
    const detail = `${names[2]}'s Suture Priest triggers: Whenever a creature an opponent controls enters, you may have that player lose 1 life.`;
    const joined: LogEntry = {
      n: log.length,
      text: `${names[2]}'s Suture Priest: ${names[3]} loses 1 life (19 → 18).`,
      kind: "spells",
      also: ["life"],
      players: [2, 3],
      detail,
    };
    cleanup();
    useTable.setState({ view, log: [...log, joined] });
    render(<GameLog />);
    return joined;
  };

  it("a triggered ability's one line (log/triggers.ts): its trigger on hover, found by the Spells and the Life filters", () => {
    const joined = withJoined();
    const line = () => screen.getByRole("button", { name: joined.text });
    expect(line().getAttribute("title")).toBe(joined.detail);
    expect(line().closest("li")?.textContent).toBe(joined.text);
    fireEvent.click(screen.getByRole("button", { name: "Spells" }));
    expect(line()).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Spells" }));
    fireEvent.click(screen.getByRole("button", { name: "Life" }));
    expect(line()).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Life" }));
    fireEvent.click(screen.getByRole("button", { name: "Cards" }));
    expect(screen.queryByRole("button", { name: joined.text })).toBeNull();
  });

  it("a triggered ability's one line opens without hover (a phone has none): tapped, its trigger shows below it, tapped again it closes", () => {
    const joined = withJoined();
    const detail = joined.detail ?? "";
    const line = screen.getByRole("button", { name: joined.text });
    // A disclosure: closed, its trigger not in the page but for the hover's title.
    expect(line.getAttribute("aria-expanded")).toBe("false");
    expect(line.hasAttribute("aria-controls")).toBe(false);
    expect(screen.queryByText(detail)).toBeNull();
    expect(line.tabIndex).toBe(0); // reached by Tab: a button, Enter and Space open it
    fireEvent.click(line);
    expect(line.getAttribute("aria-expanded")).toBe("true");
    const shownDetail = screen.getByText(detail);
    // Below the line, in its list item, and the one the button says it controls.
    expect(shownDetail.closest("li")).toBe(line.closest("li"));
    expect(line.compareDocumentPosition(shownDetail) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(line.getAttribute("aria-controls")).toBe(shownDetail.id);
    // Read there, not twice: no title while it is open.
    expect(line.hasAttribute("title")).toBe(false);
    fireEvent.click(line);
    expect(line.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText(detail)).toBeNull();
    expect(line.getAttribute("title")).toBe(detail);
  });

  it("a line without more to read is plain text, not a button; a counted joined line keeps its count on the button", () => {
    const joined = withJoined();
    const plain = [...document.querySelectorAll('section[aria-label="Game log"] li:not([data-head])')].find(
      (li) => li.textContent !== joined.text,
    );
    expect(plain?.querySelector("button")).toBeNull();
    cleanup();
    useTable.setState({ view, log: [...log, { ...joined, times: 2 }] });
    render(<GameLog />);
    expect(screen.getByRole("button", { name: `${joined.text} (×2)` }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });
});
