/**
 * 601.3, 305.1: a card is played from its owner's hand unless an effect allows another zone. "Exile the top
 * three cards of your library. Until end of turn, you may play those cards." (Act on Impulse) lets its controller
 * cast those spells and play those lands from exile — by the usual rules: a spell at its usual time with its
 * costs paid, a land as the turn's land play, in their own main phase (305.2, 305.3) — until the effect ends
 * (611.2a; 514.2). "Until the end of your next turn" (Reckless Impulse) lasts through the opponent's turn and the
 * controller's next one.
 */

import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Game, type PriorityAction, rulesText } from "../src/index.ts";
import { advanceTo, chooseLabels, lands, submitOk, table, takeAction } from "./helpers.ts";

/** A with `mountains` Mountains and `hand`, their library `library` (top first); B with Grizzly Bears. */
function game(hand: string[], library: string[], mountains = 4): Game {
  return table(
    [
      { name: "A", battlefield: lands("mountain", mountains), hand, library },
      { name: "B", battlefield: [{ card: "grizzly-bears" }] },
    ],
    { autoPass: false },
  );
}

/** The open priority decision's actions from exile (cast or play), as "cast Lightning Bolt" / "play Mountain". */
function fromExile(g: Game): string[] {
  const d = g.pending()!;
  if (d.kind !== "priority") return [];
  return d.actions
    .filter(
      (a): a is PriorityAction & { fromExile?: true; name: string } =>
        "fromExile" in a && a.fromExile === true,
    )
    .map((a) => `${a.type} ${a.name}`);
}

/** The names of the cards in seat's exile. */
const exiled = (g: Game, seat: number): string[] =>
  g.state.players[seat].exile.map((id) => cardDb.get(g.state.objects[id].card)!.name);

/** Casts the card named `name` (A's, at A's priority) without targets, and both players pass: it resolves. */
function castAndResolve(g: Game, name: string): void {
  takeAction(g, "cast", name);
  submitOk(g, { choice: 0 });
  submitOk(g, { choice: 0 });
}

const LIBRARY = ["lightning-bolt", "mountain", "grizzly-bears", "giant-growth", "shock", "forest"];

