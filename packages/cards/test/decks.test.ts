import { describe, expect, it } from "vitest";
import {
  cardDb,
  checkDeckList,
  deckByName,
  deckList,
  decks,
  playableDeck,
  poolCards,
  readyCommanderDecks,
} from "../src/index.ts";

const COLOR_OF_BASIC: Record<string, string> = {
  plains: "W",
  island: "U",
  swamp: "B",
  mountain: "R",
  forest: "G",
};

describe("decks", () => {
  it("has at least ten decks with distinct names covering all five colours", () => {
    expect(decks.length).toBeGreaterThanOrEqual(10);
    expect(new Set(decks.map((d) => d.name)).size).toBe(decks.length);
    for (const c of "WUBRG")
      expect(
        decks.some((d) => d.colors.includes(c)),
        c,
      ).toBe(true);
  });

  describe.each(decks.map((d) => [d.name, d] as const))("%s", (_name, deck) => {
    it("has 60 cards, all in the pool", () => {
      expect(deck.cards).toHaveLength(60);
      for (const id of deck.cards) expect(cardDb.has(id), id).toBe(true);
    });

    it("has at most four copies of each non-basic card", () => {
      const counts = new Map<string, number>();
      for (const id of deck.cards) counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const [id, n] of counts) {
        if (cardDb.get(id)?.supertypes?.includes("Basic")) continue;
        expect(n, id).toBeLessThanOrEqual(4);
      }
    });

    it("has about 24 lands", () => {
      const lands = deck.cards.filter((id) => cardDb.get(id)?.types.includes("Land")).length;
      expect(lands).toBeGreaterThanOrEqual(22);
      expect(lands).toBeLessThanOrEqual(24);
    });

    it("only plays cards of its colours, and basics that make them", () => {
      for (const id of deck.cards) {
        const def = cardDb.get(id)!;
        const symbols = [...(def.cost ?? "").matchAll(/\{([WUBRG])\}/g)].map((m) => m[1]);
        for (const s of symbols) expect(deck.colors, def.name).toContain(s);
        const basicColor = COLOR_OF_BASIC[id];
        if (basicColor !== undefined) expect(deck.colors, def.name).toContain(basicColor);
      }
    });
  });

  it("finds decks by name, ignoring case", () => {
    expect(deckByName("red deck wins")?.colors).toBe("R");
    expect(deckByName("no such deck")).toBeUndefined();
  });

  it("lists a deck as a player would paste it: its name under About, its cards under Deck", () => {
    const list = deckList(deckByName("Red Deck Wins")!);
    expect(list.startsWith("About\nName Red Deck Wins\n\nDeck\n")).toBe(true);
    const cards = list.split("\n\n")[1].split("\n").slice(1);
    expect(cards).toContain("4 Lightning Bolt");
    expect(cards).toContain("22 Mountain");
    expect(cards.reduce((n, line) => n + Number(line.split(" ")[0]), 0)).toBe(60);
  });

  it("903.3: every ready deck's list passes the check for its tables and reads back as the same deck, a Commander deck's commanders under Commander", () => {
    const sorted = (ids: string[]) => [...ids].sort();
    for (const [deck, variant] of [
      ...decks.map((d) => [d, "free-for-all"] as const),
      ...readyCommanderDecks.map((d) => [d, "commander"] as const),
    ]) {
      const check = checkDeckList(deckList(deck), variant, poolCards, cardDb);
      expect({ deck: deck.name, ok: check.ok, name: check.name }).toEqual({
        deck: deck.name,
        ok: true,
        name: deck.name,
      });
      const read = playableDeck(check.deck, deck.name);
      expect(sorted(read.cards)).toEqual(sorted(deck.cards));
      expect([read.commander, read.partner]).toEqual([deck.commander, deck.partner]);
    }
  });
});
