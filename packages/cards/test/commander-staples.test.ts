/**
 * The Commander staples (commanderStaples.ts): a playgroup's imported Commander list naming them reads without a
 * problem — each resolves to the pool's card, whose text is its Oracle text.
 */
import { describe } from "vitest";
import { commanderStapleCards } from "../src/commanderStaples.ts";
import { itReadsInACommanderList } from "./commanderList.ts";

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
  itReadsInACommanderList(STAPLES, commanderStapleCards);
});
