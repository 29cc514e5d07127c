/**
 * The two checks each Commander card file's test makes (903): a playgroup's imported Commander list naming the cards
 * reads without a problem, each the pool's card; and the file's cards are exactly these, each with its Oracle text
 * generated from its data.
 */
import { type CardDef, rulesText } from "@roundtable/engine";
import { expect, it } from "vitest";
import { cardDb, parseDeckList, poolCards } from "../src/index.ts";

export function itReadsInACommanderList(names: readonly string[], defs: readonly CardDef[]): void {
  it("a Commander list naming them reads without a problem, each the pool's card", () => {
    const text = ["Commander", "1 Lyra Dawnbringer", "", "Deck", ...names.map((n) => `1 ${n}`)].join("\n");
    const r = parseDeckList(text, poolCards);
    expect(r.issues).toEqual([]);
    expect(r.deck.main.map((c) => cardDb.get(c.id)?.name)).toEqual(names);
  });

  it("each is in the pool with its Oracle text, generated from its data", () => {
    expect(defs.map((c) => c.name).sort()).toEqual([...names].sort());
    for (const def of defs) expect(rulesText(def), def.name).toBe(def.oracle);
  });
}
