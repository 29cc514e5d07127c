// @vitest-environment happy-dom
/**
 * A replay's header lists the game's seats in "View as" (ReplayPage.tsx), each with its team at a game with
 * teams (102.3: public), by the letter the board names it — "Seat 3: Carol (Team B)" — and one by one at a
 * game whose players all play alone. The server's answers are stand-ins; the step's view is a real engine
 * game's.
 */
import type { GameChat, ReplayStep } from "@roundtable/protocol";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReplayPage } from "../../src/components/ReplayPage.tsx";
import { startGame } from "../games.ts";

/** The game whose step the stand-in server answers. */
let game = startGame({ variant: "two-headed-giant", players: 4, seed: 1 });

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("fetch", async (url: string) => {
    const step: ReplayStep = {
      ...{ id: "G", step: 0, steps: 10, as: "judge", view: game.view(null) },
      ...{ by: null, events: [], answered: null },
    };
    const chat: GameChat = { you: { role: "spectator", seat: null }, lines: [] };
    return new Response(JSON.stringify(url.includes("/replay?") ? step : chat), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The "View as" choices, as they read. */
async function viewAs(): Promise<string[]> {
  render(<ReplayPage game="G" step={0} as="judge" />);
  const select = screen.getByLabelText("View as");
  await waitFor(() => expect(within(select).getAllByRole("option").length).toBeGreaterThan(1));
  return within(select)
    .getAllByRole("option")
    .map((o) => o.textContent ?? "");
}

describe("the replay's seats in its header", () => {
  it("810.1 Two-Headed Giant: each seat with its team", async () => {
    game = startGame({ variant: "two-headed-giant", players: 4, seed: 1 });
    expect(await viewAs()).toEqual([
      "Judge (every hand)",
      "Seat 1: Alice (Team A)",
      "Seat 2: Bob (Team A)",
      "Seat 3: Carol (Team B)",
      "Seat 4: Dave (Team B)",
    ]);
  });

  it("806 Free-for-All: everyone plays alone — no seat has a team", async () => {
    game = startGame({ variant: "free-for-all", players: 3, seed: 1 });
    expect(await viewAs()).toEqual(["Judge (every hand)", "Seat 1: Alice", "Seat 2: Bob", "Seat 3: Carol"]);
  });
});
