/**
 * Lands from the hand and the library's top (landsFromHand.ts): a Commander list naming them reads without a
 * problem — each resolves to the pool's card, whose text is its Oracle text, generated from its data.
 */
import { describe } from "vitest";
import { landsFromHandCards } from "../src/landsFromHand.ts";
import { itReadsInACommanderList } from "./commanderList.ts";

const CARDS = ["Growth Spiral", "Explore", "Burgeoning", "Dig Through Time"];

describe("305.4, 305.2: lands from the hand, an additional land play, the top of the library", () => {
  itReadsInACommanderList(CARDS, landsFromHandCards);
});
