// @vitest-environment happy-dom
/**
 * A finished game's chat in its replay (ReplayPage.tsx, ReplayChat.tsx): a Chat tab beside the step's
 * events shows the lines said up to the step shown (ChatLine.after ≤ step), oldest first, a team's line
 * marked as at the table (810.5: teammates talk among themselves); the page asks the server once a game
 * and "View as" (replay-chat-view-as.test.tsx), with the browser's token for it — the judge's, else its
 * seat's, else none — and says whose lines it holds. The server's answers are stand-ins; the step's view is
 * a real engine game's.
 */
import type { ChatChannel, ChatLine, GameChat, ReplayStep } from "@roundtable/protocol";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReplayPage } from "../../src/components/ReplayPage.tsx";
import { saveJudgeToken, saveToken } from "../../src/seatTokens.ts";
import { startGame } from "../games.ts";

// Alice and Bob are team A (seats 0, 1), Carol and Dave team B.
const giants = startGame({ variant: "two-headed-giant", players: 4, seed: 1 });
const NAMES = ["Alice", "Bob", "Carol", "Dave"];
let n = 0;
const line = (from: number | "judge", text: string, to: ChatChannel, after: number): ChatLine => ({
  n: ++n,
  at: 1_700_000_000_000 + n * 1000,
  from: from === "judge" ? { role: "judge" } : { role: "player", seat: from, name: NAMES[from] },
  to,
  text,
  after,
});

/** The game's whole chat as the judge reads it. */
const everyLine = () => {
  n = 0;
  return [
    line(2, "good luck, all", "table", 0),
    line(1, "keep Carol's flyer back", "team", 2),
    line(3, "they have Fog", "team", 3),
    line("judge", "the stack is empty", "table", 5),
    line(0, "gg", "table", 10),
  ];
};

/** What the stand-in server answers the chat request, and the requests it got. */
let chatAnswer: GameChat;
const asked: { url: string; auth: string | null }[] = [];

const stepAnswer = (step: number): ReplayStep => ({
  id: "G",
  step,
  steps: 10,
  as: "judge",
  view: giants.view(null),
  by: step === 0 ? null : 0,
  events: [],
  answered: null,
});

