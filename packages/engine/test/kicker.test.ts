import { describe, expect, it } from "vitest";
import { advanceTo, chooseLabels, submitOk, table, takeAction } from "./helpers.ts";

const lands = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));

describe("702.33 kicker", () => {
  it("702.33a, 601.2b: the caster announces the kicker cost when they could pay both; kicked, 702.33d: 'if this spell was kicked' applies", () => {
    const game = table([
      { name: "A", hand: ["into-the-roil"], battlefield: lands("island", 4), library: ["island", "island"] },
      { name: "B", battlefield: [{ card: "grizzly-bears" }] },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Into the Roil");
    const d = game.pending()!;
    expect(d).toMatchObject({ kind: "choose", purpose: "pay", player: 0 });
    expect(d.prompt).toBe("Into the Roil: pay its kicker cost, {1}{U}, as you cast it? (702.33a)");
    const hand = game.state.players[0].hand.length;
    chooseLabels(game, "yes");
    chooseLabels(game, "Grizzly Bears");
    // 601.2f: the total cost, {1}{U}{1}{U}, was paid: four Islands tapped. Both players could only pass: it resolved.
    expect(game.state.battlefield.filter((id) => game.state.objects[id].tapped).length).toBe(4);
    expect(game.state.stack).toEqual([]);
    const cardsIn = (seat: number) => game.state.players[seat].hand.map((id) => game.state.objects[id].card);
    expect(cardsIn(1)).toContain("grizzly-bears"); // returned
    expect(game.state.players[0].hand.length).toBe(hand); // the spell left, a card drawn
  });

  it("702.33a: not kicked, the spell does only the rest; with mana for the spell alone, nothing is asked", () => {
    const game = table([
      { name: "A", hand: ["into-the-roil"], battlefield: lands("island", 2), library: ["island", "island"] },
      { name: "B", battlefield: [{ card: "grizzly-bears" }] },
    ]);
    advanceTo(game, 1, "main1");
    const hand = game.state.players[0].hand.length;
    takeAction(game, "cast", "Into the Roil");
    expect(game.pending()).toMatchObject({ kind: "choose", purpose: "targets" });
    chooseLabels(game, "Grizzly Bears");
    expect(game.state.battlefield.filter((id) => game.state.objects[id].tapped).length).toBe(2);
    expect(game.state.stack).toEqual([]);
    const cardsIn = (seat: number) => game.state.players[seat].hand.map((id) => game.state.objects[id].card);
    expect(cardsIn(1)).toContain("grizzly-bears");
    expect(game.state.players[0].hand.length).toBe(hand - 1); // no card drawn
  });

  it("702.33e, 113.7a: a kicked creature's 'when this enters, if it was kicked' ability resolves after the creature has left", () => {
    const game = table([
      { name: "A", hand: ["torch-slinger"], battlefield: lands("mountain", 5) },
      { name: "B", hand: ["unsummon"], battlefield: [{ card: "grizzly-bears" }, { card: "island" }] },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Torch Slinger");
    chooseLabels(game, "yes");
    submitOk(game, { choice: 0 }); // B lets the creature spell resolve
    chooseLabels(game, "Grizzly Bears"); // its enters ability's target
    takeAction(game, "cast", "Unsummon"); // B returns the Slinger in response
    chooseLabels(game, "Torch Slinger");
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    const cards = (zone: number[]) => zone.map((id) => game.state.objects[id].card);
    expect(cards(game.state.players[0].hand)).toContain("torch-slinger");
    // The ability saw its source as it last was: kicked. It dealt its 2 damage.
    expect(cards(game.state.players[1].graveyard)).toContain("grizzly-bears");
  });
});
