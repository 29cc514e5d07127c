import { cardDb, decks } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type CardDef, Game } from "../src/index.ts";

/** A card database that fails once, on demand, the way an engine bug would. */
class FlakyDb extends Map<string, CardDef> {
  failNext = false;
  override get(id: string): CardDef | undefined {
    if (this.failNext) {
      this.failNext = false;
      throw new Error("simulated engine bug");
    }
    return super.get(id);
  }
}

describe("principle 3: the state is unchanged even when the engine fails internally", () => {
  it("an internal error during submit restores the game by replaying its inputs", () => {
    const db = new FlakyDb(cardDb);
    const game = Game.create(db, {
      variant: "free-for-all",
      seed: 9,
      players: [0, 1, 2].map((i) => ({ name: `P${i}`, deck: decks[i].cards })),
    });
    for (let d = game.pending(); d?.kind === "mulligan"; d = game.pending())
      game.submit(d.player, d.id, { keep: true });
    const d = game.pending()!;
    expect(d.kind).toBe("priority");
    const before = game.hash();
    const inputs = game.inputs.length;
    db.failNext = true;
    expect(() => game.submit(d.player, d.id, { choice: 0 })).toThrow(
      /internal engine error \(the game state was restored\): simulated engine bug/,
    );
    expect(game.hash()).toBe(before);
    expect(game.inputs.length).toBe(inputs);
    // The same answer now goes through.
    expect(game.submit(d.player, d.id, { choice: 0 }).ok).toBe(true);
  });
});