beforeEach(() => {
  localStorage.clear();
  asked.length = 0;
  history.replaceState(null, "", "/replay/G?step=3&as=judge");
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    asked.push({ url, auth: new Headers(init.headers).get("authorization") });
    const step = /replay\?step=(\d+)/.exec(url);
    const body = step === null ? chatAnswer : stepAnswer(Number(step[1]));
    return new Response(JSON.stringify(body), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chatTab = () => screen.getByRole("tab", { name: /^Chat/ });

/** What each chat line shown reads, top to bottom. */
const shownLines = () =>
  within(screen.getByRole("list", { name: "Chat lines" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("the replay's chat", () => {
  it("shows the lines said up to the step shown, a team's marked with its team; the judge's token reads them all", async () => {
    saveJudgeToken("G", "judge-token");
    saveToken("G", "seat-token"); // the judge's reads more: it is the one sent
    chatAnswer = { you: { role: "judge", seat: null }, lines: everyLine() };
    const page = render(<ReplayPage game="G" step={3} as="judge" />);
    // The step's events are shown first; the chat's tab counts the lines said at this step.
    expect(screen.getByRole("tab", { name: "This step" }).getAttribute("aria-selected")).toBe("true");
    await waitFor(() => expect(chatTab().textContent).toBe("Chat1 new"));
    fireEvent.click(chatTab());
    expect(shownLines()).toEqual([
      "Carol: good luck, all",
      "Bob (to Team A): keep Carol's flyer back",
      "Dave (to Team B): they have Fog",
    ]);
    const items = within(screen.getByRole("list", { name: "Chat lines" })).getAllByRole("listitem");
    expect(items.map((li) => li.getAttribute("data-to"))).toEqual(["table", "team", "team"]);
    expect(items.map((li) => li.classList.contains("chat-team"))).toEqual([false, true, true]);
    expect(screen.getByText(/^As the judge you read every line/)).toBeTruthy();
    // Read-only: a finished game takes no line.
    expect(screen.queryByRole("textbox")).toBeNull();

    // Two steps on, the judge's line; at the last step, the line said once the game was over.
    page.rerender(<ReplayPage game="G" step={5} as="judge" />);
    expect(shownLines().at(-1)).toBe("Judge (you): the stack is empty");
    page.rerender(<ReplayPage game="G" step={10} as="judge" />);
    expect(shownLines()).toHaveLength(5);
    page.rerender(<ReplayPage game="G" step={1} as="judge" />);
    expect(shownLines()).toEqual(["Carol: good luck, all"]);
    // The chat was asked once, as the judge and with the judge's token; each step's view with none.
    const chats = asked.filter((a) => a.url.startsWith("/api/games/G/chat"));
    expect(chats).toEqual([{ url: "/api/games/G/chat?as=judge", auth: "Bearer judge-token" }]);
    expect(asked.filter((a) => a.url.includes("/replay?")).every((a) => a.auth === null)).toBe(true);
  });

  it("a seat's token reads the table's lines and its team's, its own said as its own", async () => {
    saveToken("G", "seat-token");
    const [table, bob] = everyLine();
    chatAnswer = {
      you: { role: "player", seat: 0 },
      lines: [table, bob, line(0, "yes", "team", 3)],
    };
    render(<ReplayPage game="G" step={3} as={0} />);
    fireEvent.click(chatTab());
    await waitFor(() => expect(shownLines()).toHaveLength(3));
    expect(shownLines()).toEqual([
      "Carol: good luck, all",
      "Bob (to your team): keep Carol's flyer back",
      "Alice (you) (to your team): yes",
    ]);
    expect(asked.find((a) => a.url === "/api/games/G/chat?as=0")?.auth).toBe("Bearer seat-token");
    expect(screen.getByText("You read the table's lines and your team's.")).toBeTruthy();
  });

  it("without a token: the table's lines, said so; before any line, nothing said by the step; ← → on the tabs don't step", async () => {
    chatAnswer = { you: { role: "spectator", seat: null }, lines: [everyLine()[0]] };
    history.replaceState(null, "", "/replay/G?step=0&as=judge");
    render(<ReplayPage game="G" step={0} as="judge" />);
    await screen.findByText("of 10"); // the step is shown: → could step to the next
    const stepTab = screen.getByRole("tab", { name: "This step" });
    stepTab.focus();
    const where = location.search;
    act(() => {
      fireEvent.keyDown(stepTab, { key: "ArrowRight" });
    });
    expect(chatTab().getAttribute("aria-selected")).toBe("true");
    expect(location.search).toBe(where);
    await waitFor(() => expect(screen.getByText(/^The table's lines: a team's are read by its players/)));
    expect(shownLines()).toEqual(["Carol: good luck, all"]);
    expect(asked.find((a) => a.url === "/api/games/G/chat?as=judge")?.auth).toBeNull();
  });

  it("says so when a step has no line yet, or the chat can't be read", async () => {
    chatAnswer = { you: { role: "spectator", seat: null }, lines: [everyLine()[1]] };
    render(<ReplayPage game="G" step={1} as="judge" />);
    fireEvent.click(chatTab());
    await waitFor(() => expect(screen.getByText("Nothing said by step 1.")).toBeTruthy());
    cleanup();
    vi.stubGlobal("fetch", async (url: string) =>
      url.includes("/chat?")
        ? new Response(
            JSON.stringify({
              error: { code: "unauthorised", message: "the token is not one of this table's" },
            }),
            {
              status: 401,
            },
          )
        : new Response(JSON.stringify(stepAnswer(1)), { status: 200 }),
    );
    render(<ReplayPage game="G" step={1} as="judge" />);
    fireEvent.click(chatTab());
    const alert = await screen.findByText(/^The chat could not be read: /);
    expect(alert.textContent).toContain("the token is not one of this table's");
  });
});
