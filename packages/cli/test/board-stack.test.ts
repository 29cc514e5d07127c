/**
 * 601.2a / 602.2a on the terminal's board: a spell being cast is on top of the stack while its caster
 * chooses its target — "Lightning Bolt (Ann, being cast)" — for the caster and the opponent alike, and no
 * longer in the caster's hand; an ability being activated likewise. The board showed no stack until the
 * cast was complete, and the Bolt still in the hand.
 */
import type { Game } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { act, castingGame, choose } from "../../../test/castingGame.ts";
import { renderBoard } from "../src/board.ts";
import { seatingInfo } from "../src/seating.ts";

/** The board's stack: its heading and the lines under it. */
function stack(board: string[]): string[] {
  const at = board.indexOf("Stack (top first):");
  if (at < 0) return [];
  return board.slice(at, at + 1 + board.slice(at + 1).findIndex((l) => !l.startsWith("     ")));
}

const board = (g: Game, seat: number) => renderBoard(g.view(seat), seatingInfo(g.state));

describe("601.2a the board shows a spell being cast", () => {
  it("601.2a: Lightning Bolt being cast is on top of the stack for Ann and Bob, and not in Ann's hand; then a normal entry", () => {
    const g = castingGame();
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
    const g = castingGame();
    act(g, "activate", "Prodigal Sorcerer");
    expect(stack(board(g, 1))).toEqual([
      "Stack (top first):",
      "     ability of Prodigal Sorcerer (Ann, being activated)",
    ]);
  });
});
