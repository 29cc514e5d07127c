import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { editionsOf, Game } from "../src/index.ts";

const player = (name: string) => ({ name, library: Array.from({ length: 10 }, () => "forest") });

describe("views name the edition in force (issue 15)", () => {
  it("each player's view and a spectator's say whose multiplayer rules the game plays, for every edition free-for-all has", () => {
    const plain = Game.fromLayout(cardDb, {
      variant: "free-for-all",
      seed: 1,
      players: [player("A"), player("B"), player("C")],
    });
    expect(plain.view(0).edition).toBe("current");
    for (const edition of editionsOf("free-for-all")) {
      const game = Game.fromLayout(cardDb, {
        variant: "free-for-all",
        seed: 1,
        players: [player("A"), player("B"), player("C")],
        options: { edition },
      });
      expect(game.state.config.edition).toBe(edition);
      for (const viewer of [0, 1, 2, null]) expect(game.view(viewer).edition).toBe(edition);
    }
  });
});