describe("601.3: playing cards from exile (Act on Impulse, Reckless Impulse)", () => {
  it("601.3: the exiled cards may be played: a spell cast from exile, a land played from exile", () => {
    const g = game(["act-on-impulse"], LIBRARY);
    advanceTo(g, 1, "main1");
    castAndResolve(g, "Act on Impulse");
    expect(exiled(g, 0)).toEqual(["Lightning Bolt", "Mountain", "Grizzly Bears"]);
    expect(g.state.players[0].library.length).toBe(3);
    // Grizzly Bears needs {G}: not castable, so not offered (601.2h).
    expect(fromExile(g)).toEqual(["play Mountain", "cast Lightning Bolt"]);
    takeAction(g, "play", "Mountain");
    expect(g.state.players[0].landsPlayed).toBe(1);
    expect(exiled(g, 0)).toEqual(["Lightning Bolt", "Grizzly Bears"]);
    takeAction(g, "cast", "Lightning Bolt");
    chooseLabels(g, "B");
    submitOk(g, { choice: 0 });
    submitOk(g, { choice: 0 });
    expect(g.state.players[1].life).toBe(17);
    expect(exiled(g, 0)).toEqual(["Grizzly Bears"]);
  });

  it("305.2, 305.3: a land from exile is a land play — not a second one this turn, and not in another's turn", () => {
    const g = game(["act-on-impulse", "mountain"], LIBRARY);
    advanceTo(g, 1, "main1");
    takeAction(g, "play", "Mountain"); // the turn's land play, from the hand
    castAndResolve(g, "Act on Impulse");
    expect(fromExile(g)).toEqual(["cast Lightning Bolt"]);
    // B's turn: a spell at its usual time (an instant), but no land.
    const g2 = game(["reckless-impulse"], LIBRARY);
    advanceTo(g2, 1, "main1");
    castAndResolve(g2, "Reckless Impulse");
    expect(exiled(g2, 0)).toEqual(["Lightning Bolt", "Mountain"]);
    advanceTo(g2, 2, "upkeep");
    submitOk(g2, { choice: 0 }); // B passes in their upkeep: A has priority
    expect(g2.pending()!.player).toBe(0);
    expect(fromExile(g2)).toEqual(["cast Lightning Bolt"]);
  });

  it("601.3: only the effect's controller may play the cards: the opponent is offered none", () => {
    const g = game(["act-on-impulse"], LIBRARY);
    advanceTo(g, 1, "main1");
    castAndResolve(g, "Act on Impulse");
    submitOk(g, { choice: 0 }); // A passes: B has priority
    expect(g.pending()!.player).toBe(1);
    expect(fromExile(g)).toEqual([]);
  });

  it("514.2: 'until end of turn' — the next turn, the cards still in exile can't be played", () => {
    const g = game(["act-on-impulse"], LIBRARY);
    advanceTo(g, 1, "main1");
    castAndResolve(g, "Act on Impulse");
    expect(fromExile(g)).toEqual(["play Mountain", "cast Lightning Bolt"]);
    advanceTo(g, 2, "upkeep");
    submitOk(g, { choice: 0 });
    expect(fromExile(g)).toEqual([]);
    advanceTo(g, 3, "main1");
    expect(exiled(g, 0)).toEqual(["Lightning Bolt", "Mountain", "Grizzly Bears"]);
    expect(fromExile(g)).toEqual([]);
    expect(g.state.effects).toEqual([]);
  });

  it.each([
    ["reckless-impulse", "Reckless Impulse"],
    ["wrenns-resolve", "Wrenn's Resolve"],
  ])(
    "611.2a: %s: 'until the end of your next turn' — through the opponent's turn and the next, then no more",
    (id, name) => {
      const g = game([id], LIBRARY);
      advanceTo(g, 1, "main1");
      castAndResolve(g, name);
      advanceTo(g, 3, "main1");
      expect(fromExile(g)).toEqual(["play Mountain", "cast Lightning Bolt"]);
      advanceTo(g, 4, "upkeep");
      submitOk(g, { choice: 0 });
      expect(g.pending()!.player).toBe(0);
      expect(fromExile(g)).toEqual([]);
      expect(exiled(g, 0)).toEqual(["Lightning Bolt", "Mountain"]);
    },
  );

  it("107.3: Commune with Lava exiles the top X cards (X = 2 here)", () => {
    const g = game(["commune-with-lava"], LIBRARY);
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Commune with Lava");
    submitOk(g, { value: 2 });
    submitOk(g, { choice: 0 });
    submitOk(g, { choice: 0 });
    expect(exiled(g, 0)).toEqual(["Lightning Bolt", "Mountain"]);
    expect(fromExile(g)).toEqual(["play Mountain"]); // the four Mountains paid {2}{R}{R}: no mana for the Bolt
  });

  it("603.2: Abbot of Keral Keep's enters trigger exiles the top card, which may be played this turn", () => {
    const g = game(["abbot-of-keral-keep"], ["mountain", ...LIBRARY]);
    advanceTo(g, 1, "main1");
    castAndResolve(g, "Abbot of Keral Keep");
    submitOk(g, { choice: 0 }); // the trigger on the stack: both pass
    submitOk(g, { choice: 0 });
    expect(exiled(g, 0)).toEqual(["Mountain"]);
    expect(fromExile(g)).toEqual(["play Mountain"]);
  });

  it("400.7: a card that leaves exile and comes back is a new object — the permission doesn't follow it", () => {
    const g = game(["act-on-impulse"], LIBRARY);
    advanceTo(g, 1, "main1");
    castAndResolve(g, "Act on Impulse");
    const [effect] = g.state.effects;
    expect(effect.mods).toEqual([{ m: "mayPlay" }]);
    expect(effect.objects).toEqual(g.state.players[0].exile);
    takeAction(g, "cast", "Lightning Bolt");
    chooseLabels(g, "B");
    submitOk(g, { choice: 0 });
    submitOk(g, { choice: 0 });
    // The Bolt went to the graveyard as a new object; the effect names only what it exiled.
    const bolt = g.state.players[0].graveyard[g.state.players[0].graveyard.length - 1];
    expect(effect.objects.includes(bolt)).toBe(false);
    expect(fromExile(g)).toEqual(["play Mountain"]);
  });

  it("601.2a: a spell cast from exile is on the stack in every view, announced, and out of exile while it is cast", () => {
    const g = game(["act-on-impulse"], LIBRARY);
    advanceTo(g, 1, "main1");
    castAndResolve(g, "Act on Impulse");
    takeAction(g, "cast", "Lightning Bolt"); // its target not chosen yet
    for (const viewer of [0, 1, null]) {
      const v = g.view(viewer);
      expect(v.stack.map((o) => [o.name, o.announcing])).toEqual([["Lightning Bolt", true]]);
      expect(v.players[0].exile.map((c) => c.name)).toEqual(["Mountain", "Grizzly Bears"]);
    }
  });

  it("601.3: the table view says who may play each exiled card (public, as the effect is), while it lasts", () => {
    const g = game(["act-on-impulse"], LIBRARY);
    advanceTo(g, 1, "main1");
    castAndResolve(g, "Act on Impulse");
    for (const viewer of [0, 1, null])
      expect(g.view(viewer).players[0].exile.map((c) => [c.name, c.mayPlay])).toEqual([
        ["Lightning Bolt", [0]],
        ["Mountain", [0]],
        ["Grizzly Bears", [0]],
      ]);
    advanceTo(g, 2, "upkeep");
    expect(g.view(1).players[0].exile.every((c) => c.mayPlay === undefined)).toBe(true);
  });

  it("the impulse cards' rules text is their Oracle text", () => {
    for (const id of [
      "act-on-impulse",
      "reckless-impulse",
      "wrenns-resolve",
      "commune-with-lava",
      "abbot-of-keral-keep",
    ]) {
      const def = cardDb.get(id)!;
      expect(rulesText(def), id).toBe(def.oracle);
    }
  });
});
