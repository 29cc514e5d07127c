/**
 * 702.137a: "Spectacle [cost]" means "You may pay [cost] rather than pay this spell's mana cost if an opponent lost
 * life this turn." — an alternative cost (118.9, 601.2b) offered only while an opponent has lost life this turn
 * (119.3): not for the caster's own loss, and not in a later turn. Skewer the Critics, Light Up the Stage.
 */

import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Game, rulesText } from "../src/index.ts";
import {
  actionNames,
  advanceTo,
  chooseLabels,
  lands,
  openChoice,
  submitEvents,
  submitOk,
  table,
  takeAction,
} from "./helpers.ts";

/** A with `mountains` Mountains and `hand`; B with nothing. Every priority asked. */
function game(hand: string[], mountains: number, library: string[] = []): Game {
  return table(
    [
      {
        name: "A",
        battlefield: lands("mountain", mountains),
        hand,
        ...(library.length > 0 ? { library } : {}),
      },
      { name: "B" },
    ],
    { autoPass: false },
  );
}

/** A casts Shock at `at` ("A" or "B") and both pass: it resolves. */
function shock(g: Game, at: string): void {
  takeAction(g, "cast", "Shock");
  chooseLabels(g, at);
  submitOk(g, { choice: 0 });
  submitOk(g, { choice: 0 });
}

describe("702.137a: spectacle", () => {
  it("702.137a: before an opponent lost life the spell needs its mana cost; after, {R} casts it", () => {
    const g = game(["shock", "skewer-the-critics"], 2);
    advanceTo(g, 1, "main1");
    expect(actionNames(g.pending()!)).not.toContain("cast Skewer the Critics"); // {2}{R}: two Mountains
    shock(g, "B");
    expect(actionNames(g.pending()!)).toContain("cast Skewer the Critics");
    takeAction(g, "cast", "Skewer the Critics");
    // The spectacle cost is the only way A can pay: no question about the way; the target is the last question.
    const target = openChoice(g, "targets");
    const events = submitEvents(g, { choices: [target.options.findIndex((o) => o.label.startsWith("B"))] });
    expect(events.find((e) => e.type === "cast")).toMatchObject({ way: "spectacle" });
    submitOk(g, { choice: 0 });
    submitOk(g, { choice: 0 });
    expect(g.state.players[1].life).toBe(20 - 2 - 3);
    expect(g.state.battlefield.filter((id) => !g.state.objects[id].tapped)).toEqual([]);
  });

  it("601.2b: with both costs payable the caster announces the way: the mana cost or the spectacle cost", () => {
    const g = game(["shock", "skewer-the-critics"], 4);
    advanceTo(g, 1, "main1");
    shock(g, "B");
    takeAction(g, "cast", "Skewer the Critics");
    const way = openChoice(g, "castingWay");
    expect(way.options.map((o) => o.label)).toEqual([
      "for its mana cost, {2}{R}",
      "for its spectacle cost, {R}",
    ]);
    chooseLabels(g, "for its spectacle cost");
    chooseLabels(g, "B");
    submitOk(g, { choice: 0 });
    submitOk(g, { choice: 0 });
    expect(g.state.players[1].life).toBe(15);
    // Shock's Mountain and the spectacle's: two of the four are tapped.
    expect(g.state.battlefield.filter((id) => g.state.objects[id].tapped)).toHaveLength(2);
  });

  it("702.137a: the caster's own life loss isn't an opponent's: no spectacle", () => {
    const g = game(["shock", "skewer-the-critics"], 2);
    advanceTo(g, 1, "main1");
    shock(g, "A");
    expect(g.state.players[0].life).toBe(18);
    expect(actionNames(g.pending()!)).not.toContain("cast Skewer the Critics");
  });

  it("119.3: 'this turn' — an opponent's loss in an earlier turn doesn't count", () => {
    const g = game(["shock", "skewer-the-critics"], 2);
    advanceTo(g, 1, "main1");
    shock(g, "B");
    advanceTo(g, 3, "main1");
    expect(g.state.players[1].life).toBe(18);
    // Two untapped Mountains again: {2}{R} can't be paid and the spectacle cost isn't offered.
    expect(actionNames(g.pending()!)).not.toContain("cast Skewer the Critics");
  });

  it("Light Up the Stage for its spectacle cost exiles the top two cards, to be played until the end of A's next turn", () => {
    const g = game(["shock", "light-up-the-stage"], 2, ["lightning-bolt", "forest", "wastes", "wastes"]);
    advanceTo(g, 1, "main1");
    shock(g, "B");
    takeAction(g, "cast", "Light Up the Stage");
    submitOk(g, { choice: 0 });
    submitOk(g, { choice: 0 });
    const exiled = g.state.players[0].exile.map((id) => g.state.objects[id].card);
    expect(exiled).toEqual(["lightning-bolt", "forest"]);
    takeAction(g, "play", "Forest");
    expect(g.state.players[0].exile.map((id) => g.state.objects[id].card)).toEqual(["lightning-bolt"]);
  });

  it("the spectacle cards' rules text is their Oracle text", () => {
    for (const id of ["skewer-the-critics", "light-up-the-stage"]) {
      const def = cardDb.get(id)!;
      expect(rulesText(def), id).toBe(def.oracle);
    }
  });
});
