/**
 * 613.1f: a static ability granting a mana ability in quotes — Chromatic Lantern's "Lands you control have "{T}: Add
 * one mana of any color."". Each land its controller controls has the ability as its own (layer 6), after its
 * other abilities: it is among the land's actions, tapped by hand it adds the colour chosen (605.3a), and payment
 * planning counts the land as a source of any colour (605). An opponent's lands don't have it.
 */
import { describe, expect, it } from "vitest";
import type { Decision } from "../src/decisions.ts";
import { emptyPool, parseCost } from "../src/engine/characteristics/manaCost.ts";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { canPay, manaSources } from "../src/engine/mana/mana.ts";
import type { Game } from "../src/index.ts";
import { advanceTo, submitOk, table } from "./helpers.ts";

/** A's Forest and Wastes, with Chromatic Lantern on `lanternOf`'s side. */
function game(lanternOf: "A" | "B"): Game {
  const lantern = [{ card: "chromatic-lantern" }];
  return table(
    [
      {
        name: "A",
        battlefield: [{ card: "forest" }, { card: "wastes" }, ...(lanternOf === "A" ? lantern : [])],
      },
      { name: "B", battlefield: lanternOf === "B" ? lantern : [] },
    ],
    { autoPass: false },
  );
}

const ANY = "{T}: Add one mana of any color.";

/** The Forest's activate actions' texts. */
function forestActions(d: Decision): string[] {
  if (d.kind !== "priority") return [];
  return d.actions.flatMap((a) => (a.type === "activate" && a.name === "Forest" ? [a.text] : []));
}

describe("613.1f: a granted mana ability", () => {
  it("613.1f: the Forest has its own ability and the granted one, printed without reminder parentheses", () => {
    const g = game("A");
    expect(forestActions(advanceTo(g, 1, "main1"))).toEqual(["({T}: Add {G}.)", ANY]);
  });

  it("605.3a: tapping the Forest for the granted ability adds the colour chosen", () => {
    const g = game("A");
    const d = advanceTo(g, 1, "main1");
    if (d.kind !== "priority") throw new Error("expected priority");
    const i = d.actions.findIndex((a) => a.type === "activate" && a.name === "Forest" && a.text === ANY);
    submitOk(g, { choice: i });
    submitOk(g, { choices: [1] }); // {U}
    expect(g.state.players[0].pool).toEqual({ W: 0, U: 1, B: 0, R: 0, G: 0, C: 0 });
  });

  it("605: payment planning counts each land as a source of any colour: {U}{B}{R} from Forest, Wastes and Lantern", () => {
    const g = game("A");
    const sources = manaSources(makeCtx(g.db, g.state, null), 0);
    expect(canPay(parseCost("{U}{B}{R}"), emptyPool(), sources)).toBe(true);
  });

  it("613.1f: an opponent's Lantern gives A's lands nothing: {U} can't be paid", () => {
    const g = game("B");
    const sources = manaSources(makeCtx(g.db, g.state, null), 0);
    expect(canPay(parseCost("{U}"), emptyPool(), sources)).toBe(false);
    expect(forestActions(advanceTo(g, 1, "main1"))).toEqual(["({T}: Add {G}.)"]);
  });
});
