/**
 * 701.23: two ways a search's text shapes what is found and what follows — Fabled Passage's "Then if you control
 * four or more lands, untap that land." (608.2c: done after the shuffle, checked then, the land found counting
 * itself) and Myriad Landscape's "up to two basic land cards that share a land type" (205.3i: the second is
 * chosen among the cards sharing a land type with the first; 701.23b: fewer may be found).
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Game, rulesText } from "../src/index.ts";
import { advanceTo, chooseLabels, openChoice, perms, submitOk, table, takeAction } from "./helpers.ts";

/** Seat 0 with `battlefield` and `library`, in its first main phase. */
function game(battlefield: string[], library: string[]): Game {
  const g = table([{ name: "A", battlefield: perms(...battlefield), library }, { name: "B" }], {
    autoPass: false,
  });
  advanceTo(g, 1, "main1");
  return g;
}

/** Activates the card's search ability (not a mana ability) and passes priority until the search is asked. */
function activate(g: Game, name: string): void {
  const d = g.pending()!;
  if (d.kind !== "priority") throw new Error(`expected priority, got ${d.kind}`);
  const i = d.actions.findIndex((a) => a.type === "activate" && a.name === name && !a.mana);
  submitOk(g, { choice: i });
  while (g.pending()?.kind === "priority") submitOk(g, { choice: 0 });
}

const tappedOf = (g: Game, card: string) =>
  g.state.battlefield
    .filter((id) => g.state.objects[id].card === card)
    .map((id) => g.state.objects[id].tapped === true);

describe("701.23 search: Fabled Passage's follow-up about the land found", () => {
  it("608.2c: with three other lands, the land found makes four: it is untapped after the shuffle", () => {
    const g = game(["fabled-passage", "wastes", "wastes", "wastes"], ["forest", "island"]);
    activate(g, "Fabled Passage");
    openChoice(g, "search");
    chooseLabels(g, "Forest");
    expect(tappedOf(g, "forest")).toEqual([false]);
    expect(g.state.players[0].graveyard.map((id) => g.state.objects[id].card)).toEqual(["fabled-passage"]);
  });

  it("608.2c: with two other lands, three in all: the land found stays tapped", () => {
    const g = game(["fabled-passage", "wastes", "wastes"], ["forest", "island"]);
    activate(g, "Fabled Passage");
    chooseLabels(g, "Island");
    expect(tappedOf(g, "island")).toEqual([true]);
  });

  it("608.2c: only the land found is untapped, not another tapped land", () => {
    const g = game(["fabled-passage", "wastes", "wastes", "forest"], ["forest"]);
    const first = g.state.battlefield.find((id) => g.state.objects[id].card === "forest")!;
    takeAction(g, "activate", "Forest"); // tapped for {G}
    activate(g, "Fabled Passage");
    chooseLabels(g, "Forest");
    expect(tappedOf(g, "forest").sort()).toEqual([false, true]);
    expect(g.state.objects[first].tapped).toBe(true);
  });

  it("701.23: its text is generated from the search and its follow-up", () => {
    expect(rulesText(cardDb.get("fabled-passage")!)).toBe(
      "{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle. Then if you control four or more lands, untap that land.",
    );
  });
});

describe("701.23 search: Myriad Landscape's cards that share a land type (205.3i)", () => {
  const library = ["forest", "island", "forest", "wastes"];

  it("205.3i: after a Forest, only the other Forest may be chosen; both enter tapped", () => {
    const g = game(["myriad-landscape", "wastes", "wastes"], library);
    activate(g, "Myriad Landscape");
    chooseLabels(g, "Forest");
    const second = openChoice(g, "search");
    expect(second.options.map((o) => o.label)).toEqual(["Forest"]);
    expect(second.prompt).toContain("sharing a land type with Forest");
    chooseLabels(g, "Forest");
    expect(tappedOf(g, "forest")).toEqual([true, true]);
    expect(tappedOf(g, "island")).toEqual([]);
    expect(g.state.players[0].library.map((id) => g.state.objects[id].card).sort()).toEqual([
      "island",
      "wastes",
    ]);
  });

  it("205.3i: Wastes has no land type: found first, nothing more is asked", () => {
    const g = game(["myriad-landscape", "wastes", "wastes"], library);
    activate(g, "Myriad Landscape");
    expect(openChoice(g, "search")).toMatchObject({ min: 0, max: 1 }); // the first card, alone
    chooseLabels(g, "Wastes");
    expect(g.pending()?.kind).not.toBe("choose");
    expect(g.state.players[0].library).toHaveLength(3);
  });

  it("701.23b: the searcher may find none", () => {
    const g = game(["myriad-landscape", "wastes", "wastes"], library);
    activate(g, "Myriad Landscape");
    submitOk(g, { choices: [] });
    expect(g.state.players[0].library).toHaveLength(4);
    expect(g.state.players[0].graveyard.map((id) => g.state.objects[id].card)).toEqual(["myriad-landscape"]);
  });
});
