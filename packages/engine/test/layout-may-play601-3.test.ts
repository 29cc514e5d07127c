/**
 * 601.3, 611.2a: a saved position holds the permission to play cards in exile that outlasts its turn ("Until the
 * end of your next turn, you may play those cards": Reckless Impulse) as the player's `mayPlay` — written by
 * layoutOf, made again by a loaded layout, ending as it would have (514.2) — and says what it can't hold.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, type LayoutPlayer, layoutOf, layoutProblems, type TableLayout } from "../src/index.ts";
import { advanceTo, lands, setupError, submitOk, table, takeAction } from "./helpers.ts";

const LIBRARY = ["lightning-bolt", "mountain", "grizzly-bears", "giant-growth", "shock", "forest"];

/** A with Reckless Impulse and four Mountains (their exile `exile`), B with Grizzly Bears; every priority asked. */
function game(exile: string[] = []): Game {
  return table(
    [
      { name: "A", battlefield: lands("mountain", 4), hand: ["reckless-impulse"], library: LIBRARY, exile },
      { name: "B", battlefield: [{ card: "grizzly-bears" }] },
    ],
    { autoPass: false },
  );
}

/** A casts Reckless Impulse in turn 1 and both pass: the top two cards are exiled, A may play them. */
function impulse(g: Game): void {
  advanceTo(g, 1, "main1");
  takeAction(g, "cast", "Reckless Impulse");
  submitOk(g, { choice: 0 }); // its payment, automatic
  submitOk(g, { choice: 0 });
  submitOk(g, { choice: 0 });
  expect(g.state.stack).toEqual([]);
}

/** What A's exile shows: each card's name and whether A may play it (the table view's `mayPlay`, 601.3). */
function exileOfA(g: Game): [string, boolean][] {
  return g.view(0).players[0].exile.map((c) => [c.name, c.mayPlay?.includes(0) === true]);
}

/** The actions from exile A's open priority decision offers. */
function fromExile(g: Game): string[] {
  const d = g.pending()!;
  if (d.kind !== "priority" || d.player !== 0) return [];
  return d.actions
    .filter((a) => "fromExile" in a && a.fromExile === true)
    .map((a) => `${a.type} ${"name" in a ? a.name : ""}`);
}

/** Passes until A has priority in `step` of turn `turn` (the step's first priority is the active player's). */
function toAsPriority(g: Game, turn: number, step: "upkeep" | "main1" | "end"): void {
  advanceTo(g, turn, step);
  while (g.pending()?.player !== 0) submitOk(g, { choice: 0 });
}

