/**
 * Cards put on top of your library in the order you choose (401.4): from your hand, or the top cards put back;
 * and the top cards exiled to be played (601.3: Act on Impulse).
 */
import { cardCount, countWord } from "../phrasing/amounts.ts";
import { playerClause } from "../phrasing/clause.ts";
import { numberWord } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const topOfLibraryTexts = {
  // "Exile the top three cards of your library. Until end of turn, you may play those cards." (Act on Impulse);
  // "Until the end of your next turn, …" (Reckless Impulse); "You may play them this turn." (Jeska's Will)
  exileToPlay: (ctx, e) => {
    const one = e.amount === 1;
    const top = one ? "the top card" : `the top ${countWord(e.amount)} cards`;
    const them = one ? "that card" : e.thisTurn === true ? "them" : "those cards";
    // "You may play them this turn." (Jeska's Will), or the duration first.
    const play = (who: string, whose: string): string =>
      e.thisTurn === true
        ? `${who[0].toUpperCase()}${who.slice(1)} may play ${them} this turn`
        : `${e.duration === "endOfTurn" ? "Until end of turn" : `Until the end of ${whose} next turn`}, ${who} may play ${them}`;
    return playerClause(
      ctx,
      "you",
      `exiles ${top} of their library. ${play("they", "their")}`,
      `exile ${top} of your library. ${play("you", "your")}`,
      true,
    );
  },
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
