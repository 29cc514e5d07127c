/**
 * 702.132a with X (Gang Up: "You choose the value of X"): the X may be as large as the caster and another player
 * could pay together, the helper paying generic mana, X's included; and a target filter reading X ("target
 * creature with power X or less"), fixed at the X announced (601.2b–c) and checked again on resolution (608.2b).
 */
import { describe, expect, it } from "vitest";
import type { Game, LayoutPlayer } from "../src/index.ts";
import {
  actionNames,
  advanceTo,
  chooseLabels,
  freeForAllLayout,
  lands,
  openChoice,
  submitOk,
  takeAction,
  twoHeadedGiant,
} from "./helpers.ts";

const cards = (g: Game, seat: number, zone: "graveyard" | "hand"): string[] =>
  g.state.players[seat][zone].map((id) => g.state.objects[id].card);

const onBattlefield = (g: Game, card: string): boolean =>
  g.state.battlefield.some((id) => g.state.objects[id].card === card);

/** Passes priority until `seat` has it. */
function passUntil(g: Game, seat: number): void {
  for (let k = 0; k < 20; k++) {
    const d = g.pending()!;
    if (d.kind === "priority" && d.player === seat) return;
    submitOk(g, { choice: 0 });
  }
  throw new Error(`seat ${seat} never got priority`);
}

describe("702.132a assist with X, and power filters on targets", () => {
  it("107.3a, 702.132a: Gang Up's X goes up to the caster's mana plus the most any one other player could pay — an opponent's too", () => {
    const g = twoHeadedGiant([
      { name: "A", hand: ["gang-up"], battlefield: lands("swamp", 2) },
      { name: "B", battlefield: lands("mountain", 3) },
      { name: "C", battlefield: [...lands("mountain", 5), { card: "craw-wurm" }] },
      { name: "D" },
    ]);
    const d = advanceTo(g, 1, "main1");
    // 702.132a: the X's generic mana can be helped with, so assist is among the cast's questions.
    expect(d.kind === "priority" && d.actions.find((a) => a.type === "cast")).toMatchObject({
      name: "Gang Up",
      needs: ["x", "targets", "assist", "payment"],
    });
    takeAction(g, "cast", "Gang Up");
    // A alone: {1}{B} at most (X=1); with C's five Mountains, X=6 (B could add only three).
    expect(g.pending()).toMatchObject({ kind: "number", purpose: "x", player: 0, min: 0, max: 6 });
    submitOk(g, { value: 6 });
    chooseLabels(g, "Craw Wurm");
    expect(openChoice(g, "assist", 0).options.map((o) => o.label)).toEqual(["No one", "B", "C"]);
    chooseLabels(g, "C");
    expect(g.pending()).toMatchObject({ kind: "number", purpose: "assist", player: 2, max: 5, caster: 0 });
    submitOk(g, { value: 5 });
    expect(g.state.stack.map((id) => g.state.objects[id].stack?.x)).toEqual([6]);
  });

  it("107.3a: without anyone else's mana the X is the caster's own", () => {
    const g = twoHeadedGiant([
      { name: "A", hand: ["gang-up"], battlefield: lands("swamp", 3) },
      { name: "B" },
      { name: "C", battlefield: [{ card: "grizzly-bears" }] },
      { name: "D" },
    ]);
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Gang Up");
    expect(g.pending()).toMatchObject({ kind: "number", purpose: "x", max: 2 });
  });

  it("601.2c: the castable check reads X at the most the caster could announce — help counted", () => {
    const layout = (helper: number): LayoutPlayer[] => [
      { name: "A", hand: ["gang-up"], battlefield: lands("swamp", 1) },
      { name: "B", battlefield: lands("mountain", helper) },
      { name: "C", battlefield: [{ card: "grizzly-bears" }] },
      { name: "D" },
    ];
    // A's one Swamp pays {B} with X=0: no creature has power 0 or less.
    expect(actionNames(advanceTo(twoHeadedGiant(layout(0)), 1, "main1"))).not.toContain("cast Gang Up");
    // With B's two Mountains X may be 2: the Grizzly Bears is a legal target.
    expect(actionNames(advanceTo(twoHeadedGiant(layout(2)), 1, "main1"))).toContain("cast Gang Up");
  });

  it("601.2c: a creature with power greater than the X announced isn't among the targets", () => {
    const g = twoHeadedGiant([
      { name: "A", hand: ["gang-up"], battlefield: lands("swamp", 4) },
      { name: "B" },
      { name: "C", battlefield: [{ card: "grizzly-bears" }, { card: "hill-giant" }] },
      { name: "D" },
    ]);
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Gang Up");
    submitOk(g, { value: 2 });
    expect(openChoice(g, "targets", 0).options.map((o) => o.label)).toEqual(["Grizzly Bears (C)"]);
  });

  it("608.2b: a target pumped past X before Gang Up resolves is illegal — the spell does nothing", () => {
    const g = freeForAllLayout([
      { name: "A", hand: ["gang-up"], battlefield: lands("swamp", 3) },
      { name: "B" },
      { name: "C", hand: ["giant-growth"], battlefield: [{ card: "forest" }, { card: "grizzly-bears" }] },
    ]);
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Gang Up");
    submitOk(g, { value: 2 });
    chooseLabels(g, "Grizzly Bears");
    chooseLabels(g, "No one"); // C's Forest could pay one
    passUntil(g, 2);
    takeAction(g, "cast", "Giant Growth");
    chooseLabels(g, "Grizzly Bears");
    // Giant Growth resolves (the Bears is 5/5), then Gang Up: its target has power 5, more than X=2.
    for (let k = 0; k < 20 && g.state.stack.length > 0; k++) submitOk(g, { choice: 0 });
    expect(onBattlefield(g, "grizzly-bears")).toBe(true);
    expect(cards(g, 0, "graveyard")).toEqual(["gang-up"]);
  });

  it("608.2b: a target still within X is destroyed", () => {
    const g = freeForAllLayout([
      { name: "A", hand: ["gang-up"], battlefield: lands("swamp", 3) },
      { name: "B" },
      { name: "C", battlefield: [{ card: "grizzly-bears" }] },
    ]);
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Gang Up");
    submitOk(g, { value: 2 });
    chooseLabels(g, "Grizzly Bears");
    for (let k = 0; k < 20 && g.state.stack.length > 0; k++) submitOk(g, { choice: 0 });
    expect(onBattlefield(g, "grizzly-bears")).toBe(false);
  });
});
