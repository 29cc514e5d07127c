/**
 * 305.4: a land card put from a hand onto the battlefield (Growth Spiral, Burgeoning) is no land play; 305.2: a
 * land play added for one turn (Explore); 305.1, 116.2a: Burgeoning triggers on an opponent's land play — the
 * special action — and only within its controller's range (801.7); 401.4: the cards Dig Through Time puts on the
 * bottom of the library go in the order chosen.
 */

import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type Game, type LayoutPlayer, layoutProblems } from "../src/index.ts";
import {
  actionNames,
  advanceTo,
  chooseLabels,
  freeForAllLayout,
  openChoice,
  perms,
  submitOk,
  table,
  takeAction,
} from "./helpers.ts";

const cards = (game: Game, zone: readonly number[]) => zone.map((id) => game.state.objects[id].card);
const mine = (game: Game, seat: number) =>
  cards(
    game,
    game.state.battlefield.filter((id) => game.state.objects[id].controller === seat),
  );

/** Every player passes (option 0) until a `choose` decision is open or the stack is empty. */
function passUntilChoiceOrEmpty(game: Game): void {
  while (game.state.stack.length > 0 && game.pending()?.kind === "priority") submitOk(game, { choice: 0 });
}

/** A duel, every priority asked: A with `a` (in main phase 1 of turn 1), B with `b`. */
function duel(a: Omit<LayoutPlayer, "name">, b: Omit<LayoutPlayer, "name"> = {}): Game {
  const game = table(
    [
      { name: "A", ...a },
      { name: "B", library: ["wastes", "wastes"], ...b },
    ],
    { autoPass: false },
  );
  advanceTo(game, 1, "main1");
  return game;
}

describe("305.4: Growth Spiral puts a land card from the hand onto the battlefield", () => {
  const spiral = () =>
    duel({
      hand: ["growth-spiral", "mountain", "plains"],
      battlefield: perms("forest", "island"),
      library: ["swamp"],
    });

  it("305.4: the land chosen enters untapped, and it is no land play: a land may still be played (305.2a)", () => {
    const game = spiral();
    takeAction(game, "cast", "Growth Spiral");
    passUntilChoiceOrEmpty(game);
    const d = openChoice(game, "putLand");
    expect(d.options.map((o) => o.label).sort()).toEqual(["Mountain", "Plains", "Swamp"]); // the card drawn too
    expect(d.min).toBe(0);
    chooseLabels(game, "Mountain");
    expect(mine(game, 0)).toContain("mountain");
    expect(game.state.players[0].landsPlayed).toBe(0);
    expect(actionNames(game.pending()!)).toContain("play Plains");
  });

  it('305.4: "you may": choosing none leaves the hand as it is', () => {
    const game = spiral();
    takeAction(game, "cast", "Growth Spiral");
    passUntilChoiceOrEmpty(game);
    submitOk(game, { choices: [] });
    expect(cards(game, game.state.players[0].hand).sort()).toEqual(["mountain", "plains", "swamp"]);
  });
});

describe("305.2: Explore adds a land play for the turn it resolves in", () => {
  it("305.2, 305.2a: two land plays this turn, one again in the player's next turn", () => {
    const forests = ["forest", "forest", "forest", "forest"];
    const game = duel({
      hand: ["explore", ...forests],
      battlefield: perms("forest", "island"),
      library: ["wastes", "wastes"],
    });
    takeAction(game, "cast", "Explore");
    passUntilChoiceOrEmpty(game);
    takeAction(game, "play", "Forest");
    takeAction(game, "play", "Forest");
    expect(actionNames(game.pending()!)).not.toContain("play Forest"); // 305.2b
    advanceTo(game, 3, "main1");
    expect(game.state.players[0].landPlaysAdded).toBeUndefined(); // forgotten as turn 1 ended
    takeAction(game, "play", "Forest");
    expect(actionNames(game.pending()!)).not.toContain("play Forest");
  });

  it("305.2: a position with a land play added for the turn can't be saved as a layout (it holds no such record)", () => {
    const game = duel({ hand: ["explore"], battlefield: perms("forest", "island"), library: ["wastes"] });
    takeAction(game, "cast", "Explore");
    passUntilChoiceOrEmpty(game);
    expect(layoutProblems(cardDb, game.state)).toContain("A may play additional lands this turn (305.2)");
  });
});

describe("305.1: Burgeoning triggers whenever an opponent plays a land", () => {
  it("305.1, 116.2a: an opponent's land play triggers it; its controller's own doesn't", () => {
    const game = duel(
      { hand: ["plains", "mountain"], battlefield: perms("burgeoning"), library: ["wastes"] },
      { hand: ["forest"] },
    );
    takeAction(game, "play", "Plains");
    expect(game.state.triggers).toEqual([]);
    advanceTo(game, 2, "main1");
    takeAction(game, "play", "Forest");
    passUntilChoiceOrEmpty(game);
    openChoice(game, "putLand", 0);
    chooseLabels(game, "Mountain");
    expect(mine(game, 0).sort()).toEqual(["burgeoning", "mountain", "plains"]);
  });

  it("801.7: an opponent within range triggers it, one out of its controller's range of influence doesn't", () => {
    const game = freeForAllLayout(
      [
        { name: "A", hand: ["mountain", "plains"], battlefield: perms("burgeoning"), library: ["wastes"] },
        { name: "B", hand: ["forest"], library: ["wastes"] },
        { name: "C", hand: ["forest"], library: ["wastes"] },
        { name: "D", library: ["wastes"] },
        { name: "E", library: ["wastes"] },
      ],
      undefined,
      1,
    );
    advanceTo(game, 2, "main1");
    takeAction(game, "play", "Forest"); // B, A's neighbour
    passUntilChoiceOrEmpty(game);
    openChoice(game, "putLand", 0);
    chooseLabels(game, "Mountain");
    advanceTo(game, 3, "main1");
    takeAction(game, "play", "Forest"); // C, two seats from A
    expect(game.state.triggers).toEqual([]);
    expect(game.state.stack).toEqual([]);
    expect(mine(game, 0).sort()).toEqual(["burgeoning", "mountain"]);
  });
});

describe("401.4: Dig Through Time", () => {
  it("701.20e, 401.4: two of the top seven into the hand, the rest on the bottom in the order chosen", () => {
    const top = ["forest", "island", "swamp", "mountain", "plains", "bayou", "taiga"];
    const game = duel({
      hand: ["dig-through-time"],
      battlefield: perms(...Array(8).fill("island")),
      library: [...top, "wastes"],
    });
    takeAction(game, "cast", "Dig Through Time");
    passUntilChoiceOrEmpty(game);
    expect(openChoice(game, "toHand").options.length).toBe(7);
    chooseLabels(game, "Bayou", "Taiga");
    expect(openChoice(game, "order").options.length).toBe(5); // 401.4: the rest, one question a card but the last
    for (const name of ["Plains", "Mountain", "Swamp", "Island"]) chooseLabels(game, name);
    expect(cards(game, game.state.players[0].hand).sort()).toEqual(["bayou", "taiga"]);
    expect(cards(game, game.state.players[0].library)).toEqual([
      "wastes",
      "plains",
      "mountain",
      "swamp",
      "island",
      "forest",
    ]);
  });
});
