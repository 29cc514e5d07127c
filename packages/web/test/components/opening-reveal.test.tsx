// @vitest-environment happy-dom
/**
 * 103.6b at the web table: the cards a player revealed from their opening hand (Chancellor of the Dross) show
 * at their seat (OpeningReveals.tsx) as card chips with their rules text — to the player, to their opponent
 * and to a spectator — from the time they are revealed until the first turn begins, from the views of a
 * real engine game; the hand's other cards stay a count.
 */
import { cardDb, cardText } from "@roundtable/cards";
import { type Decision, Game } from "@roundtable/engine";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderSeats, seat } from "../seatRail.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DROSS = "chancellor-of-the-dross";
const REGION = /'s cards revealed from their opening hand$/;

/**
 * Ann holds a Chancellor of the Dross and a Swamp, Bob a Leyline of the Void: after Ann reveals hers the
 * step goes on (Bob is asked about his Leyline), the Chancellor revealed meanwhile.
 */
function opening(): Game {
  const library = Array.from({ length: 10 }, () => "swamp");
  return Game.fromLayout(cardDb, {
    variant: "duel",
    options: {},
    seed: 1,
    start: 0,
    autoPass: false,
    players: [
      { name: "Ann", hand: [DROSS, "swamp"], library },
      { name: "Bob", hand: ["leyline-of-the-void"], library },
    ],
    mulligans: {},
  });
}

function answer(game: Game, d: Decision | null, a: Parameters<Game["submit"]>[2]): void {
  if (d === null) throw new Error("no decision");
  const r = game.submit(d.player, d.id, a);
  if (!r.ok) throw new Error(r.message);
}

/** The regions of revealed cards in the seat rail as `viewer` (null: a spectator) sees it. */
function revealedRegions(game: Game, viewer: number | null): (string | null)[] {
  renderSeats(game.view(viewer));
  const regions = screen.queryAllByRole("region", { name: REGION }).map((r) => r.getAttribute("aria-label"));
  cleanup();
  return regions;
}

describe("103.6b: cards revealed from an opening hand, at their player's seat", () => {
  it("shown to every player and spectator while revealed, and not before nor once the first turn begins", () => {
    const game = opening();
    for (let d = game.pending(); d?.kind === "mulligan"; d = game.pending()) answer(game, d, { keep: true });
    expect(game.pending()).toMatchObject({ purpose: "openingReveal", player: 0 });
    for (const viewer of [0, 1, null]) expect(revealedRegions(game, viewer)).toEqual([]);

    answer(game, game.pending(), { choices: [0] });
    expect(game.pending()).toMatchObject({ purpose: "openingHand", player: 1 });
    for (const viewer of [0, 1, null]) {
      renderSeats(game.view(viewer));
      const ann = within(seat("Ann"));
      expect(ann.getByText("hand 2 · library 10", { exact: false })).toBeTruthy();
      const region = ann.getByRole("region", { name: "Ann's cards revealed from their opening hand" });
      expect(region.textContent).toContain("Revealed from opening hand:");
      // A card chip (Card.tsx) with its rules text behind its info button; the Swamp stays hidden.
      const chips = within(region).getAllByRole("button", { name: /^Chancellor of the Dross/ });
      expect(chips.map((b) => b.getAttribute("title"))).toEqual(["Chancellor of the Dross"]);
      expect(
        within(region).getByRole("button", { name: "Rules text of Chancellor of the Dross" }),
      ).toBeTruthy();
      expect(region.textContent).not.toContain("Swamp");
      expect(within(seat("Bob")).queryByRole("region", { name: REGION })).toBeNull();
      cleanup();
    }

    answer(game, game.pending(), { choices: [0] });
    expect(game.state.turn.number).toBe(1);
    for (const viewer of [0, 1, null]) expect(revealedRegions(game, viewer)).toEqual([]);
  });

  it("a revealed card's info button opens its rules text, as on any card", async () => {
    vi.stubGlobal("fetch", async (url: string) => {
      const def = cardDb.get(decodeURIComponent(url.replace("/api/cards/", "")));
      return new Response(JSON.stringify(def && cardText(def)), { status: def ? 200 : 404 });
    });
    const game = opening();
    for (let d = game.pending(); d?.kind === "mulligan"; d = game.pending()) answer(game, d, { keep: true });
    answer(game, game.pending(), { choices: [0] });
    renderSeats(game.view(null));
    fireEvent.click(screen.getByRole("button", { name: "Rules text of Chancellor of the Dross" }));
    await act(async () => {});
    const tip = await screen.findByRole("tooltip");
    expect(tip.textContent).toContain("at the beginning of the first upkeep");
  });
});
