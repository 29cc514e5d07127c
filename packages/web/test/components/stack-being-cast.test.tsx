// @vitest-environment happy-dom
/**
 * 601.2a / 602.2a at the table: a spell being cast is on top of the stack while its caster chooses its
 * targets — "Lightning Bolt (being cast by Ann)" in the stack panel (StackList.tsx), in every recipient's
 * view — and an ability being activated likewise. The panel said "Stack: empty" (or showed only what was
 * there before) until the cast was complete. Views of a real engine game.
 */
import type { PlayerView } from "@roundtable/engine";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { act, castingGame, choose } from "../../../../test/castingGame.ts";
import { StackList } from "../../src/components/StackList.tsx";
import { arrowsOf } from "../../src/table/arrows.ts";

afterEach(cleanup);

const items = (view: PlayerView) => {
  cleanup();
  render(<StackList view={view} stack={view.stack} label="Stack" />);
  return [...screen.getByRole("list", { name: "Stack" }).querySelectorAll("li")];
};

describe("601.2a the stack panel shows a spell being cast", () => {
  it("601.2a: Lightning Bolt being cast is on top, 'being cast by Ann', for Ann, Bob and a spectator; then a normal entry", () => {
    const g = castingGame();
    act(g, "cast", "Shock");
    choose(g, "Grizzly Bears");
    act(g, "cast", "Lightning Bolt");
    expect(g.pending()!.kind).toBe("choose"); // Ann chooses the Bolt's target
    for (const seat of [0, 1, null]) {
      const view = g.view(seat);
      const lis = items(view);
      expect(lis.map((li) => li.textContent)).toEqual(["Lightning Bolt (being cast by Ann)", "Shock (Ann)"]);
      expect(lis.map((li) => li.className)).toEqual(["announcing", ""]);
      // It names no object yet: no anchor for an arrow; Shock's target arrow is the only one.
      expect(lis[0].hasAttribute("data-object")).toBe(false);
      expect(Number(lis[1].getAttribute("data-object"))).toBe(view.stack[0].id);
      expect(arrowsOf(view).map((a) => a.label)).toEqual(["Shock targets Grizzly Bears"]);
    }
    choose(g, "Bob");
    const view = g.view(1);
    const lis = items(view);
    expect(lis.map((li) => li.textContent)).toEqual(["Lightning Bolt (Ann)", "Shock (Ann)"]);
    expect(lis.map((li) => li.className)).toEqual(["", ""]);
    expect(Number(lis[0].getAttribute("data-object"))).toBe(view.stack[1].id);
  });

  it("602.2a: Prodigal Sorcerer's ability being activated is 'being activated by Ann'; the empty stack no longer says empty", () => {
    const g = castingGame();
    render(<StackList view={g.view(1)} stack={g.view(1).stack} label="Stack" />);
    expect(screen.getByText("Stack: empty")).toBeTruthy();
    act(g, "activate", "Prodigal Sorcerer");
    expect(items(g.view(1)).map((li) => li.textContent)).toEqual([
      "Prodigal Sorcerer (being activated by Ann)",
    ]);
    choose(g, "Grizzly Bears");
    expect(items(g.view(1)).map((li) => li.textContent)).toEqual(["Prodigal Sorcerer (Ann) — activated"]);
  });
});
