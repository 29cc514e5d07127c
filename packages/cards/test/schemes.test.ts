/**
 * The scheme cards (314) of the Archenemy variant (904): typed definitions whose generated rules text is
 * their Oracle text, kept out of the traditional pool but in the card database, and random scheme decks
 * legal by 904.3.
 */
import { nextU32, rulesText, SCHEME_DECK_MIN, schemeDeckProblem, seedRng } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { allCards, cardDb, randomSchemeDeck, schemes, tokens } from "../src/index.ts";

describe("schemes (314, 904)", () => {
  it("at least twelve, ongoing ones among them (904.11)", () => {
    expect(schemes.length).toBeGreaterThanOrEqual(12);
    expect(schemes.filter((s) => s.supertypes?.includes("Ongoing")).length).toBeGreaterThanOrEqual(1);
    for (const s of schemes) expect(s.types).toEqual(["Scheme"]);
  });

  it.each(schemes.map((s) => [s.name, s]))("%s: the generated rules text is its Oracle text", (_, s) => {
    expect(s.text).toBeUndefined();
    expect(rulesText(s)).toBe(s.oracle);
  });

  it("are in the card database, not in the traditional pool random decks deal from", () => {
    for (const s of schemes) {
      expect(cardDb.get(s.id)).toBe(s);
      expect(allCards).not.toContain(s);
    }
    // The tokens they create are defined (111.4): the Dragon of Look Skyward and Despair.
    expect(tokens.some((t) => t.subtypes?.includes("Dragon") && t.power === 5)).toBe(true);
  });

  it("904.3: random scheme decks hold twenty or more schemes, no more than two of a name", () => {
    const rng = seedRng(7);
    const rand = () => nextU32(rng) / 2 ** 32;
    for (let i = 0; i < 20; i++) {
      const deck = randomSchemeDeck(rand);
      expect(deck.length).toBe(SCHEME_DECK_MIN);
      expect(schemeDeckProblem(cardDb, deck)).toBeNull();
    }
    expect(() => randomSchemeDeck(rand, 19)).toThrow(/904\.3/);
  });

  it("904.3: a deck too small, with a third copy or with a non-scheme card is refused, saying why", () => {
    const ids = schemes.map((s) => s.id);
    expect(schemeDeckProblem(cardDb, ids)?.message).toMatch(/at least 20 scheme cards \(904\.3\), got 12/);
    expect(schemeDeckProblem(cardDb, [ids[0], ids[0], ids[0]], false)).toEqual({
      at: "[2]",
      message: expect.stringMatching(/a third Look Skyward and Despair.*no more than 2.*904\.3/),
    });
    expect(schemeDeckProblem(cardDb, ["lightning-bolt"], false)?.message).toMatch(
      /not a scheme card \(314\.1\)/,
    );
  });
});
