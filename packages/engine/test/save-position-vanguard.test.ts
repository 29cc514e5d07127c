/**
 * A saved position keeps a Vanguard game's vanguard cards (902.3: `vanguard`, the card put first into its
 * owner's command zone; its modifiers and abilities apply again after loading).
 */
import { cardDb, decks } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, layoutOf } from "../src/index.ts";
import { priorityFor } from "./drive.ts";

describe("saved positions: vanguards", () => {
  it("902.3, 902.5b: a Vanguard game's position keeps each player's vanguard card, by its own field, not as a plain command-zone card", () => {
    const game = Game.create(cardDb, {
      variant: "vanguard",
      seed: 5,
      starting: 0,
      autoPass: false,
      players: [
        { name: "A", deck: decks[0].cards, vanguard: "maraxus" },
        { name: "B", deck: decks[1].cards, vanguard: "urza" },
      ],
    });
    for (let d = game.pending(); d?.kind === "mulligan"; d = game.pending())
      game.submit(d.player, d.id, { keep: true });
    priorityFor(game, 1, 2, "upkeep");
    const layout = layoutOf(cardDb, game.state);
    expect(layout.players.map((p) => [p.vanguard, p.command])).toEqual([
      ["maraxus", []],
      ["urza", []],
    ]);
    const loaded = Game.fromLayout(cardDb, layout);
    expect(loaded.state.players.map((p) => p.vanguard)).toEqual(["maraxus", "urza"]);
    expect(loaded.state.players.map((p) => p.command.map((id) => loaded.state.objects[id].card))).toEqual([
      ["maraxus"],
      ["urza"],
    ]);
    // 902.4: the life totals are the position's, not the starting ones again.
    expect(loaded.state.players.map((p) => p.life)).toEqual(game.state.players.map((p) => p.life));
    expect(layoutOf(cardDb, loaded.state)).toEqual(layout);
  });
});
