/**
 * 603.10a: "Whenever equipped creature dies" (Skullclamp) looks back in time — the Equipment attached to the creature
 * immediately before it died triggers, though the creature's leaving unattached it, and though the Equipment left
 * in the same event.
 */
import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { Game, type LayoutPermanent } from "../src/index.ts";
import { advanceTo, lands, takeAction } from "./helpers.ts";

/** A's permanents, A's hand, and five Islands to draw from. */
function game(battlefield: LayoutPermanent[], hand: string[] = []): Game {
  return Game.fromLayout(cardDb, {
    variant: "duel",
    seed: 1,
    start: 0,
    autoPass: false,
    players: [{ name: "A", battlefield, hand, library: Array(5).fill("island") }, { name: "B" }],
  });
}

const handOf = (g: Game): string[] => g.state.players[0].hand.map((id) => g.state.objects[id].card);
const graveyardOf = (g: Game): string[] => g.state.players[0].graveyard.map((id) => g.state.objects[id].card);

describe("603.10a: whenever equipped creature dies", () => {
  it("603.10a: Skullclamp's +1/-1 kills Llanowar Elves (704.5f); unattached as it left, Skullclamp still triggers: A draws two", () => {
    const g = game([
      { card: "llanowar-elves", key: "elves" },
      { card: "skullclamp", attachedTo: "elves" },
    ]);
    advanceTo(g, 1, "main1");
    expect(graveyardOf(g)).toEqual(["llanowar-elves"]);
    expect(handOf(g)).toEqual(["island", "island"]);
    const clamp = g.state.battlefield.map((id) => g.state.objects[id]).find((o) => o.card === "skullclamp");
    expect(clamp?.attachedTo).toBeUndefined();
  });

  it("603.10a: destroyed together with the equipped creature by Akroma's Vengeance, Skullclamp still triggers", () => {
    const g = game(
      // Skullclamp first: destroyed before the Bears, it is gone as they die.
      [
        ...lands("plains", 6),
        { card: "skullclamp", attachedTo: "bears" },
        { card: "grizzly-bears", key: "bears" },
      ],
      ["akromas-vengeance"],
    );
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Akroma's Vengeance");
    advanceTo(g, 1, "main2");
    expect(graveyardOf(g).sort()).toEqual(["akromas-vengeance", "grizzly-bears", "skullclamp"]);
    expect(handOf(g)).toEqual(["island", "island"]);
  });

  it("603.10a: a Skullclamp attached to nothing doesn't trigger when a creature dies", () => {
    const g = game(
      [...lands("plains", 6), { card: "grizzly-bears" }, { card: "skullclamp" }],
      ["akromas-vengeance"],
    );
    advanceTo(g, 1, "main1");
    takeAction(g, "cast", "Akroma's Vengeance");
    advanceTo(g, 1, "main2");
    expect(graveyardOf(g).sort()).toEqual(["akromas-vengeance", "grizzly-bears", "skullclamp"]);
    expect(handOf(g)).toEqual([]);
  });
});
