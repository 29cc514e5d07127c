/**
 * 603.2, 601.3: "Whenever you play a card from exile" (Prosper, Tome-Bound's Pact Boon) triggers when its
 * controller casts a spell from exile (601.2i) or plays a land from exile (305.1) — playing a card is either — and
 * not for a card played from a hand nor for another player's; Mystic Arcanum exiles the top card at the beginning
 * of its controller's end step, playable until the end of their next turn (611.2a).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Game, type LayoutPlayer, rulesText } from "../src/index.ts";
import { advanceTo, lands, resolveStack, submitOk, table, takeAction } from "./helpers.ts";

const PROSPER = { card: "prosper-tome-bound" };

/** A with Prosper and four Mountains, their exile's Mountain and Shock theirs to play; B as given. Every priority asked. */
function game(a: Partial<LayoutPlayer> = {}, b: Partial<LayoutPlayer> = {}): Game {
  return table(
    [
      {
        name: "A",
        battlefield: [PROSPER, ...lands("mountain", 4)],
        exile: ["mountain", "shock"],
        mayPlay: [{ cards: ["mountain", "shock"], duration: "endOfYourNextTurn" }],
        hand: ["forest", "lightning-bolt"],
        library: ["giant-growth", "wastes", "wastes", "wastes"],
        ...a,
      },
      { name: "B", library: ["wastes", "wastes", "wastes"], ...b },
    ],
    { autoPass: false },
  );
}

/** The Treasures `seat` controls. */
const treasures = (g: Game, seat: number): number =>
  g.state.battlefield.filter(
    (id) => g.state.objects[id].controller === seat && g.state.objects[id].token === true,
  ).length;

/** Names of the stack's objects, bottom first. */
const stack = (g: Game): string[] =>
  g.state.stack.map((id) => cardDb.get(g.state.objects[id].card)?.name ?? "?");

/** Casts `name` (A's) at B with its payment automatic: the targets question answered by B's label. */
function castAtB(g: Game, name: string): void {
  takeAction(g, "cast", name);
  for (let d = g.pending(); d !== null && d.kind === "choose"; d = g.pending()) {
    const i = d.options.findIndex((o) => o.label === "B");
    submitOk(g, { choices: [i >= 0 ? i : 0] });
  }
}

describe("603.2, 601.3: Prosper, Tome-Bound", () => {
  it("its rules text is its Oracle text", () => {
    const def = cardDb.get("prosper-tome-bound")!;
    expect(rulesText(def)).toBe(def.oracle);
  });

  it("305.1, 603.2: a land played from exile triggers Pact Boon: A creates a Treasure; one played from the hand doesn't", () => {
    const g = game();
    advanceTo(g, 1, "main1");
    takeAction(g, "play", "Mountain");
    expect(stack(g)).toEqual(["Prosper, Tome-Bound"]);
    resolveStack(g);
    expect(treasures(g, 0)).toBe(1);
    const h = game();
    advanceTo(h, 1, "main1");
    takeAction(h, "play", "Forest");
    expect(h.state.triggers).toEqual([]);
    expect(stack(h)).toEqual([]);
  });

  it("601.2i, 603.2: a spell cast from exile triggers it as it is cast — the Treasure comes before the spell resolves; one cast from the hand doesn't", () => {
    const g = game();
    advanceTo(g, 1, "main1");
    castAtB(g, "Shock");
    expect(stack(g)).toEqual(["Shock", "Prosper, Tome-Bound"]);
    submitOk(g, { choice: 0 });
    submitOk(g, { choice: 0 }); // the trigger resolves first
    expect(stack(g)).toEqual(["Shock"]);
    expect(treasures(g, 0)).toBe(1);
    expect(g.state.players[1].life).toBe(20);
    resolveStack(g);
    expect(g.state.players[1].life).toBe(18);
    castAtB(g, "Lightning Bolt");
    expect(stack(g)).toEqual(["Lightning Bolt"]);
  });

  it("603.2: another player's card played from exile doesn't trigger A's Prosper (\"you\")", () => {
    const g = game(
      { mayPlay: [], exile: [] },
      {
        battlefield: lands("mountain", 1),
        exile: ["mountain"],
        mayPlay: [{ cards: ["mountain"], duration: "endOfYourNextTurn" }],
      },
    );
    advanceTo(g, 2, "main1");
    takeAction(g, "play", "Mountain");
    expect(stack(g)).toEqual([]);
    expect(g.state.triggers).toEqual([]);
  });

  it("611.2a: Mystic Arcanum exiles the top card at the beginning of A's end step; A may play it until the end of A's next turn", () => {
    const g = game({ exile: [], mayPlay: [], library: ["giant-growth", "wastes", "wastes", "wastes"] });
    advanceTo(g, 1, "end");
    expect(stack(g)).toEqual(["Prosper, Tome-Bound"]);
    resolveStack(g);
    const exile = () => g.view(0).players[0].exile.map((c) => [c.name, c.mayPlay]);
    expect(exile()).toEqual([["Giant Growth", [0]]]);
    advanceTo(g, 3, "upkeep");
    expect(exile()).toEqual([["Giant Growth", [0]]]);
    advanceTo(g, 3, "end");
    resolveStack(g); // this end step's Mystic Arcanum: the next card
    advanceTo(g, 4, "upkeep");
    expect(exile()).toEqual([
      ["Giant Growth", undefined],
      ["Wastes", [0]],
    ]);
  });
});
