/**
 * Lands from a hand and the cards of a library's top: "You may put a land card from your hand onto the
 * battlefield." (305.4, Growth Spiral), "You may play an additional land this turn." (305.2, Explore), "Look at
 * the top seven cards of your library. Put two of them into your hand and the rest on the bottom of your library
 * in any order." (701.20e, 401.4, Dig Through Time).
 */
import { playerClause } from "../phrasing/clause.ts";
import { numberWord } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const landsFromHandTexts = {
  putLandFromHand: (ctx) =>
    playerClause(
      ctx,
      "you",
      "may put a land card from their hand onto the battlefield",
      "may put a land card from your hand onto the battlefield",
      false,
    ),
  additionalLandPlay: (ctx) =>
    playerClause(
      ctx,
      "you",
      "may play an additional land this turn",
      "may play an additional land this turn",
      false,
    ),
  lookPutIntoHand: (ctx, e) => {
    const look = `the top ${numberWord(e.amount)} cards`;
    const put = `${numberWord(e.toHand)} of them into`;
    return playerClause(
      ctx,
      "you",
      `looks at ${look} of their library. They put ${put} their hand and the rest on the bottom of their library in any order`,
      `look at ${look} of your library. Put ${put} your hand and the rest on the bottom of your library in any order`,
      true,
    );
  },
} satisfies Partial<EffectTexts>;
