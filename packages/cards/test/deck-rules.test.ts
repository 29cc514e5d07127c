import { ConfigError, VARIANT_NAMES } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { cardDb, checkDeckList, deckProblems, deckRules, poolCards, reportLines } from "../src/index.ts";

const check = (text: string, variant = "duel", ante = false) =>
  checkDeckList(text, variant, poolCards, cardDb, { ante });
const problemCodes = (text: string, variant = "duel") => check(text, variant).problems.map((p) => p.code);

describe("deck rules per variant", () => {
  it("every variant of the engine but Commander and Brawl plays by the constructed rules (100.2a, 100.4a)", () => {
    for (const v of VARIANT_NAMES.filter((n) => n !== "commander" && n !== "brawl"))
      expect(deckRules(v), v).toEqual({ minMain: 60, maxCopies: 4, maxSideboard: 15, commander: false });
    expect(deckRules("commander")).toEqual({ minMain: 99, maxCopies: 1, maxSideboard: 0, commander: true });
    expect(deckRules("brawl")).toEqual({ minMain: 59, maxCopies: 1, maxSideboard: 0, commander: true });
  });

  it("an unknown variant is the engine's ConfigError, naming the known ones", () => {
    expect(() => deckRules("comander")).toThrow(ConfigError);
    expect(() => deckRules("comander")).toThrow(/known: duel/);
  });

  it("100.2a: a legal 60-card deck has no problem, in every variant", () => {
    for (const v of VARIANT_NAMES.filter((n) => n !== "commander" && n !== "brawl"))
      expect(check("4 Lightning Bolt\n56 Mountain\n", v).ok, v).toBe(true);
  });

  it("100.2a: too few cards", () => {
    const r = check("4 Lightning Bolt\n55 Mountain\n");
    expect(r.problems).toEqual([
      { code: "too-few-cards", message: "the deck has 59 cards: at least 60 in Duel (100.2a)" },
    ]);
    expect(r.ok).toBe(false);
  });

  it("100.2a: at most four copies of a card other than basic lands, in Two-Headed Giant too", () => {
    for (const v of ["duel", "two-headed-giant", "team-vs-team"])
      expect(problemCodes("5 Lightning Bolt\n55 Mountain\n", v), v).toEqual(["too-many-copies"]);
    expect(check("5 Lightning Bolt\n55 Mountain\n").problems[0]).toEqual({
      code: "too-many-copies",
      message: "5 copies of Lightning Bolt: at most 4 in deck and sideboard together (100.2a, 100.4a)",
      card: "Lightning Bolt",
    });
    expect(problemCodes("4 Lightning Bolt\n100 Wastes\n")).toEqual([]);
  });

  it("100.4a: the four-card limit counts the deck and the sideboard together", () => {
    expect(problemCodes("3 Lightning Bolt\n57 Mountain\nSideboard\n2 Lightning Bolt\n")).toEqual([
      "too-many-copies",
    ]);
  });

  it("100.4a: a sideboard of at most fifteen cards", () => {
    const r = check("60 Mountain\nSideboard\n4 Shock\n4 Fireball\n4 Lightning Bolt\n4 Searing Spear\n");
    expect(r.problems).toEqual([
      { code: "sideboard-too-big", message: "the sideboard has 16 cards: at most 15 (100.4a)" },
    ]);
  });

  it("702.139a: a companion is a sideboard card, counted once when Arena lists it in both", () => {
    expect(problemCodes("Companion\n1 Shock\nDeck\n60 Mountain\nSideboard\n1 Shock\n14 Island\n")).toEqual(
      [],
    );
    expect(problemCodes("Companion\n1 Shock\nDeck\n60 Mountain\nSideboard\n15 Island\n")).toEqual([
      "sideboard-too-big",
    ]);
  });

  it("903.3: only Commander has a commander", () => {
    expect(problemCodes("Commander\n1 Serra Angel\nDeck\n60 Plains\n")).toEqual(["no-commander-here"]);
  });

  it("names the variant as players read it, by its name in the rules (the engine's variantTitle)", () => {
    const list = "Commander\n1 Serra Angel\nDeck\n50 Plains\n";
    expect(check(list, "two-headed-giant").problems.map((p) => p.message)).toEqual([
      "the deck has 50 cards: at least 60 in Two-Headed Giant (100.2a)",
      "Two-Headed Giant has no commander: move the Commander section's cards to the deck or leave them out",
    ]);
    expect(check("59 Plains\n", "team-vs-team").problems[0]?.message).toMatch(
      / in Team vs\. Team \(100\.2a\)$/,
    );
  });

  describe("903.12 Brawl decks", () => {
    it("903.12d: exactly 60 cards with the commander", () => {
      const list = "Commander\n1 Thalia, Heretic Cathar\nDeck\n1 Serra Angel\n58 Plains\n";
      expect(check(list, "brawl").problems).toEqual([]);
      expect(check(list.replace("58", "59"), "brawl").problems.map((p) => p.message)).toEqual([
        "the deck has 61 cards with its commander: exactly 60 in Brawl (903.12d)",
      ]);
    });
  });

  describe("903.5 Commander decks", () => {
    const thalia = (deck: string) => `Commander\n1 Thalia, Heretic Cathar\nDeck\n${deck}`;

    it("903.5a–d: a legal deck — 100 cards with its commander, singleton, within its colour identity", () => {
      const r = check(thalia("1 Savannah Lions\n1 Serra Angel\n97 Plains\n"), "commander");
      expect(r.problems).toEqual([]);
      expect(r.ok).toBe(true);
    });

    it("702.124b–c: two partners lead a deck of 100 with both, within their combined colour identity", () => {
      const pair = (deck: string) =>
        `Commander\n1 Ravos, Soultender\n1 Ishai, Ojutai Dragonspeaker\nDeck\n${deck}`;
      expect(
        check(pair("1 Counterspell\n1 Doom Blade\n1 Serra Angel\n95 Plains\n"), "commander").problems,
      ).toEqual([]);
      expect(check(pair("1 Lightning Bolt\n97 Plains\n"), "commander").problems).toEqual([
        {
          code: "outside-color-identity",
          message:
            "Lightning Bolt is red, outside Ravos, Soultender and Ishai, Ojutai Dragonspeaker's colour identity (white and blue and black, 903.5c)",
          card: "Lightning Bolt",
        },
      ]);
      expect(problemCodes(pair("99 Plains\n"), "commander")).toEqual(["too-many-cards"]);
    });

    it("702.124a, 702.124g: two commanders only if both are partners, never three", () => {
      const list = "Commander\n1 Ravos, Soultender\n1 Thalia, Heretic Cathar\nDeck\n98 Plains\n";
      expect(check(list, "commander").problems).toEqual([
        {
          code: "not-a-commander",
          message: "Thalia, Heretic Cathar has no partner ability: two commanders need one each (702.124a)",
        },
      ]);
      const three =
        "Commander\n1 Ravos, Soultender\n1 Ishai, Ojutai Dragonspeaker\n1 Thalia, Heretic Cathar\nDeck\n97 Plains\n";
      expect(problemCodes(three, "commander")).toEqual(["not-a-commander"]);
    });

    it("903.5a: exactly 100 cards, the commander included", () => {
      expect(check(thalia("98 Plains\n"), "commander").problems).toEqual([
        {
          code: "too-few-cards",
          message: "the deck has 99 cards with its commander: exactly 100 in Commander (903.5a)",
        },
      ]);
      expect(problemCodes(thalia("100 Plains\n"), "commander")).toEqual(["too-many-cards"]);
    });

    it("903.5b: one of each card but basic lands", () => {
      expect(check(thalia("2 Serra Angel\n97 Plains\n"), "commander").problems).toEqual([
        {
          code: "too-many-copies",
          message: "2 copies of Serra Angel: one of each card but basic lands in Commander (903.5b)",
          card: "Serra Angel",
        },
      ]);
    });

    it("903.5c: every card within the commander's colour identity; 903.5d: basic land types too", () => {
      const r = check(thalia("1 Lightning Bolt\n1 Tundra\n97 Plains\n"), "commander");
      expect(r.problems).toEqual([
        {
          code: "outside-color-identity",
          message: "Lightning Bolt is red, outside Thalia, Heretic Cathar's colour identity (white, 903.5c)",
          card: "Lightning Bolt",
        },
        {
          code: "outside-color-identity",
          message:
            "Tundra can make blue mana (its basic land types), outside Thalia, Heretic Cathar's colour identity (903.5d)",
          card: "Tundra",
        },
      ]);
    });

    it("903.3: a commander is needed, and must be a legendary creature card; 903.5e: no sideboard", () => {
      expect(problemCodes("99 Plains\n1 Serra Angel\n", "commander")).toEqual(["no-commander"]);
      expect(check("Commander\n1 Serra Angel\nDeck\n99 Plains\n", "commander").problems).toEqual([
        {
          code: "not-a-commander",
          message: "Serra Angel can't be a commander: it isn't a legendary creature card (903.3)",
          card: "Serra Angel",
        },
      ]);
      expect(problemCodes(thalia("99 Plains\nSideboard\n1 Shock\n"), "commander")).toEqual([
        "sideboard-too-big",
      ]);
    });
  });

  it("407.3: an ante card only when playing for ante", () => {
    const list = "1 Demonic Attorney\n59 Swamp\n";
    expect(problemCodes(list)).toEqual(["ante-card"]);
    expect(check(list, "duel", true).ok).toBe(true);
  });

  it("a card id the pool doesn't know", () => {
    const deck = { main: [{ id: "nope", count: 60 }], sideboard: [], commander: [], companion: [] };
    expect(deckProblems(deck, "duel", cardDb).map((p) => p.code)).toEqual(["unknown-id"]);
  });

  it("the report lists the lines' issues, then the deck's problems", () => {
    expect(reportLines(check("4 Lightnig Bolt\n56 Mountain\n"))).toEqual([
      'line 1: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
      "the deck has 56 cards: at least 60 in Duel (100.2a)",
    ]);
  });
});
