/**
 * Leeches (Homelands), the card that takes poison counters away (810.10b: in Two-Headed Giant, from the
 * team). Oracle text checked against public card scripts and tests quoting it ("Target player loses all poison
 * counters. Leeches deals that much damage to that player.", {1}{W}{W} sorcery), 2026-12-06.
 */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const poison: CardDef[] = [
  card({
    name: "Leeches",
    cost: "{1}{W}{W}",
    types: ["Sorcery"],
    spell: {
      targets: [{ kind: "player" }],
      effects: [{ e: "loseAllPoison", who: { target: 0 }, dealsThatMuch: true }],
    },
    oracle: "Target player loses all poison counters. Leeches deals that much damage to that player.",
  }),
];
