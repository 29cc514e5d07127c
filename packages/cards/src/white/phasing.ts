/**
 * White phasing (702.26): Teferi's Protection — until its caster's next turn their life total can't change and
 * they have protection from everything (702.16j), and all their permanents phase out (702.26b), to phase in
 * during their next untap step (502.1); the spell exiles itself.
 *
 * Oracle text as of 2026-12-08, checked against public card data quoting Scryfall's; checked against the text
 * generated from its data (engine test teferis-protection702-16j.test.ts).
 */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const phasing: CardDef[] = [
  card({
    name: "Teferi's Protection",
    cost: "{2}{W}",
    types: ["Instant"],
    spell: {
      effects: [
        {
          e: "playerRules",
          rules: ["lifeCantChange", "protectionFromEverything"],
          duration: "untilYourNextTurn",
        },
        { e: "phaseOut", what: { each: { controller: "you" } }, reminder: true },
        { e: "exile", what: "self" },
      ],
    },
    oracle:
      "Until your next turn, your life total can't change and you gain protection from everything. All permanents you control phase out. (While they're phased out, they're treated as though they don't exist. They phase in before you untap during your untap step.)\nExile Teferi's Protection.",
  }),
];
