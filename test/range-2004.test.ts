/**
 * The 2004 draft's range rules (VariantConfig.rangeRules "2004", 2004 draft 601) where no scenario file
 * reaches: a declared loop (104.4b). 601 has no rule like today's 801.16, so under it a loop is a draw for
 * the whole table; under 801.16 only for the loop's controllers and the players in their ranges.
 */
import { describe, expect, it } from "vitest";
import { firstTurn } from "./support.ts";

describe("a declared loop with a limited range of influence", () => {
  it("2004 draft 601 (no rule like 801.16): in Melee (range 2, six players) a loop is a draw for every player", () => {
    const game = firstTurn({ variant: "melee", players: 6 }, 3);
    expect(game.state.config.rangeRules).toBe("2004");
    expect(game.declareLoop([0]).ok).toBe(true);
    expect(game.state.status).toBe("over");
    expect(game.state.players.map((p) => p.result)).toEqual(Array(6).fill("draw"));
  });

  it("801.16: at Melee's table under today's rules the loop is a draw for seat 0 and the players in its range; seat 3 plays on and, alone, wins", () => {
    const game = firstTurn({ variant: "free-for-all", players: 6, range: 2, attack: "left" }, 3);
    expect(game.state.config.rangeRules).toBe("801");
    expect(game.declareLoop([0]).ok).toBe(true);
    expect(game.state.players.map((p) => p.result)).toEqual(["draw", "draw", "draw", "won", "draw", "draw"]);
  });
});
