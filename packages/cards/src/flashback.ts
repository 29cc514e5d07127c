/** Cards with flashback (702.34): cast from their owner's graveyard for their flashback cost, then exiled. */
import type { CardDef } from "@roundtable/engine";
import { card } from "./define.ts";

export const flashbackCards: CardDef[] = [
  card({
    name: "Think Twice",
    cost: "{1}{U}",
    flashback: { mana: "{2}{U}" },
    types: ["Instant"],
    spell: { effects: [{ e: "draw", who: "you", amount: 1 }] },
    oracle:
      "Draw a card.\nFlashback {2}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
  }),
];
