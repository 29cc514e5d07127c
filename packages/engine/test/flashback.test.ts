import { describe, expect, it } from "vitest";
import { actionNames, advanceTo, findAction, lands, submitOk, table, takeAction } from "./helpers.ts";

describe("702.34 flashback", () => {
  it("702.34a: a card with flashback is cast from its owner's graveyard for its flashback cost, then exiled as it resolves", () => {
    const game = table([
      {
        name: "A",
        hand: ["think-twice"],
        battlefield: lands("island", 5),
        library: ["island", "island", "island"],
      },
      { name: "B" },
    ]);
    const main = advanceTo(game, 1, "main1");
    expect(actionNames(main)).toContain("cast Think Twice");
    takeAction(game, "cast", "Think Twice"); // from the hand: {1}{U}
    const cards = (zone: readonly number[]) => zone.map((id) => game.state.objects[id].card);
    expect(cards(game.state.players[0].graveyard)).toEqual(["think-twice"]);
    expect(game.state.battlefield.filter((id) => game.state.objects[id].tapped)).toHaveLength(2);
    // From the graveyard: its flashback cost, {2}{U}, the three Islands left.
    const d = game.pending()!;
    const k = findAction(d, "cast", "Think Twice");
    expect(d.kind === "priority" && d.actions[k]).toMatchObject({ type: "cast", flashback: true });
    submitOk(game, { choice: k });
    expect(game.state.battlefield.filter((id) => game.state.objects[id].tapped)).toHaveLength(5);
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    expect(cards(game.state.players[0].graveyard)).toEqual([]);
    expect(cards(game.state.players[0].exile)).toEqual(["think-twice"]);
    expect(game.state.players[0].hand).toHaveLength(2); // two cards drawn
  });

  it("702.34a: without the mana for its flashback cost, the card in the graveyard isn't offered", () => {
    const game = table([
      { name: "A", hand: ["think-twice"], battlefield: lands("island", 4), library: ["island", "island"] },
      { name: "B" },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Think Twice");
    const d = game.pending()!;
    expect(d.player).toBe(0);
    expect(actionNames(d)).not.toContain("cast Think Twice");
  });

  it("702.34a: a flashback spell that is countered is exiled instead of going to the graveyard", () => {
    const game = table([
      { name: "A", graveyard: ["think-twice"], battlefield: lands("island", 3), library: ["island"] },
      { name: "B", hand: ["counterspell"], battlefield: lands("island", 2) },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Think Twice");
    takeAction(game, "cast", "Counterspell"); // B, with priority
    submitOk(game, { choices: [0] }); // its target: Think Twice
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    const cards = (zone: readonly number[]) => zone.map((id) => game.state.objects[id].card);
    expect(cards(game.state.players[0].exile)).toEqual(["think-twice"]);
    expect(cards(game.state.players[0].graveyard)).toEqual([]);
    expect(cards(game.state.players[1].graveyard)).toEqual(["counterspell"]);
  });
});
