/**
 * 601.2a / 602.2a on the terminal's board: a spell being cast is on top of the stack while its caster
 * chooses its target — "Lightning Bolt (Ann, being cast)" — for the caster and the opponent alike, and no
 * longer in the caster's hand; an ability being activated likewise. The board showed no stack until the
 * cast was complete, and the Bolt still in the hand.
 */
import { cardDb } from "@roundtable/cards";
import { type Decision, Game } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { renderBoard } from "../src/board.ts";
import { seatingInfo } from "../src/seating.ts";

/** Ann, in her first main phase, with Shock, Lightning Bolt, two Mountains and a Prodigal Sorcerer; Bob with Grizzly Bears. */
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

function act(g: Game, type: "cast" | "activate", name: string): void {
  const d = g.pending() as Extract<Decision, { kind: "priority" }>;
  answer(g, { choice: d.actions.findIndex((a) => a.type === type && "name" in a && a.name === name) });
}

function choose(g: Game, label: string): void {
  const d = g.pending() as Extract<Decision, { kind: "choose" }>;
  answer(g, { choices: [d.options.findIndex((o) => o.label.startsWith(label))] });
}

/** The board's stack: its heading and the lines under it. */
function stack(board: string[]): string[] {
  const at = board.indexOf("Stack (top first):");
  if (at < 0) return [];
  return board.slice(at, at + 1 + board.slice(at + 1).findIndex((l) => !l.startsWith("     ")));
}

const board = (g: Game, seat: number) => renderBoard(g.view(seat), seatingInfo(g.state));

describe("601.2a the board shows a spell being cast", () => {
  it("601.2a: Lightning Bolt being cast is on top of the stack for Ann and Bob, and not in Ann's hand; then a normal entry", () => {
    const g = game();
    act(g, "cast", "Shock");
    choose(g, "Grizzly Bears");
    act(g, "cast", "Lightning Bolt");
    for (const seat of [0, 1])
      expect(stack(board(g, seat))).toEqual([
        "Stack (top first):",
        "     Lightning Bolt (Ann, being cast)",
        "     Shock (Ann) → Grizzly Bears",
      ]);
    expect(board(g, 0)).toContain("Your hand: (empty)");
    expect(board(g, 1).find((l) => l.startsWith("1. Ann"))).toMatch(/: life 20 {2}hand 0 /);
    choose(g, "Bob");
    expect(stack(board(g, 1))).toEqual([
      "Stack (top first):",
      "     Lightning Bolt (Ann) → Bob",
      "     Shock (Ann) → Grizzly Bears",
    ]);
  });

  it("602.2a: Prodigal Sorcerer's ability being activated is on the stack, 'being activated'", () => {
    const g = game();
    act(g, "activate", "Prodigal Sorcerer");
    expect(stack(board(g, 1))).toEqual([
      "Stack (top first):",
      "     ability of Prodigal Sorcerer (Ann, being activated)",
    ]);
  });
});
