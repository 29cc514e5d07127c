// @vitest-environment happy-dom
/**
 * Vanguard (902) at the web table: each seat shows its vanguard card with its hand and life modifiers (211,
 * 212) and its rules text (VanguardLine.tsx), from the view of a real Vanguard game.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { modifier, VanguardLine } from "../../src/components/VanguardLine.tsx";
import { playUntil, startGame } from "../games.ts";
import { renderSeats, seat } from "../seatRail.tsx";

afterEach(cleanup);

describe("the vanguard of each seat (902)", () => {
  it("every seat of a Vanguard game shows its vanguard card, its modifiers and its text", () => {
    const game = startGame({ variant: "vanguard", players: 4, seed: 7 });
    playUntil(game, (g) => g.state.turn.number >= 2);
    const view = game.view(0);
    renderSeats(view);
    for (const p of view.players) {
      const v = p.vanguard!;
      expect(v.name).not.toBeNull();
      const card = within(seat(p.name));
      expect(card.getByText(`◈ ${v.name}`)).toBeTruthy();
      expect(
        card.getByText(`hand ${modifier(v.handModifier)} · life ${modifier(v.lifeModifier)}`),
      ).toBeTruthy();
      expect(card.getByText(`: ${v.text}`)).toBeTruthy();
    }
  });

  it("prints modifiers as the card does, and shows nothing outside a Vanguard game", () => {
    expect([modifier(2), modifier(0), modifier(-4)]).toEqual(["+2", "+0", "−4"]);
    render(
      <VanguardLine
        vanguard={{
          card: "urza",
          name: "Urza",
          text: "{3}: Urza deals 1 damage to any target.",
          handModifier: -1,
          lifeModifier: 10,
        }}
      />,
    );
    expect(screen.getByText("◈ Urza")).toBeTruthy();
    expect(screen.getByText("hand −1 · life +10")).toBeTruthy();
    cleanup();
    const game = startGame({ variant: "free-for-all", players: 3, seed: 2 });
    renderSeats(game.view(0));
    expect(document.querySelector(".vanguard")).toBeNull();
  });
});
