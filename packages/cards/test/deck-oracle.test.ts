/**
 * Deck lists checked against the pool and the Oracle table together (deckResolver), on a table imported from
 * the shipped MTGJSON sample: a pool card is played, a real card the engine lacks is "not supported yet" (never
 * a misspelling), and an unknown name gets did-you-mean from the pool and every real card.
 */
import {
  cardDb,
  checkDeckList,
  MAX_SUGGESTED,
  parseDeckList,
  poolCards,
  reportLines,
} from "@roundtable/cards";
import { deckResolver, importAtomicCardsFile, SAMPLE_ATOMIC_CARDS } from "@roundtable/cards/oracle";
import { beforeAll, describe, expect, it } from "vitest";
import type { CardResolver } from "../src/decklist/index.ts";

let cards: CardResolver;
beforeAll(async () => {
  cards = deckResolver((await importAtomicCardsFile(SAMPLE_ATOMIC_CARDS)).table);
});

describe("resolving names against the pool and the Oracle table", () => {
  it("a pool card is supported, by any spelling of its name", () => {
    expect(cards.resolve("lightning bolt")).toEqual({
      kind: "supported",
      id: "lightning-bolt",
      name: "Lightning Bolt",
    });
  });

  it("a real card the pool lacks is unsupported, named as the table has it (front faces: 712, 715)", () => {
    expect(cards.resolve("Fire/Ice")).toEqual({ kind: "unsupported", name: "Fire // Ice" });
    expect(cards.resolve("Delver of Secrets")).toEqual({
      kind: "unsupported",
      name: "Delver of Secrets // Insectile Aberration",
    });
    expect(cards.resolve("bonecrusher giant")).toEqual({
      kind: "unsupported",
      name: "Bonecrusher Giant // Stomp",
    });
  });

  it("without a table the same names are unknown (the pool alone, as before)", () => {
    expect(poolCards.resolve("Delver of Secrets").kind).toBe("unknown");
  });

  it("did you mean: a misspelt real card, a misspelt pool card", () => {
    expect(cards.resolve("Bonecrusher Gaint")).toEqual({
      kind: "unknown",
      suggestions: ["Bonecrusher Giant"],
    });
    expect(cards.resolve("Brightclimb Pathwya")).toEqual({
      kind: "unknown",
      suggestions: ["Brightclimb Pathway"],
    });
    expect(cards.resolve("Lightnig Bolt")).toEqual({ kind: "unknown", suggestions: ["Lightning Bolt"] });
    expect(cards.resolve("Qwxzzy Plorp")).toEqual({ kind: "unknown", suggestions: [] });
  });

  it("one half of a split card (709) or a melded card (712.4) is no card: did you mean the whole", () => {
    const fire = cards.resolve("Fire");
    expect(fire.kind === "unknown" && fire.suggestions[0]).toBe("Fire // Ice");
    expect(cards.resolve("Chittering Host")).toEqual({
      kind: "unknown",
      suggestions: ["Graf Rats // Chittering Host", "Midnight Scavengers // Chittering Host"],
    });
  });
});

describe("a deck list checked with the table", () => {
  const list = [
    "4 Lightning Bolt",
    "1 Delver of Secrets",
    "2 Lightnig Bolt",
    "1 Fire // Ice",
    "1 Brightclimb Pathwya",
    "1 Bonecrusher Giant",
    "51 Mountain",
  ].join("\n");

  it("every unsupported and every unknown card, each on its line, unsupported never as a misspelling", () => {
    const check = checkDeckList(list, "free-for-all", cards, cardDb);
    expect(check.ok).toBe(false);
    expect(check.issues.map((i) => [i.line, i.code, i.suggestions])).toEqual([
      [2, "unsupported-card", []],
      [3, "unknown-card", ["Lightning Bolt"]],
      [4, "unsupported-card", []],
      [5, "unknown-card", ["Brightclimb Pathway"]],
      [6, "unsupported-card", []],
    ]);
    expect(reportLines(check)).toEqual([
      'line 2: "Delver of Secrets // Insectile Aberration" is a real card the engine does not support yet',
      'line 3: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
      'line 4: "Fire // Ice" is a real card the engine does not support yet',
      'line 5: unknown card "Brightclimb Pathwya" (did you mean "Brightclimb Pathway"?)',
      'line 6: "Bonecrusher Giant // Stomp" is a real card the engine does not support yet',
      "the deck has 55 cards: at least 60 in Free-for-All (100.2a)",
    ]);
  });

  it("the pool alone calls the real cards unknown", () => {
    const codes = parseDeckList(list, poolCards).issues.map((i) => i.code);
    expect(codes).toEqual(["unknown-card", "unknown-card", "unknown-card", "unknown-card", "unknown-card"]);
  });
});

describe("did-you-mean's bound", () => {
  it(`the first ${MAX_SUGGESTED} unknown names of a list get did-you-mean, the others are still each reported`, () => {
    const lines = Array.from({ length: MAX_SUGGESTED + 5 }, () => "1 Lightnig Bolt");
    const issues = parseDeckList(lines.join("\n"), cards).issues;
    expect(issues).toHaveLength(MAX_SUGGESTED + 5);
    expect(issues.every((i) => i.code === "unknown-card")).toBe(true);
    expect(issues.filter((i) => i.suggestions.length > 0)).toHaveLength(MAX_SUGGESTED);
    expect(issues.at(-1)?.message).toBe(`line ${MAX_SUGGESTED + 5}: unknown card "Lightnig Bolt"`);
  });
});
