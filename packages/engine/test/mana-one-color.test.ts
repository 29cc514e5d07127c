/**
 * 605.3a: "{T}: Add three mana of any one color." (Gilded Lotus) — as the ability resolves its controller chooses
 * one colour, and all three mana are of it: payment planning uses it for {W}{W}{W} or {2}{U}, never {W}{U}.
 */
import { describe, expect, it } from "vitest";
import { emptyPool, parseCost } from "../src/engine/characteristics/manaCost.ts";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { canPay, manaSources } from "../src/engine/mana/mana.ts";
import { advanceTo, perms, submitOk, table, takeAction } from "./helpers.ts";

describe("605.3a: three mana of any one colour", () => {
  it("605.3a: Gilded Lotus pays three mana of one colour, never two colours", () => {
    const game = table([{ name: "A", battlefield: perms("gilded-lotus") }, { name: "B" }]);
    const sources = manaSources(makeCtx(game.db, game.state, null), 0);
    const pays = (cost: string) => canPay(parseCost(cost), emptyPool(), sources);
    expect(pays("{W}{W}{W}")).toBe(true);
    expect(pays("{2}{U}")).toBe(true);
    expect(pays("{G}{G}")).toBe(true);
    expect(pays("{W}{U}")).toBe(false);
    expect(pays("{1}{B}{R}")).toBe(false);
  });

  it("605.3a: activated by hand, the chosen colour is added three times", () => {
    const game = table([{ name: "A", battlefield: perms("gilded-lotus") }, { name: "B" }], {
      autoPass: false,
    });
    advanceTo(game, 1, "main1");
    takeAction(game, "activate", "Gilded Lotus");
    submitOk(game, { choices: [3] });
    expect(game.state.players[0].pool).toEqual({ W: 0, U: 0, B: 0, R: 3, G: 0, C: 0 });
  });
});
