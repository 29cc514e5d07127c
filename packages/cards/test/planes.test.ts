/**
 * The Planechase cards (901): twelve or more planes (311) and two or more phenomena (312), typed data whose
 * generated rules text is their current Oracle text; kept out of the traditional pool (random decks) but in
 * the card database; and random planar decks that keep 901.3's rules.
 */
import { rulesText } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { allCards, cardDb, idOf, phenomena, planarDeck, planes } from "../src/index.ts";

describe("planes (311) and phenomena (312)", () => {
  it("has at least twelve planes and two phenomena, each in the card database and none in the traditional pool", () => {
    expect(planes.length).toBeGreaterThanOrEqual(12);
    expect(phenomena.length).toBeGreaterThanOrEqual(2);
    for (const c of [...planes, ...phenomena]) {
      expect(cardDb.get(c.id), c.name).toBe(c);
      expect(c.id).toBe(idOf(c.name));
      expect(
        allCards.some((a) => a.id === c.id),
        c.name,
      ).toBe(false);
    }
  });

  it.each([...planes, ...phenomena].map((c) => [c.name, c] as const))(
    "%s: its generated rules text is its Oracle text",
    (_, c) => {
      expect(c.text, "no text override").toBeUndefined();
      expect(rulesText(c)).toBe(c.oracle);
    },
  );

  it("311.3: each plane has one planar type, every plane a chaos ability (311.7); 312.3: phenomena have no subtypes", () => {
    for (const p of planes) {
      expect(p.types).toEqual(["Plane"]);
      expect(p.subtypes?.length, p.name).toBe(1);
      expect(
        p.abilities?.some((a) => a.kind === "triggered" && a.when.on === "chaos"),
        p.name,
      ).toBe(true);
    }
    for (const p of phenomena) {
      expect(p.types).toEqual(["Phenomenon"]);
      expect(p.subtypes).toBeUndefined();
      expect(
        p.abilities?.some((a) => a.kind === "triggered" && a.when.on === "encounter"),
        p.name,
      ).toBe(true);
    }
  });

  it("901.3: a random planar deck has ten cards with different names, at most two phenomena", () => {
    let k = 7;
    const rand = (n: number) => {
      k = (k * 1103515245 + 12345) % 2147483648;
      return k % n;
    };
    for (let i = 0; i < 50; i++) {
      const deck = planarDeck(rand);
      expect(deck.length).toBe(10);
      expect(new Set(deck).size).toBe(10);
      expect(deck.filter((id) => cardDb.get(id)?.types.includes("Phenomenon")).length).toBeLessThanOrEqual(2);
    }
    expect(() => planarDeck(rand, 9)).toThrow(/at least ten cards \(901\.3\)/);
  });
});
