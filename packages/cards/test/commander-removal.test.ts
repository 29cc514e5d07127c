/**
 * Commander removal, counterspells and board wipes (commanderRemoval.ts): a playgroup's imported Commander list
 * naming them reads without a problem — each resolves to the pool's card, whose text is its Oracle text.
 */
import { describe } from "vitest";
import { commanderRemovalCards } from "../src/commanderRemoval.ts";
import { itReadsInACommanderList } from "./commanderList.ts";

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
  itReadsInACommanderList(REMOVAL, commanderRemovalCards);
});
