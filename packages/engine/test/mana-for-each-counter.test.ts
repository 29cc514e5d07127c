/**
 * 605.3a: "{T}: Add {C} for each charge counter on this artifact." (Everflowing Chalice) — the ability counts the
 * counters on its source as it resolves: activated by hand it adds that much, and payment planning counts the source
 * for that much; with no counter it adds no mana (106.5), so no payment counts on it.
 */
import { describe, expect, it } from "vitest";
import { emptyPool, parseCost } from "../src/engine/characteristics/manaCost.ts";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { canPay, manaSources } from "../src/engine/mana/mana.ts";
import type { Game } from "../src/index.ts";
import { advanceTo, table, takeAction } from "./helpers.ts";

function game(charge: number): Game {
  const chalice = { card: "everflowing-chalice", ...(charge > 0 ? { counters: { charge } } : {}) };
  return table([{ name: "A", battlefield: [chalice] }, { name: "B" }], { autoPass: false });
}

describe("605.3a: mana for each counter on the source", () => {
  it("605.3a: with two charge counters, tapping it by hand adds {C}{C}", () => {
    const g = game(2);
    advanceTo(g, 1, "main1");
    takeAction(g, "activate", "Everflowing Chalice");
    expect(g.state.players[0].pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 2 });
  });

  it("605.3a: payment planning counts three charge counters as three mana: {3} is payable, {4} not", () => {
    const g = game(3);
    const sources = manaSources(makeCtx(g.db, g.state, null), 0);
    expect(sources.map((src) => src.amount)).toEqual([3]);
    expect(canPay(parseCost("{3}"), emptyPool(), sources)).toBe(true);
    expect(canPay(parseCost("{4}"), emptyPool(), sources)).toBe(false);
  });

  it("106.5: with no charge counter it adds no mana, and is no mana source for a payment", () => {
    const g = game(0);
    const sources = manaSources(makeCtx(g.db, g.state, null), 0);
    expect(sources).toEqual([]);
    expect(canPay(parseCost("{1}"), emptyPool(), sources)).toBe(false);
  });
});
