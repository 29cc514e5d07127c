/**
 * What conceding does, as the page says it (table/concession.ts), against the engine's own games: the
 * confirmation's sentence for the variant in force, checked against what the engine does when that player
 * concedes (who leaves, whether the game ends) — 104.3a alone in a duel and a Free-for-All, 810.8b the
 * whole team in Two-Headed Giant, 809.5b an emperor's team with them but a general alone, 2004 draft 611.5
 * a Pentagon game over once a player has no opponent left; and the line a player who has left reads while
 * the others play on (800.4a). The page reads what the views say of each player (`losesWith`,
 * `lossEndsGame`), which the engine's own tests check across the variants (loss-outcomes-in-views.test.ts).
 */
import type { Game } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { concessionWords, leftLine } from "../src/table/concession.ts";
import { startGame, type TableOptions } from "./games.ts";

/** The sentence for `seat`, and what the engine then does when `seat` concedes: who leaves, whether it ends. */
function conceding(t: TableOptions, seat: number, before: (g: Game) => void = () => {}) {
  const game = startGame(t);
  before(game);
  const words = concessionWords(game.view(seat), seat);
  const inGame = game.state.players.flatMap((p, i) => (p.left ? [] : [i]));
  expect(game.concede(seat).ok).toBe(true);
  const left = inGame.filter((p) => game.state.players[p].left);
  return { words, left, over: game.isOver(), view: game.view(seat) };
}

describe("concessionWords: the confirmation says what conceding does", () => {
  it("104.3a a duel: you lose, and the game ends", () => {
    const r = conceding({ variant: "duel", players: 2, seed: 1 }, 0);
    expect(r.words).toBe("You lose, and the game ends.");
    expect(r).toMatchObject({ left: [0], over: true });
  });

  it("104.3a, 800.4a a Free-for-All: you lose and leave the game, the others play on", () => {
    const r = conceding({ variant: "free-for-all", players: 4, seed: 1 }, 2);
    expect(r.words).toBe("You lose and leave the game; the others play on.");
    expect(r).toMatchObject({ left: [2], over: false });
  });

  it("104.2a a Free-for-All down to two players: the game ends", () => {
    const r = conceding({ variant: "free-for-all", players: 3, seed: 1 }, 0, (g) => {
      expect(g.concede(1).ok).toBe(true);
    });
    expect(r.words).toBe("You lose, and the game ends.");
    expect(r).toMatchObject({ left: [0], over: true });
  });

  it("810.8b Two-Headed Giant: your team loses, your teammate leaves with you, and the game ends", () => {
    const r = conceding({ variant: "two-headed-giant", players: 4, seed: 1 }, 2);
    expect(r.words).toBe(
      "Your team loses: you and Dave leave the game (players lose only as a team), and the game ends.",
    );
    expect(r).toMatchObject({ left: [2, 3], over: true });
  });

  it("809.5b Emperor: an emperor's team loses with them; a general leaves alone and the team plays on", () => {
    const emperor = conceding({ variant: "emperor", players: 6, seed: 1 }, 1);
    expect(emperor.words).toBe(
      "Your team loses: you, Alice and Carol leave the game (a team loses with its emperor), and the game ends.",
    );
    expect(emperor).toMatchObject({ left: [0, 1, 2], over: true });
    const general = conceding({ variant: "emperor", players: 6, seed: 1 }, 0);
    expect(general.words).toBe("You lose and leave the game; your team plays on without you.");
    expect(general).toMatchObject({ left: [0], over: false });
    // 809.1: two or more teams — with three, the other two play on.
    const three = conceding({ variant: "emperor", players: 9, seed: 1 }, 1);
    expect(three.words).toBe(
      "Your team loses: you, Alice and Carol leave the game (a team loses with its emperor); the others play on.",
    );
    expect(three).toMatchObject({ left: [0, 1, 2], over: false });
  });

  it("2004 draft 611.5 Pentagon: when a player would be left with no opponent, the game ends", () => {
    const first = conceding({ variant: "pentagon", players: 5, seed: 1 }, 3);
    expect(first.words).toBe("You lose and leave the game; the others play on.");
    expect(first).toMatchObject({ left: [3], over: false });
    // Seat 1's opponents are seats 3 and 4: it wins, though seats 0 and 2 still oppose each other.
    const last = conceding({ variant: "pentagon", players: 5, seed: 1 }, 4, (g) => {
      expect(g.concede(3).ok).toBe(true);
    });
    expect(last.words).toBe("You lose, and the game ends.");
    expect(last).toMatchObject({ left: [4], over: true });
  });

  it("808 Team vs. Team: a player leaves alone; the last of a team ends the game", () => {
    const first = conceding({ variant: "team-vs-team", players: 4, seed: 1 }, 0);
    expect(first.words).toBe("You lose and leave the game; your team plays on without you.");
    expect(first).toMatchObject({ left: [0], over: false });
    const last = conceding({ variant: "team-vs-team", players: 4, seed: 1 }, 1, (g) => {
      expect(g.concede(0).ok).toBe(true);
    });
    expect(last.words).toBe("You lose, and the game ends.");
    expect(last).toMatchObject({ left: [1], over: true });
  });
});

describe("leftLine: a player who has left a game that goes on is told so (800.4a)", () => {
  it("after conceding: the others play on; nothing while still in the game, once it is over, or for a spectator", () => {
    const game = startGame({ variant: "free-for-all", players: 3, seed: 1 });
    expect(leftLine(game.view(0))).toBeNull();
    expect(game.concede(0).ok).toBe(true);
    expect(leftLine(game.view(0))).toBe("You conceded: you have left the game; the others play on.");
    expect(leftLine(game.view(null))).toBeNull();
    expect(leftLine(game.view(1))).toBeNull();
    expect(game.concede(1).ok).toBe(true);
    expect(game.isOver()).toBe(true);
    expect(leftLine(game.view(0))).toBeNull();
  });

  it("after another loss: what it was, as the game recorded it", () => {
    const game = startGame({ variant: "free-for-all", players: 3, seed: 1 });
    const view = game.view(0);
    const me = { ...view.players[0], left: true, result: "lost" as const, reason: "life total 0 or less" };
    expect(leftLine({ ...view, players: [me, ...view.players.slice(1)] })).toBe(
      "You lost (life total 0 or less): you have left the game; the others play on.",
    );
  });
});
