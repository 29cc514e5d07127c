/** 102.4: Azra Bladeseeker's team discard (effects/teamDiscardToDraw.ts). */
import { imperativeClause } from "../phrasing/clause.ts";
import type { EffectTexts } from "./family.ts";

export const teamDiscardToDrawTexts = {
  teamDiscardToDraw: () =>
    imperativeClause(
      "each player on your team may discard a card, then each player who discarded a card this way draws a card",
    ),
} satisfies Partial<EffectTexts>;
