// @vitest-environment happy-dom
/**
 * "Full control" at a table whose game has begun (FullControl.tsx, store.ts `setFullControl`), the whole page
 * (App) over a stand-in WebSocket, the views an engine game's own: a toggle for the person playing a seat
 * (not a spectator or the judge, not before the start, nor once they have left the game). A click sends the
 * `fullControl` message; the toggle shows what was asked, taking no other click, until the seat view says
 * it (`fullControl`); a refusal puts it back as the view has it and says why.
 */
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useTable } from "../../src/store.ts";
import { startGame } from "../games.ts";
import { ann, atTable, info, receive, sent, update, withTablePage } from "../tablePage.tsx";

const toggle = () =>
  screen.queryByRole<HTMLInputElement>("checkbox", {
    name: "Full control: ask me at every priority, even when I can only pass",
  });

/** The page taken down, to open it again as someone else. */
const closePage = () => {
  cleanup();
  useTable.getState().leave();
};

withTablePage();

describe("Full control", () => {
  it("principle 4: a click sends it; the toggle shows it asked, then as the seat view says it; and off again", async () => {
    const game = startGame({ variant: "duel", players: 2, seed: 1 });
    await atTable(game, ann);
    expect(toggle()!.checked).toBe(false);
    fireEvent.click(toggle()!);
    expect(sent()).toEqual([{ type: "fullControl", ref: "fullControl", on: true }]);
    expect([toggle()!.checked, toggle()!.disabled]).toEqual([true, true]);
    // The server's update: the input taken, the seat view saying it.
    expect(game.setFullControl(0, true).ok).toBe(true);
    update(game, ann, []);
    expect([toggle()!.checked, toggle()!.disabled]).toEqual([true, false]);
    fireEvent.click(toggle()!);
    expect(sent().at(-1)).toEqual({ type: "fullControl", ref: "fullControl", on: false });
    expect(game.setFullControl(0, false).ok).toBe(true);
    update(game, ann, []);
    expect([toggle()!.checked, toggle()!.disabled]).toEqual([false, false]);
  });

  it("a refusal puts the toggle back as the view has it, and says why", async () => {
    const game = startGame({ variant: "duel", players: 2, seed: 1 });
    await atTable(game, ann);
    fireEvent.click(toggle()!);
    receive({ type: "error", ref: "fullControl", code: "unavailable", message: "the table is moving" });
    expect([toggle()!.checked, toggle()!.disabled]).toEqual([false, false]);
    expect(screen.getByRole("alert").textContent).toBe(
      "Full control not changed: the table is moving (unavailable).",
    );
  });

  it("a reconnection's welcome shows it as the view has it (a click sent into a lost connection may not have arrived)", async () => {
    const game = startGame({ variant: "duel", players: 2, seed: 1 });
    expect(game.setFullControl(0, true).ok).toBe(true);
    await atTable(game, ann);
    expect([toggle()!.checked, toggle()!.disabled]).toEqual([true, false]);
  });

  it("only for the person playing a seat: not a spectator or the judge, not before the start, not after leaving", async () => {
    const game = startGame({ variant: "free-for-all", players: 3, seed: 1 });
    for (const you of [
      { role: "spectator", seat: null },
      { role: "judge", seat: null },
    ] as const) {
      await atTable(game, you, info(3));
      expect(screen.getAllByText("Bob").length).toBeGreaterThan(0);
      expect(toggle()).toBeNull();
      closePage();
    }
    await atTable(null, ann, info(3, "waiting"));
    expect(toggle()).toBeNull();
    closePage();
    await atTable(game, ann, info(3));
    expect(toggle()).not.toBeNull();
    const r = game.concede(0);
    update(game, ann, r.ok ? r.events : []);
    expect(toggle()).toBeNull();
  });
});
