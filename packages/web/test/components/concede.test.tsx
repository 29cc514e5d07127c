// @vitest-environment happy-dom
/**
 * "Concede" at a table whose game has begun (Concede.tsx, store.ts `concede`), the whole page (App) over a
 * stand-in WebSocket, the views an engine game's own: offered to the person playing a seat at any time
 * (104.3a: with a decision of theirs open or not), not to a spectator or the judge, not before the start,
 * nor once they have left the game or it is over. A click asks first (an alertdialog whose "No" takes the
 * focus; Escape or "No" puts it away, the focus back, nothing sent); "Yes, concede" sends the `concede`
 * message on the page's connection. A refusal is shown by the button, which is offered again, and no update
 * wipes it; a click while the connection is lost sends nothing and says so. Taken: a duel's page shows the
 * game over as any game's end, with "Play again"; a Free-for-All's says the player has left and the others
 * play on (800.4a), and goes on showing the table their view shows, with no decision.
 */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useTable } from "../../src/store.ts";
import { playUntil, startGame } from "../games.ts";
import { ann, atTable, info, receive, sent, socket, update, withTablePage } from "../tablePage.tsx";

const concedeButton = () => screen.queryByRole("button", { name: "Concede" });
const question = () => screen.queryByRole("alertdialog", { name: "Concede the game?" });

withTablePage();

describe("Concede: who is offered it", () => {
  it("104.3a the person playing a seat, at any time: with a decision of theirs open, and without one", async () => {
    const game = startGame({ variant: "free-for-all", players: 3, seed: 1 });
    playUntil(game, (g) => g.decisions().some((d) => d.player === 0));
    await atTable(game, ann);
    expect(document.querySelector("section.decision")).not.toBeNull();
    expect(concedeButton()).not.toBeNull();
    cleanup();
    useTable.getState().leave();
    playUntil(game, (g) => g.state.status === "playing" && !g.decisions().some((d) => d.player === 0));
    await atTable(game, ann);
    expect(document.querySelector("section.decision")).toBeNull();
    expect(concedeButton()).not.toBeNull();
  });

  it("not a spectator or the judge, nor anyone before the game begins", async () => {
    const game = startGame({ variant: "duel", players: 2, seed: 1 });
    for (const you of [
      { role: "spectator", seat: null },
      { role: "judge", seat: null },
    ] as const) {
      await atTable(game, you);
      // The game is shown to them.
      expect(screen.getAllByText("Bob").length).toBeGreaterThan(0);
      expect(concedeButton()).toBeNull();
      cleanup();
      useTable.getState().leave();
    }
    await atTable(null, ann, info(2, "waiting"));
    expect(screen.getByText("Waiting for players…")).toBeTruthy();
    expect(concedeButton()).toBeNull();
  });
});

describe("Concede: the question first", () => {
  it("asks, saying what will happen; its No has the focus; Escape and No put it away, the focus back, nothing sent", async () => {
    const game = startGame({ variant: "duel", players: 2, seed: 1 });
    await atTable(game, ann);
    fireEvent.click(concedeButton()!);
    const dialog = question()!;
    expect(dialog).not.toBeNull();
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe(
      "You lose, and the game ends. It can't be undone.",
    );
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "No, play on" }));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(question()).toBeNull();
    expect(document.activeElement).toBe(concedeButton());
    fireEvent.click(concedeButton()!);
    fireEvent.click(screen.getByRole("button", { name: "No, play on" }));
    expect(question()).toBeNull();
    expect(document.activeElement).toBe(concedeButton());
    expect(sent()).toEqual([]);
  });

  it("Yes sends the concede message on the page's connection", async () => {
    const game = startGame({ variant: "duel", players: 2, seed: 1 });
    await atTable(game, ann);
    fireEvent.click(concedeButton()!);
    fireEvent.click(screen.getByRole("button", { name: "Yes, concede" }));
    expect(sent()).toEqual([{ type: "concede", ref: "concede" }]);
    expect(question()).toBeNull();
    expect(concedeButton()).toBeNull();
    expect(screen.getByText("Conceding…").getAttribute("role")).toBe("status");
  });
});

