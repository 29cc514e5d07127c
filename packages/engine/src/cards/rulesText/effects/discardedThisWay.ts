/** Draws counted by the cards discarded before them (701.9, 121.1): Windfall, Syphon Mind. */
import { imperativeClause, renderClause } from "../phrasing/clause.ts";
import type { EffectTexts } from "./family.ts";

export const discardedThisWayTexts = {
  wheelGreatestDiscarded: () =>
    imperativeClause(
      "each player discards their hand, then draws cards equal to the greatest number of cards a player discarded this way",
    ),
  // "Each other player discards a card. You draw a card for each card discarded this way."
  discardThenYouDraw: (ctx, e, nested) => {
    const discards = renderClause(nested.clause(ctx, { e: "discard", who: e.who, amount: e.amount }), true);
    return imperativeClause(`${discards}. You draw a card for each card discarded this way`);
  },
} satisfies Partial<EffectTexts>;
