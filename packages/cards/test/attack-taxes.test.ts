/**
 * The pillow-fort cards (attackTaxes.ts): a playgroup's imported Commander list naming them reads without a
 * problem — each resolves to the pool's card, whose text is its Oracle text, generated from its data.
 */
import { describe } from "vitest";
import { attackTaxCards } from "../src/attackTaxes.ts";
import { itReadsInACommanderList } from "./commanderList.ts";

const NAMES = [
  "Ghostly Prison",
  "Propaganda",
  "Windborn Muse",
  "Sphere of Safety",
  "Norn's Annex",
  "Archangel of Tithes",
];

describe("508.1h, 509.1d: costs to attack and to block (pillow forts) in an imported list", () => {
  itReadsInACommanderList(NAMES, attackTaxCards);
});
