/** Cards in hand: drawing (121), discarding (701.9), looking at and revealing hands (701.20). */
import { cardCount } from "../phrasing/amounts.ts";
import { imperativeClause, playerClause } from "../phrasing/clause.ts";
import { playerRef } from "../phrasing/references.ts";
import { possessive } from "../phrasing/words.ts";
import type { EffectTexts } from "./family.ts";

export const handTexts = {
  draw: (ctx, e) => {
    // Howling Mine: "that player draws an additional card" (a draw-step trigger). Panopticon, Gerrard (a
    // vanguard, 902): "At the beginning of your draw step, draw an additional card."
    const extra = ctx.drawStepTrigger && (e.who === "triggering" || (e.who === "you" && ctx.yourDrawStep));
    const n = cardCount(e.amount, extra ? "additional card" : "card");
    return playerClause(ctx, e.who, `draws ${n}`, `draw ${n}`, true);
  },
  discard: (ctx, e) => {
    const n = `${cardCount(e.amount, "card")}${e.random ? " at random" : ""}`;
    return playerClause(ctx, e.who, `discards ${n}`, `discard ${n}`, true);
  },
  discardHand: (ctx, e) => playerClause(ctx, e.who, "discards their hand", "discard your hand", true),
  lookAtHand: (ctx, e) => imperativeClause(`look at ${possessive(playerRef(ctx, e.who))} hand`),
  // 101.4a: Stronghold Gambit.
  revealChosenCards: () =>
    imperativeClause(
      "each player chooses a card in their hand. Then each player reveals their chosen card. The owner of each creature card revealed this way with the lowest mana value puts it onto the battlefield",
    ),
} satisfies Partial<EffectTexts>;
