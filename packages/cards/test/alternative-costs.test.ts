/**
 * Alternative and special ways to cast (alternativeCosts.ts: overload too): a Commander list naming the cards reads without a
 * problem, each the pool's card, whose text — generated from its data — is its Oracle text; the Oracle compiler reads
 * that text back to the card's abilities and spell.
 */
import { compileOracle, oracleEntryOf } from "@roundtable/cards/oracle";
import { describe, expect, it } from "vitest";
import { alternativeCostCards } from "../src/alternativeCosts.ts";
import { itReadsInACommanderList } from "./commanderList.ts";

const CARDS = [
  "Cyclonic Rift",
  "Deadly Rollick",
  "Fierce Guardianship",
  "Flawless Maneuver",
  "Force of Will",
  "Krosan Grip",
  "Mizzium Mortars",
  "Murderous Cut",
  "Sudden Death",
  "Sudden Shock",
  "Treasure Cruise",
  "Vandalblast",
  "Wipe Away",
];

const DELVE = "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)";

/** The sentence the Oracle compiler refuses, for the cards whose text it can't read yet. */
const REFUSED: Record<string, string> = {
  "Fierce Guardianship": "Counter target noncreature spell.",
  "Cyclonic Rift": "Return target nonland permanent you don't control to its owner's hand.",
  "Mizzium Mortars": "Mizzium Mortars deals 4 damage to target creature you don't control.",
  Vandalblast: "Destroy target artifact you don't control.",
  // Nor delve (702.66): its line is read as the start of a sentence.
  "Murderous Cut": `${DELVE} Destroy target creature.`,
  "Treasure Cruise": `${DELVE} Draw three cards.`,
};

describe("118.9, 702.96, 702.66, 702.61: alternative costs, overload, delve and split second in an imported list", () => {
  itReadsInACommanderList(CARDS, alternativeCostCards);

  it("702.61a, 118.9: the Oracle compiler reads each card's text back to its abilities and spell", () => {
    for (const def of alternativeCostCards) {
      const compiled = compileOracle(oracleEntryOf(def));
      // Its first line is read; "noncreature spell" is none the compiler knows (Negate's neither), nor a target
      // "you don't control" (the overload cards', 702.96), nor delve (702.66).
      const refused = REFUSED[def.name];
      if (refused !== undefined) {
        expect(!compiled.ok && compiled.refusal.sentence, def.name).toBe(refused);
        continue;
      }
      expect(
        compiled.ok && { abilities: compiled.def.abilities, spell: compiled.def.spell },
        def.name,
      ).toEqual({
        abilities: def.abilities,
        spell: def.spell,
      });
    }
  });
});
