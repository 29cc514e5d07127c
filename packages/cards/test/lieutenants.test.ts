/**
 * The lieutenants (lieutenants.ts; 207.2c, 903.3d): a Commander list naming them reads without a problem — each
 * resolves to the pool's card, whose text is its Oracle text, generated from its data.
 */
import { rulesText } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { cardDb, parseDeckList, poolCards } from "../src/index.ts";
import { lieutenantCards } from "../src/lieutenants.ts";

const LIEUTENANTS = [
  "Angelic Field Marshal",
  "Thunderfoot Baloth",
  "Demon of Wailing Agonies",
  "Stormsurge Kraken",
  "Tyrant's Familiar",
];

describe("207.2c lieutenant: the lieutenants in an imported Commander list", () => {
  it("a Commander list naming them reads without a problem, each the pool's card", () => {
    const text = [
      "Commander",
      "1 Thalia, Heretic Cathar",
      "",
      "Deck",
      ...LIEUTENANTS.map((n) => `1 ${n}`),
    ].join("\n");
    const r = parseDeckList(text, poolCards);
    expect(r.issues).toEqual([]);
    expect(r.deck.main.map((c) => cardDb.get(c.id)?.name)).toEqual(LIEUTENANTS);
  });

  it("each is in the pool with its Oracle text, generated from its data", () => {
    expect(lieutenantCards.map((c) => c.name).sort()).toEqual([...LIEUTENANTS].sort());
    for (const def of lieutenantCards) expect(rulesText(def), def.name).toBe(def.oracle);
  });
});
