/**
 * Commander removal's rules through the decision protocol: a spell that costs {1} less for each creature on the
 * battlefield (601.2f, Blasphemous Act; 801.11: those within the caster's range of influence), and draws at the
 * beginning of the next turn's upkeep (603.7, Arcane Denial: "up to two" is the drawing player's choice).
 */
import { describe, expect, it } from "vitest";
import type { Decision, Game, LayoutPlayer } from "../src/index.ts";
import { actionNames, advanceTo, freeForAllLayout, lands, submitOk, takeAction } from "./helpers.ts";

const library = Array.from({ length: 10 }, () => "wastes");

/** Seats A, B, … each with a library of Wastes; seat 0 starts, every priority asked. */
function game(players: Partial<LayoutPlayer>[], range?: number): Game {
  return freeForAllLayout(
    players.map((p, i) => ({ name: String.fromCharCode(65 + i), library, ...p })),
    undefined,
    range,
  );
}

const hands = (g: Game) => g.view(null).players.map((p) => p.handCount);

describe("601.2f: Blasphemous Act costs {1} less to cast for each creature on the battlefield", () => {
  const bears = { battlefield: [{ card: "grizzly-bears" }] };
  const act = (mountains: number) => ({
    hand: ["blasphemous-act"],
    battlefield: [...lands("mountain", mountains), { card: "grizzly-bears" }],
  });
  const castable = (g: Game) => actionNames(advanceTo(g, 1, "main1")).includes("cast Blasphemous Act");

  it("601.2f: four creatures, every player's and the caster's own, make {8}{R} cost {4}{R}", () => {
    expect(castable(game([act(5), bears, bears, bears]))).toBe(true);
    expect(castable(game([act(4), bears, bears, bears]))).toBe(false);
  });

  it("601.2f: it is counted as the spell is cast: a creature more, a mana less", () => {
    expect(
      castable(game([act(4), bears, bears, { battlefield: [...bears.battlefield, ...bears.battlefield] }])),
    ).toBe(true);
  });

  it("601.2f, 801.11: with range of influence 1 the creatures of players out of range don't count", () => {
    // Five seats: B and E are within A's range, C and D are not.
    const seats = [act(5), bears, bears, bears, bears];
    expect(castable(game(seats, 1))).toBe(false);
    expect(castable(game([act(6), bears, bears, bears, bears], 1))).toBe(true);
    expect(castable(game(seats))).toBe(true);
  });
});

describe("603.7: Arcane Denial's draws at the beginning of the next turn's upkeep", () => {
  /** B (seat 1) casts Grizzly Bears in their turn; A (seat 0) counters it with Arcane Denial. */
  function denied(): Game {
    const g = freeForAllLayout([
      { name: "A", library, hand: ["arcane-denial"], battlefield: lands("island", 2) },
      { name: "B", library, hand: ["grizzly-bears"], battlefield: lands("forest", 2) },
      { name: "C", library },
    ]);
    advanceTo(g, 2, "main1");
    takeAction(g, "cast", "Grizzly Bears");
    for (let i = 0; i < 10 && !actionNames(g.pending()!).includes("cast Arcane Denial"); i++)
      submitOk(g, { choice: 0 });
    expect(g.pending()?.player).toBe(0);
    takeAction(g, "cast", "Arcane Denial");
    const targets = g.pending()!;
    if (targets.kind !== "choose") throw new Error(`expected targets, got ${targets.kind}`);
    submitOk(g, { choices: [targets.options.findIndex((o) => o.label.startsWith("Grizzly Bears"))] });
    while (g.view(null).stack.length > 0) submitOk(g, { choice: 0 });
    return g;
  }

  /** Passes priority while the stack holds something, answering the number decision with `value`. */
  function resolveAll(g: Game, value: number): void {
    for (let i = 0; i < 20 && g.view(null).stack.length > 0; i++) {
      const d = g.pending()!;
      if (d.kind === "number") submitOk(g, { value });
      else if (d.kind === "order") submitOk(g, { order: d.items.map((_, k) => k) });
      else submitOk(g, { choice: 0 });
    }
  }

  it("603.7: nothing is drawn as it resolves, nor at that turn's end step: both wait for the next turn's upkeep", () => {
    const g = denied();
    expect(g.view(null).players[1].graveyard.map((c) => c.name)).toEqual(["Grizzly Bears"]);
    const before = hands(g);
    advanceTo(g, 2, "end");
    expect(hands(g)).toEqual(before);
    expect(g.state.delayed).toHaveLength(2);
    advanceTo(g, 3, "upkeep");
    expect(g.state.delayed).toHaveLength(0);
    expect(g.view(null).stack.map((x) => x.name)).toEqual(["Arcane Denial", "Arcane Denial"]);
  });

  it("603.7: at the next turn's upkeep its controller chooses to draw zero, one or two cards; the caster draws one", () => {
    const g = denied();
    const before = hands(g);
    advanceTo(g, 3, "upkeep");
    let asked: Decision | null = null;
    for (let i = 0; i < 20 && asked === null; i++) {
      const d = g.pending()!;
      if (d.kind === "number") asked = d;
      else if (d.kind === "order") submitOk(g, { order: d.items.map((_, k) => k) });
      else submitOk(g, { choice: 0 });
    }
    expect(asked).toMatchObject({ kind: "number", purpose: "draws", player: 1, min: 0, max: 2 });
    resolveAll(g, 2);
    expect(g.state.turn).toMatchObject({ number: 3, step: "upkeep" });
    const after = hands(g);
    expect([after[0] - before[0], after[1] - before[1], after[2] - before[2]]).toEqual([1, 2, 0]);
  });

  it("603.7: choosing zero draws nothing", () => {
    const g = denied();
    const before = hands(g);
    advanceTo(g, 3, "upkeep");
    resolveAll(g, 0);
    const after = hands(g);
    expect([after[0] - before[0], after[1] - before[1]]).toEqual([1, 0]);
  });
});
