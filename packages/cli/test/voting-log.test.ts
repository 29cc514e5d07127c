/** 701.38a: votes are public — the command line's game log prints each vote as it is made, and the count. */
import { cardDb } from "@roundtable/cards";
import { Game } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { LogFormatter } from "../src/log.ts";

describe("the log of a vote (701.38)", () => {
  it("prints each vote with its voter and the count of the votes", () => {
    const players = ["Alice", "Bob", "Carol"].map((name) => ({ name, library: ["wastes", "wastes"] }));
    const game = Game.fromLayout(cardDb, { variant: "free-for-all", seed: 1, players, start: 0 });
    const log = new LogFormatter(game, 0);
    expect(log.format({ type: "vote", player: 1, card: "Tyrant's Choice", choice: "torture" })).toBe(
      "Bob votes for torture (Tyrant's Choice)",
    );
    expect(log.format({ type: "vote", player: 0, card: "Tyrant's Choice", choice: "death" })).toBe(
      "Alice (you) votes for death (Tyrant's Choice)",
    );
    const tally = [
      { choice: "death", votes: 1 },
      { choice: "torture", votes: 2 },
    ];
    expect(log.format({ type: "votesCounted", card: "Tyrant's Choice", tally })).toBe(
      "Tyrant's Choice: the votes are death 1, torture 2",
    );
  });
});
