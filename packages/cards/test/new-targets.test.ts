/**
 * Spells that give a spell or ability new targets (newTargets.ts, 115.7): a Commander list naming them reads
 * without a problem — each resolves to the pool's card, whose text is its Oracle text, generated from its data.
 */
import { describe } from "vitest";
import { newTargetCards } from "../src/newTargets.ts";
import { itReadsInACommanderList } from "./commanderList.ts";

describe("115.7: spells that choose new targets, in an imported Commander list", () => {
  itReadsInACommanderList(["Deflecting Swat", "Bolt Bend"], newTargetCards);
});
