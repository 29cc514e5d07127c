// @vitest-environment happy-dom
/**
 * The seat rail (Seats.tsx, SeatCard.tsx) rendered with views of real engine games: what a person reads on
 * each seat — life, poison, team letter, role (809.2), out of range (801.2c), departed (800.4a), and a
 * shared life total shown once per team (810.4).
 */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playUntil, startGame } from "../games.ts";
import { renderSeats, seat } from "../seatRail.tsx";

afterEach(cleanup);

describe("the seat rail", () => {
  it("a Free-for-All seat shows its life, poison, hand and library, who is active and has priority, and a departed player is marked", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 3 });
    playUntil(game, (g) => g.state.turn.number >= 2);
    expect(game.concede(2).ok).toBe(true);
    const view = game.view(0);
    // One real view, one field changed: poison counters (none of the ready decks gives any this early).
    view.players[1] = { ...view.players[1], poison: 3 };
    renderSeats(view);
    const [me, ben, cat] = view.players;
    expect(screen.getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual([
      `${me.name} (you)`,
      view.players[1].name,
      view.players[3].name,
      cat.name, // departed: last
    ]);
    expect(seat(me.name).textContent).toContain(
      `♥ ${me.life} · hand ${me.handCount} · library ${me.libraryCount}`,
    );
    expect(seat(ben.name).textContent).toContain(`♥ ${ben.life} · ☠ 3 · hand`);
    expect(seat(me.name).textContent).not.toContain("☠");
    expect(within(seat(cat.name)).getByText(/^left/).textContent).toBe("left: lost");
    expect(seat(me.name).textContent).not.toContain("left");
    // Who is active and who has priority, in words.
    for (const p of view.players) {
      const marks = [...seat(p.name).querySelectorAll(".mark")].map((m) => m.textContent);
      expect(marks.includes("active")).toBe(p.seat === view.turn.active);
      expect(marks.includes("priority")).toBe(p.seat === view.turn.priority);
    }
    expect(view.turn.priority).not.toBeNull();
    // No ranges, no teams, no roles in a Free-for-All.
    expect(screen.queryByText("out of range")).toBeNull();
    expect(screen.queryByTitle(/^team /)).toBeNull();
  });

  it("404.2, 106.4: a seat shows its graveyard's size, and the mana in its pool while there is any", () => {
    const game = startGame({ variant: "free-for-all", players: 4, seed: 3 });
    playUntil(game, (g) => g.state.players.some((p) => p.graveyard.length > 0));
    const view = game.view(0);
    // One real view, one field changed: mana left in a pool (the random bots' pools empty between decisions).
    view.players[1] = { ...view.players[1], mana: "{R}{R}" };
    renderSeats(view);
    // Each line of a seat's card.
    const lines = (name: string) => [...seat(name).children].map((line) => line.textContent);
    for (const p of view.players)
      expect(lines(p.name)).toContain(
        `graveyard ${p.graveyard.length}${p.seat === 1 ? " · mana pool {R}{R}" : ""}`,
      );
    expect(view.players.some((p) => p.graveyard.length > 0)).toBe(true);
    expect(seat(view.players[0].name).textContent).not.toContain("mana pool");
  });

  it("809.2, 801.2c: an Emperor table shows each seat's team letter and role, and the seats out of my range of 1", () => {
    const game = startGame({ variant: "emperor", players: 6, seed: 1, range: 1 });
    playUntil(game, (g) => g.view(0).players[0].inRange !== null);
    const view = game.view(0);
    renderSeats(view);
    const roles = view.config.roles!;
    const inRange = new Set(view.players[0].inRange);
    expect(inRange.size).toBe(3); // me and my two neighbours (801.2a)
    for (const p of view.players) {
      const card = seat(p.name);
      expect(within(card).getByText(roles[p.seat]).className).toContain("role");
      expect(within(card).getByTitle(/^team /).textContent).toBe(`team ${p.team === 0 ? "A" : "B"}`);
      expect(within(card).queryByText("out of range") !== null).toBe(!inRange.has(p.seat));
      expect(card.className.includes(" out") || card.className.startsWith("out")).toBe(!inRange.has(p.seat));
    }
    expect(screen.getAllByText("emperor")).toHaveLength(2);
    expect(screen.getAllByText("general")).toHaveLength(4);
    expect(screen.getAllByText("out of range")).toHaveLength(3);
  });

  it("810.4: Two-Headed Giant shows each team's one life total once, above its players, and no life on a player", () => {
    const game = startGame({ variant: "two-headed-giant", players: 4, seed: 1 });
    playUntil(game, (g) => g.state.players.some((p) => p.life !== 30));
    const view = game.view(2);
    renderSeats(view);
    const teams = screen.getAllByRole("list", { name: /^Team [AB]$/ });
    // My team first.
    expect(teams.map((t) => t.getAttribute("aria-label"))).toEqual(["Team B", "Team A"]);
    const lives = [...document.querySelectorAll(".team-life")].map((e) => e.textContent);
    expect(lives).toEqual([
      `team B team life ♥ ${view.players[2].life}`,
      `team A team life ♥ ${view.players[0].life}`,
    ]);
    expect(view.players[0].life).not.toBe(view.players[2].life);
    for (const p of view.players) expect(seat(p.name).textContent).not.toContain("♥");
    expect(
      within(teams[0])
        .getAllByRole("listitem")
        .map((li) => li.getAttribute("aria-label")),
    ).toEqual([`${view.players[2].name} (you)`, view.players[3].name]);
  });

  it("a click on a seat's name puts it in focus", () => {
    const game = startGame({ variant: "free-for-all", players: 3, seed: 2 });
    const onFocus = vi.fn();
    const view = game.view(0);
    renderSeats(view, onFocus);
    fireEvent.click(screen.getByRole("button", { name: view.players[2].name }));
    expect(onFocus).toHaveBeenCalledWith(2);
  });

  it("903: a Commander seat shows its commander with the tax of its next cast, and the commander damage it took", () => {
    const game = startGame({ variant: "commander", players: 4, seed: 5 });
    playUntil(game, (g) => g.state.turn.number >= 2);
    const view = game.view(0);
    const mine = view.players[0].commander!;
    expect(mine.name).not.toBeNull();
    // One real view, two fields changed: a tax of {4} (two casts) and 21 damage from seat 1's commander.
    const theirs = view.players[1].commander!;
    view.players[0] = { ...view.players[0], commander: { ...mine, tax: 4 } };
    view.players[2] = {
      ...view.players[2],
      commander: {
        ...view.players[2].commander!,
        damage: [{ owner: 1, card: theirs.card!, name: theirs.name!, amount: 21 }],
      },
    };
    renderSeats(view);
    expect(within(seat(view.players[0].name)).getByText(`⚔ ${mine.name} · tax {4}`)).toBeTruthy();
    // 702.124: a second commander (partner) is shown too, with its own tax (702.124d).
    view.players[1] = {
      ...view.players[1],
      commander: {
        ...theirs,
        partner: { card: "ishai-ojutai-dragonspeaker", name: "Ishai, Ojutai Dragonspeaker", tax: 2 },
      },
    };
    cleanup();
    renderSeats(view);
    expect(
      within(seat(view.players[1].name)).getByText("⚔ Ishai, Ojutai Dragonspeaker · tax {2}"),
    ).toBeTruthy();
    const hit = within(seat(view.players[2].name)).getByText(`${theirs.name}: 21/21`);
    expect(hit.className).toContain("lethal");
  });
});
