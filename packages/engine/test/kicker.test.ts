import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game } from "../src/index.ts";
import { advanceTo, chooseLabels, idOf, lands, submitOk, table, takeAction } from "./helpers.ts";

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

describe("702.33c multikicker", () => {
  const tapped = (game: Game) => game.state.battlefield.filter((id) => game.state.objects[id].tapped).length;
  const cardsIn = (game: Game, zone: number[]) => zone.map((id) => game.state.objects[id].card);

  /** A casts Gnarlid Pack ({1}{G}, multikicker {1}{G}) in turn 1 with `forests` Forests. */
  function castPack(forests: number): Game {
    const game = table([
      { name: "A", hand: ["gnarlid-pack"], battlefield: lands("forest", forests) },
      { name: "B" },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Gnarlid Pack");
    return game;
  }

  it("601.2b: the caster is asked how many times they pay it, from 0 to the most the spell's cost leaves payable", () => {
    const game = castPack(6);
    const d = game.pending()!;
    // {1}{G} and twice {1}{G}: six Forests; a third time would need eight.
    expect(d).toMatchObject({ kind: "number", purpose: "multikicker", player: 0, min: 0, max: 2 });
    expect(d.prompt).toBe(
      "Gnarlid Pack: how many times do you pay its multikicker cost, {1}{G}, as you cast it? (702.33c)",
    );
  });

  it("601.2f, 702.33d, 614.1c: paid twice, the total cost taps six Forests; the Pack was kicked twice and enters with two +1/+1 counters", () => {
    const game = castPack(6);
    submitOk(game, { value: 2 });
    expect(tapped(game)).toBe(6);
    expect(game.state.stack).toEqual([]);
    const pack = game.state.objects[idOf(game, 0, "gnarlid-pack")];
    expect(pack.kicked).toBe(true);
    expect(pack.timesKicked).toBe(2);
    expect(pack.counters).toEqual({ "+1/+1": 2 });
    expect(game.view(0).battlefield.find((p) => p.card === "gnarlid-pack")).toMatchObject({
      power: 4,
      toughness: 4,
    });
  });

  it("601.2f: paid once of twice possible, four Forests pay: {1}{G} and {1}{G} once more", () => {
    const game = castPack(6);
    submitOk(game, { value: 1 });
    expect(tapped(game)).toBe(4);
    const pack = game.state.objects[idOf(game, 0, "gnarlid-pack")];
    expect(pack.timesKicked).toBe(1);
    expect(pack.counters).toEqual({ "+1/+1": 1 });
  });

  it("702.33d: paid no times, the spell isn't kicked and the Pack enters with no counters", () => {
    const game = castPack(6);
    submitOk(game, { value: 0 });
    expect(tapped(game)).toBe(2);
    const pack = game.state.objects[idOf(game, 0, "gnarlid-pack")];
    expect(pack.kicked).toBeUndefined();
    expect(pack.timesKicked).toBeUndefined();
    expect(pack.counters ?? {}).toEqual({});
  });

  it("601.2b: with mana for the spell but not for the multikicker once more, nothing is asked", () => {
    const game = castPack(3);
    // The Pack was cast with {1}{G} and resolved: no number decision came between.
    expect(game.state.stack).toEqual([]);
    expect(tapped(game)).toBe(2);
    const pack = game.state.objects[idOf(game, 0, "gnarlid-pack")];
    expect(pack.kicked).toBeUndefined();
    expect(pack.counters ?? {}).toEqual({});
  });

  it("702.33e, 113.7a: Wolfbriar Elemental's enters ability counts the kicks after the creature has left: two Wolves", () => {
    const game = table([
      { name: "A", hand: ["wolfbriar-elemental"], battlefield: lands("forest", 6) },
      { name: "B", hand: ["unsummon"], battlefield: [{ card: "island" }] },
    ]);
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Wolfbriar Elemental");
    expect(game.pending()).toMatchObject({ kind: "number", purpose: "multikicker", max: 2 });
    submitOk(game, { value: 2 });
    // B, with no creature to target yet, lets the spell resolve: its enters ability triggers, noting the kicks.
    expect(game.state.stack).toHaveLength(1);
    expect(game.state.objects[game.state.stack[0]].stack).toMatchObject({
      kind: "triggered",
      timesKicked: 2,
    });
    takeAction(game, "cast", "Unsummon"); // B returns the Elemental in response
    chooseLabels(game, "Wolfbriar Elemental");
    while (game.state.stack.length > 0) submitOk(game, { choice: 0 });
    expect(cardsIn(game, game.state.players[0].hand)).toEqual(["wolfbriar-elemental"]);
    const wolves = game.view(0).battlefield.filter((p) => p.name === "Wolf Token");
    expect(wolves.map((p) => [p.controller, p.power, p.toughness])).toEqual([
      [0, 2, 2],
      [0, 2, 2],
    ]);
  });

  it("702.33d–e: 'if it wasn't kicked' — Skizzik not kicked is sacrificed at the end step; kicked, it stays", () => {
    const game = Game.fromLayout(cardDb, {
      variant: "duel",
      seed: 1,
      start: 0,
      autoPass: true,
      players: [
        { name: "A", hand: ["skizzik", "skizzik"], battlefield: lands("mountain", 10) },
        { name: "B" },
      ],
    });
    advanceTo(game, 1, "main1");
    takeAction(game, "cast", "Skizzik");
    chooseLabels(game, "yes"); // {3}{R}{R}: five Mountains
    takeAction(game, "cast", "Skizzik");
    chooseLabels(game, "no"); // {3}{R}
    const skizziks = () => game.state.battlefield.filter((id) => game.state.objects[id].card === "skizzik");
    expect(skizziks().map((id) => game.state.objects[id].kicked)).toEqual([true, undefined]);
    const kicked = skizziks()[0];
    advanceTo(game, 2, "main1");
    expect(skizziks()).toEqual([kicked]);
    expect(cardsIn(game, game.state.players[0].graveyard)).toEqual(["skizzik"]);
  });
});
