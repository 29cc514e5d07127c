// @vitest-environment happy-dom
/**
 * Archenemy (904): the archenemy's schemes at the web table (Schemes.tsx), rendered with views of a real
 * engine game — the scheme deck's size only (904.4), the scheme set in motion last (904.9), the schemes face
 * up (904.10, 904.11) — and on the archenemy's seat card, not on the team's.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Schemes } from "../../src/components/Schemes.tsx";
import { SeatCard } from "../../src/components/SeatCard.tsx";
import { summarise } from "../../src/table/seating.ts";
import { playUntil, startGame } from "../games.ts";

afterEach(cleanup);

describe("904 the archenemy's schemes", () => {
  const game = startGame({ variant: "archenemy", players: 4, seed: 3 });
  // The first scheme is face up, its "When you set this scheme in motion" ability not yet resolved (904.10).
  playUntil(game, (g) => (g.tableView().players[0].archenemy?.faceUp.length ?? 0) > 0);
  const view = game.view(1);
  const archenemy = view.players[0].archenemy!;

  it("the deck's size, the scheme just set in motion, and the face-up schemes", () => {
    expect(archenemy.schemeDeckCount).toBe(19);
    render(<Schemes name="Alice" schemes={archenemy} />);
    const region = screen.getByRole("region", { name: "Alice's schemes" });
    expect(region.textContent).toContain("archenemy · schemes 19");
    expect(region.textContent).toContain(`set in motion: ${archenemy.lastSetInMotion!.name}`);
    const faceUp = within(region).getByRole("list", { name: "Alice's face-up schemes" });
    expect(
      within(faceUp)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(archenemy.faceUp.map((c) => c.name));
  });

  it("nothing for a player who isn't an archenemy", () => {
    const { container } = render(<Schemes name="Bob" schemes={null} />);
    expect(container.textContent).toBe("");
  });

  it("the archenemy's seat card shows them; the team's don't", () => {
    const seats = summarise(view);
    render(
      <ul>
        {seats.map((s) => (
          <SeatCard
            key={s.seat}
            s={s}
            shared={{ life: false, poison: false }}
            focus={false}
            onFocus={() => {}}
          />
        ))}
      </ul>,
    );
    expect(
      screen.getAllByRole("region", { name: /'s schemes$/ }).map((r) => r.getAttribute("aria-label")),
    ).toEqual([`${view.players[0].name}'s schemes`]);
  });
});
