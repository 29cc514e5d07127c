/**
 * Commander lands, mana rocks and ramp (commanderRamp.ts): a Commander list naming them reads without a problem
 * — each resolves to the pool's card, whose text is its Oracle text, generated from its data.
 */
import { rulesText } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { commanderRampCards } from "../src/commanderRamp.ts";
import { cardDb, parseDeckList, poolCards } from "../src/index.ts";

const RAMP = [
  "Exotic Orchard",
  "Ancient Tomb",
  "Bojuka Bog",
  "Mana Crypt",
  ...["Enlightenment", "Deceit", "Malice", "Abandon", "Plenty"].map((t) => `Temple of ${t}`),
  ...["Silence", "Epiphany", "Malady", "Triumph", "Mystery"].map((t) => `Temple of ${t}`),
  "Harrow",
  "Migration Path",
  "Burnished Hart",
  "Blighted Woodland",
  "Pilgrim's Eye",
  "Kor Cartographer",
  "Crop Rotation",
  "Spoils of Victory",
  "Expedition Map",
  "Journeyer's Kite",
  "Manakin",
  "Sisay's Ring",
  "Lotus Petal",
  "Unknown Shores",
  "Shimmering Grotto",
  "Rupture Spire",
  "Transguild Promenade",
  "Gateway Plaza",
  "Strip Mine",
  "Wasteland",
  "Ghost Quarter",
  "Buried Ruin",
  "Mikokoro, Center of the Sea",
  "Ondu Giant",
  "Silverglade Elemental",
  "Wanderer's Twig",
  "Traveler's Amulet",
  "Armillary Sphere",
  "Prophetic Prism",
  "Zhalfirin Void",
  "Radiant Fountain",
  "Memorial to Folly",
  "Memorial to Genius",
  "Memorial to War",
  "Temple of the False God",
  "War Room",
  "Gilded Lotus",
  "Exploration",
  "Azusa, Lost but Seeking",
];

describe("903: Commander lands and mana rocks in an imported list", () => {
  it("a Commander list naming them reads without a problem, each the pool's card", () => {
    const text = ["Commander", "1 Lyra Dawnbringer", "", "Deck", ...RAMP.map((n) => `1 ${n}`)].join("\n");
    const r = parseDeckList(text, poolCards);
    expect(r.issues).toEqual([]);
    expect(r.deck.main.map((c) => cardDb.get(c.id)?.name)).toEqual(RAMP);
  });

  it("each is in the pool with its Oracle text, generated from its data", () => {
    expect(commanderRampCards.map((c) => c.name).sort()).toEqual([...RAMP].sort());
    for (const def of commanderRampCards) expect(rulesText(def), def.name).toBe(def.oracle);
  });
});
