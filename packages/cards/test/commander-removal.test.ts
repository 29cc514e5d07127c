/**
 * Commander removal, counterspells and board wipes (commanderRemoval.ts): a playgroup's imported Commander list
 * naming them reads without a problem — each resolves to the pool's card, whose text is its Oracle text.
 */
import { rulesText } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { commanderRemovalCards } from "../src/commanderRemoval.ts";
import { cardDb, parseDeckList, poolCards } from "../src/index.ts";

const REMOVAL = [
  "Arcane Denial",
  "Blasphemous Act",
  "Assassin's Trophy",
  "Rapid Hybridization",
  "Pongify",
  "Vanquish the Horde",
  "Despark",
  "Austere Command",
  "Farewell",
  "Toxic Deluge",
];

describe("903: Commander removal in an imported list", () => {
  it("a Commander list naming them reads without a problem, each the pool's card", () => {
    const text = ["Commander", "1 Lyra Dawnbringer", "", "Deck", ...REMOVAL.map((n) => `1 ${n}`)].join("\n");
    const r = parseDeckList(text, poolCards);
    expect(r.issues).toEqual([]);
    expect(r.deck.main.map((c) => cardDb.get(c.id)?.name)).toEqual(REMOVAL);
  });

  it("each is in the pool with its Oracle text, generated from its data", () => {
    expect(commanderRemovalCards.map((c) => c.name).sort()).toEqual([...REMOVAL].sort());
    for (const def of commanderRemovalCards) expect(rulesText(def), def.name).toBe(def.oracle);
  });
});
