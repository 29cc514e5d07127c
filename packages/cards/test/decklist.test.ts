import type { CardDef } from "@roundtable/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allCards,
  cardDb,
  type DeckList,
  deckByName,
  deckList,
  parseDeckList,
  poolCards,
  poolResolver,
  realCards,
  writeDeckList,
} from "../src/index.ts";

const parse = (text: string) => parseDeckList(text, poolCards);
const codes = (text: string) => parse(text).issues.map((i) => i.code);

describe("reading deck lists", () => {
  it("reads MTGO's `4 Name` with SIDEBOARD:", () => {
    const r = parse("4 Lightning Bolt\n56 Mountain\nSIDEBOARD:\n2 Shock\n");
    expect(r.issues).toEqual([]);
    expect(r.deck).toEqual({
      main: [
        { id: "lightning-bolt", count: 4 },
        { id: "mountain", count: 56 },
      ],
      sideboard: [{ id: "shock", count: 2 }],
      commander: [],
      companion: [],
    });
  });

  it("reads MTGO's sideboard after a blank line when the list has no headers", () => {
    const r = parse("4 Lightning Bolt\n56 Mountain\n\n2 Shock\n1 Fireball\n");
    expect(r.deck.main.map((c) => c.id)).toEqual(["lightning-bolt", "mountain"]);
    expect(r.deck.sideboard.map((c) => c.id)).toEqual(["shock", "fireball"]);
  });

  it("keeps every block in the deck when there are more than two (blank lines between card types)", () => {
    const r = parse("4 Lightning Bolt\n\n4 Shock\n\n52 Mountain\n");
    expect(r.deck.main).toHaveLength(3);
    expect(r.deck.sideboard).toEqual([]);
  });

  it("reads Arena's sections, printings and the About name", () => {
    const text = [
      "About",
      "Name Burn",
      "",
      "Deck",
      "4 Lightning Bolt (M10) 146",
      "56 Mountain (ZEN) 234",
      "",
      "Sideboard",
      "3 Shock (M19) 156",
    ].join("\n");
    const r = parse(text);
    expect(r.issues).toEqual([]);
    expect(r.name).toBe("Burn");
    expect(r.deck.main).toEqual([
      { id: "lightning-bolt", count: 4 },
      { id: "mountain", count: 56 },
    ]);
    expect(r.deck.sideboard).toEqual([{ id: "shock", count: 3 }]);
  });

  it("reads Moxfield's `4x Name (SET) 123 *F*`, SB: lines, comments, CRLF and a BOM", () => {
    const text =
      "\uFEFF// Name: Moxfield burn\r\n# a comment\r\n4x Lightning Bolt (2XM) 129 *F*\r\n4X Shock *E*\r\n52 x Mountain\r\nSB: 2 Fireball\r\n";
    const r = parse(text);
    expect(r.issues).toEqual([]);
    expect(r.name).toBe("Moxfield burn");
    expect(r.deck.main).toEqual([
      { id: "lightning-bolt", count: 4 },
      { id: "shock", count: 4 },
      { id: "mountain", count: 52 },
    ]);
    expect(r.deck.sideboard).toEqual([{ id: "fireball", count: 2 }]);
  });

  it("adds up a card named on several lines of a section", () => {
    expect(parse("2 Shock\n2 shock\n").deck.main).toEqual([{ id: "shock", count: 4 }]);
  });

  it("ignores case, typographic apostrophes and spacing", () => {
    const r = parse("4 MAN-O\u2019-WAR\n4   liliana's   specter\n");
    expect(r.issues).toEqual([]);
    expect(r.deck.main.map((c) => c.id)).toEqual(["man-o-war", "lilianas-specter"]);
  });

  it("reads split and double-faced names with //, the front face alone, and accents (Lim-Dûl)", () => {
    const defs = [
      { id: "fire-ice", name: "Fire // Ice", types: ["Instant"] },
      { id: "delver", name: "Delver of Secrets // Insectile Aberration", types: ["Creature"] },
      { id: "lim-dul-s-vault", name: "Lim-Dûl's Vault", types: ["Instant"] },
      { id: "aether-vial", name: "Æther Vial", types: ["Artifact"] },
    ] as CardDef[];
    const r = parseDeckList(
      "1 Fire//Ice\n1 Fire / Ice\n1 Delver of Secrets\n1 Lim-Dul's Vault\n1 lim-dûl’s vault\n1 Aether Vial\n",
      poolResolver(defs),
    );
    expect(r.issues).toEqual([]);
    expect(r.deck.main).toEqual([
      { id: "fire-ice", count: 2 },
      { id: "delver", count: 1 },
      { id: "lim-dul-s-vault", count: 2 },
      { id: "aether-vial", count: 1 },
    ]);
  });

  it("reads Commander and Companion sections", () => {
    const r = parse("Commander\n1 Serra Angel\n\nCompanion\n1 Shock\n\nDeck\n59 Plains\n");
    expect(r.issues).toEqual([]);
    expect(r.deck.commander).toEqual([{ id: "serra-angel", count: 1 }]);
    expect(r.deck.companion).toEqual([{ id: "shock", count: 1 }]);
  });
});

