/** Utility lands: colourless mana with a static ability. */
import type { CardDef } from "@roundtable/engine";
import { card } from "../define.ts";

export const utilityLands: CardDef[] = [
  card({
    name: "Reliquary Tower",
    types: ["Land"],
    abilities: [
      { kind: "static", effect: { s: "noMaximumHandSize" } },
      { kind: "mana", cost: { tap: true }, produce: ["C"] },
    ],
    oracle: "You have no maximum hand size.\n{T}: Add {C}.",
  }),
];
