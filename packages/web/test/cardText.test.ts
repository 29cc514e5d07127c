/** A card's text as the hover shows it (cardText.ts), from what GET /api/cards/:id gives. */
import { describe, expect, it } from "vitest";
import { cardTextLines } from "../src/cardText.ts";

describe("card text lines", () => {
  it("name and cost, type line, each line of rules text, then P/T or loyalty", () => {
    expect(
      cardTextLines({
        id: "prodigal-sorcerer",
        name: "Prodigal Sorcerer",
        cost: "{2}{U}",
        typeLine: "Creature — Human Wizard",
        text: "{T}: Prodigal Sorcerer deals 1 damage to any target.",
        power: 1,
        toughness: 1,
        loyalty: null,
      }),
    ).toEqual([
      "Prodigal Sorcerer {2}{U}",
      "Creature — Human Wizard",
      "{T}: Prodigal Sorcerer deals 1 damage to any target.",
      "1/1",
    ]);
    expect(
      cardTextLines({
        id: "forest",
        name: "Forest",
        cost: null,
        typeLine: "Basic Land — Forest",
        text: "",
        power: null,
        toughness: null,
        loyalty: null,
      }),
    ).toEqual(["Forest", "Basic Land — Forest"]);
    expect(
      cardTextLines({
        id: "jace",
        name: "Jace Beleren",
        cost: "{1}{U}{U}",
        typeLine: "Legendary Planeswalker — Jace",
        text: "+2: Each player draws a card.\n−1: Target player draws a card.",
        power: null,
        toughness: null,
        loyalty: 3,
      }).slice(2),
    ).toEqual(["+2: Each player draws a card.", "−1: Target player draws a card.", "Loyalty 3"]);
  });
});
