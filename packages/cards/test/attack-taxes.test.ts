/**
 * The pillow-fort cards (attackTaxes.ts): a playgroup's imported Commander list naming them reads without a
 * problem — each resolves to the pool's card, whose text is its Oracle text, generated from its data.
 */
import { rulesText } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { attackTaxCards } from "../src/attackTaxes.ts";
import { cardDb, parseDeckList, poolCards } from "../src/index.ts";

const NAMES = [
  "Ghostly Prison",
  "Propaganda",
  "Windborn Muse",
  "Sphere of Safety",
  "Norn's Annex",
  "Archangel of Tithes",
];

describe("508.1h, 509.1d: costs to attack and to block (pillow forts) in an imported list", () => {
  it("a Commander list naming them reads without a problem, each the pool's card", () => {
    const text = ["Commander", "1 Lyra Dawnbringer", "", "Deck", ...NAMES.map((n) => `1 ${n}`)].join("\n");
    const r = parseDeckList(text, poolCards);
    expect(r.issues).toEqual([]);
    expect(r.deck.main.map((c) => cardDb.get(c.id)?.name)).toEqual(NAMES);
  });

  it("each is in the pool with its Oracle text, generated from its data", () => {
    expect(attackTaxCards.map((c) => c.name).sort()).toEqual([...NAMES].sort());
    for (const def of attackTaxCards) expect(rulesText(def), def.name).toBe(def.oracle);
  });
});
