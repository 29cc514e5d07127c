/**
 * 602.5b: a mana ability with "Activate only if …" (Temple of the False God: "{T}: Add {C}{C}. Activate only if
 * you control five or more lands.") — while the condition fails it can't be activated: payment planning doesn't
 * count the permanent as a mana source (mana/mana.ts), and it isn't offered to be activated by hand.
 */
import { describe, expect, it } from "vitest";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { manaSources } from "../src/engine/mana/mana.ts";
import type { Game } from "../src/index.ts";
import { actionNames, advanceTo, perms, table } from "./helpers.ts";

/** The cards of seat 0's mana sources, with what they add. */
function sources(game: Game): string[] {
  return manaSources(makeCtx(game.db, game.state, null), 0).map(
    (s) => `${s.card} ${s.amount}${s.produce.join("")}`,
  );
}

function temple(lands: number): Game {
  const plains = Array.from({ length: lands - 1 }, () => "plains");
  return table(
    [
      { name: "A", hand: ["hedron-archive"], battlefield: perms("temple-of-the-false-god", ...plains) },
      { name: "B" },
    ],
    {
      autoPass: false,
    },
  );
}

describe("602.5b: a mana ability that can be activated only if a condition holds", () => {
  it("602.5b: with four lands Temple of the False God is no mana source, and can't be activated by hand", () => {
    const game = temple(4);
    expect(sources(game)).not.toContain("temple-of-the-false-god 2C");
    const actions = actionNames(advanceTo(game, 1, "main1"));
    expect(actions.some((a) => a.includes("Temple of the False God"))).toBe(false);
    expect(actions).not.toContain("cast Hedron Archive");
  });

  it("602.5b: with five lands it adds {C}{C}, for a payment or by hand", () => {
    const game = temple(5);
    expect(sources(game)).toContain("temple-of-the-false-god 2C");
    const actions = actionNames(advanceTo(game, 1, "main1"));
    expect(actions.some((a) => a.includes("Temple of the False God"))).toBe(true);
    expect(actions).toContain("cast Hedron Archive");
  });
});
