/**
 * Corrupted Resolve (New Phyrexia): a counterspell that reads whether a player is poisoned (122.1f; 810.10d:
 * in Two-Headed Giant, whether their team has a poison counter). Oracle text checked against public card
 * scripts that verify it against Scryfall's ("Counter target spell if its controller is poisoned.", {1}{U}
 * instant), 2026-12-06.
 */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const poison: CardDef[] = [
  card({
    name: "Corrupted Resolve",
    cost: "{1}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "spell" }],
      effects: [
        {
          e: "if",
          cond: { if: "poisoned", who: { controllerOf: 0 } },
          effects: [{ e: "counter", what: { target: 0 } }],
          after: true,
        },
      ],
    },
    oracle: "Counter target spell if its controller is poisoned.",
  }),
];
