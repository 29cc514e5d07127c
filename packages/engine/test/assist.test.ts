/**
 * 702.132 Assist: another player may pay some of the generic mana of a spell with assist (Battlebond, made for
 * Two-Headed Giant), chosen after the targets and before the caster pays (601.2g–h).
 */
import { describe, expect, it } from "vitest";
import { type Game, type LayoutPlayer, rulesText } from "../src/index.ts";
import { BINOX, BOLT, assistDb as db } from "./assistCards.ts";
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

/** Two-Headed Giant, A and B against C and D, A starting, every priority asked. */
function giants(players: LayoutPlayer[]): Game {
  return twoHeadedGiant(players, db);
}

function freeForAll(players: LayoutPlayer[], range?: number): Game {
  return freeForAllLayout(players, db, range);
}

const tapped = (g: Game, seat: number): number =>
  g.state.battlefield.filter((id) => g.state.objects[id].controller === seat && g.state.objects[id].tapped)
    .length;

describe("702.132 assist", () => {
  it("702.132a: in Two-Headed Giant the caster's teammate pays four of the generic mana; the caster pays the rest and the green", () => {
    const g = giants([
      { name: "A", hand: ["test-binox"], battlefield: lands("forest", 2) },
      { name: "B", battlefield: lands("mountain", 5) },
      { name: "C" },
      { name: "D" },
    ]);
    const d = advanceTo(g, 1, "main1");
    // Castable with help: A alone has two mana of six.
    expect(d.kind === "priority" && d.actions.find((a) => a.type === "cast")).toMatchObject({
      name: "Test Binox",
      needs: ["assist", "payment"],
    });
    takeAction(g, "cast", "Test Binox");
    const who = openChoice(g, "assist", 0);
    // 801.5a: the other players who could pay (C and D have no mana).
    expect(who.options.map((o) => o.label)).toEqual(["No one", "B"]);
    chooseLabels(g, "B");
    const ask = g.pending()!;
    expect(ask).toMatchObject({ kind: "number", purpose: "assist", player: 1, min: 0, max: 5, caster: 0 });
    submitOk(g, { value: 4 });
    expect(g.state.stack.map((id) => g.state.objects[id].card)).toEqual(["test-binox"]);
    expect([tapped(g, 0), tapped(g, 1)]).toEqual([2, 4]);
  });

  it("702.132a: a helper who pays too little leaves the cast abandoned: nobody's mana is spent, the card is back in hand", () => {
    const g = giants([
      { name: "A", hand: ["test-binox"], battlefield: lands("forest", 2) },
      { name: "B", battlefield: lands("mountain", 5) },
      { name: "C" },
      { name: "D" },
    ]);
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Test Binox");
    chooseLabels(g, "B");
    submitOk(g, { value: 2 });
    expect(g.state.stack).toEqual([]);
    expect(g.state.players[0].hand.map((id) => g.state.objects[id].card)).toEqual(["test-binox"]);
    expect([tapped(g, 0), tapped(g, 1)]).toEqual([0, 0]);
    expect(g.pending()).toMatchObject({ kind: "priority", player: 0 });
  });

  it("702.132a: only the generic mana — a caster with no red source can't cast the spell, whatever the help", () => {
    const g = giants([
      { name: "A", hand: ["test-assisted-bolt"], battlefield: lands("forest", 3) },
      { name: "B", battlefield: lands("mountain", 5) },
      { name: "C" },
      { name: "D" },
    ]);
    const d = advanceTo(g, 1, "main1");
    expect(actionNames(d)).not.toContain("cast Test Bolt");
  });

  it("702.132a: the caster may choose no one and pay it all; the helper is chosen after the targets", () => {
    const g = giants([
      { name: "A", hand: ["test-assisted-bolt"], battlefield: lands("mountain", 4) },
      { name: "B", battlefield: lands("mountain", 2) },
      { name: "C" },
      { name: "D" },
    ]);
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Test Bolt");
    expect(openChoice(g, "targets", 0).prompt).toContain("Test Bolt");
    chooseLabels(g, "C");
    chooseLabels(g, "No one");
    expect([tapped(g, 0), tapped(g, 1)]).toEqual([4, 0]);
    expect(g.state.stack).toHaveLength(1);
  });

  it("702.132a: any other player may help — an opponent in a Free-for-All; 801.5a: only one within the caster's range", () => {
    const players: LayoutPlayer[] = [
      { name: "A", hand: ["test-binox"], battlefield: lands("forest", 1) },
      { name: "B", battlefield: lands("mountain", 5) },
      { name: "C", battlefield: lands("mountain", 5) },
      { name: "D" },
      { name: "E" },
    ];
    const g = freeForAll(players);
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Test Binox");
    expect(openChoice(g, "assist", 0).options.map((o) => o.label)).toEqual(["No one", "B", "C"]);
    chooseLabels(g, "C");
    submitOk(g, { value: 5 });
    expect(g.state.stack).toHaveLength(1);
    expect([tapped(g, 0), tapped(g, 1), tapped(g, 2)]).toEqual([1, 0, 5]);
    // Range 1 of five seats: A sees B and E; C is out of range, and E has no mana.
    const near = freeForAll(players, 1);
    advanceTo(near, 1, "main1");
    takeAction(near, "cast", "Test Binox");
    expect(openChoice(near, "assist", 0).options.map((o) => o.label)).toEqual(["No one", "B"]);
  });

  it("702.132a: the rules text — assist first, its reminder naming the generic mana of the mana cost", () => {
    expect(rulesText(BINOX)).toBe("Assist (Another player can pay up to {5} of this spell's cost.)\nTrample");
    expect(rulesText(BOLT)).toBe(
      "Assist (Another player can pay up to {3} of this spell's cost.)\nTest Bolt deals 3 damage to any target.",
    );
  });

  it("702.132a: castable only with help no one in range can give — not offered", () => {
    const g = freeForAll(
      [
        { name: "A", hand: ["test-binox"], battlefield: lands("forest", 1) },
        { name: "B" },
        { name: "C", battlefield: lands("mountain", 5) },
        { name: "D" },
        { name: "E" },
      ],
      1,
    );
    const d = advanceTo(g, 1, "main1");
    expect(actionNames(d)).not.toContain("cast Test Binox");
  });
});
