/**
 * Commander card draw, tutors and opponent taxes (commanderDraw.ts): a playgroup's imported Commander list naming
 * them reads without a problem — each resolves to the pool's card, whose text is its Oracle text.
 */
import { rulesText } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { commanderDrawCards } from "../src/commanderDraw.ts";
import { cardDb, parseDeckList, poolCards } from "../src/index.ts";

const CARDS = [
  "Smothering Tithe",
  "Mystical Tutor",
  "Enlightened Tutor",
  "Dockside Extortionist",
  "Windfall",
  "Land Tax",
  "Esper Sentinel",
  "Mind's Eye",
  "Syphon Mind",
  "Mystic Remora",
];

describe("903: Commander card draw, tutors and taxes in an imported list", () => {
  it("a Commander list naming them reads without a problem, each the pool's card", () => {
    const text = ["Commander", "1 Lyra Dawnbringer", "", "Deck", ...CARDS.map((n) => `1 ${n}`)].join("\n");
    const r = parseDeckList(text, poolCards);
    expect(r.issues).toEqual([]);
    expect(r.deck.main.map((c) => cardDb.get(c.id)?.name)).toEqual(CARDS);
  });

  it("each is in the pool with its Oracle text, generated from its data", () => {
    expect(commanderDrawCards.map((c) => c.name).sort()).toEqual([...CARDS].sort());
    for (const def of commanderDrawCards) expect(rulesText(def), def.name).toBe(def.oracle);
  });
});
