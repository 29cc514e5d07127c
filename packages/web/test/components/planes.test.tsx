// @vitest-environment happy-dom
/**
 * Planechase at the web table (Planes.tsx, 901), rendered with views of real engine games: the face-up plane
 * with its type line, Oracle text and planar controller (901.6), the planar decks' sizes only (their order
 * is hidden), and the planar die's roll offered to the active player with its cost (901.9, 116.2i), sent as
 * their answer to the open priority decision.
 */
import type { PlayerView } from "@roundtable/engine";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Planes, planarDieAction } from "../../src/components/Planes.tsx";
import { playUntil, startGame } from "../games.ts";

afterEach(cleanup);

describe("901 the plane and the planar die at the table", () => {
  const game = startGame({ variant: "planechase", players: 3, seed: 2 });
  // The active player with priority in a main phase, the stack empty: they may roll.
  playUntil(game, (g) => {
    const d = g.pending();
    return d?.kind === "priority" && d.actions.some((a) => a.type === "planarDie");
  });
  const seat = game.pending()!.player;
  const view: PlayerView = game.view(seat);
  const otherView: PlayerView = game.view((seat + 1) % 3);
  const pc = view.planechase!;

  it("shows the face-up plane, its text and planar controller, and the planar decks' sizes", () => {
    render(<Planes view={view} />);
    const region = screen.getByRole("region", { name: "Planechase" });
    expect(pc.faceUp).toHaveLength(1);
    const plane = pc.faceUp[0];
    const item = within(region).getByRole("listitem");
    expect(item.textContent).toContain(plane.name);
    expect(item.textContent).toContain(plane.typeLine);
    expect(item.textContent).toContain(`planar controller: ${view.players[plane.controller].name}`);
    expect(plane.controller).toBe(view.turn.active); // 901.6: the active player
    for (const line of plane.text.split("\n")) expect(item.textContent).toContain(line);
    const decks = region.querySelector(".planar-decks")!.textContent;
    expect(decks).toBe(
      `Planar decks: ${pc.deckSizes.map((n, s) => `${view.players[s].name} ${n}`).join(", ")}`,
    );
    // Without a way to answer (a spectator's table), no roll is offered.
    expect(within(region).queryByRole("button")).toBeNull();
  });

  it("offers the roll to the player who may roll, with its cost, and sends it as their choice", () => {
    const roll = planarDieAction(view)!;
    // 116.2i: the first roll of the turn costs {0}.
    expect(roll.action).toEqual({ type: "planarDie", name: "the planar die", cost: 0 });
    const onRoll = vi.fn();
    render(<Planes view={view} onRoll={onRoll} />);
    const button = screen.getByRole("button", { name: "Roll the planar die (costs {0})" });
    fireEvent.click(button);
    expect(onRoll).toHaveBeenCalledWith(roll.index);
    // The engine takes that choice: the planar die is rolled (a planarDie event).
    const r = game.submit(seat, game.pending()!.id, { choice: roll.index });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.events.some((e) => e.type === "planarDie")).toBe(true);
  });

  it("offers no roll to another player, and nothing outside a Planechase game", () => {
    expect(planarDieAction(otherView)).toBeNull();
    const plain = startGame({ variant: "free-for-all", players: 3, seed: 1 });
    const { container } = render(<Planes view={plain.view(0)} />);
    expect(container.innerHTML).toBe("");
  });
});
