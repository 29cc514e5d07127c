/**
 * 605.3a, 106.1a: "{T}: Add two mana in any combination of colors." — as the ability resolves its controller chooses
 * each mana's colour in turn, so the two may differ (unlike Gilded Lotus's "of any one color", mana-one-color.test.ts);
 * payment planning already counted such a source as any combination. No card of the pool has such an ability: a
 * test card shows it.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { emptyPool, parseCost } from "../src/engine/characteristics/manaCost.ts";
import { makeCtx } from "../src/engine/context/ctx.ts";
import { canPay, manaSources } from "../src/engine/mana/mana.ts";
import { type CardDb, type CardDef, Game, rulesText } from "../src/index.ts";
import { advanceTo, submitOk, takeAction } from "./helpers.ts";

/** "{T}: Add two mana in any combination of colors." on an artifact. */
const PRISM: CardDef = {
  id: "test-combination-prism",
  name: "Test Combination Prism",
  cost: "{3}",
  types: ["Artifact"],
  abilities: [{ kind: "mana", cost: { tap: true }, produce: ["W", "U", "B", "R", "G"], amount: 2 }],
};

const db: CardDb = new Map([...cardDb, [PRISM.id, PRISM]]);

function game(): Game {
  return Game.fromLayout(db, {
    variant: "duel",
    seed: 1,
    start: 0,
    autoPass: false,
    players: [{ name: "A", battlefield: [{ card: PRISM.id }] }, { name: "B" }],
  });
}

describe("605.3a: two mana in any combination of colours", () => {
  it("605.3a: activated by hand, each mana's colour is chosen in turn — {W} then {U} adds one of each", () => {
    const g = game();
    advanceTo(g, 1, "main1");
    takeAction(g, "activate", PRISM.name);
    const first = g.pending()!;
    expect(first).toMatchObject({ kind: "choose", purpose: "color", player: 0 });
    expect(first.prompt).toContain("(1 of 2)");
    submitOk(g, { choices: [0] });
    const second = g.pending()!;
    expect(second.prompt).toContain("(2 of 2)");
    submitOk(g, { choices: [1] });
    expect(g.state.players[0].pool).toEqual({ W: 1, U: 1, B: 0, R: 0, G: 0, C: 0 });
    const prism = g.state.battlefield.map((id) => g.state.objects[id]).find((o) => o.card === PRISM.id);
    expect(prism?.tapped).toBe(true);
  });

  it("605.3a: the same colour twice adds two of it", () => {
    const g = game();
    advanceTo(g, 1, "main1");
    takeAction(g, "activate", PRISM.name);
    submitOk(g, { choices: [3] });
    submitOk(g, { choices: [3] });
    expect(g.state.players[0].pool).toEqual({ W: 0, U: 0, B: 0, R: 2, G: 0, C: 0 });
  });

  it("605.3a: its rules text reads as printed", () => {
    expect(rulesText(PRISM)).toBe("{T}: Add two mana in any combination of colors.");
  });

  it("106.1a: payment planning counts it as any combination: {W}{U} and {R}{R} both, never three", () => {
    const g = game();
    const sources = manaSources(makeCtx(g.db, g.state, null), 0);
    const pays = (cost: string) => canPay(parseCost(cost), emptyPool(), sources);
    expect(pays("{W}{U}")).toBe(true);
    expect(pays("{R}{R}")).toBe(true);
    expect(pays("{1}{G}")).toBe(true);
    expect(pays("{W}{U}{B}")).toBe(false);
  });
});
