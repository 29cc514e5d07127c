// @vitest-environment happy-dom
/**
 * The monarch, the initiative and the dungeons (Designations.tsx; 725, 726, 309), rendered with views of
 * real engine games: who is the monarch, who has the initiative, each player's dungeon and the room of their
 * venture marker with where it leads, and the dungeons they completed; nothing while nobody has any.
 */
import { cardDb } from "@roundtable/cards";
import { Game, type TableLayout } from "@roundtable/engine";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Designations } from "../../src/components/Designations.tsx";
import { playUntil, startGame } from "../games.ts";

afterEach(cleanup);

const layout: TableLayout = {
  variant: "free-for-all",
  seed: 1,
  monarch: 1,
  initiative: 2,
  players: [
    { name: "Ann" },
    { name: "Bob", completedDungeons: ["undercity"] },
    { name: "Cy", dungeon: { card: "undercity", room: 1 } },
  ],
};

describe("725, 726, 309: the designations and the dungeons at the table", () => {
  it("names the monarch and the player with the initiative, and each dungeon's room and where it leads", () => {
    const view = Game.fromLayout(cardDb, layout).view(0);
    expect(view.monarch).toBe(1);
    expect(view.initiative).toBe(2);
    render(<Designations view={view} />);
    const region = screen.getByRole("region", { name: "Monarch, initiative and dungeons" });
    const items = within(region).getAllByRole("listitem");
    expect(items.map((li) => li.className)).toEqual(["monarch", "initiative", "dungeon", "dungeon"]);
    expect(items[0].textContent).toContain("The monarch: Bob");
    expect(items[1].textContent).toContain("The initiative: Cy");
    // Bob completed the Undercity (309.7); Cy's marker is on the Forge, which leads to Trap! or Arena.
    expect(items[2].textContent).toBe("Bob: completed: Undercity");
    expect(items[3].textContent).toBe("Cy: Undercity — Forge (leads to Trap! or Arena; room 2 of 9)");
  });

  it("shows the bottommost room as such while its room ability waits (309.6)", () => {
    // Ann has the initiative on the Catacombs: her upkeep venture reaches Throne of the Dead Three.
    const game = Game.fromLayout(cardDb, {
      ...layout,
      initiative: 0,
      autoPass: false,
      players: [{ name: "Ann", dungeon: { card: "undercity", room: 7 } }, { name: "Bob" }, { name: "Cy" }],
    });
    playUntil(game, (g) => g.view(0).players[0].dungeon?.room === 8);
    const view = game.view(1);
    const { container } = render(<Designations view={view} />);
    expect(container.querySelector(".venture")?.textContent).toBe(
      " Undercity — Throne of the Dead Three (the bottommost room; room 9 of 9)",
    );
  });

  it("renders nothing in a game without a monarch, an initiative or a dungeon (725.1, 726.1)", () => {
    const view = startGame({ variant: "free-for-all", players: 4, seed: 3 }).view(0);
    const { container } = render(<Designations view={view} />);
    expect(container.innerHTML).toBe("");
  });
});
