/**
 * 702.66 delve: each generic mana in the spell's total cost may be paid by exiling a card from its caster's
 * graveyard (702.66a), chosen as the costs are paid (601.2h).
 */
import { describe, expect, it } from "vitest";
import {
  actionNames,
  advanceTo,
  lands,
  openChoice,
  resolveStack,
  submitOk,
  table,
  takeAction,
} from "./helpers.ts";

type Game = ReturnType<typeof table>;
const zone = (game: Game, ids: readonly number[]) => ids.map((id) => game.state.objects[id].card);
const tapped = (game: Game) => game.state.battlefield.filter((id) => game.state.objects[id].tapped).length;
const GRAVEYARD = ["shock", "opt", "grizzly-bears", "giant-growth", "island", "forest", "murder"];

/** A, in their first main phase, with Treasure Cruise, `islands` Islands and `graveyard` in their graveyard. */
function cruiseGame(islands: number, graveyard: string[]) {
  const game = table(
    [
      {
        name: "A",
        hand: ["treasure-cruise"],
        battlefield: lands("island", islands),
        graveyard,
        library: ["mountain", "mountain", "mountain", "mountain"],
      },
      { name: "B" },
    ],
    { autoPass: false },
  );
  advanceTo(game, 1, "main1");
  return game;
}

describe("702.66 delve", () => {
  it("702.66a: the graveyard counts toward the generic mana — castable with one Island and seven cards, not with five", () => {
    expect(actionNames(cruiseGame(1, GRAVEYARD).pending()!)).toContain("cast Treasure Cruise");
    expect(actionNames(cruiseGame(1, GRAVEYARD.slice(0, 5)).pending()!)).not.toContain(
      "cast Treasure Cruise",
    );
  });

  it("702.66a: with every card needed, all are exiled unasked; the Island pays {U}", () => {
    const game = cruiseGame(1, GRAVEYARD);
    takeAction(game, "cast", "Treasure Cruise");
    expect(zone(game, game.state.players[0].exile).sort()).toEqual([...GRAVEYARD].sort());
    expect(tapped(game)).toBe(1);
    resolveStack(game);
    expect(zone(game, game.state.players[0].hand)).toEqual(["mountain", "mountain", "mountain"]);
    expect(zone(game, game.state.players[0].graveyard)).toEqual(["treasure-cruise"]);
  });

  it("601.2h, 702.66a: with mana for some, the caster chooses which cards, from the least the mana leaves to all it may", () => {
    const game = cruiseGame(3, GRAVEYARD);
    takeAction(game, "cast", "Treasure Cruise");
    const d = openChoice(game, "exile");
    expect([d.min, d.max]).toEqual([5, 7]); // {U} and {2} from the Islands, at least {5} from the graveyard
    const pick = ["Shock", "Opt", "Island", "Forest", "Murder", "Giant Growth"];
    submitOk(game, { choices: pick.map((n) => d.options.findIndex((o) => o.label === n)) });
    expect(zone(game, game.state.players[0].exile).sort()).toEqual(
      ["shock", "opt", "island", "forest", "murder", "giant-growth"].sort(),
    );
    expect(zone(game, game.state.players[0].graveyard)).toEqual(["grizzly-bears"]);
    expect(tapped(game)).toBe(2); // {U} and the last {1}
  });

  it("702.66a: delve pays only generic mana — seven cards don't pay Treasure Cruise's {U}", () => {
    expect(actionNames(cruiseGame(0, GRAVEYARD).pending()!)).not.toContain("cast Treasure Cruise");
  });
});
