/**
 * Commander lands, mana rocks and ramp (commanderRamp.ts): a Commander list naming them reads without a problem
 * — each resolves to the pool's card, whose text is its Oracle text, generated from its data.
 */
import { describe } from "vitest";
import { commanderRampCards } from "../src/commanderRamp.ts";
import { itReadsInACommanderList } from "./commanderList.ts";

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
  itReadsInACommanderList(RAMP, commanderRampCards);
});
