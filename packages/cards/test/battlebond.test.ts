/**
 * Battlebond (battlebond.ts): a Commander list naming its cards reads without a problem — each resolves to the
 * pool's card, whose text is its Oracle text, generated from its data.
 */
import { rulesText } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { battlebondCards } from "../src/battlebond.ts";
import { cardDb, parseDeckList, poolCards } from "../src/index.ts";

describe("810: Battlebond's cards in an imported list", () => {
  it("a Commander list naming them reads without a problem, each the pool's card", () => {
    const names = battlebondCards.map((c) => c.name);
    const text = ["Commander", "1 Sylvia Brightspear", "1 Khorvath Brightflame", "", "Deck"]
      .concat(names.filter((n) => !n.startsWith("Sylvia") && !n.startsWith("Khorvath")).map((n) => `1 ${n}`))
      .join("\n");
    const r = parseDeckList(text, poolCards);
    expect(r.issues).toEqual([]);
    expect(r.deck.main.map((c) => cardDb.get(c.id)?.name)).toEqual(
      names.filter((n) => !n.startsWith("Sylvia") && !n.startsWith("Khorvath")),
    );
  });

  it("each is in the pool with its Oracle text, generated from its data", () => {
    for (const def of battlebondCards) {
      expect(cardDb.get(def.id), def.name).toBe(def);
      expect(rulesText(def), def.name).toBe(def.oracle);
    }
  });
});
