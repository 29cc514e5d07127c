// @vitest-environment happy-dom
/**
 * The replay's chat follows "View as" (ReplayPage.tsx, ReplayChat.tsx): the page asks for the lines the
 * viewer chosen read (`GET /api/games/:id/chat?as=S|judge`, with the browser's token for the game) and asks
 * again when the choice changes — an answer for the viewer it left is not shown. The server filters (810.5:
 * a team's lines are its players' and the judge's): the page shows what it was sent, and says in one line
 * when team lines were left out. The server's answers are stand-ins; the step's view is a real engine game's.
 */
import type { ChatChannel, ChatLine, GameChat, ReplayStep } from "@roundtable/protocol";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReplayPage } from "../../src/components/ReplayPage.tsx";
import { saveJudgeToken, saveToken } from "../../src/seatTokens.ts";
import { startGame } from "../games.ts";

// Alice and Bob are team A (seats 0, 1), Carol and Dave team B.
const giants = startGame({ variant: "two-headed-giant", players: 4, seed: 1 });
const NAMES = ["Alice", "Bob", "Carol", "Dave"];
const line = (n: number, from: number, text: string, to: ChatChannel): ChatLine => ({
  n,
  at: 1_700_000_000_000 + n * 1000,
  from: { role: "player", seat: from, name: NAMES[from] },
  to,
  text,
  after: 0,
});
const TABLE = line(1, 2, "good luck, all", "table");
const TEAM_A = line(2, 1, "keep Carol's flyer back", "team");
const TEAM_B = line(3, 3, "they have Fog", "team");

/** The stand-in server's chat answers by `as`, and the chat requests it got (each answered when released). */
let answers: Record<string, GameChat>;
let chats: { as: string; auth: string | null; release: () => void }[];

const stepAnswer = (step: number): ReplayStep => ({
  id: "G",
  step,
  steps: 10,
  as: "judge",
  view: giants.view(null),
  by: null,
  events: [],
  answered: null,
});

/** Answers the chat requests as they come (else a test releases them). */
let hold = false;

beforeEach(() => {
  localStorage.clear();
  chats = [];
  hold = false;
  history.replaceState(null, "", "/replay/G?step=3&as=judge");
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    const chat = /\/chat\?as=(\w+)$/.exec(url);
    if (chat === null) return Promise.resolve(new Response(JSON.stringify(stepAnswer(3)), { status: 200 }));
    const as = chat[1];
    return new Promise<Response>((resolve) => {
      const release = () => resolve(new Response(JSON.stringify(answers[as]), { status: 200 }));
      chats.push({ as, auth: new Headers(init.headers).get("authorization"), release });
      if (!hold) release();
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shownLines = () =>
  within(screen.getByRole("list", { name: "Chat lines" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("the replay's chat as 'View as' read it", () => {
  it("810.5: the judge viewing as a seat reads that seat's lines, asked again as the viewer changes; a late answer for the viewer left is dropped", async () => {
    saveJudgeToken("G", "judge-token");
    const judge = { role: "judge", seat: null } as const;
    answers = {
      judge: { you: judge, lines: [TABLE, TEAM_A, TEAM_B], teamLinesWithheld: false },
      "2": { you: judge, lines: [TABLE, TEAM_B], teamLinesWithheld: false },
      "0": { you: judge, lines: [TABLE, TEAM_A], teamLinesWithheld: false },
    };
    const page = render(<ReplayPage game="G" step={3} as="judge" />);
    fireEvent.click(screen.getByRole("tab", { name: /^Chat/ }));
    await waitFor(() => expect(shownLines()).toHaveLength(3));
    expect(screen.getByText("As the judge you read every line, each team's too.")).toBeTruthy();

    page.rerender(<ReplayPage game="G" step={3} as={2} />);
    await waitFor(() =>
      expect(shownLines()).toEqual(["Carol: good luck, all", "Dave (to Team B): they have Fog"]),
    );
    expect(screen.getByText("The table's lines and Team B's, as seat 3 read them.")).toBeTruthy();
    expect(chats.map((c) => [c.as, c.auth])).toEqual([
      ["judge", "Bearer judge-token"],
      ["2", "Bearer judge-token"],
    ]);

    // Viewing as seat 2, then seat 1 at once: seat 2's answer comes after seat 1's, and is dropped.
    hold = true;
    page.rerender(<ReplayPage game="G" step={3} as={1} />);
    page.rerender(<ReplayPage game="G" step={3} as={0} />);
    await waitFor(() => expect(chats.map((c) => c.as)).toEqual(["judge", "2", "1", "0"]));
    expect(screen.getByText("Reading the chat…")).toBeTruthy();
    chats[3].release();
    await waitFor(() =>
      expect(shownLines()).toEqual(["Carol: good luck, all", "Bob (to Team A): keep Carol's flyer back"]),
    );
    answers["1"] = answers["2"];
    chats[2].release();
    await new Promise((r) => setTimeout(r, 20));
    expect(shownLines()).toEqual(["Carol: good luck, all", "Bob (to Team A): keep Carol's flyer back"]);
  });

  it("a seat's token viewing as an opponent gets the table's lines, and the page says the team's were left out", async () => {
    saveToken("G", "seat-token");
    const alice = { role: "player", seat: 0 } as const;
    answers = {
      "1": { you: alice, lines: [TABLE, TEAM_A], teamLinesWithheld: false },
      "2": { you: alice, lines: [TABLE], teamLinesWithheld: true },
      judge: { you: alice, lines: [TABLE, TEAM_A], teamLinesWithheld: true },
    };
    const page = render(<ReplayPage game="G" step={3} as={1} />);
    fireEvent.click(screen.getByRole("tab", { name: /^Chat/ }));
    await waitFor(() => expect(shownLines()).toHaveLength(2));
    expect(screen.getByText("You read the table's lines and your team's.")).toBeTruthy();

    page.rerender(<ReplayPage game="G" step={3} as={2} />);
    await waitFor(() => expect(shownLines()).toEqual(["Carol: good luck, all"]));
    expect(
      screen.getByText("The table's lines: Team B's are left out, for its players and the judge."),
    ).toBeTruthy();

    page.rerender(<ReplayPage game="G" step={3} as="judge" />);
    await waitFor(() => expect(shownLines()).toHaveLength(2));
    expect(
      screen.getByText(
        "The table's lines and your team's: the other teams' are left out, for their players and the judge.",
      ),
    ).toBeTruthy();
    expect(chats.map((c) => [c.as, c.auth])).toEqual([
      ["1", "Bearer seat-token"],
      ["2", "Bearer seat-token"],
      ["judge", "Bearer seat-token"],
    ]);
  });
});
