/** Cards with kicker (702.33): an additional cost their caster may pay as they cast them (601.2b). */
import type { CardDef } from "@roundtable/engine";
import { card } from "./define.ts";

export const kickerCards: CardDef[] = [
  card({
    name: "Into the Roil",
    cost: "{1}{U}",
    kicker: "{1}{U}",
    types: ["Instant"],
    spell: {
      targets: [{ kind: "permanent", filter: { nonland: true } }],
      effects: [
        { e: "bounce", what: { target: 0 } },
        { e: "if", cond: { if: "kicked" }, effects: [{ e: "draw", who: "you", amount: 1 }] },
      ],
    },
    oracle:
      "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\nReturn target nonland permanent to its owner's hand. If this spell was kicked, draw a card.",
  }),
];
