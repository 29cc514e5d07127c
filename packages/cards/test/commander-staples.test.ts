/**
 * The Commander staples (commanderStaples.ts): a playgroup's imported Commander list naming them reads without a
 * problem — each resolves to the pool's card, whose text is its Oracle text.
 */
import { rulesText } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { commanderStapleCards } from "../src/commanderStaples.ts";
import { cardDb, parseDeckList, poolCards } from "../src/index.ts";

const STAPLES = [
  "Path to Exile",
  "Dark Ritual",
  "Brainstorm",
  "Ponder",
  "Read the Bones",
  "Beast Within",
  "Chaos Warp",
  "Swan Song",
  "Feed the Swarm",
  "Reanimate",
  "Eternal Witness",
  "Beast Whisperer",
  "Return of the Wildspeaker",
  "Overwhelming Stampede",
  "Craterhoof Behemoth",
];

describe("903: Commander staples in an imported list", () => {
  it("a Commander list naming them reads without a problem, each the pool's card", () => {
    const text = ["Commander", "1 Lyra Dawnbringer", "", "Deck", ...STAPLES.map((n) => `1 ${n}`)].join("\n");
    const r = parseDeckList(text, poolCards);
    expect(r.issues).toEqual([]);
    expect(r.deck.main.map((c) => cardDb.get(c.id)?.name)).toEqual(STAPLES);
  });

  it("each is in the pool with its Oracle text, generated from its data", () => {
    expect(commanderStapleCards.map((c) => c.name).sort()).toEqual([...STAPLES].sort());
    for (const def of commanderStapleCards) expect(rulesText(def), def.name).toBe(def.oracle);
  });
});
