/**
 * Commander lands that fetch basic lands (commanderFetchLands.ts): a Commander list naming them reads without a
 * problem — each resolves to the pool's card, whose text is its Oracle text, generated from its data.
 */
import { describe } from "vitest";
import { commanderFetchLandCards } from "../src/commanderFetchLands.ts";
import { itReadsInACommanderList } from "./commanderList.ts";

const FETCH_LANDS = ["Fabled Passage", "Myriad Landscape", "Rogue's Passage"];

describe("903: Commander fetch lands in an imported list", () => {
  itReadsInACommanderList(FETCH_LANDS, commanderFetchLandCards);
});
