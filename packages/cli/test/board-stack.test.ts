/**
 * 601.2a / 602.2a on the terminal's board: a spell being cast is on top of the stack while its caster
 * chooses its target — "Lightning Bolt (Ann, being cast)" — for the caster and the opponent alike, and no
 * longer in the caster's hand; an ability being activated likewise. The board showed no stack until the
 * cast was complete, and the Bolt still in the hand. What is chosen as it is cast (modes, by their text, and
 * X, 601.2b; targets, 601.2c; divided damage, 601.2d) is on its line as soon as it is chosen.
 */
import { cardDb } from "@roundtable/cards";
import { Game } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { act, answer, castingGame, choose } from "../../../test/castingGame.ts";
import { renderBoard } from "../src/board.ts";
import { handLines } from "../src/boardLines.ts";
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

describe("601.2b–d the board shows what a spell being cast has chosen so far", () => {
  it("601.2b: Fireball's X as soon as it is chosen, for Ann and Bob, while she chooses its targets", () => {
    const g = castingGame(["fireball"]);
    act(g, "cast", "Fireball");
    answer(g, { value: 1 });
    for (const seat of [0, 1])
      expect(stack(board(g, seat))).toEqual(["Stack (top first):", "     Fireball (Ann, being cast) X=1"]);
  });

  it("601.2b: Thunderbolt's mode while its target is chosen, and on the spell once cast", () => {
    const g = castingGame(["thunderbolt"]);
    act(g, "cast", "Thunderbolt");
    choose(g, "Mode 1");
    const mode1 = "Thunderbolt deals 3 damage to target player or planeswalker.";
    expect(stack(board(g, 1))).toEqual([
      "Stack (top first):",
      `     Thunderbolt (Ann, being cast): ${mode1}`,
    ]);
    choose(g, "Bob");
    expect(stack(board(g, 1))).toEqual(["Stack (top first):", `     Thunderbolt (Ann): ${mode1} → Bob`]);
  });

  it("700.2: Cryptic Command's two modes (choose two) are their text on one line, in the card's order", () => {
    const g = castingGame(["cryptic-command"], ["island", "island", "island", "island"]);
    act(g, "cast", "Cryptic Command");
    choose(g, "Mode 4", "Mode 2");
    const modes = "Return target permanent to its owner's hand. / Draw a card.";
    for (const seat of [0, 1])
      expect(stack(board(g, seat))).toEqual([
        "Stack (top first):",
        `     Cryptic Command (Ann, being cast): ${modes}`,
      ]);
    choose(g, "Grizzly Bears");
    expect(stack(board(g, 1))).toEqual([
      "Stack (top first):",
      `     Cryptic Command (Ann): ${modes} → Grizzly Bears`,
    ]);
  });

  it("601.2c–d: Forked Bolt's targets while Ann divides its damage, then the damage each is dealt", () => {
    const g = castingGame(["forked-bolt"]);
    act(g, "cast", "Forked Bolt");
    choose(g, "Bob", "Grizzly Bears");
    expect(stack(board(g, 1))).toEqual([
      "Stack (top first):",
      "     Forked Bolt (Ann, being cast) → Bob, Grizzly Bears",
    ]);
    answer(g, { amounts: [1, 1] });
    expect(stack(board(g, 1))).toEqual([
      "Stack (top first):",
      "     Forked Bolt (Ann) → Bob (1 damage), Grizzly Bears (1 damage)",
    ]);
  });
});

describe("the hand on the terminal's board", () => {
  it("names the cards with '; ' between them, so a legendary name's comma stays its own (Thalia, Heretic Cathar)", () => {
    const g = Game.fromLayout(cardDb, {
      variant: "duel",
      seed: 1,
      start: 0,
      players: [{ name: "Ann", hand: ["thalia-heretic-cathar", "forest"] }, { name: "Bob" }],
    });
    expect(handLines(g.view(0))).toEqual(["Your hand: Thalia, Heretic Cathar; Forest"]);
  });
});
