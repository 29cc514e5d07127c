/** Utility lands: colourless mana with a static ability. */
import type { CardDef } from "@roundtable/engine";
import { card, TAP_FOR_C } from "../define.ts";

export const utilityLands: CardDef[] = [
  card({
    name: "Reliquary Tower",
    types: ["Land"],
    abilities: [{ kind: "static", effect: { s: "noMaximumHandSize" } }, TAP_FOR_C],
    oracle: "You have no maximum hand size.\n{T}: Add {C}.",
  }),
];
