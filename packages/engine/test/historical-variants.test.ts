/**
 * The historical variants our users still play (the 2004 multiplayer rules draft, in
 * ../shared/reference/historical/): Melee (606) and Pentagon (611).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, variantConfig } from "../src/index.ts";

/** The seatings (names in seat order) of games of `variant` begun with seeds 1–8, the players listed A, B, …. */
function seatings(variant: string, n: number): Set<string> {
  const names = "ABCDEFGHIJ".slice(0, n).split("");
  const out = new Set<string>();
  for (let seed = 1; seed <= 8; seed++) {
    const deck = Array.from({ length: 20 }, () => "mountain");
    const game = Game.create(cardDb, { variant, seed, players: names.map((name) => ({ name, deck })) });
    out.add(game.state.players.map((p) => p.name).join(""));
  }
  return out;
}

describe("Melee (2004 draft, 606)", () => {
  it("606.2: the players are seated at random as the game begins", () => {
    expect(seatings("melee", 6).size).toBeGreaterThan(1);
  });

  it("606.1, 606.4, 606.6: six to ten players, range 2, attack left", () => {
    const c = variantConfig("melee", 8);
    expect(c.range).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
    expect(c.attack).toBe("left");
    expect(() => variantConfig("melee", 5)).toThrow(/6–10 players/);
    expect(() => variantConfig("melee", 11)).toThrow(/6–10 players/);
  });
});

describe("Pentagon (2004 draft, 611)", () => {
  const pentagon = (): Game =>
    Game.fromLayout(cardDb, {
      variant: "pentagon",
      seed: 1,
      players: ["A", "B", "C", "D", "E"].map((name) => ({ name })),
      start: 0,
    });

  it("611.2: the players are seated at random as the game begins", () => {
    expect(seatings("pentagon", 5).size).toBeGreaterThan(1);
  });

  it("611.1: each player's opponents are the two seated across; the neighbours are neither", () => {
    const c = variantConfig("pentagon", 5);
    expect(c.opponentsBySeat).toEqual([
      [2, 3],
      [3, 4],
      [4, 0],
      [0, 1],
      [1, 2],
    ]);
    expect(() => variantConfig("pentagon", 6)).toThrow(/5–5 players|needs 5/);
  });

  it("611.5: a player wins when both opponents have lost; the game ends then", () => {
    const g = pentagon();
    g.concede(2); // C: one of A's opponents
    expect(g.state.status).not.toBe("over");
    g.concede(3); // D: A's other opponent — A wins
    expect(g.state.status).toBe("over");
    expect(g.state.winners).toEqual([0]);
  });

  it("611.5: two players may win together — not a draw", () => {
    const g = pentagon();
    g.concede(1); // B
    g.concede(2); // C: E's opponents (B and C) have both lost — E wins
    expect(g.state.winners).toEqual([4]);
    const h = pentagon();
    // B, C and D lose at once (they all had 0 life): A's opponents (C, D) and E's (B, C) are gone.
    for (const p of [1, 2, 3]) h.state.players[p].life = 0;
    h.state.players[0].life = 20;
    h.edited(); // the engine had found no player near losing (704.5a): it looks again
    const d = h.pending()!;
    h.submit(d.player, d.id, { choice: 0 }); // any decision: state-based actions follow
    expect(h.state.winners).toEqual([0, 4]);
    expect(h.state.players.map((p) => p.result)).toEqual(["won", "lost", "lost", "lost", "won"]);
  });
});