describe("Concede: nothing lost", () => {
  it("a refusal is shown by the button, offered again; an update doesn't wipe it", async () => {
    const game = startGame({ variant: "duel", players: 2, seed: 1 });
    await atTable(game, ann);
    fireEvent.click(concedeButton()!);
    fireEvent.click(screen.getByRole("button", { name: "Yes, concede" }));
    receive({ type: "error", ref: "concede", code: "unavailable", message: "the table is moving" });
    const refusal = "Not conceded: the table is moving (unavailable).";
    const section = screen.getByRole("region", { name: "Concede" });
    expect(within(section).getByRole("alert").textContent).toBe(refusal);
    // Not the table's error too, which the next update would clear.
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(concedeButton()).not.toBeNull();
    // The game goes on meanwhile: Ann keeps her hand.
    const d = game.decisions()[0];
    const r = game.submit(d.player, d.id, { keep: true });
    expect(r.ok).toBe(true);
    update(game, ann, r.ok ? r.events : []);
    expect(within(section).getByRole("alert").textContent).toBe(refusal);
    // Asked again, the concession is sent again.
    fireEvent.click(concedeButton()!);
    fireEvent.click(screen.getByRole("button", { name: "Yes, concede" }));
    expect(sent()).toEqual([
      { type: "concede", ref: "concede" },
      { type: "concede", ref: "concede" },
    ]);
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it("while the connection is lost a Yes sends nothing and says so; the button is offered again", async () => {
    const game = startGame({ variant: "duel", players: 2, seed: 1 });
    await atTable(game, ann);
    const before = socket();
    act(() => before.close());
    fireEvent.click(concedeButton()!);
    fireEvent.click(screen.getByRole("button", { name: "Yes, concede" }));
    expect(before.sent.slice(1)).toEqual([]);
    expect(screen.getByRole("alert").textContent).toBe(
      "Not conceded: the connection is lost. It is being opened again — try again then.",
    );
    expect(document.activeElement).toBe(concedeButton());
  });
});

describe("Concede: taken", () => {
  it("a duel: the game over as any game's end, the opponent the winner, Play again; no Concede", async () => {
    const game = startGame({ variant: "duel", players: 2, seed: 1 });
    await atTable(game, ann);
    fireEvent.click(concedeButton()!);
    fireEvent.click(screen.getByRole("button", { name: "Yes, concede" }));
    const r = game.concede(0);
    update(game, ann, r.ok ? r.events : []);
    receive({ type: "lobby", table: info(2, "over") });
    const over = screen.getByRole("status", { name: "Game over" });
    expect(within(over).getByText("Bob won.")).toBeTruthy();
    expect(within(over).getByText("Alice: lost (conceded (104.3a))")).toBeTruthy();
    expect(within(over).getByRole("button", { name: "Play again" })).toBeTruthy();
    expect(concedeButton()).toBeNull();
    expect(screen.queryByRole("region", { name: "Stops" })).toBeNull();
    expect(screen.queryByText(/you have left the game/)).toBeNull();
  });

  it("800.4a a Free-for-All: the page says the player has left and the others play on, the table still shown, no decision", async () => {
    const game = startGame({ variant: "free-for-all", players: 3, seed: 1 });
    await atTable(game, ann);
    expect(screen.queryByRole("region", { name: "Concede" })).not.toBeNull();
    expect(screen.queryByRole("region", { name: "Stops" })).not.toBeNull();
    fireEvent.click(concedeButton()!);
    expect(document.getElementById(question()!.getAttribute("aria-describedby")!)?.textContent).toBe(
      "You lose and leave the game; the others play on. It can't be undone.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Yes, concede" }));
    const r = game.concede(0);
    update(game, ann, r.ok ? r.events : []);
    expect(game.isOver()).toBe(false);
    expect(screen.getByText("You conceded: you have left the game; the others play on.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Concede" })).toBeNull();
    // 800.4: no priority is given to a player who has left: no stops to set.
    expect(screen.queryByRole("region", { name: "Stops" })).toBeNull();
    expect(document.querySelector("section.decision")).toBeNull();
    expect(screen.queryByRole("status", { name: "Game over" })).toBeNull();
    // The others' seats as the view shows them, still in the game.
    expect(screen.getAllByText("Bob").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Carol").length).toBeGreaterThan(0);
  });
});
