// @vitest-environment happy-dom
/**
 * 601.2a / 602.2a at the table: a spell being cast is on top of the stack while its caster chooses its
 * targets — "Lightning Bolt (being cast by Ann)" in the stack panel (StackList.tsx), in every recipient's
 * view — and an ability being activated likewise. The panel said "Stack: empty" (or showed only what was
 * there before) until the cast was complete. Views of a real engine game.
 */
import { cardDb } from "@roundtable/cards";
import { type Decision, Game, type PlayerView } from "@roundtable/engine";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StackList } from "../../src/components/StackList.tsx";
import { arrowsOf } from "../../src/table/arrows.ts";

afterEach(cleanup);

/** Ann, to act in her first main phase, with two Mountains and a Prodigal Sorcerer; Bob with Grizzly Bears. */
function game(): Game {
  const g = Game.fromLayout(cardDb, {
    variant: "duel",
    seed: 1,
    start: 0,
    autoPass: false,
    players: [
      {
        name: "Ann",
        hand: ["shock", "lightning-bolt"],
        battlefield: [{ card: "mountain" }, { card: "mountain" }, { card: "prodigal-sorcerer" }],
      },
      { name: "Bob", battlefield: [{ card: "grizzly-bears" }] },
    ],
  });
  while (g.state.turn.step !== "main1") answer(g, { choice: 0 });
  return g;
}

function answer(g: Game, a: { choice: number } | { choices: number[] }): void {
  const d = g.pending()!;
  const r = g.submit(d.player, d.id, a);
  if (!r.ok) throw new Error(r.message);
}

/** Takes the priority action of this type and name. */
function act(g: Game, type: "cast" | "activate", name: string): void {
  const d = g.pending() as Extract<Decision, { kind: "priority" }>;
  answer(g, { choice: d.actions.findIndex((a) => a.type === type && "name" in a && a.name === name) });
}

/** Chooses the option whose label begins with `label`. */
function choose(g: Game, label: string): void {
  const d = g.pending() as Extract<Decision, { kind: "choose" }>;
  answer(g, { choices: [d.options.findIndex((o) => o.label.startsWith(label))] });
}

const items = (view: PlayerView) => {
  cleanup();
  render(<StackList view={view} stack={view.stack} label="Stack" />);
  return [...screen.getByRole("list", { name: "Stack" }).querySelectorAll("li")];
};

describe("601.2a the stack panel shows a spell being cast", () => {
  it("601.2a: Lightning Bolt being cast is on top, 'being cast by Ann', for Ann, Bob and a spectator; then a normal entry", () => {
    const g = game();
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
    const g = game();
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