describe("deck list errors: each names the line and the problem", () => {
  it("an unknown name, with did-you-mean for a misspelling", () => {
    const r = parse("4 Lightnig Bolt\n");
    expect(r.issues).toEqual([
      {
        line: 1,
        column: 3,
        text: "4 Lightnig Bolt",
        code: "unknown-card",
        message: 'line 1: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
        suggestions: ["Lightning Bolt"],
      },
    ]);
  });

  it("an unknown name with nothing close: no suggestion", () => {
    const [issue] = parse("1 Qwxzzy Plorp\n").issues;
    expect(issue.code).toBe("unknown-card");
    expect(issue.suggestions).toEqual([]);
    expect(issue.message).toBe('line 1: unknown card "Qwxzzy Plorp"');
  });

  it("a part of a name suggests the cards that contain it", () => {
    expect(parse("1 Bolt\n").issues[0].suggestions).toContain("Lightning Bolt");
  });

  it("every unknown and unsupported card at once, not just the first", () => {
    const resolver = poolResolver(allCards, realCards(["Black Lotus", "Ancestral Recall"]));
    const r = parseDeckList(
      "1 Black Lotus\n4 Lightnig Bolt\n1 Ancestral Recall\n1 Nonsense Card\n",
      resolver,
    );
    expect(r.issues.map((i) => [i.line, i.code])).toEqual([
      [1, "unsupported-card"],
      [2, "unknown-card"],
      [3, "unsupported-card"],
      [4, "unknown-card"],
    ]);
    expect(r.issues[0].message).toBe('line 1: "Black Lotus" is a real card the engine does not support yet');
  });

  it("a misspelt real card suggests it even when the engine does not support it", () => {
    const resolver = poolResolver(allCards, realCards(["Black Lotus"]));
    expect(parseDeckList("1 Black Lotsu\n", resolver).issues[0].suggestions).toEqual(["Black Lotus"]);
  });

  it("a bad count", () => {
    for (const line of ["-1 Shock", "4.5 Shock", "1,000 Shock", "+2 Shock", "2x3 Shock"]) {
      const [issue] = parse(line).issues;
      expect(issue.code, line).toBe("bad-count");
      expect(issue.column).toBe(1);
    }
    expect(parse("1000 Shock").issues[0].message).toBe("line 1: 1000 copies is too many: at most 999 a line");
  });

  it("`0 Name`", () => {
    expect(parse("4 Shock\n0 Lightning Bolt\n").issues.map((i) => [i.line, i.code])).toEqual([
      [2, "zero-count"],
    ]);
  });

  it("a missing name", () => {
    const [issue] = parse("4\n").issues;
    expect(issue.code).toBe("missing-name");
    expect(parse("4x *F*\n").issues[0].code).toBe("missing-name");
  });

  it("a missing count", () => {
    const [issue] = parse("Lightning Bolt\n").issues;
    expect(issue.code).toBe("missing-count");
    expect(issue.message).toBe('line 1: no count before "Lightning Bolt": write "1 Lightning Bolt"');
  });

  it("an unknown section, with the closest header; its lines are skipped", () => {
    const r = parse("Deck\n4 Shock\nSidebaord\n2 Fireball\nMaybeboard:\n1 Qwxzzy\n");
    expect(r.issues.map((i) => [i.line, i.code, i.suggestions])).toEqual([
      [3, "unknown-section", ["Sideboard"]],
      [5, "unknown-section", []],
    ]);
    expect(r.deck.sideboard).toEqual([]);
  });

  it("a commander named twice", () => {
    const r = parse("Commander\n1 Serra Angel\n1 Serra Angel\nDeck\n1 Plains\n");
    expect(r.issues.map((i) => [i.line, i.code])).toEqual([[3, "duplicate-commander"]]);
    expect(parse("Commander\n2 Serra Angel\n").issues[0].code).toBe("duplicate-commander");
  });

  it("more than one companion", () => {
    expect(codes("Companion\n1 Shock\n1 Fireball\n")).toEqual(["too-many-companions"]);
  });

  it("columns point at the name, after indentation and a count", () => {
    expect(parse("  4x  Lightnig Bolt").issues[0].column).toBe(7);
  });
});

describe("writing deck lists", () => {
  it("writes Arena's sections, and a ready deck reads back the same", () => {
    const deck = deckByName("Red Deck Wins");
    if (deck === undefined) throw new Error("no Red Deck Wins");
    const r = parse(deckList(deck));
    expect(r.issues).toEqual([]);
    const text = writeDeckList(r.deck, cardDb, "Red Deck Wins");
    expect(text.startsWith("About\nName Red Deck Wins\n\nDeck\n2 Raging Goblin\n")).toBe(true);
    expect(parse(text).deck).toEqual(r.deck);
  });

  it("parse(write(deck)) is the deck (property)", () => {
    const ids = allCards.map((c) => c.id);
    const cards = (maxLength: number) =>
      fc.uniqueArray(fc.record({ id: fc.constantFrom(...ids), count: fc.integer({ min: 1, max: 999 }) }), {
        selector: (c) => c.id,
        maxLength,
      });
    const decks = fc.record({
      main: cards(30),
      sideboard: cards(15),
      commander: fc.uniqueArray(fc.record({ id: fc.constantFrom(...ids), count: fc.constant(1) }), {
        selector: (c) => c.id,
        maxLength: 2,
      }),
      companion: fc.array(fc.record({ id: fc.constantFrom(...ids), count: fc.constant(1) }), {
        maxLength: 1,
      }),
    });
    const names = fc.option(
      fc
        .string({ minLength: 1, maxLength: 30 })
        .filter((s) => s.trim() === s && !/[\r\n]/.test(s) && s !== ""),
    );
    fc.assert(
      fc.property(decks, names, (deck: DeckList, name) => {
        const r = parse(writeDeckList(deck, cardDb, name));
        expect(r.issues).toEqual([]);
        expect(r.deck).toEqual(deck);
        expect(r.name).toBe(name);
      }),
    );
  });
});
