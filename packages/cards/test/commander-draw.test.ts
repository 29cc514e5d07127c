/**
 * Commander card draw, tutors and opponent taxes (commanderDraw.ts): a playgroup's imported Commander list naming
 * them reads without a problem — each resolves to the pool's card, whose text is its Oracle text.
 */
import { describe } from "vitest";
import { commanderDrawCards } from "../src/commanderDraw.ts";
import { itReadsInACommanderList } from "./commanderList.ts";

const CARDS = [
  "Smothering Tithe",
  "Mystical Tutor",
  "Enlightened Tutor",
  "Dockside Extortionist",
  "Windfall",
  "Land Tax",
  "Esper Sentinel",
  "Mind's Eye",
  "Syphon Mind",
  "Mystic Remora",
];

describe("903: Commander card draw, tutors and taxes in an imported list", () => {
  itReadsInACommanderList(CARDS, commanderDrawCards);
});
