/**
 * 305.2, 305.2a: a player can play one land each turn, and continuous effects may increase the number —
 * Exploration ("an additional land"), Azusa, Lost but Seeking ("two additional lands"), which add up — only on
 * their controller's own turns; a land play is legal while the lands played this turn are fewer (305.2b).
 */
import { describe, expect, it } from "vitest";
import type { Game } from "../src/index.ts";
import { actionNames, advanceTo, perms, table, takeAction } from "./helpers.ts";

const FORESTS = ["forest", "forest", "forest", "forest", "forest"];

/** How many lands seat 0 plays in its first main phase, playing a Forest while it may. */
function landsPlayed(game: Game): number {
  advanceTo(game, 1, "main1");
  let n = 0;
  while (actionNames(game.pending()!).includes("play Forest")) {
    takeAction(game, "play", "Forest");
    n++;
  }
  return n;
}

describe("305.2: additional land plays", () => {
  it("305.2: one land a turn without such an effect", () => {
    const game = table([{ name: "A", hand: FORESTS }, { name: "B" }], { autoPass: false });
    expect(landsPlayed(game)).toBe(1);
  });

  it("305.2: Exploration allows one more; Azusa two more; both together four lands", () => {
    const one = table([{ name: "A", hand: FORESTS, battlefield: perms("exploration") }, { name: "B" }], {
      autoPass: false,
    });
    expect(landsPlayed(one)).toBe(2);
    const azusa = perms("azusa-lost-but-seeking");
    const two = table([{ name: "A", hand: FORESTS, battlefield: azusa }, { name: "B" }], { autoPass: false });
    expect(landsPlayed(two)).toBe(3);
    const both = table(
      [{ name: "A", hand: FORESTS, battlefield: [...azusa, ...perms("exploration")] }, { name: "B" }],
      {
        autoPass: false,
      },
    );
    expect(landsPlayed(both)).toBe(4);
  });

  it('305.2: an opponent\'s Exploration gives no land play ("each of your turns")', () => {
    const game = table(
      [
        { name: "A", hand: FORESTS },
        { name: "B", battlefield: perms("exploration") },
      ],
      {
        autoPass: false,
      },
    );
    expect(landsPlayed(game)).toBe(1);
  });
});