describe("601.3, 611.2a: a saved position's permissions to play exiled cards (mayPlay)", () => {
  it("611.2a: saved in the opponent's turn, the permission until the end of A's next turn is written; loaded, A may cast the Bolt in that turn and play both cards in their own, and then no longer — as in the game", () => {
    const g = game();
    impulse(g);
    advanceTo(g, 2, "upkeep");
    expect(layoutProblems(cardDb, g.state)).toEqual([]);
    const layout = layoutOf(cardDb, g.state);
    expect(layout.players[0].mayPlay).toEqual([
      { cards: ["lightning-bolt", "mountain"], duration: "endOfYourNextTurn" },
    ]);
    const loaded = Game.fromLayout(cardDb, layout);
    // The live game's turns 2 and 3 are the loaded game's 1 and 2.
    for (const [x, first] of [
      [g, 2],
      [loaded, 1],
    ] as const) {
      expect(exileOfA(x)).toEqual([
        ["Lightning Bolt", true],
        ["Mountain", true],
      ]);
      toAsPriority(x, first, "upkeep");
      expect(fromExile(x)).toEqual(["cast Lightning Bolt"]); // B's turn: no land play for A (305.2)
      toAsPriority(x, first + 1, "main1");
      expect(fromExile(x)).toEqual(["play Mountain", "cast Lightning Bolt"]);
      advanceTo(x, first + 2, "upkeep");
      expect(exileOfA(x)).toEqual([
        ["Lightning Bolt", false],
        ["Mountain", false],
      ]);
    }
  });

  it("611.2a: saved in A's next turn (the permission counting down since it began), it is written the same and ends with that turn, loaded as in the game", () => {
    const g = game();
    impulse(g);
    advanceTo(g, 3, "upkeep");
    const layout = layoutOf(cardDb, g.state);
    expect(layout.players[0].mayPlay).toEqual([
      { cards: ["lightning-bolt", "mountain"], duration: "endOfYourNextTurn" },
    ]);
    const loaded = Game.fromLayout(cardDb, layout);
    for (const [x, first] of [
      [g, 3],
      [loaded, 1],
    ] as const) {
      toAsPriority(x, first, "main1");
      expect(fromExile(x)).toEqual(["play Mountain", "cast Lightning Bolt"]);
      takeAction(x, "play", "Mountain");
      expect(exileOfA(x)).toEqual([["Lightning Bolt", true]]);
      advanceTo(x, first + 1, "upkeep");
      expect(exileOfA(x)).toEqual([["Lightning Bolt", false]]);
    }
  });

  it("601.3: a permission to play a later card of an id whose first card in the exile no permission names can't be written (a layout names the first): the problem says so", () => {
    const g = game(["mountain"]);
    impulse(g);
    advanceTo(g, 2, "upkeep");
    expect(exileOfA(g)).toEqual([
      ["Mountain", false],
      ["Lightning Bolt", true],
      ["Mountain", true],
    ]);
    expect(layoutProblems(cardDb, g.state)).toEqual([
      "A may play one of the cards named Mountain in their exile, not the first one (601.3): a layout names the first",
    ]);
  });

  it("601.3: a layout's mayPlay is checked: the cards in the player's exile, each named once, a duration it can hold, of a player in the game", () => {
    const layout = (a: Partial<LayoutPlayer>, start = 0): TableLayout => ({
      variant: "duel",
      seed: 1,
      start,
      players: [{ name: "A", exile: ["lightning-bolt", "mountain"], ...a }, { name: "B" }],
    });
    const bolt = { cards: ["lightning-bolt"], duration: "endOfYourNextTurn" as const };
    expect(setupError(layout({ mayPlay: [bolt] }))).toBe("no error");
    expect(setupError(layout({ mayPlay: [{ ...bolt, cards: ["shock"] }] }))).toBe(
      'players[0].mayPlay[0].cards[0]: A\'s exile has no "shock"',
    );
    expect(setupError(layout({ mayPlay: [bolt, bolt] }))).toBe(
      'players[0].mayPlay[1].cards[0]: A\'s exile has 1 "lightning-bolt", each named already by an earlier entry: an exiled card is named once',
    );
    expect(setupError(layout({ mayPlay: [{ ...bolt, duration: "endOfTurn" as never }] }))).toBe(
      'players[0].mayPlay[0].duration: must be one of untilYourNextTurn, endOfYourNextTurn, indefinitely, got "endOfTurn"',
    );
    expect(setupError(layout({ mayPlay: [{ ...bolt, duration: "untilYourNextTurn" }] }))).toBe(
      "players[0].mayPlay[0].duration: A takes the layout's first turn: a permission until their next turn would end as it begins (611.2a); leave it out",
    );
    expect(setupError(layout({ mayPlay: [{ ...bolt, duration: "untilYourNextTurn" }] }, 1))).toBe("no error");
    expect(setupError(layout({ mayPlay: [{ ...bolt, source: "x" } as never] }))).toBe(
      'players[0].mayPlay[0].source: a permission has no field "source" (cards, duration)',
    );
    expect(setupError(layout({ mayPlay: [{ ...bolt, cards: [] }] }))).toBe(
      "players[0].mayPlay[0].cards: must be a list of card ids in A's exile, at least one, got []",
    );
  });
});
