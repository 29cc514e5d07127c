/** Cards put on top of your library in the order you choose (401.4): from your hand, or the top cards put back. */
import { cardCount } from "../phrasing/amounts.ts";
import { playerClause } from "../phrasing/clause.ts";
import { numberWord } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const topOfLibraryTexts = {
  // "Draw three cards, then put two cards from your hand on top of your library in any order." (Brainstorm)
  handOnTop: (ctx, e) => {
    const n = cardCount(e.amount, "card");
    const order = e.amount === 1 ? "" : " in any order";
    return playerClause(
      ctx,
      "you",
      `puts ${n} from their hand on top of their library${order}`,
      `put ${n} from your hand on top of your library${order}`,
      true,
    );
  },
  // 701.20e: "Look at the top three cards of your library, then put them back in any order. You may shuffle." (Ponder)
  rearrangeTop: (ctx, e) => {
    const shuffle = e.mayShuffle ? ". You may shuffle" : "";
    const top = `the top ${numberWord(e.amount)} cards`;
    return playerClause(
      ctx,
      "you",
      `looks at ${top} of their library, then puts them back in any order${shuffle}`,
      `look at ${top} of your library, then put them back in any order${shuffle}`,
      true,
    );
  },
} satisfies Partial<EffectTexts>;
